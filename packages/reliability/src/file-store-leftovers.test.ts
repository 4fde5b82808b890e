// What FileStore leaves on disk by default (issue 9, class 9): a writer killed mid-write left its
// temp files forever, and spills were kept forever. By default the store now removes its stale temp
// files, spills older than 7 days, and the oldest spills past 1 GiB, and never a file it did not write.
import { spawn } from 'node:child_process';
import { chown, mkdir, mkdtemp, readdir, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileStore } from '@output-limits/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from './counts.js';

const WRITER = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'write-payload.ts');
const IS_ROOT = process.getuid?.() === 0;
const OTHER_UID = 65_534;
const MIB = 1024 * 1024;
const DAY = 24 * 3_600_000;
const encoder = new TextEncoder();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-limits-leftovers-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Sets the modification time of `files` to `ms` ago. */
async function age(ms: number, ...files: string[]): Promise<void> {
  const then = new Date(Date.now() - ms);
  for (const file of files) await utimes(file, then, then);
}

/** Every file below `root` with its size in bytes, sorted by name. */
async function files(root: string): Promise<[string, number][]> {
  const found: [string, number][] = [];
  for (const entry of await readdir(root, { recursive: true })) {
    const info = await stat(join(root, entry));
    if (info.isFile()) found.push([entry, info.size]);
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

/** Runs a process that writes `size` bytes under `key` through FileStore and SIGKILLs itself once its temp file holds `killAt` bytes. */
function killMidWrite(root: string, key: string, size: number, killAt: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@output-limits/source', '--import', 'tsx', WRITER, root, key, String(size), String(killAt)],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('FileStore leftovers, with the default options', () => {
  it('removes the temp files of a writer killed mid-write once they are 10 minutes old', async () => {
    const root = join(dir, 'killed');
    let killed = 0;
    for (let i = 0; i < 3; i++) {
      await killMidWrite(root, `crash/big.${i}-aaaaaaaaaaaa`, 100 * MIB, 1);
      killed++;
    }
    const temps = (await files(root)).filter(([name]) => name.endsWith('.tmp'));
    const leftBytes = temps.reduce((sum, [, size]) => sum + size, 0);
    count('leftover files planted', temps.length);
    expect(temps.length).toBe(killed);
    await age(11 * 60_000, ...temps.map(([name]) => join(root, name)));
    const store = new FileStore({ dir: root });
    await store.write('after/crash.0-bbbbbbbbbbbb', encoder.encode('next run'));
    await store.cleanup();
    const after = (await files(root)).filter(([name]) => name.endsWith('.tmp'));
    console.log(
      `killed writers: ${killed}, temp files left ${temps.length} (${leftBytes} bytes), after the next run's sweep ${after.length}`,
    );
    expect(after).toEqual([]);
  });

  it('keeps a temp file younger than 10 minutes: a write may still own it', async () => {
    const root = join(dir, 'young-temp');
    const store = new FileStore({ dir: root });
    await store.write('k.0-cccccccccccc', encoder.encode('x'));
    await writeFile(join(root, '.busy.0-cccccccccccc.abcdefghijkl.tmp'), 'in progress');
    await age(9 * 60_000, join(root, '.busy.0-cccccccccccc.abcdefghijkl.tmp'));
    count('leftover files planted');
    await store.cleanup();
    expect((await files(root)).map(([name]) => name)).toContain('.busy.0-cccccccccccc.abcdefghijkl.tmp');
  });

  it('removes spills older than 7 days and keeps younger ones', async () => {
    const root = join(dir, 'retention');
    const store = new FileStore({ dir: root });
    await store.write('old.0-dddddddddddd', encoder.encode('eight days'));
    await store.write('kept.0-dddddddddddd', encoder.encode('six days'));
    await age(8 * DAY, join(root, 'old.0-dddddddddddd'));
    await age(6 * DAY, join(root, 'kept.0-dddddddddddd'));
    count('leftover files planted', 2);
    await store.cleanup();
    expect((await files(root)).map(([name]) => name)).toEqual(['.kept.0-dddddddddddd.idx.json', 'kept.0-dddddddddddd']);
  });

  it('keeps the total under 1 GiB, removing the oldest spills first', async () => {
    const root = join(dir, 'quota');
    const store = new FileStore({ dir: root });
    // Three spills made 400 MiB each (sparse files: no disk is used), written one hour apart.
    for (const [i, hoursAgo] of [3, 1, 2].entries()) {
      const name = `spill.${i}-eeeeeeeeeeee`;
      await store.write(name, encoder.encode(`spill ${i}`));
      await truncate(join(root, name), 400 * MIB);
      await age(hoursAgo * 3_600_000, join(root, name));
    }
    count('leftover files planted', 3);
    await store.cleanup();
    const left = await files(root);
    const total = left.reduce((sum, [, size]) => sum + size, 0);
    console.log(`quota: 3 spills of 400 MiB; left ${left.filter(([name]) => !name.startsWith('.')).length}, ${total} bytes`);
    expect(left.map(([name]) => name)).toEqual([
      '.spill.1-eeeeeeeeeeee.idx.json',
      '.spill.2-eeeeeeeeeeee.idx.json',
      'spill.1-eeeeeeeeeeee',
      'spill.2-eeeeeeeeeeee',
    ]);
    expect(total).toBeLessThanOrEqual(2 ** 30);
  });
});

describe('FileStore leftovers, configured', () => {
  it('maxBytes: a write past the quota starts a sweep that removes the oldest spills', async () => {
    const root = join(dir, 'small-quota');
    const store = new FileStore({ dir: root, maxBytes: 100_000 });
    for (let i = 0; i < 10; i++) {
      await store.write(`s.${i}-ffffffffffff`, new Uint8Array(30_000).fill(65 + i));
      await age((10 - i) * 1_000, join(root, `s.${i}-ffffffffffff`));
    }
    await store.cleanup();
    const left = (await files(root)).filter(([name]) => !name.startsWith('.'));
    count('leftover files planted', 10);
    expect(left.map(([name]) => name)).toEqual(['s.7-ffffffffffff', 's.8-ffffffffffff', 's.9-ffffffffffff']);
    await expect(store.write('huge.0-ffffffffffff', new Uint8Array(100_001))).rejects.toMatchObject({ code: 'EFBIG' });
  });

  it.skipIf(!IS_ROOT)('never removes a file it did not write, however old, whatever the quota', async () => {
    const root = join(dir, 'foreign');
    // Written by a store without a quota: a write over maxBytes starts a sweep of its own, which could
    // remove this file before it is aged below. The quota store sweeps only when cleanup() is called.
    await new FileStore({ dir: root }).write('mine.0-gggggggggggg', encoder.encode('mine'));
    const store = new FileStore({ dir: root, cleanupAfterMs: 1_000, maxBytes: 10 });
    const foreign = [
      'notes.txt',
      '.notes.txt.idx.json',
      '.lookalike.0-gggggggggggg.abcdefghijkl.tmp',
      'others/.theirs.0-gggggggggggg.abcdefghijkl.tmp',
      'others/theirs.0-gggggggggggg',
      'others/.theirs.0-gggggggggggg.idx.json',
    ];
    await mkdir(join(root, 'others'));
    await writeFile(join(root, 'notes.txt'), 'the user wrote this');
    await writeFile(join(root, '.notes.txt.idx.json'), '{"not":"a sidecar"}');
    await writeFile(join(root, '.lookalike.0-gggggggggggg.abcdefghijkl.tmp'), 'another user’s temp file');
    await chown(join(root, '.lookalike.0-gggggggggggg.abcdefghijkl.tmp'), OTHER_UID, OTHER_UID);
    for (const name of foreign.slice(3)) await writeFile(join(root, name), `planted ${name}`);
    await chown(join(root, 'others'), OTHER_UID, OTHER_UID);
    await age(30 * DAY, join(root, 'mine.0-gggggggggggg'), ...foreign.map((name) => join(root, name)));
    count('leftover files planted', foreign.length);
    await store.cleanup();
    expect((await files(root)).map(([name]) => name)).toEqual([...foreign].sort((a, b) => a.localeCompare(b)));
  });
});
