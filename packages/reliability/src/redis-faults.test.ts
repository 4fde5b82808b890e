// The Redis store under faults a real server produces (issue 9, class 7): a line-index key lost
// (deleted, or evicted under an allkeys-* policy) while its payload lives, and CLIENT PAUSE WRITE,
// what a failover does. Runs against a redis-server of its own, so pausing it disturbs no other test.
import { createReducer, readToolResult, spill } from '@output-limits/core';
import type { RedisStore } from '@output-limits/redis';
import { createRedisStore } from '@output-limits/redis';
import type { OwnRedisServer } from '@output-limits/redis/test';
import { HAS_REDIS_SERVER, startRedisServer } from '@output-limits/redis/test';
import type { RedisClientType } from 'redis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from './counts.js';

const CI = process.env.CI === 'true';
const rows = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag} row ${i}`).join('\n');
const firstPage = (handle: string, tag: string, n: number) =>
  `${tag} row 0\n${tag} row 1\n${tag} row 2\n[lines 1-3 of ${n.toLocaleString('en-US')}; next: read_tool_result(handle='${handle}', offset=3, limit=3)]`;
const gone = (handle: string) =>
  `[No stored tool result for handle '${handle}'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`;

if (!HAS_REDIS_SERVER && CI) {
  describe('Redis faults', () => {
    it('has redis-server on PATH (required when CI=true)', () => {
      expect(HAS_REDIS_SERVER, 'CI=true but redis-server is not on PATH').toBe(true);
    });
  });
}

describe.skipIf(!HAS_REDIS_SERVER)('Redis faults (a redis-server of its own)', () => {
  let server: OwnRedisServer;
  let admin: RedisClientType;
  let store: RedisStore;

  beforeAll(async () => {
    server = await startRedisServer();
    admin = createClient({ url: server.url });
    admin.on('error', () => undefined);
    await admin.connect();
    store = createRedisStore({ url: server.url, operationTimeoutMs: 1_000 });
  });
  afterAll(async () => {
    await store?.close();
    await admin?.close();
    await server?.stop();
  });

  /** Keys of the store matching `pattern`, found by scanning so the test does not depend on the key layout. */
  async function keys(pattern: string): Promise<string[]> {
    const found: string[] = [];
    for await (const page of admin.scanIterator({ MATCH: pattern, COUNT: 1000 })) found.push(...page);
    return found;
  }
  const indexKeys = () => keys('output-limits:*:idx');

  it('a deleted line-index key: the payload is still read, page by page', async () => {
    const reducer = createReducer({ store, bands: [{ over: 50, action: spill() }] });
    const handles: string[] = [];
    for (let i = 0; i < 20; i++)
      handles.push((await reducer.reduce(rows(`d${i}`, 500), { toolName: 't', toolCallId: `call_${i}` })).handle as string);
    const deleted = await admin.del(await indexKeys());
    count('Redis faults injected', deleted);
    let right = 0;
    for (const [i, handle] of handles.entries()) {
      if ((await readToolResult(store, { handle, limit: 3 })) === firstPage(handle, `d${i}`, 500)) right++;
    }
    console.log(`lost index (DEL): ${deleted} index keys deleted, ${right} of ${handles.length} payloads read back right`);
    expect(deleted).toBe(20);
    expect(right).toBe(20);
  });

  it('allkeys-lru eviction: a payload whose index was evicted is read right; one evicted is reported gone, never wrong', async () => {
    await admin.configSet({ 'maxmemory-policy': 'allkeys-lru', maxmemory: String(4 << 20) });
    try {
      const reducer = createReducer({ store, bands: [{ over: 50, action: spill() }], onWarning: () => undefined });
      const spilled: { handle: string; tag: string }[] = [];
      for (let i = 0; i < 200; i++) {
        const tag = `e${i}`;
        const { handle } = await reducer.reduce(rows(tag, 2_000), { toolName: 't', toolCallId: `call_e${i}` });
        if (handle) spilled.push({ handle, tag });
      }
      // No eviction from here on (a read's reply buffer could evict more), so the keys seen are the keys read.
      await admin.configSet({ maxmemory: '0' });
      const live = await keys('output-limits:*');
      const has = (handle: string, index: boolean) => live.some((key) => key.includes(handle) && key.endsWith(':idx') === index);
      const outcome = { payloadKept: 0, indexLost: 0, right: 0, gone: 0, wrong: 0 };
      for (const { handle, tag } of spilled) {
        const kept = has(handle, false);
        if (kept) outcome.payloadKept++;
        if (kept && !has(handle, true)) outcome.indexLost++;
        const page = await readToolResult(store, { handle, limit: 3 });
        if (page === firstPage(handle, tag, 2_000)) outcome.right++;
        else if (page === gone(handle) && !kept) outcome.gone++;
        else outcome.wrong++;
      }
      count('Redis faults injected', spilled.length);
      console.log(
        `eviction: ${spilled.length} spills into 4 MiB; payload kept ${outcome.payloadKept} (index evicted for ${outcome.indexLost}); ` +
          `${outcome.right} read right, ${outcome.gone} reported gone, ${outcome.wrong} wrong or reported gone while the payload was there`,
      );
      expect(outcome.indexLost).toBeGreaterThan(0);
      expect(outcome.right).toBe(outcome.payloadKept);
      expect(outcome.wrong).toBe(0);
    } finally {
      await admin.configSet({ 'maxmemory-policy': 'noeviction', maxmemory: '0' });
    }
  });

  it('CLIENT PAUSE WRITE (a failover): pages are served during the pause; a write waits at most operationTimeoutMs', async () => {
    const handle = await store.write('call_pause.0-abcdefghijkl', new TextEncoder().encode(rows('p', 300)));
    await admin.sendCommand(['CLIENT', 'PAUSE', '3000', 'WRITE']);
    count('Redis faults injected');
    try {
      const started = Date.now();
      const pages = await Promise.all([0, 3, 297].map((offset) => readToolResult(store, { handle, offset, limit: 3 })));
      const readMs = Date.now() - started;
      const writeStarted = Date.now();
      const write = await store.write('call_paused.0-abcdefghijkl', new TextEncoder().encode('x')).then(
        () => 'written',
        (error: { code?: string }) => error.code,
      );
      const writeMs = Date.now() - writeStarted;
      console.log(`CLIENT PAUSE WRITE: 3 pages read in ${readMs} ms; a write ${String(write)} after ${writeMs} ms`);
      expect(pages[0]).toBe(firstPage(handle, 'p', 300));
      expect(pages[2]).toBe(`p row 297\np row 298\np row 299\n[lines 298-300 of 300; end of output]`);
      // Served during the 3 s pause, not after it.
      expect(readMs).toBeLessThan(2_500);
      expect(write).toBe('ETIMEDOUT');
      expect(writeMs).toBeLessThan(2_000);
    } finally {
      await admin.sendCommand(['CLIENT', 'UNPAUSE']);
    }
  });
});
