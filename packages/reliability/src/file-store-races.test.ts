// FileStore against a local user who can write the store root's parent or plant a directory in it
// (issue 9, class 5): a root swapped for a symbolic link during calls, a namespace directory planted
// while the root was open, a payload flipped into a FIFO, a root its owner made 0555.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileStore, readToolResult } from '@output-limits/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from './counts.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const IS_ROOT = process.getuid?.() === 0;
/** The uid of "another user" (nobody): only root can make files owned by it. */
const OTHER_UID = 65_534;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-limits-races-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts a fixture as a child process and resolves once it printed `ready` (it runs on its own after that). */
async function startFixture(name: string, args: readonly string[], ready: string): Promise<{ child: ChildProcess; done: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(FIXTURES, name), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const done = new Promise<string>((resolve) => child.once('exit', () => resolve(output)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { child, done };
}

/** Every regular file below `root` and its size, as relative paths. */
async function filesBelow(root: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true })) {
    const info = await stat(join(root, entry)).catch(() => undefined);
    if (info?.isFile()) found.set(entry, info.size);
  }
  return found;
}

describe('FileStore: a root swapped for a symbolic link during calls', () => {
  it('never serves a file outside the root, and leaves no file in the link target (not even an empty one)', async () => {
    const root = join(dir, 'swapped', 'root');
    const target = join(dir, 'swapped', 'target');
    const handle = 'race/call.0-aaaaaaaaaaaa';
    const store = new FileStore({ dir: root, cleanupAfterMs: Number.POSITIVE_INFINITY });
    await store.write(handle, encoder.encode('GOOD'));
    await mkdir(join(target, 'race'), { recursive: true, mode: 0o700 });
    await writeFile(join(target, 'race', 'call.0-aaaaaaaaaaaa'), 'EVIL');
    const planted = await filesBelow(target);

    const reads = { good: 0, outside: 0, refused: 0 };
    const writes = { done: 0, refused: 0 };
    const swapper = await startFixture('swap-root.ts', [root, target, '3000'], 'swapping');
    let running = true;
    void swapper.done.finally(() => (running = false));
    const reader = (async () => {
      for (let i = 0; running && i < 100_000; i++) {
        const got = await store.read(handle).then(decoder.decode.bind(decoder), () => undefined);
        if (got === 'GOOD') reads.good++;
        else if (got === undefined) reads.refused++;
        else reads.outside++;
      }
    })();
    const writer = (async () => {
      for (let i = 0; running && i < 100_000; i++) {
        const ok = await store.write(`race/spill.${i}-bbbbbbbbbbbb`, encoder.encode(`SPILL ${i}`)).then(
          () => true,
          () => false,
        );
        if (ok) writes.done++;
        else writes.refused++;
      }
    })();
    await Promise.all([reader, writer, swapper.done]);
    // Every file the race left in the link target, empty ones included (issue 19, defect 11).
    const outside = [...(await filesBelow(target))].filter(([name]) => !planted.has(name));
    const leaked = outside.filter(([, size]) => size > 0);
    const total = reads.good + reads.outside + reads.refused + writes.done + writes.refused;
    count('FileStore races tried', total);
    console.log(
      `root swap: ${(await swapper.done).trim().split('\n').pop() ?? ''}; reads ${reads.good} right, ${reads.refused} refused, ${reads.outside} outside the root; ` +
        `writes ${writes.done} done, ${writes.refused} refused, ${leaked.length} files with data in the link target`,
    );
    console.log(
      `[issue-19 measure] root swap: ${outside.length} files left outside the root (${outside.length - leaked.length} empty, ` +
        `${leaked.reduce((sum, [, size]) => sum + size, 0)} bytes in the others: ${leaked.map(([name]) => name).join(', ') || 'none'})`,
    );
    expect(reads.good).toBeGreaterThan(0);
    expect(reads.outside).toBe(0);
    expect(leaked).toEqual([]);
    expect(outside).toEqual([]);
  });
});

describe('FileStore: a namespace directory planted by another user while the root was open', () => {
  it.skipIf(!IS_ROOT)('refuses the planted directory: the victim never reads content the other user put under its handle', async () => {
    const root = join(dir, 'planted', 'root');
    const store = new FileStore({ dir: root });
    await store.write('warmup.0-cccccccccccc', encoder.encode('warm'));
    // The owner opens the root up for a while; another user plants a namespace directory.
    await chmod(root, 0o777);
    await mkdir(join(root, 'alice'), { mode: 0o777 });
    await chown(join(root, 'alice'), OTHER_UID, OTHER_UID);
    await chmod(join(root, 'alice'), 0o777);
    const handle = 'alice/call.0-dddddddddddd';
    const written = await store.write(handle, encoder.encode('VICTIM DATA')).then(
      () => true,
      (error: { code?: string }) => error.code,
    );
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    // The other user owns the directory, so it can swap the payload for its own file.
    const payload = join(root, 'alice', 'call.0-dddddddddddd');
    await writeFile(`${payload}.evil`, 'ATTACKER DATA');
    await chown(`${payload}.evil`, OTHER_UID, OTHER_UID);
    await rename(`${payload}.evil`, payload);
    count('FileStore races tried', 2);
    const read = await store.read(handle).then(decoder.decode.bind(decoder), (error: { code?: string }) => error.code);
    console.log(`planted namespace: write ${String(written)}, read ${String(read)}`);
    expect(read).not.toBe('ATTACKER DATA');
    expect(written).toBe('EPERM');
    expect(read).toBe('ENOENT');
    expect(await readToolResult(store, { handle })).toMatch(/^\[No stored tool result for handle 'alice\/call\.0-dddddddddddd'\./);
  });
});

describe('FileStore: a payload flipped between a file and a FIFO', () => {
  it('never blocks a read: every read settles (within 5 s, a bound no unblocked read reaches)', async () => {
    const root = join(dir, 'fifo', 'root');
    const store = new FileStore({ dir: root });
    const handle = 'call.0-eeeeeeeeeeee';
    await store.write(handle, encoder.encode('PAYLOAD'));
    const payload = join(root, 'call.0-eeeeeeeeeeee');
    const flipper = await startFixture('flip-fifo.ts', [payload, '3000'], 'flipping');
    let running = true;
    void flipper.done.finally(() => (running = false));
    const reads = { settled: 0, blocked: 0 };
    const pending: Promise<unknown>[] = [];
    for (let i = 0; running && i < 20_000; i++) {
      const read = store.read(handle).catch(() => undefined);
      const settled = await Promise.race([read.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))]);
      if (settled) reads.settled++;
      else {
        reads.blocked++;
        pending.push(read);
      }
    }
    await flipper.done;
    // Release readers blocked on the FIFO: opening its write end lets their open() return.
    for (let i = 0; i < pending.length; i++) {
      const writer = await open(`${payload}-fifo`, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined);
      await writer?.close();
    }
    await Promise.all(pending);
    count('FileStore races tried', reads.settled + reads.blocked);
    console.log(`fifo flip: ${(await flipper.done).trim().split('\n').pop()}; reads ${reads.settled} settled, ${reads.blocked} blocked`);
    expect(reads.settled).toBeGreaterThan(0);
    expect(reads.blocked).toBe(0);
  });
});

describe('FileStore: a root its owner restricted', () => {
  it('keeps the owner bits of a 0555 root and takes only group and other bits away', async () => {
    const root = join(dir, 'readonly-root');
    await mkdir(root, { mode: 0o555 });
    await chmod(root, 0o555);
    const store = new FileStore({ dir: root });
    await store.read('call.0-ffffffffffff').catch(() => undefined);
    count('FileStore races tried');
    expect((await stat(root)).mode & 0o777).toBe(0o500);
  });
});
