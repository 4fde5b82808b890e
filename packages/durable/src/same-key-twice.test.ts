// A call spilled twice under one deterministic key (a durable step retried while its first attempt
// still runs, or run again after a kill with a tool that now returns other bytes) must never leave
// a payload that is neither write: on every store, the key then holds exactly one of the two
// payloads, byte for byte, and its line index and pages agree with it. Sequential writes: the last
// one wins. Concurrent writes: either one wins, whole.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OverflowStore } from '@output-limits/core';
import { createReducer, FileStore, MemoryStore, readToolResult } from '@output-limits/core';
import { buildLineIndex } from '@output-limits/core/store-kit';
import { createRedisStore } from '@output-limits/redis';
import { HAS_REDIS_SERVER, startRedisServer } from '@output-limits/redis/test';
import { sandboxStore } from '@output-limits/sandbox';
import { unstorageStore } from '@output-limits/unstorage';
import { Bash } from 'just-bash';
import { createStorage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import memoryDriver from 'unstorage/drivers/memory';
import type { TestContext } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { IN_CI } from './kit/engine-setup.js';
import { fetchedLog } from './kit/fetched-log.js';

// Two attempts of one call that fetched different logs (the second a day later, and shorter), both
// over 1 MiB, so the unstorage store chunks them.
const FIRST = fetchedLog('2025-06-03', 3_000_000);
const SECOND = fetchedLog('2025-06-04', 2_400_000);
const CALL = { toolName: 'fetch_logs', toolCallId: 'call_1' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ol-same-key-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

let redisUrl: Promise<string> | undefined;
/** The Redis of the run (`REDIS_URL`), else a redis-server of this file's own; skips without one (fails under CI=true). */
async function redisStore(context: TestContext): Promise<OverflowStore> {
  if (process.env.REDIS_URL === undefined && !HAS_REDIS_SERVER) {
    if (IN_CI) throw new Error('CI=true needs Redis: set REDIS_URL or put redis-server on PATH');
    context.skip('no REDIS_URL and no redis-server on PATH');
  }
  redisUrl ??= (async () => {
    if (process.env.REDIS_URL !== undefined) return process.env.REDIS_URL;
    const server = await startRedisServer();
    cleanups.push(() => server.stop());
    return server.url;
  })();
  const store = createRedisStore({ url: await redisUrl, prefix: `ol-same-key-${Date.now()}:` });
  cleanups.push(() => store.close());
  return store;
}

/** Every store the core ships or adapts, each made fresh for one test. */
const stores: [string, (context: TestContext) => Promise<OverflowStore>][] = [
  ['MemoryStore', async () => new MemoryStore()],
  ['FileStore', async () => new FileStore({ dir: await tempDir() })],
  ['Redis (a real redis-server)', redisStore],
  ['sandboxStore over a just-bash Bash', async () => sandboxStore(new Bash())],
  ['unstorage, memory driver', async () => unstorageStore(createStorage({ driver: memoryDriver() }))],
  ['unstorage, fs driver', async () => unstorageStore(createStorage({ driver: fsDriver({ base: await tempDir() }) }))],
];

/** Spills `log` as the call `call_1` of run `run-7`, in a fresh reducer (as a new attempt would be). */
async function spillAttempt(store: OverflowStore, log: string): Promise<string> {
  const { handle } = await createReducer({ store, namespace: 'run-7', deterministicKeys: true }).reduce(log, CALL);
  if (handle === undefined) throw new Error('not spilled');
  return handle;
}

/** The key holds exactly `expected`: its bytes, and pages and a search that agree with them. */
async function expectHolds(store: OverflowStore, handle: string, expected: string): Promise<void> {
  const bytes = await store.read(handle);
  expect(bytes.byteLength).toBe(Buffer.byteLength(expected));
  expect(new TextDecoder().decode(bytes) === expected).toBe(true);
  if (store.lineIndex) expect(await store.lineIndex(handle)).toEqual(buildLineIndex(bytes, (await store.lineIndex(handle)).step));
  const lines = expected.split('\n');
  const last = await readToolResult(store, { handle, limit: 2, from_end: true }, { namespace: 'run-7' });
  expect(last.split('\n').slice(0, 2)).toEqual(lines.slice(-2));
  const errors = await readToolResult(store, { handle, pattern: 'ERROR', context: 0, limit: 1_000 }, { namespace: 'run-7' });
  const numbered = lines.map((line, index) => `${index + 1}: ${line}`);
  expect(
    errors
      .split('\n')
      .slice(0, -1)
      .filter((line) => line !== '--'),
  ).toEqual(numbered.filter((line) => line.includes('ERROR')));
}

describe.each(stores)('one call spilled twice under one key: %s', (_name, makeStore) => {
  it('one after the other: the second payload replaces the first, whole', async (context) => {
    const store = await makeStore(context);
    const first = await spillAttempt(store, FIRST);
    const second = await spillAttempt(store, SECOND);
    expect(second).toBe(first);
    await expectHolds(store, second, SECOND);
  });

  it('at the same time: the key holds one of the two payloads, whole, never a mix', async (context) => {
    const store = await makeStore(context);
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([spillAttempt(store, FIRST), spillAttempt(store, SECOND)]);
      expect(b).toBe(a);
      const held = new TextDecoder().decode(await store.read(a));
      expect([FIRST.length, SECOND.length]).toContain(held.length);
      await expectHolds(store, a, held.length === FIRST.length ? FIRST : SECOND);
    }
  });
});
