import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reducer } from '@output-limits/core';
import { ConfigurationError, createReducer, readToolResult, spill, truncate } from '@output-limits/core';
import { buildLineIndex } from '@output-limits/core/store-kit';
import { testHostileHandles, testOverflowStore } from '@output-limits/core/test';
import type { Driver } from 'unstorage';
import { createStorage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import memoryDriver from 'unstorage/drivers/memory';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHUNK_BYTES, storedGeneration } from './payload-layout.js';
import { unstorageStore } from './unstorage-store.js';

const encoder = new TextEncoder();
const dir = mkdtempSync(join(tmpdir(), 'output-limits-unstorage-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const unknown = (h: string) =>
  `[No stored tool result for handle '${h}'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`;
const storeFailed = (h: string) =>
  `[Could not read the stored tool result '${h}': the store failed. Try again; if it keeps failing, run the original tool again.]`;

/** A driver that stores only text, like unstorage's redis and KV drivers: unstorage base64-encodes raw values for it. */
function textOnlyDriver(): Driver & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    name: 'text-only',
    data,
    hasItem: (key) => data.has(key),
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value: string) => {
      if (typeof value !== 'string') throw new TypeError('text only');
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    getKeys: () => [...data.keys()],
    clear: () => data.clear(),
  };
}

/** The memory driver, recording every call's key and options. */
function recordingDriver(overrides: Partial<Driver> = {}): Driver & { calls: { method: string; key: string; opts: unknown }[] } {
  const inner = memoryDriver();
  const calls: { method: string; key: string; opts: unknown }[] = [];
  const record =
    <A extends unknown[], R>(method: string, fn: ((key: string, ...rest: A) => R) | undefined) =>
    (key: string, ...rest: A): R => {
      calls.push({ method, key, opts: rest[rest.length - 1] });
      return (fn as (key: string, ...rest: A) => R)(key, ...rest);
    };
  return {
    ...inner,
    calls,
    getItem: record('getItem', overrides.getItem ?? inner.getItem),
    getItemRaw: record('getItemRaw', overrides.getItemRaw ?? inner.getItemRaw),
    setItem: record('setItem', overrides.setItem ?? inner.setItem),
    setItemRaw: record('setItemRaw', overrides.setItemRaw ?? inner.setItemRaw),
    removeItem: record('removeItem', overrides.removeItem ?? inner.removeItem),
  };
}

testOverflowStore('unstorageStore(memory driver)', () => unstorageStore(createStorage({ driver: memoryDriver() })), {
  supportsRange: true,
});
testOverflowStore(
  'unstorageStore(fs driver)',
  () => unstorageStore(createStorage({ driver: fsDriver({ base: join(dir, 'conformance') }) })),
  {
    supportsRange: true,
  },
);
testOverflowStore('unstorageStore(text-only driver, base64)', () => unstorageStore(createStorage({ driver: textOnlyDriver() })), {
  supportsRange: true,
});

testHostileHandles('unstorageStore, without asking the driver', () => {
  const driver = recordingDriver();
  return { store: unstorageStore(createStorage({ driver })), backendCalls: () => driver.calls.length };
});

const spillOver50 = [{ over: 50, action: spill({ then: truncate() }) }];
const rows = Array.from({ length: 30 }, (_, i) => `row ${i}`).join('\n');
const spillRows = async (reducer: Reducer, toolCallId = 'call_1'): Promise<string> => {
  const reduction = await reducer.reduce(rows, { toolName: 'big', toolCallId });
  expect(reduction.fallbacks).toEqual([]);
  expect(reduction.action).toBe('spill');
  return reduction.handle as string;
};
const firstPage = (h: string) => `row 0\nrow 1\nrow 2\n[lines 1-3 of 30; next: read_tool_result(handle='${h}', offset=3, limit=3)]`;

describe('unstorageStore', () => {
  it('writes the payload as raw bytes under <base>/<handle>~<generation>, its line index beside it, and a pointer to them (fs driver)', async () => {
    const base = join(dir, 'layout');
    const store = unstorageStore(createStorage({ driver: fsDriver({ base }) }));
    const data = Uint8Array.from([0x61, 0x0a, 0xff, 0x00, 0x0a, 0x62]);
    expect(await store.write('alice/call_1.0-abcdefghijkl', data)).toBe('alice/call_1.0-abcdefghijkl');
    const at = (name: string) => join(base, 'output-limits', 'alice', name);
    const pointer = readFileSync(at('call_1.0-abcdefghijkl~idx'), 'utf8');
    const generation = storedGeneration(pointer)!;
    expect(pointer).toBe(`{"generation":"${generation}"}`);
    expect(Array.from(readFileSync(at(`call_1.0-abcdefghijkl~${generation}~0`)))).toEqual(Array.from(data));
    expect(JSON.parse(readFileSync(at(`call_1.0-abcdefghijkl~${generation}~idx`), 'utf8'))).toEqual({
      ...buildLineIndex(data),
      chunkBytes: 4 * DEFAULT_CHUNK_BYTES,
      generation,
    });
    expect(await store.lineIndex('alice/call_1.0-abcdefghijkl')).toEqual(buildLineIndex(data));
  });

  it('writes 4 MiB chunks under the fs driver and 1 MiB ones under others, unless chunkBytes is given', async () => {
    const data = new Uint8Array(9 * DEFAULT_CHUNK_BYTES).fill(0x61);
    const chunksOf = async (storage: ReturnType<typeof createStorage>, options = {}) => {
      await unstorageStore(storage, options).write('call_1.0-abc', data);
      return (await storage.getKeys()).filter((key) => /~\d+$/.test(key)).length;
    };
    expect(await chunksOf(createStorage({ driver: fsDriver({ base: join(dir, 'chunks-fs') }) }))).toBe(3);
    expect(
      await chunksOf(createStorage({ driver: fsDriver({ base: join(dir, 'chunks-fs-set') }) }), { chunkBytes: DEFAULT_CHUNK_BYTES }),
    ).toBe(9);
    expect(await chunksOf(createStorage())).toBe(9);
    const store = unstorageStore(createStorage({ driver: fsDriver({ base: join(dir, 'chunks-read') }) }));
    await store.write('call_1.0-abc', data);
    expect(Buffer.from(await store.read('call_1.0-abc')).equals(data)).toBe(true);
  });

  it('uses the given base, with / or : as separator', async () => {
    const driver = recordingDriver();
    const store = unstorageStore(createStorage({ driver }), { base: '/cache/spills/' });
    await store.write('ns/call_1.0-abc', encoder.encode('x'));
    const generation = storedGeneration(await createStorage({ driver }).getItem('cache:spills:ns:call_1.0-abc~idx'))!;
    expect(driver.calls.filter((c) => c.method.startsWith('set')).map((c) => `${c.method} ${c.key}`)).toEqual([
      `setItemRaw cache:spills:ns:call_1.0-abc~${generation}~0`,
      `setItem cache:spills:ns:call_1.0-abc~${generation}~idx`,
      'setItem cache:spills:ns:call_1.0-abc~idx',
    ]);
  });

  it('passes ttlSeconds to the driver as the ttl option of every item (default 86,400)', async () => {
    const driver = recordingDriver();
    await unstorageStore(createStorage({ driver })).write('call_1.0-abc', encoder.encode('x'));
    await unstorageStore(createStorage({ driver }), { ttlSeconds: 60 }).write('call_2.0-abc', encoder.encode('x'));
    expect(driver.calls.filter((c) => c.method.startsWith('set')).map((c) => [c.method, c.opts])).toEqual([
      ['setItemRaw', { ttl: 86_400 }],
      ['setItem', { ttl: 86_400 }],
      ['setItem', { ttl: 86_400 }],
      ['setItemRaw', { ttl: 60 }],
      ['setItem', { ttl: 60 }],
      ['setItem', { ttl: 60 }],
    ]);
    expect(() => unstorageStore(createStorage(), { ttlSeconds: 0 })).toThrow(
      new ConfigurationError('ttlSeconds must be a positive integer; got 0'),
    );
  });

  it('lets unstorage keep bytes as base64 text for a driver that stores only text', async () => {
    const driver = textOnlyDriver();
    const store = unstorageStore(createStorage({ driver }));
    await store.write('call_1.0-abc', Uint8Array.from([0, 255, 10]));
    const generation = storedGeneration(driver.data.get('output-limits:call_1.0-abc~idx'))!;
    expect(driver.data.get(`output-limits:call_1.0-abc~${generation}~0`)).toBe('base64:AP8K');
    expect(Array.from(await store.read('call_1.0-abc'))).toEqual([0, 255, 10]);
    expect(Array.from(await store.readRange('call_1.0-abc', 1, 2))).toEqual([255]);
  });

  it('scopes reads to the namespace: bob cannot read what alice spilled, alice can', async () => {
    const store = unstorageStore(createStorage({ driver: memoryDriver() }));
    const handle = await spillRows(createReducer({ store, namespace: 'alice', bands: spillOver50 }));
    expect(handle).toMatch(/^alice\/call_1\.0-[0-9a-z]{12}$/);
    expect(await readToolResult(store, { handle, limit: 3 }, { namespace: 'bob' })).toBe(unknown(handle));
    expect(await readToolResult(store, { handle, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(handle));
  });

  it('makes a different handle for each spill of one call id', async () => {
    const store = unstorageStore(createStorage({ driver: memoryDriver() }));
    const first = await spillRows(createReducer({ store, namespace: 'alice', bands: spillOver50 }), 'call_same');
    const second = await spillRows(createReducer({ store, namespace: 'alice', bands: spillOver50 }), 'call_same');
    expect(first).not.toBe(second);
    expect(await readToolResult(store, { handle: second, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(second));
  });

  it('serves a spill from a second server sharing the directory (two storages over one fs base)', async () => {
    const base = join(dir, 'shared');
    const serverA = unstorageStore(createStorage({ driver: fsDriver({ base }) }));
    const serverB = unstorageStore(createStorage({ driver: fsDriver({ base }) }));
    const handle = await spillRows(createReducer({ store: serverA, namespace: 'alice', bands: spillOver50 }));
    expect(await readToolResult(serverB, { handle, limit: 3 }, { namespace: 'alice' })).toBe(firstPage(handle));
  });

  it('removes the index when the payload write fails, and the reducer falls back', async () => {
    const driver = recordingDriver({
      setItemRaw: () => {
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      },
    });
    const storage = createStorage({ driver });
    const store = unstorageStore(storage);
    await expect(store.write('call_1.0-abc', encoder.encode('x'))).rejects.toMatchObject({
      code: 'ENOSPC',
      message: '[output-limits/unstorage] write failed: disk full',
    });
    expect(await storage.getKeys()).toEqual([]);
    const bands = [{ over: 50, action: spill({ then: truncate({ maxChars: 40 }) }) }];
    const reduction = await createReducer({ store, bands, onWarning: () => undefined }).reduce(rows, {
      toolName: 'big',
      toolCallId: 'call_2',
    });
    expect(reduction.fallbacks).toEqual([
      { action: 'spill', reason: 'store write failed: [output-limits/unstorage] write failed: disk full' },
    ]);
    expect(reduction.action).toBe('truncate');
    expect((reduction.output as string).length).toBeLessThanOrEqual(40);
  });

  it('leaves nothing behind when the write is aborted while the driver is busy', async () => {
    const controller = new AbortController();
    const inner = memoryDriver();
    const storage = createStorage({
      driver: {
        ...inner,
        setItemRaw: async (key: string, value: unknown, opts: unknown) => {
          controller.abort();
          await new Promise((resolve) => setTimeout(resolve, 10));
          return inner.setItemRaw?.(key, value, opts);
        },
      },
    });
    const store = unstorageStore(storage);
    await expect(store.write('call_1.0-abc', encoder.encode('x'), { signal: controller.signal })).rejects.toMatchObject({
      code: 'ABORT_ERR',
      message: '[output-limits/unstorage] write aborted',
    });
    expect(await storage.getKeys()).toEqual([]);
    await expect(store.read('call_1.0-abc')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reports a driver that hands back text for a binary item as a store failure', async () => {
    const storage = createStorage({ driver: textOnlyDriver() });
    await storage.setItem('output-limits:call_1.0-abc', 'not base64');
    await storage.setItem('output-limits:call_1.0-abc~idx', JSON.stringify(buildLineIndex(encoder.encode('not base64'))));
    const store = unstorageStore(storage);
    await expect(store.read('call_1.0-abc')).rejects.toMatchObject({
      code: 'EIO',
      message: '[output-limits/unstorage] read: the driver returned text for a binary item',
    });
    expect(await readToolResult(store, { handle: 'call_1.0-abc' })).toBe(storeFailed('call_1.0-abc'));
  });

  it('fetches a large payload once for a page, however many ranges the page reads', async () => {
    const inner = createStorage();
    let fetches = 0;
    const counting = { ...inner, getItemRaw: (key: string) => ((fetches += 1), inner.getItemRaw(key)) };
    const store = unstorageStore(counting);
    const text = Array.from({ length: 200_000 }, (_, i) => `row ${i} ${i % 1_000 === 0 ? 'ERROR' : 'ok'} ${'.'.repeat(30)}`).join('\n');
    const bytes = new TextEncoder().encode(text);
    await store.write('big.0-aaaaaaaaaaaa', bytes);
    const page = await readToolResult(store, { handle: 'big.0-aaaaaaaaaaaa', pattern: 'ERROR', limit: 3, context: 0 });
    expect(page.split('\n').slice(0, 5)).toEqual([
      `1: row 0 ERROR ${'.'.repeat(30)}`,
      '--',
      `1001: row 1000 ERROR ${'.'.repeat(30)}`,
      '--',
      `2001: row 2000 ERROR ${'.'.repeat(30)}`,
    ]);
    // The payload (8.9 MB) is 9 chunks of 1 MiB: the pattern's scan fetches each once, and keeps the
    // page's lines as it passes them.
    expect(Math.ceil(bytes.byteLength / DEFAULT_CHUNK_BYTES)).toBe(9);
    expect(fetches).toBe(9);
    await store.write('big.0-aaaaaaaaaaaa', new TextEncoder().encode('rewritten'));
    expect(await readToolResult(store, { handle: 'big.0-aaaaaaaaaaaa', unit: 'chars' })).toBe('rewritten\n[chars 1-9 of 9; end of output]');
  });

  it('refuses a damaged line index', async () => {
    const storage = createStorage({ driver: memoryDriver() });
    await storage.setItem('output-limits:call_1.0-abc~idx', '{"bytes":1}');
    await expect(unstorageStore(storage).lineIndex('call_1.0-abc')).rejects.toMatchObject({
      code: 'EBADIDX',
      message: '[output-limits/unstorage] the stored line index is damaged',
    });
  });
});

describe('unstorageStore, a payload larger than chunkBytes', () => {
  const chunkedStore = (driver: Driver, chunkBytes: number) => unstorageStore(createStorage({ driver }), { chunkBytes });

  it('indexes chunks of several 1 MiB slices, each slice while the driver writes, as buildLineIndex does', async () => {
    // Lines of 1 to 97 bytes, 2.5 MiB chunks: slices and chunks end mid-line, the last chunk short.
    const text = Array.from({ length: 120_000 }, (_, i) => 'x'.repeat(i % 97)).join('\n');
    const data = encoder.encode(text);
    const store = chunkedStore(memoryDriver(), 2.5 * DEFAULT_CHUNK_BYTES + 3);
    await store.write('call_1.0-abcdefghijkl', data);
    expect(data.byteLength).toBeGreaterThan(2 * (2.5 * DEFAULT_CHUNK_BYTES + 3));
    expect(await store.lineIndex('call_1.0-abcdefghijkl')).toEqual(buildLineIndex(data));
    expect(await readToolResult(store, { handle: 'call_1.0-abcdefghijkl', offset: 119_997, limit: 2 })).toBe(
      `${'x'.repeat(119_997 % 97)}\n${'x'.repeat(119_998 % 97)}\n[lines 119,998-119,999 of 120,000; next: read_tool_result(handle='call_1.0-abcdefghijkl', offset=119999, limit=2)]`,
    );
  });

  it('writes the chunks first, then their index with chunkBytes in it, and the pointer to them last, each with the ttl', async () => {
    const driver = recordingDriver();
    const data = encoder.encode('0123456789');
    await chunkedStore(driver, 4).write('ns/call_1.0-abc', data);
    const writes = driver.calls.filter((c) => c.method !== 'getItem' && c.method !== 'getItemRaw');
    const storage = createStorage({ driver });
    // The chunks and their index are named by this write's generation, which the pointer names.
    const generation = storedGeneration(await storage.getItem('output-limits:ns:call_1.0-abc~idx'))!;
    expect(generation).toMatch(/^[a-z0-9]{12}$/);
    expect(writes.map((c) => `${c.method} ${c.key}`)).toEqual([
      `setItemRaw output-limits:ns:call_1.0-abc~${generation}~0`,
      `setItemRaw output-limits:ns:call_1.0-abc~${generation}~1`,
      `setItemRaw output-limits:ns:call_1.0-abc~${generation}~2`,
      `setItem output-limits:ns:call_1.0-abc~${generation}~idx`,
      'setItem output-limits:ns:call_1.0-abc~idx',
      'removeItem output-limits:ns:call_1.0-abc',
    ]);
    expect(writes.filter((c) => c.method.startsWith('set')).map((c) => c.opts)).toEqual(Array.from({ length: 5 }, () => ({ ttl: 86_400 })));
    expect(await storage.getItem('output-limits:ns:call_1.0-abc~idx')).toEqual({ generation });
    expect(await storage.getItem(`output-limits:ns:call_1.0-abc~${generation}~idx`)).toEqual({
      ...buildLineIndex(data),
      chunkBytes: 4,
      generation,
    });
    expect(new TextDecoder().decode((await storage.getItemRaw(`output-limits:ns:call_1.0-abc~${generation}~2`)) as Uint8Array)).toBe('89');
    expect(await storage.hasItem('output-limits:ns:call_1.0-abc')).toBe(false);
  });

  it('reads back exactly the bytes written, whole and in any range, through a fresh store (memory, fs and text-only drivers)', async () => {
    const fsBase = join(dir, 'property');
    const drivers = [memoryDriver(), fsDriver({ base: fsBase }), textOnlyDriver()];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: -5, max: 320 }),
        fc.integer({ min: -5, max: 320 }),
        async (data, chunkBytes, start, end) => {
          for (const driver of drivers) {
            const handle = `call_p.${(n += 1)}-abcdefghijkl`;
            await chunkedStore(driver, chunkBytes).write(handle, data);
            const reader = chunkedStore(driver, 7);
            expect(Array.from(await reader.read(handle))).toEqual(Array.from(data));
            expect(Array.from(await reader.readRange(handle, start, end))).toEqual(
              Array.from(data.slice(Math.max(0, start), Math.max(0, end))),
            );
            expect(await reader.lineIndex(handle)).toEqual(buildLineIndex(data));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps the written bytes when the caller changes its array afterwards (memory driver)', async () => {
    const store = chunkedStore(memoryDriver(), 4);
    const data = encoder.encode('0123456789');
    await store.write('call_1.0-abc', data);
    data.fill(0);
    expect(new TextDecoder().decode(await store.read('call_1.0-abc'))).toBe('0123456789');
    const range = await store.readRange('call_1.0-abc', 0, 6);
    range.fill(0);
    expect(new TextDecoder().decode(await store.readRange('call_1.0-abc', 0, 6))).toBe('012345');
  });

  it('fetches only the chunks a page needs', async () => {
    const inner = createStorage();
    const fetched: string[] = [];
    const counting = { ...inner, getItemRaw: (key: string) => (fetched.push(key), inner.getItemRaw(key)) };
    const text = Array.from({ length: 200_000 }, (_, i) => `row ${i} ${'.'.repeat(30)}`).join('\n');
    await unstorageStore(inner).write('big.0-aaaaaaaaaaaa', encoder.encode(text));
    const fresh = () => unstorageStore(counting);
    expect(await readToolResult(fresh(), { handle: 'big.0-aaaaaaaaaaaa', limit: 2 })).toBe(
      "row 0 ..............................\nrow 1 ..............................\n[lines 1-2 of 200,000; next: read_tool_result(handle='big.0-aaaaaaaaaaaa', offset=2, limit=2)]",
    );
    const generation = storedGeneration(await inner.getItem('output-limits:big.0-aaaaaaaaaaaa~idx'))!;
    expect(fetched).toEqual([`output-limits:big.0-aaaaaaaaaaaa~${generation}~0`]);
    fetched.length = 0;
    const tail = await readToolResult(fresh(), { handle: 'big.0-aaaaaaaaaaaa', limit: 2, from_end: true });
    expect(tail.split('\n').slice(0, 2)).toEqual([`row 199998 ${'.'.repeat(30)}`, `row 199999 ${'.'.repeat(30)}`]);
    expect(fetched).toEqual([
      `output-limits:big.0-aaaaaaaaaaaa~${generation}~${Math.ceil(encoder.encode(text).byteLength / DEFAULT_CHUNK_BYTES) - 1}`,
    ]);
  });

  it('reports a payload with a chunk gone (expired or removed) as missing, and a chunk of the wrong size as a store failure', async () => {
    const storage = createStorage({ driver: memoryDriver() });
    const store = unstorageStore(storage, { chunkBytes: 4 });
    await store.write('call_1.0-abc', encoder.encode('0123456789'));
    await store.write('call_2.0-abc', encoder.encode('0123456789'));
    const chunk = async (key: string, n: number) => `${key}~${storedGeneration(await storage.getItem(`${key}~idx`))}~${n}`;
    await storage.removeItem(await chunk('output-limits:call_1.0-abc', 1));
    await storage.setItemRaw(await chunk('output-limits:call_2.0-abc', 1), encoder.encode('4567x'));
    const reader = unstorageStore(storage);
    await expect(reader.read('call_1.0-abc')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readToolResult(reader, { handle: 'call_1.0-abc' })).toBe(unknown('call_1.0-abc'));
    await expect(reader.read('call_2.0-abc')).rejects.toMatchObject({
      code: 'EIO',
      message: '[output-limits/unstorage] read: chunk 1 holds 5 bytes, not 4',
    });
    expect(await readToolResult(unstorageStore(storage), { handle: 'call_2.0-abc' })).toBe(storeFailed('call_2.0-abc'));
  });

  it('removes every chunk and the index when a chunk write fails, or the write is aborted', async () => {
    let writes = 0;
    const inner = memoryDriver();
    const failing = createStorage({
      driver: {
        ...inner,
        setItemRaw: async (key: string, value: unknown, opts: unknown) => {
          if ((writes += 1) === 3) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
          return inner.setItemRaw?.(key, value, opts);
        },
      },
    });
    await expect(unstorageStore(failing, { chunkBytes: 2 }).write('call_1.0-abc', encoder.encode('0123456789'))).rejects.toMatchObject({
      code: 'ENOSPC',
      message: '[output-limits/unstorage] write failed: disk full',
    });
    expect(writes).toBeGreaterThan(3);
    expect(await failing.getKeys()).toEqual([]);
    await expect(unstorageStore(failing).read('call_1.0-abc')).rejects.toMatchObject({ code: 'ENOENT' });

    const controller = new AbortController();
    const aborting = createStorage({
      driver: {
        ...inner,
        setItemRaw: async (key: string, value: unknown, opts: unknown) => {
          if (key.endsWith('~1')) controller.abort();
          return inner.setItemRaw?.(key, value, opts);
        },
      },
    });
    await expect(
      unstorageStore(aborting, { chunkBytes: 2 }).write('call_2.0-abc', encoder.encode('0123456789'), { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'ABORT_ERR',
    });
    expect(await aborting.getKeys()).toEqual([]);
  });

  it('reads a large payload kept as one item, as the store wrote every payload before chunking', async () => {
    const storage = createStorage({ driver: fsDriver({ base: join(dir, 'one-item') }) });
    const text = Array.from({ length: 100_000 }, (_, i) => `row ${i} ${'.'.repeat(30)}`).join('\n');
    const bytes = encoder.encode(text);
    await storage.setItem('output-limits:alice:call_1.0-abcdefghijkl~idx', JSON.stringify(buildLineIndex(bytes)));
    await storage.setItemRaw('output-limits:alice:call_1.0-abcdefghijkl', bytes);
    const store = unstorageStore(storage);
    expect(await readToolResult(store, { handle: 'alice/call_1.0-abcdefghijkl', offset: 50_000, limit: 1 }, { namespace: 'alice' })).toBe(
      `row 50000 ${'.'.repeat(30)}\n[lines 50,001-50,001 of 100,000; next: read_tool_result(handle='alice/call_1.0-abcdefghijkl', offset=50001, limit=1)]`,
    );
    // Compared as bytes: a 3.8 MB array of numbers takes seconds for toEqual to walk on a loaded machine.
    expect(Buffer.from(await store.read('alice/call_1.0-abcdefghijkl')).equals(bytes)).toBe(true);
  });

  it('reads a chunked payload whose index sits in <key>~idx itself, as the store wrote them before pointers', async () => {
    const storage = createStorage({ driver: memoryDriver() });
    const bytes = encoder.encode('row 0\nrow 1\nrow 2\nrow 3');
    const key = 'output-limits:alice:call_1.0-abcdefghijkl';
    await storage.setItem(`${key}~idx`, JSON.stringify({ ...buildLineIndex(bytes), chunkBytes: 8, generation: 'g1' }));
    for (let n = 0; n * 8 < bytes.byteLength; n++) await storage.setItemRaw(`${key}~g1~${n}`, bytes.slice(n * 8, (n + 1) * 8));
    const store = unstorageStore(storage);
    expect(new TextDecoder().decode(await store.read('alice/call_1.0-abcdefghijkl'))).toBe('row 0\nrow 1\nrow 2\nrow 3');
    expect(new TextDecoder().decode(await store.readRange('alice/call_1.0-abcdefghijkl', 6, 17))).toBe('row 1\nrow 2');
  });

  it('refuses a bad chunkBytes', () => {
    expect(() => unstorageStore(createStorage(), { chunkBytes: 0 })).toThrow(
      new ConfigurationError('chunkBytes must be a positive integer; got 0'),
    );
    expect(() => unstorageStore(createStorage(), { chunkBytes: 1.5 })).toThrow(
      new ConfigurationError('chunkBytes must be a positive integer; got 1.5'),
    );
  });
});

describe('unstorageStore, two writers of one key (issue 19, defect 7)', () => {
  /** `bytes` of one repeated letter, so a read that mixes two writes shows both letters. */
  const payload = (letter: string, bytes: number) => encoder.encode(letter.repeat(bytes));

  it(
    'a reader sees all of one write or a clear failure, never a mix, with two real concurrent writers on the fs driver',
    { timeout: 120_000 },
    async () => {
      const base = join(dir, 'two-writers');
      const rounds = 10;
      const outcomes = { a: 0, b: 0, mixed: 0, failed: 0 };
      let worst = { a: 0, b: 0 };
      for (let round = 0; round < rounds; round += 1) {
        // Two servers over one directory, as two retries of one durable step under deterministicKeys.
        const writerA = unstorageStore(createStorage({ driver: fsDriver({ base }) }));
        const writerB = unstorageStore(createStorage({ driver: fsDriver({ base }) }));
        const reader = unstorageStore(createStorage({ driver: fsDriver({ base }) }));
        const key = `run-1/call_${round}`;
        const size = 2 * DEFAULT_CHUNK_BYTES + (round % 3) * 7_919;
        await Promise.all([writerA.write(key, payload('A', size)), writerB.write(key, payload('B', size + 1_000))]);
        const got = await reader.read(key).then(
          (bytes) => new TextDecoder().decode(bytes),
          (error: { code?: string }) => error,
        );
        if (typeof got !== 'string') {
          outcomes.failed += 1;
          expect(got.code).toMatch(/^(ENOENT|EIO)$/);
          continue;
        }
        const a = got.split('A').length - 1;
        const b = got.split('B').length - 1;
        if (a > 0 && b > 0) {
          outcomes.mixed += 1;
          if (a + b > worst.a + worst.b) worst = { a, b };
        } else if (a === size) outcomes.a += 1;
        else if (b === size + 1_000) outcomes.b += 1;
        else outcomes.mixed += 1;
      }
      console.log(
        `[issue-19 measure] unstorage two writers, ${rounds} rounds: ${outcomes.a} all A, ${outcomes.b} all B, ${outcomes.failed} clear failures, ${outcomes.mixed} mixed` +
          (outcomes.mixed > 0
            ? ` (worst: ${worst.a.toLocaleString('en-US')} bytes from A and ${worst.b.toLocaleString('en-US')} from B)`
            : ''),
      );
      expect(outcomes.mixed).toBe(0);
      expect(outcomes.a + outcomes.b).toBeGreaterThan(0);
    },
  );

  it(
    'once both writes are done, the key holds one of them whole, whatever the sizes (one item or chunks, two lengths)',
    { timeout: 120_000 },
    async () => {
      const base = join(dir, 'two-writers-done');
      // Lengths differ between the writers, so a torn item (the fs driver truncates, then writes) would show.
      const sizes: [number, number][] = [
        [10, 7_000],
        [300_000, 40],
        [DEFAULT_CHUNK_BYTES - 1, DEFAULT_CHUNK_BYTES + 1],
        [2 * DEFAULT_CHUNK_BYTES + 7_919, DEFAULT_CHUNK_BYTES / 2],
      ];
      for (const [round, [sizeA, sizeB]] of [...sizes, ...sizes, ...sizes].entries()) {
        const key = `run-2/call_${round}`;
        const writer = () => unstorageStore(createStorage({ driver: fsDriver({ base }) }));
        await Promise.all([writer().write(key, payload('A', sizeA)), writer().write(key, payload('B', sizeB))]);
        const got = new TextDecoder().decode(await unstorageStore(createStorage({ driver: fsDriver({ base }) })).read(key));
        expect([payload('A', sizeA).byteLength, payload('B', sizeB).byteLength]).toContain(got.length);
        expect(got === 'A'.repeat(sizeA) || got === 'B'.repeat(sizeB)).toBe(true);
      }
    },
  );
});

describe('unstorageStore, a key written again', () => {
  it('removes the chunks and index of the write the pointer named before, and leaves the new write whole', async () => {
    const driver = memoryDriver();
    const storage = createStorage({ driver });
    const store = unstorageStore(storage, { chunkBytes: 4 });
    await store.write('run-1/call_1', encoder.encode('first write!'));
    const first = storedGeneration(await storage.getItem('output-limits:run-1:call_1~idx'))!;
    await store.write('run-1/call_1', encoder.encode('the second one'));
    const second = storedGeneration(await storage.getItem('output-limits:run-1:call_1~idx'))!;
    expect(second).not.toBe(first);
    const keys = await storage.getKeys('output-limits:run-1');
    expect(keys.filter((key) => key.includes(`~${first}~`))).toEqual([]);
    expect(keys.filter((key) => key.includes(`~${second}~`))).toHaveLength(5);
    expect(new TextDecoder().decode(await unstorageStore(storage).read('run-1/call_1'))).toBe('the second one');
  });
});
