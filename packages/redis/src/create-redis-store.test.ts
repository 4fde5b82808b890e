import { randomUUID } from 'node:crypto';
import type { Reducer } from '@output-limits/core';
import { ConfigurationError, createReducer, OutputLimitsError, readToolResult, spill, truncate } from '@output-limits/core';
import { buildLineIndex } from '@output-limits/core/store-kit';
import { testHostileHandles, testOverflowStore } from '@output-limits/core/test';
import { createClient, RESP_TYPES } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RedisStore } from './create-redis-store.js';
import type { RedisClientLike, RedisClusterLike, RedisCommandOptions } from './redis-connection.js';
import { createRedisStore } from './create-redis-store.js';

const REDIS_URL = process.env.REDIS_URL;
const CI = process.env.CI === 'true';
/** Every key these tests write starts with this, so parallel runs and other data never meet. */
const PREFIX = `output-limits-test:${randomUUID()}:`;
const encoder = new TextEncoder();

const unknown = (h: string) =>
  `[No stored tool result for handle '${h}'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`;
const storeFailed = (h: string) =>
  `[Could not read the stored tool result '${h}': the store failed. Try again; if it keeps failing, run the original tool again.]`;

/**
 * A client double: records commands and answers with `reply` (a never-settling promise by default).
 * A transaction is recorded as one call `['MULTI']` holding its queued commands.
 */
function fakeClient(state: { isOpen?: boolean; isReady?: boolean; reply?: () => Promise<unknown> } = {}) {
  const calls: { args: readonly unknown[]; options: RedisCommandOptions | undefined; commands?: readonly (readonly unknown[])[] }[] = [];
  const answer = () => (state.reply ? state.reply() : new Promise(() => undefined));
  const client: RedisClientLike = {
    isOpen: state.isOpen ?? true,
    isReady: state.isReady ?? true,
    sendCommand: (args, options) => {
      calls.push({ args, options });
      return answer();
    },
    multi: () => {
      const commands: (readonly unknown[])[] = [];
      const transaction = {
        addCommand: (args: readonly unknown[]) => (commands.push(args), transaction),
        exec: () => (calls.push({ args: ['MULTI'], options: undefined, commands }), answer()),
      };
      return transaction;
    },
    once: () => client,
    off: () => client,
  };
  return { client, calls };
}

testHostileHandles('createRedisStore, before sending anything to Redis', () => {
  const { client, calls } = fakeClient({ reply: async () => Buffer.from('secret') });
  return { store: createRedisStore({ client }), backendCalls: () => calls.length };
});

describe('createRedisStore without a server', () => {
  it('refuses bad options', () => {
    const { client } = fakeClient();
    expect(() => createRedisStore({ client, ttlSeconds: 0 })).toThrow(
      new ConfigurationError('ttlSeconds must be a positive integer; got 0'),
    );
    expect(() => createRedisStore({ client, ttlSeconds: 1.5 })).toThrow(
      new ConfigurationError('ttlSeconds must be a positive integer; got 1.5'),
    );
    expect(() => createRedisStore({ client, operationTimeoutMs: -1 })).toThrow(
      new ConfigurationError('operationTimeoutMs must be a positive number; got -1'),
    );
    expect(() => createRedisStore({} as never)).toThrow(new ConfigurationError('createRedisStore needs exactly one of `client` and `url`'));
    expect(() => createRedisStore({ client, url: 'redis://x' } as never)).toThrow(OutputLimitsError);
  });

  it('gives up within operationTimeoutMs while the client is not connected, without queueing the command', async () => {
    const { client, calls } = fakeClient({ isReady: false });
    const store = createRedisStore({ client, operationTimeoutMs: 150 });
    const started = Date.now();
    await expect(store.read('call_1.0-abc')).rejects.toMatchObject({
      code: 'ETIMEDOUT',
      message: '[output-limits/redis] read timed out after 150 ms (is Redis reachable?)',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await readToolResult(store, { handle: 'call_1.0-abc' })).toBe(storeFailed('call_1.0-abc'));
    expect(calls).toEqual([]);
  });

  it('rejects at once when the write is aborted while waiting for the connection', async () => {
    const { client, calls } = fakeClient({ isReady: false });
    const store = createRedisStore({ client });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    await expect(store.write('call_1.0-abc', encoder.encode('x'), { signal: controller.signal })).rejects.toMatchObject({
      code: 'ABORT_ERR',
      name: 'StoreError',
      message: '[output-limits/redis] write aborted',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toEqual([]);
  });

  it('says a client that was never connected must be connected', async () => {
    const { client } = fakeClient({ isOpen: false, isReady: false });
    await expect(createRedisStore({ client }).read('call_1.0-abc')).rejects.toMatchObject({
      code: 'ECLOSED',
      message: '[output-limits/redis] the Redis client is not connected (call client.connect() before use)',
    });
  });

  it('deletes a write it gave up on after sending, so a late transaction leaves nothing behind', async () => {
    const { client, calls } = fakeClient();
    const store = createRedisStore({ client, operationTimeoutMs: 50, prefix: 'p:' });
    await expect(store.write('ns/call_1.0-abc', encoder.encode('x'))).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(calls.map((call) => call.args[0])).toEqual(['MULTI', 'DEL']);
    expect(calls[1]?.args).toEqual(['DEL', 'p:{ns/call_1.0-abc}', 'p:{ns/call_1.0-abc}:idx']);
    // The transaction sets the index, then the payload, each with the TTL.
    expect(calls[0]?.commands?.map((args) => args.map((arg) => (Buffer.isBuffer(arg) ? arg.toString() : arg)))).toEqual([
      ['SET', 'p:{ns/call_1.0-abc}:idx', JSON.stringify(buildLineIndex(encoder.encode('x'))), 'EX', '86400'],
      ['SET', 'p:{ns/call_1.0-abc}', 'x', 'EX', '86400'],
    ]);
  });

  it('sends no transaction once the write is aborted', async () => {
    const { client, calls } = fakeClient({ reply: async () => ['OK', 'OK'] });
    const controller = new AbortController();
    controller.abort();
    await expect(
      createRedisStore({ client }).write('call_1.0-abc', encoder.encode('x'), { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'ABORT_ERR',
    });
    expect(calls).toEqual([]);
  });

  it('wraps a client error with the operation and keeps its code', async () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1\nmore'), { code: 'ECONNREFUSED' });
    const { client } = fakeClient({ reply: () => Promise.reject(failure) });
    const error = await createRedisStore({ client })
      .read('call_1.0-abc')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'ECONNREFUSED',
      message: '[output-limits/redis] read failed: connect ECONNREFUSED 127.0.0.1:1',
      cause: failure,
    });
  });

  it('rejects with ENOENT when Redis has no such key', async () => {
    const { client } = fakeClient({ reply: async () => null });
    const store = createRedisStore({ client });
    await expect(store.read('call_1.0-abc')).rejects.toMatchObject({
      code: 'ENOENT',
      message: '[output-limits/redis] no stored payload under this handle (it expired or was never written)',
    });
    await expect(store.lineIndex('call_1.0-abc')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.readRange('call_1.0-abc', 0, 5)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads with read-only commands only (served during CLIENT PAUSE WRITE and by replicas)', async () => {
    const { client, calls } = fakeClient({ reply: async () => Buffer.from('') });
    const store = createRedisStore({ client, prefix: 'p:' });
    await store.read('call_1.0-abc').catch(() => undefined);
    await store.readRange('call_1.0-abc', 0, 5).catch(() => undefined);
    await store.readRange('call_1.0-abc', 5, 5).catch(() => undefined);
    await store.lineIndex('call_1.0-abc').catch(() => undefined);
    expect(calls.map((call) => call.args.slice(0, 2).map(String))).toEqual([
      ['GET', 'p:{call_1.0-abc}'],
      ['GETRANGE', 'p:{call_1.0-abc}'],
      ['EXISTS', 'p:{call_1.0-abc}'],
      ['EXISTS', 'p:{call_1.0-abc}'],
      ['GET', 'p:{call_1.0-abc}:idx'],
    ]);
  });

  it('routes every command of a cluster client by the payload key, reads flagged read-only', async () => {
    const calls: { firstKey: unknown; readonly: unknown; args: readonly unknown[] }[] = [];
    const cluster: RedisClusterLike = {
      isOpen: true,
      isReady: true,
      masters: [],
      sendCommand: async (firstKey, readonly, args) => {
        calls.push({ firstKey, readonly, args });
        return args[0] === 'GET' ? Buffer.from('payload') : 1;
      },
      multi: (routing) => {
        const transaction = {
          addCommand: (firstKey: unknown, readonly: boolean | undefined, args: readonly unknown[]) => {
            calls.push({ firstKey: routing, readonly, args: ['MULTI', firstKey, ...args] });
            return transaction;
          },
          exec: async () => ['OK', 'OK'],
        };
        return transaction;
      },
      once: () => cluster,
      off: () => cluster,
    };
    const store = createRedisStore({ client: cluster, prefix: 'p:' });
    await store.write('ns/call_1.0-abc', encoder.encode('payload'));
    expect(new TextDecoder().decode(await store.read('ns/call_1.0-abc'))).toBe('payload');
    expect(calls.map(({ firstKey, readonly, args }) => [firstKey, readonly, args[0]])).toEqual([
      ['p:{ns/call_1.0-abc}', false, 'MULTI'],
      ['p:{ns/call_1.0-abc}', false, 'MULTI'],
      ['p:{ns/call_1.0-abc}', true, 'GET'],
    ]);
    // The transaction is routed by the payload key, and both of its keys carry the one hash tag {ns/call_1.0-abc}: one slot.
    expect(calls.slice(0, 2).map(({ args }) => args.slice(1, 4))).toEqual([
      ['p:{ns/call_1.0-abc}', 'SET', 'p:{ns/call_1.0-abc}:idx'],
      ['p:{ns/call_1.0-abc}', 'SET', 'p:{ns/call_1.0-abc}'],
    ]);
  });

  it('refuses a damaged line index', async () => {
    const { client } = fakeClient({ reply: async () => Buffer.from('{"bytes":1}') });
    await expect(createRedisStore({ client }).lineIndex('call_1.0-abc')).rejects.toMatchObject({
      code: 'EBADIDX',
      message: '[output-limits/redis] the stored line index is damaged',
    });
  });
});

if (!REDIS_URL) {
  if (CI) {
    describe('createRedisStore against Redis', () => {
      it('has REDIS_URL set (required when CI=true)', () => {
        expect(REDIS_URL, 'CI=true but REDIS_URL is unset: start Redis and export REDIS_URL=redis://127.0.0.1:<port>').toBeDefined();
      });
    });
  } else {
    describe.skip('createRedisStore against Redis: skipped, REDIS_URL is unset (export REDIS_URL=redis://127.0.0.1:6379 to run)', () => {
      it('needs REDIS_URL', () => undefined);
    });
  }
} else {
  const url = REDIS_URL;
  const admin = createClient({ url });
  const resp2 = createClient({ url, RESP: 2 });
  admin.on('error', () => undefined);
  resp2.on('error', () => undefined);
  const owned: RedisStore[] = [];
  const urlStore = (options: { ttlSeconds?: number } = {}): RedisStore => {
    const store = createRedisStore({ url, prefix: PREFIX, ...options });
    owned.push(store);
    return store;
  };

  beforeAll(async () => {
    await Promise.all([admin.connect(), resp2.connect()]);
  });
  afterAll(async () => {
    await Promise.all(owned.map((store) => store.close()));
    const keys: string[] = [];
    for await (const page of admin.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1000 })) keys.push(...page);
    if (keys.length > 0) await admin.del(keys);
    await Promise.all([admin.close(), resp2.close()]);
  });

  const shared = urlStore();
  testOverflowStore('createRedisStore({ url }), RESP3', () => shared, { supportsRange: true });
  testOverflowStore('createRedisStore({ client }), RESP2 client', () => createRedisStore({ client: resp2, prefix: PREFIX }), {
    supportsRange: true,
  });

  const spillOver50 = [{ over: 50, action: spill({ then: truncate() }) }];
  const rows = Array.from({ length: 30 }, (_, i) => `row ${i}`).join('\n');
  const spillRows = async (reducer: Reducer, toolCallId = 'call_1'): Promise<string> => {
    const reduction = await reducer.reduce(rows, { toolName: 'big', toolCallId });
    expect(reduction.action).toBe('spill');
    expect(reduction.fallbacks).toEqual([]);
    return reduction.handle as string;
  };
  const firstPage = (h: string) => `row 0\nrow 1\nrow 2\n[lines 1-3 of 30; next: read_tool_result(handle='${h}', offset=3, limit=3)]`;

  describe('createRedisStore against Redis', () => {
    it('keeps the payload under prefix{handle} and its line index under prefix{handle}:idx, both with the default 24 h TTL', async () => {
      const handle = await shared.write('ns/call_1.0-abcdefghijkl', encoder.encode('a\nb\n\xff'));
      expect(handle).toBe('ns/call_1.0-abcdefghijkl');
      const key = `${PREFIX}{ns/call_1.0-abcdefghijkl}`;
      const raw = admin.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
      expect(Array.from((await raw.get(key)) as Buffer)).toEqual(Array.from(encoder.encode('a\nb\n\xff')));
      expect(JSON.parse((await admin.get(`${key}:idx`)) as string)).toEqual(buildLineIndex(encoder.encode('a\nb\n\xff')));
      for (const k of [key, `${key}:idx`]) {
        const ttl = await admin.ttl(k);
        expect(ttl).toBeGreaterThan(86_400 - 60);
        expect(ttl).toBeLessThanOrEqual(86_400);
      }
    });

    it('sets ttlSeconds on both keys, and Redis drops both when it runs out', async () => {
      const store = urlStore({ ttlSeconds: 1 });
      const handle = await store.write('call_ttl.0-abcdefghijkl', encoder.encode('short-lived'));
      expect(await admin.ttl(`${PREFIX}{${handle}}`)).toBe(1);
      expect(await admin.ttl(`${PREFIX}{${handle}}:idx`)).toBe(1);
      await vi.waitFor(async () => expect(await admin.exists([`${PREFIX}{${handle}}`, `${PREFIX}{${handle}}:idx`])).toBe(0), {
        timeout: 3_000,
        interval: 100,
      });
      expect(await readToolResult(store, { handle })).toBe(unknown(handle));
    });

    it('scopes reads to the namespace: bob cannot read what alice spilled, alice can', async () => {
      const reducer = createReducer({ store: shared, namespace: 'alice', bands: spillOver50 });
      const handle = await spillRows(reducer);
      expect(handle).toMatch(/^alice\/call_1\.0-[0-9a-z]{12}$/);
      expect(await readToolResult(shared, { handle, limit: 3 }, { namespace: 'bob' })).toBe(unknown(handle));
      const forged = handle.replace(/^alice\//, 'bob/');
      expect(await readToolResult(shared, { handle: forged, limit: 3 }, { namespace: 'bob' })).toBe(unknown(forged));
      expect(await readToolResult(shared, { handle, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(handle));
    });

    it('makes handles that cannot be guessed from the call id: two spills of one call id differ in their random part', async () => {
      const first = await spillRows(createReducer({ store: shared, namespace: 'alice', bands: spillOver50 }), 'call_same');
      const second = await spillRows(createReducer({ store: shared, namespace: 'alice', bands: spillOver50 }), 'call_same');
      expect(first.replace(/-.*/, '')).toBe(second.replace(/-.*/, ''));
      expect(first).not.toBe(second);
      expect(await readToolResult(shared, { handle: first, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(first));
      expect(await readToolResult(shared, { handle: second, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(second));
    });

    it('serves a spill from a second server (another store with its own client)', async () => {
      const serverA = createReducer({ store: urlStore(), namespace: 'alice', bands: spillOver50 });
      const handle = await spillRows(serverA);
      const other = createClient({ url });
      other.on('error', () => undefined);
      await other.connect();
      try {
        const serverB = createRedisStore({ client: other, prefix: PREFIX });
        expect(await readToolResult(serverB, { handle, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(handle));
        expect(await serverB.lineIndex(handle)).toEqual(buildLineIndex(encoder.encode(rows)));
      } finally {
        await other.close();
      }
    });

    it('spills a binary result byte for byte', async () => {
      const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256);
      const reduction = await createReducer({ store: shared, bands: spillOver50 }).reduce(bytes, {
        toolName: 'img',
        toolCallId: 'call_bin',
      });
      expect(reduction.action).toBe('spill');
      expect(Array.from(await shared.read(reduction.handle as string))).toEqual(Array.from(bytes));
    });

    it('refuses to work after close()', async () => {
      const store = urlStore();
      await store.write('call_close.0-abcdefghijkl', encoder.encode('x'));
      await store.close();
      await expect(store.read('call_close.0-abcdefghijkl')).rejects.toMatchObject({
        code: 'ECLOSED',
        message: '[output-limits/redis] the store is closed',
      });
    });
  });
}
