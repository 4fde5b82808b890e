// Outages against a dedicated redis-server this file starts and stops on a free loopback port, so
// killing it never disturbs the server behind REDIS_URL.
import { createReducer, readToolResult, spill, truncate } from '@output-limits/core';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RedisStore } from './create-redis-store.js';
import { createRedisStore } from './create-redis-store.js';
import type { OwnRedisServer } from './test/redis-server.js';
import { freePort, HAS_REDIS_SERVER as hasRedisServer, startRedisServer } from './test/redis-server.js';

const CI = process.env.CI === 'true';
const encoder = new TextEncoder();

const unknown = (h: string) =>
  `[No stored tool result for handle '${h}'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`;
const storeFailed = (h: string) =>
  `[Could not read the stored tool result '${h}': the store failed. Try again; if it keeps failing, run the original tool again.]`;
const rows = Array.from({ length: 30 }, (_, i) => `row ${i}`).join('\n');
const firstPage = (h: string) => `row 0\nrow 1\nrow 2\n[lines 1-3 of 30; next: read_tool_result(handle='${h}', offset=3, limit=3)]`;

const startServer = (port: number) => startRedisServer({ port });

if (!hasRedisServer && CI) {
  describe('createRedisStore during outages', () => {
    it('has redis-server on PATH (required when CI=true)', () => {
      expect(hasRedisServer, 'CI=true but redis-server is not on PATH').toBe(true);
    });
  });
}

describe.skipIf(!hasRedisServer)('createRedisStore during outages (a redis-server of its own)', () => {
  let port = 0;
  let server: OwnRedisServer | undefined;
  const stores: RedisStore[] = [];
  const url = () => `redis://127.0.0.1:${port}`;

  beforeAll(async () => {
    port = await freePort();
    server = await startServer(port);
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    if (!server?.running) server = await startServer(port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('falls back to truncation while Redis is down, reports reads as a store failure, and works again once it is back', async () => {
    const store = createRedisStore({ url: url(), operationTimeoutMs: 2_500 });
    stores.push(store);
    const reducer = createReducer({
      store,
      namespace: 'alice',
      bands: [{ over: 50, action: spill({ then: truncate({ maxChars: 40 }) }) }],
      onWarning: () => undefined,
    });
    const before = await reducer.reduce(rows, { toolName: 'big', toolCallId: 'call_1' });
    expect(before.action).toBe('spill');
    const handle = before.handle as string;

    await server?.stop();
    // Give the client a moment to see the closed socket; a command sent before that fails at once
    // with "Socket closed unexpectedly" instead of waiting for a reconnect.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const during = await reducer.reduce(rows, { toolName: 'big', toolCallId: 'call_2' });
    const took = Date.now() - started;
    expect(during.fallbacks).toEqual([
      { action: 'spill', reason: 'store write failed: [output-limits/redis] write timed out after 2500 ms (is Redis reachable?)' },
    ]);
    expect(during.action).toBe('truncate');
    expect(during.reduced).toBe(true);
    expect((during.output as string).length).toBeLessThanOrEqual(40);
    expect(took).toBeGreaterThanOrEqual(2_400);
    expect(took).toBeLessThan(4_000);
    expect(await readToolResult(store, { handle, limit: 3 }, { namespace: 'alice' })).toBe(storeFailed(handle));

    server = await startServer(port);
    const after = await reducer.reduce(rows, { toolName: 'big', toolCallId: 'call_3' });
    expect(after.fallbacks).toEqual([]);
    expect(after.action).toBe('spill');
    const fresh = after.handle as string;
    expect(await readToolResult(store, { handle: fresh, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(fresh));
    // The restarted server kept nothing (no persistence): the old handle is now simply unknown.
    expect(await readToolResult(store, { handle, limit: 3 }, { namespace: 'alice' })).toBe(unknown(handle));
  });

  it('reconnects a client whose connection was killed (CLIENT KILL); the next call succeeds', async () => {
    const client = createClient({ url: url() });
    const admin = createClient({ url: url() });
    for (const c of [client, admin]) c.on('error', () => undefined);
    await Promise.all([client.connect(), admin.connect()]);
    try {
      const store = createRedisStore({ client });
      const handle = await store.write('call_kill.0-abcdefghijkl', encoder.encode(rows));
      const id = await client.clientId();
      expect(await admin.sendCommand(['CLIENT', 'KILL', 'ID', String(id)])).toBe(1);
      expect(await readToolResult(store, { handle, limit: 3 })).toBe(firstPage(handle));
      expect(await client.clientId()).not.toBe(id);
    } finally {
      await Promise.all([client.close(), admin.close()]);
    }
  });

  it('leaves nothing behind when a write is aborted after Redis received it', async () => {
    const store = createRedisStore({ url: url(), prefix: 'abort:' });
    stores.push(store);
    const admin = createClient({ url: url() });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      await store.write('call_warm.0-abcdefghijkl', encoder.encode('connects the store'));
      // Writes (the store's transaction included) wait while the server is paused; reads do not.
      await admin.sendCommand(['CLIENT', 'PAUSE', '600', 'WRITE']);
      const controller = new AbortController();
      const writing = store.write('call_late.0-abcdefghijkl', encoder.encode(rows), { signal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      await expect(writing).rejects.toMatchObject({ code: 'ABORT_ERR' });
      expect(await admin.exists(['abort:{call_late.0-abcdefghijkl}', 'abort:{call_late.0-abcdefghijkl}:idx'])).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 900));
      // The paused transaction ran once the pause ended, and the store's DEL, queued behind it, undid it.
      expect(await admin.exists(['abort:{call_late.0-abcdefghijkl}', 'abort:{call_late.0-abcdefghijkl}:idx'])).toBe(0);
      await expect(store.read('call_late.0-abcdefghijkl')).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await admin.close();
    }
  });
});
