// FileStore's line index after concurrent writes of one key (issue 9, class 6): the middleware
// stores identical results under one content-addressed key, so writes of one key interleave. The
// index must describe the payload it sits beside, or be rebuilt once, so a 1-line page stays cheap.
import type { ChildProcessByStdio } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { FileStore, readToolResult } from '@output-limits/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from './counts.js';
import { logLines } from './fixtures/stale-index-payload.js';

const HAS_PROC_IO = (() => {
  try {
    return readFileSync('/proc/self/io', 'utf8').includes('rchar:');
  } catch {
    return false;
  }
})();
/** About 10 MB of log lines. */
const LINES = 140_000;
const PAYLOAD = logLines(LINES);
const WRITER = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'write-on-command.ts');
const KEY = 'content/sha.0-aaaaaaaaaaaa';
const ONE_LINE = `request 120000 served in ${120_000 % 97} ms`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-limits-stale-index-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Bytes this process read (all files and pipes) while `run` ran, from Linux's /proc/self/io. */
async function bytesRead(run: () => Promise<unknown>): Promise<number> {
  const rchar = () => Number(/rchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
  const before = rchar();
  await run();
  return rchar() - before;
}

/**
 * The fewest bytes one of three runs of `run` read. /proc/self/io counts every read of this process,
 * vitest's messages from its main process included, so one run can be charged for reads that are not
 * its own (1.9 MB once, on a loaded CI machine). A page without a usable index reads the whole payload
 * on every run, so the fewest still tells it.
 */
async function fewestBytesRead(run: () => Promise<unknown>): Promise<number> {
  let fewest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt++) fewest = Math.min(fewest, await bytesRead(run));
  return fewest;
}

type Writer = ChildProcessByStdio<Writable, Readable, null>;

/** Starts a process that writes PAYLOAD under KEY below `root` on each 'write' line; resolves once it is ready. */
async function startWriter(root: string): Promise<{ child: Writer; next: () => Promise<string> }> {
  const child = spawn(process.execPath, ['--conditions=@output-limits/source', '--import', 'tsx', WRITER, root, KEY, String(LINES)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((line: string) => void)[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      waiting.shift()?.(line);
    }
  });
  child.once('exit', (code) => {
    for (const answer of waiting.splice(0)) answer(`exited ${String(code)}`);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('writer did not answer in 60 s')), 60_000);
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  expect(await next()).toBe('ready');
  return { child, next };
}

/** Reads the 1-line page at line 120,000 and checks it. */
async function onePage(store: FileStore): Promise<void> {
  const page = await readToolResult(store, { handle: KEY, offset: 120_000, limit: 1 });
  expect(page.split('\n')[0]).toContain(ONE_LINE);
}

/** Whether the sidecar on disk names the payload's inode (what the store's index is checked against). */
async function sidecarMatches(root: string): Promise<boolean> {
  const payload = await stat(join(root, 'content', 'sha.0-aaaaaaaaaaaa'), { bigint: true });
  const sidecar = JSON.parse(await readFile(join(root, 'content', '.sha.0-aaaaaaaaaaaa.idx.json'), 'utf8')) as { ino?: string };
  return sidecar.ino === String(payload.ino);
}

describe.skipIf(!HAS_PROC_IO)('FileStore: a stale line index', () => {
  it('concurrent writes of one key: after the first page, every 1-line page reads a few kB, not the payload', async () => {
    const root = join(dir, 'race');
    const store = new FileStore({ dir: root });
    const writers = await Promise.all(Array.from({ length: 4 }, () => startWriter(root)));
    const rounds = { total: 0, staleAfterWrites: 0, staleAfterRead: 0, expensivePages: 0, worstPage: 0 };
    try {
      for (let round = 0; round < 20; round++) {
        const answers = writers.map((writer) => writer.next());
        for (const writer of writers) writer.child.stdin.write('write\n');
        expect(await Promise.all(answers)).toEqual(['done', 'done', 'done', 'done']);
        rounds.total++;
        if (!(await sidecarMatches(root))) rounds.staleAfterWrites++;
        await onePage(store);
        if (!(await sidecarMatches(root))) rounds.staleAfterRead++;
        const bytes = await fewestBytesRead(() => onePage(store));
        rounds.worstPage = Math.max(rounds.worstPage, bytes);
        if (bytes > 1_000_000) rounds.expensivePages++;
      }
    } finally {
      for (const writer of writers) writer.child.kill();
    }
    count('stale line-index rounds', rounds.total);
    console.log(
      `stale index: ${rounds.total} rounds of 4 processes writing ${PAYLOAD.byteLength} bytes at once; stale after the writes ${rounds.staleAfterWrites}, ` +
        `after one page ${rounds.staleAfterRead}; pages over 1 MB read ${rounds.expensivePages}, largest 1-line page read (cheapest of three) ${rounds.worstPage} bytes`,
    );
    expect(rounds.staleAfterRead).toBe(0);
    expect(rounds.expensivePages).toBe(0);
  });

  it('an index left behind by an earlier write is rebuilt once and written back', async () => {
    const root = join(dir, 'by-hand');
    const store = new FileStore({ dir: root });
    const sidecar = join(root, 'content', '.sha.0-aaaaaaaaaaaa.idx.json');
    await store.write(KEY, PAYLOAD);
    await copyFile(sidecar, `${sidecar}.earlier`);
    await store.write(KEY, PAYLOAD);
    await copyFile(`${sidecar}.earlier`, sidecar);
    await rm(`${sidecar}.earlier`);
    const first = await bytesRead(() => onePage(store));
    const second = await fewestBytesRead(() => onePage(store));
    count('stale line-index rounds');
    console.log(`stale index by hand: first 1-line page read ${first} bytes, the cheapest of the next three ${second} bytes`);
    expect(first).toBeGreaterThanOrEqual(PAYLOAD.byteLength);
    expect(second).toBeLessThan(100_000);
    expect(await sidecarMatches(root)).toBe(true);
  });
});
