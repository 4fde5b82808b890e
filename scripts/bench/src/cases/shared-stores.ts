import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, RESP_TYPES } from 'redis';
import { createStorage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import { readToolResult } from '@output-limits/core';
import { buildLineIndex, encodeLineIndex } from '@output-limits/core/store-kit';
import type { OverflowStore } from '@output-limits/core';
import { createRedisStore, payloadKey } from '@output-limits/redis';
import { DEFAULT_CHUNK_BYTES, unstorageStore } from '@output-limits/unstorage';
import type { BenchRow } from '../report.js';
import { atLeast, formatMB, formatNs } from '../report.js';
import { timeInterleaved } from '../interleaved.js';
import { benchRedis } from '../throwaway-redis.js';

const PAGE_TARGET = 20;
/** The size of the chunk items the unstorage store writes to a driver over local files (`fs`, `fs-lite`). */
const FS_CHUNK_BYTES = 4 * DEFAULT_CHUNK_BYTES;
const WRITE_TARGET = 0.7;
/** Lines a page asks for: over the default 200, so the page may hold up to 50,000 chars (a default page stops at 8,000). */
const LIMIT = 250;
const RUNS = 3;
/**
 * Timed writes of each kind. Each starts on a store cleared of what the last ones wrote: 100 MB
 * written to new keys run after run piles up dirty pages (or Redis memory) that whichever write
 * comes next pays for (a ratio of 0.23x to 1.23x between runs with 3 runs and no clearing).
 */
const WRITE_RUNS = 5;

/** One shared store under test, with the raw operations its baselines use. */
interface SharedStore {
  readonly name: string;
  readonly store: OverflowStore;
  /** Another instance over the same data, with nothing cached: each page is read through a fresh one. */
  fresh(): OverflowStore;
  /** The raw bytes of a handle's payload, fetched whole: GET of its key / getItemRaw of the same bytes kept as one item. */
  fetchAll(handle: string): Promise<Uint8Array>;
  /** A raw write of the same bytes under a new key each run, as each spill writes a new key (SET / setItemRaw). */
  rawWrite(bytes: Uint8Array): Promise<unknown>;
  /** The raw write's name, for the table. */
  readonly rawWriteName: string;
  /** What the store does for a ranged read, for the reason of a miss. */
  readonly rangedReads: string;
  /** Parts of a write, timed in the same turns, for the reason of a miss. */
  readonly writeParts: Readonly<Record<string, (bytes: Uint8Array) => Promise<unknown>>>;
  /** Removes what the raw writes and the store's writes wrote, each to new keys (untimed, before each timed run). */
  clearWrites(): Promise<unknown>;
}

const decoder = new TextDecoder();
/** Numbers the keys of the raw writes to a new key each run (as each spill writes a new key). */
let freshKey = 0;

async function measure(shared: SharedStore, bytes: Uint8Array): Promise<BenchRow[]> {
  const handle = await shared.store.write('call_1.0-benchpage', bytes);
  const args = { handle, limit: LIMIT };
  const fetchAndSplit = async () =>
    decoder
      .decode(await shared.fetchAll(handle))
      .split('\n')
      .slice(0, LIMIT)
      .join('\n');
  const expected = (await fetchAndSplit()).split('\n');
  const page = await readToolResult(shared.fresh(), args);
  const missing = [expected[0]!, expected[LIMIT - 2]!].find((line) => !page.includes(line));
  let reader = shared.fresh();
  const [baseline, ours] = await timeInterleaved([fetchAndSplit, () => readToolResult(reader, args)], {
    runs: RUNS,
    warmup: 1,
    between: () => {
      reader = shared.fresh();
    },
  });
  const pageRatio = baseline! / ours!;
  const fast = atLeast(pageRatio, PAGE_TARGET);
  const pageCheck = { ...fast, pass: fast.pass && missing === undefined };

  let n = 0;
  const partNames = Object.keys(shared.writeParts);
  const [raw, write, ...parts] = await timeInterleaved(
    [
      () => shared.rawWrite(bytes),
      () => shared.store.write(`call_w${(n += 1)}.0-benchwrite`, bytes),
      ...partNames.map((name) => () => shared.writeParts[name]!(bytes)),
    ],
    { runs: WRITE_RUNS, warmup: 1, between: () => shared.clearWrites() },
  );
  const partTimes = Object.fromEntries(partNames.map((name, i) => [name, parts[i]!]));
  const mbps = (ns: number) => bytes.byteLength / (ns / 1e9) / 1e6;
  const writeRatio = mbps(write!) / mbps(raw!);
  const writeCheck = atLeast(writeRatio, WRITE_TARGET);
  return [
    {
      benchmark: `5. ${shared.name}: read ${LIMIT} lines of a ${formatMB(bytes.byteLength)} spill`,
      baseline: formatNs(baseline!),
      ours: formatNs(ours!),
      ratio: pageRatio,
      ...pageCheck,
      ...(pageCheck.pass
        ? {}
        : missing !== undefined
          ? { reason: `the page did not hold the expected line ${JSON.stringify(missing.slice(0, 40))}` }
          : {
              reason: `readToolResult took ${formatNs(ours!)} for a page against ${formatNs(baseline!)} for fetching the whole payload and splitting it; ${shared.rangedReads}`,
            }),
      details: { baselineNs: baseline, oursNs: ours, bytes: bytes.byteLength, runs: RUNS },
    },
    {
      benchmark: `4. ${shared.name}: spill write throughput, ${formatMB(bytes.byteLength)}`,
      baseline: `${mbps(raw!).toFixed(0)} MB/s (${shared.rawWriteName})`,
      ours: `${mbps(write!).toFixed(0)} MB/s`,
      ratio: writeRatio,
      ...writeCheck,
      ...(writeCheck.pass
        ? {}
        : {
            reason:
              `store.write took ${formatNs(write!)} against ${formatNs(raw!)} for ${shared.rawWriteName} of the same bytes; timed alone in the same turns: ` +
              partNames.map((name) => `${name} ${formatNs(partTimes[name]!)}`).join(', '),
          }),
      details: { rawWriteNs: raw, storeWriteNs: write, partsNs: partTimes, bytes: bytes.byteLength, runs: WRITE_RUNS },
    },
  ];
}

/**
 * Benchmarks 4d and 5b: the shared stores, Redis (`@output-limits/redis`, against `REDIS_URL` or a
 * throwaway redis-server) and unstorage with its fs driver (`@output-limits/unstorage`). A 200-line
 * `read_tool_result` page of a 100 MB spill vs fetching the whole payload and splitting it (>= 20x);
 * and `store.write` vs a raw write of the same bytes (Redis `SET`, unstorage `setItemRaw`) (>= 0.7x).
 */
export async function sharedStores(bytes: Uint8Array): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const redis = await benchRedis();
  const client = createClient({ url: redis.url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    const prefix = `ol-bench-${process.pid}:`;
    const open = () => createRedisStore({ client, prefix, ttlSeconds: 600, operationTimeoutMs: 60_000 });
    const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    rows.push(
      ...(await measure(
        {
          name: 'Redis',
          store: open(),
          fresh: open,
          fetchAll: async (handle) => (await binary.get(payloadKey(prefix, handle))) ?? new Uint8Array(),
          rawWrite: (b) => client.set(`${prefix}raw${(freshKey += 1)}`, asBuffer(b), { EX: 600 }),
          rawWriteName: 'SET to a new key',
          rangedReads: 'Redis pages with GETRANGE and a stored line index',
          writeParts: {
            'building the line index': async (b) => encodeLineIndex(buildLineIndex(b)),
            'SET rewriting one key each run': (b) => client.set(`${prefix}rewritten`, asBuffer(b), { EX: 600 }),
            'a MULTI/EXEC that SETs the payload and a 1-byte index (how the store writes both atomically)': (b) =>
              client
                .multi()
                .addCommand(['SET', `{${prefix}multiraw}:idx`, 'x', 'EX', '600'])
                .addCommand(['SET', `{${prefix}multiraw}`, asBuffer(b), 'EX', '600'])
                .exec(),
          },
          clearWrites: async () => {
            const keys = [...(await client.keys(`${prefix}raw*`)), ...(await client.keys(`*benchwrite*`))];
            if (keys.length > 0) await client.del(keys);
          },
        },
        bytes,
      )),
    );
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(keys);
  } finally {
    await client.quit().catch(() => undefined);
    await redis.stop();
  }

  const dir = await mkdtemp(join(tmpdir(), 'ol-bench-unstorage-'));
  try {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- typescript-eslint's project service types unstorage's `drivers/fs` subpath as an error; tsc types it
    const storage = createStorage({ driver: fsDriver({ base: dir }) });
    // The baseline's whole payload: the same bytes as one raw item (the store keeps a large payload in chunks).
    await storage.setItemRaw('whole', bytes);
    rows.push(
      ...(await measure(
        {
          name: 'unstorage (fs driver)',
          store: unstorageStore(storage),
          fresh: () => unstorageStore(storage),
          fetchAll: async () => {
            const value: unknown = await storage.getItemRaw('whole');
            return value instanceof Uint8Array ? value : new Uint8Array();
          },
          rawWrite: (b) => storage.setItemRaw(`raw${(freshKey += 1)}`, b),
          rawWriteName: 'setItemRaw to a new key',
          rangedReads:
            'unstorage has no ranged reads, so the store keeps a large payload in 1 MiB chunk items and a page fetches the line index and the chunks that hold its lines',
          writeParts: {
            'building the line index': async (b) => encodeLineIndex(buildLineIndex(b)),
            'setItemRaw rewriting one key each run': (b) => storage.setItemRaw('rewritten', b),
            'setItemRaw of the bytes as 4 MiB items, 4 at a time (how the store writes a large payload to the fs driver)': async (b) => {
              const writes: Promise<void>[] = [];
              for (let at = 0, n = 0; at < b.byteLength; at += FS_CHUNK_BYTES, n += 1) {
                writes.push(storage.setItemRaw(`chunks~${n}`, b.subarray(at, at + FS_CHUNK_BYTES)));
                if (writes.length === 4) await Promise.all(writes.splice(0));
              }
              await Promise.all(writes);
            },
          },
          clearWrites: async () => {
            const keys = (await storage.getKeys()).filter((key) => /^raw\d|benchwrite/.test(key));
            await Promise.all(keys.map((key) => storage.removeItem(key)));
          },
        },
        bytes,
      )),
    );
    await storage.dispose();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
