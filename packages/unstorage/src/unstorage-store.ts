import type { StoreWriteOptions } from '@output-limits/core';
import { ConfigurationError } from '@output-limits/core';
import type { LineIndex } from '@output-limits/core/store-kit';
import { byteRange, LineIndexBuilder, randomPart } from '@output-limits/core/store-kit';
import { kit } from './adapter-kit.js';
import { toBytes } from './raw-item-bytes.js';
import type { UnstorageLike, UnstorageStore, UnstorageStoreOptions } from './unstorage-store-types.js';
import type { PayloadLayout } from './payload-layout.js';
import {
  chunkCount,
  chunkKey,
  DEFAULT_CHUNK_BYTES,
  encodeLayout,
  encodePointer,
  generationIndexKey,
  isPointer,
  storedChunkBytes,
  storedGeneration,
} from './payload-layout.js';

/** Default base (key prefix) of the items the store writes. */
export const DEFAULT_BASE = 'output-limits';
/** Default `ttl` passed to the driver: 86,400 s (24 hours). */
export const DEFAULT_TTL_SECONDS = 86_400;
/** Suffix of the item holding a payload's line index. `~` never appears in a handle. */
export const INDEX_SUFFIX = '~idx';

/** How long a fetched item (a whole payload, a chunk, an index) is kept for the next ranges of the same page. */
const RANGE_CACHE_MS = 5_000;
/** How many chunks of one payload are kept for the next ranges of a page: a page reads a few neighbouring ones. */
const CACHED_CHUNKS = 8;
/** How many chunk items are written or fetched at once. */
const CHUNK_CONCURRENCY = 4;
/**
 * Drivers over local files: no value-size limit, and each item is a file to create (0.15 ms here),
 * so a large payload goes in fewer chunks. A 100 MB spill in 1 MiB items took 36 ms against 22 ms
 * for one file; in 4 MiB items, 25 ms, and a page still reads its 4 MiB of local disk in 20 ms.
 */
const LOCAL_FILE_DRIVERS: ReadonlySet<string> = new Set(['fs', 'fs-lite']);
const LOCAL_FILE_CHUNK_BYTES = 4 * DEFAULT_CHUNK_BYTES;
/**
 * Bytes of a payload's line index built between two turns of the event loop while its chunks are
 * written: each of the driver's calls needs the thread between its file or network steps, and a
 * scan of a whole 4 MiB chunk at once held them up (a 100 MB spill to the fs driver, measured in
 * turns with the same bytes as one raw item: 36-52 ms, in 1 MiB slices 33-50 ms; the raw item 20-22).
 */
const INDEX_SLICE_BYTES = 1_048_576;
/** Drivers that keep the very value object they are given: they get a copy of the caller's bytes. */
const DRIVERS_KEEPING_VALUES: ReadonlySet<string> = new Set(['memory', 'lru-cache']);

/** An item fetched for a page, kept for its next ranges. */
interface Cached<T> {
  readonly key: string;
  readonly value: T;
  readonly until: number;
}

/**
 * Wraps an unstorage `Storage` as an `OverflowStore`. A payload is the raw items
 * `<base>:<handle with / as :>~<generation>~0`, `~1`, ... of `chunkBytes` (1 MiB, 4 MiB on local files) each (so each
 * namespace is a sub-base, and with the fs driver a directory), where `generation` is the write's own
 * random id; its line index is the item `<that key>~<generation>~idx`, as JSON with `chunkBytes`; and
 * the item `<that key>~idx` names the generation to read. Payloads written before generations (one
 * raw item `<that key>`, or chunks `~0`, `~1`, ... indexed by `~idx` itself) still read back.
 *
 * Binary payloads go through `setItemRaw`/`getItemRaw`. Drivers that store bytes (memory, fs, s3,
 * ...) get them as they are; for drivers that store only text (redis, KV stores), unstorage itself
 * writes them as `base64:<data>`, and this store decodes that on the way back.
 *
 * unstorage has no transactions. A write puts its chunks and its index under its own generation
 * first and the pointer last, and the pointer has the same length for every write: a reader gets all
 * of one write, and two writers of one key at once (retries under `deterministicKeys`) leave one
 * whole payload, even over a driver that truncates and then writes. A failed or aborted write removes
 * what it wrote (best effort); the signal is checked between steps, since drivers take none.
 *
 * @throws ConfigurationError for a bad `ttlSeconds`, `chunkBytes` or `base`.
 */
export function unstorageStore(storage: UnstorageLike, options: UnstorageStoreOptions = {}): UnstorageStore {
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds < 1)
    throw new ConfigurationError(`ttlSeconds must be a positive integer; got ${String(ttlSeconds)}`);
  if (options.chunkBytes !== undefined && (!Number.isSafeInteger(options.chunkBytes) || options.chunkBytes < 1))
    throw new ConfigurationError(`chunkBytes must be a positive integer; got ${String(options.chunkBytes)}`);
  const base = normalizeBase(options.base ?? DEFAULT_BASE);
  const writeOptions = { ttl: ttlSeconds };

  function dataKey(handle: string): string {
    const key = handle.replaceAll('/', ':');
    return base === '' ? key : `${base}:${key}`;
  }

  function checked(handle: string): string {
    return dataKey(kit.checked(handle));
  }

  /** The raw item at `key` as bytes, or undefined when there is none. `copy`: a fresh array the caller may keep and change. */
  async function rawItem(key: string, what: string, copy: boolean): Promise<Uint8Array | undefined> {
    const value = await kit.call(what, () => storage.getItemRaw(key));
    if (value === null || value === undefined) return undefined;
    return toBytes(value, copy);
  }

  // unstorage has no ranged reads, and `readToolResult` asks for a page in several ranges (1 MiB
  // blocks, a line index's samples): the layout and the items fetched for a range are kept for a few
  // seconds so one page fetches each item once. A write through this store drops them; another
  // process never rewrites a key with other bytes (the core's keys carry a random part, the
  // middleware's are content hashes).
  let recentLayout: Cached<PayloadLayout | undefined> | undefined;
  let recentItems: Cached<Uint8Array>[] = [];

  function fresh<T>(entry: Cached<T> | undefined, key: string): entry is Cached<T> {
    return entry !== undefined && entry.key === key && Date.now() < entry.until;
  }

  /** The payload's layout from its pointer and index items; undefined when there is no pointer (or old index) item. */
  async function layoutOf(key: string, what: string): Promise<PayloadLayout | undefined> {
    if (fresh(recentLayout, key)) return recentLayout.value;
    const pointer = await kit.call(what, () => storage.getItem(key + INDEX_SUFFIX));
    let layout: PayloadLayout | undefined;
    if (pointer !== null && pointer !== undefined) {
      const generation = isPointer(pointer) ? storedGeneration(pointer) : undefined;
      const stored = generation === undefined ? pointer : await kit.call(what, () => storage.getItem(generationIndexKey(key, generation)));
      if (stored === null || stored === undefined) throw kit.missing();
      const index = kit.decodeIndex(stored);
      const chunked = storedChunkBytes(stored);
      if (Number.isNaN(chunked) || (generation !== undefined && (chunked === undefined || storedGeneration(stored) !== generation)))
        throw kit.error('EBADIDX', 'the stored line index is damaged');
      layout = { index, chunkBytes: chunked, generation: storedGeneration(stored) };
    }
    recentLayout = { key, value: layout, until: Date.now() + RANGE_CACHE_MS };
    return layout;
  }

  /** A raw item for a range, from the recent ones when fetched moments ago. */
  async function cachedItem(key: string): Promise<Uint8Array | undefined> {
    const hit = recentItems.find((entry) => fresh(entry, key));
    if (hit) return hit.value;
    const bytes = await rawItem(key, 'readRange', false);
    if (bytes === undefined) return undefined;
    recentItems = [
      { key, value: bytes, until: Date.now() + RANGE_CACHE_MS },
      ...recentItems.filter((entry) => Date.now() < entry.until),
    ].slice(0, CACHED_CHUNKS);
    return bytes;
  }

  function forget(key: string): void {
    if (recentLayout?.key === key) recentLayout = undefined;
    recentItems = recentItems.filter((entry) => entry.key !== key && !entry.key.startsWith(`${key}~`));
  }

  /** Chunk `n` of a chunked payload, checked for its length: a missing chunk is a payload gone (expired part by part). */
  async function chunk(
    key: string,
    layout: ChunkedLayout,
    n: number,
    fetch: (key: string) => Promise<Uint8Array | undefined>,
  ): Promise<Uint8Array> {
    const bytes = await fetch(chunkKey(key, n, layout.generation));
    if (bytes === undefined) throw kit.missing();
    const expected = Math.min(layout.chunkBytes, layout.index.bytes - n * layout.chunkBytes);
    if (bytes.byteLength !== expected) throw kit.error('EIO', `read: chunk ${n} holds ${bytes.byteLength} bytes, not ${expected}`);
    return bytes;
  }

  /** Chunks `first..last` of a chunked payload, copied into one array. */
  async function chunkRange(
    key: string,
    layout: ChunkedLayout,
    from: number,
    to: number,
    fetch: (key: string) => Promise<Uint8Array | undefined>,
  ): Promise<Uint8Array> {
    const out = new Uint8Array(to - from);
    const first = Math.floor(from / layout.chunkBytes);
    const last = Math.floor((to - 1) / layout.chunkBytes);
    await inTurns(last - first + 1, async (i) => {
      const n = first + i;
      const bytes = await chunk(key, layout, n, fetch);
      const at = n * layout.chunkBytes;
      const start = Math.max(from, at);
      const end = Math.min(to, at + bytes.byteLength);
      out.set(bytes.subarray(start - at, end - at), start - from);
    });
    return out;
  }

  /** Removes items, best effort. */
  async function remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((item) => storage.removeItem(item).catch(() => undefined)));
  }

  /** The chunk items of a chunked layout. */
  const chunkItems = (key: string, chunks: number, generation: string | undefined) =>
    Array.from({ length: chunks }, (_, n) => chunkKey(key, n, generation));

  /** The items of the payload `previous` describes at `key`: its chunks and index, or its one raw item. */
  function previousItems(key: string, previous: PayloadLayout | undefined): string[] {
    if (previous === undefined || previous.chunkBytes === undefined) return [key];
    const chunks = chunkItems(key, chunkCount({ index: previous.index, chunkBytes: previous.chunkBytes }), previous.generation);
    return previous.generation === undefined ? chunks : [...chunks, generationIndexKey(key, previous.generation)];
  }

  /** The name of the driver `key` is mounted on, when the storage tells. */
  function driverOf(key: string): string | undefined {
    return storage.getMount?.(key).driver.name;
  }

  /** The bytes to hand `driver`: a copy for a driver that keeps the value object itself (or an unknown one). */
  function forDriver(driver: string | undefined, bytes: Uint8Array): Uint8Array {
    return driver !== undefined && !DRIVERS_KEEPING_VALUES.has(driver) ? bytes : bytes.slice();
  }

  /** The size of the chunks a payload is written in under `driver`: the option, else the driver's default. */
  function chunkBytesFor(driver: string | undefined): number {
    if (options.chunkBytes !== undefined) return options.chunkBytes;
    return driver !== undefined && LOCAL_FILE_DRIVERS.has(driver) ? LOCAL_FILE_CHUNK_BYTES : DEFAULT_CHUNK_BYTES;
  }

  return {
    async write(key: string, data: Uint8Array, options: StoreWriteOptions = {}): Promise<string> {
      const item = dataKey(kit.checkedKey(key));
      const signal = options.signal;
      const aborted = () => kit.aborted('write');
      if (signal?.aborted) throw aborted();
      forget(item);
      // The driver the item and its chunks are mounted on, looked up once for the write.
      const driver = driverOf(item);
      const chunkBytes = chunkBytesFor(driver);
      const chunks = Math.ceil(data.byteLength / chunkBytes);
      const generation = randomPart();
      const ownItems = [...chunkItems(item, chunks, generation), generationIndexKey(item, generation)];
      try {
        // Chunks and index first, under this write's own generation, the pointer last: a reader
        // finds a payload through the pointer, so it gets all of one write even when two writers of
        // one key interleave. Each chunk is indexed while the driver writes it and the ones before.
        const indexing = new LineIndexBuilder(data);
        await inTurns(chunks, async (n) => {
          if (signal?.aborted) throw aborted();
          const start = n * chunkBytes;
          const end = Math.min(data.byteLength, start + chunkBytes);
          const part = data.subarray(start, end);
          const writing = kit.call('write', () => storage.setItemRaw(chunkKey(item, n, generation), forDriver(driver, part), writeOptions));
          writing.catch(() => undefined);
          for (let slice = start + INDEX_SLICE_BYTES; slice < end; slice += INDEX_SLICE_BYTES) {
            indexing.scanTo(slice);
            await nextTurn();
          }
          indexing.scanTo(end);
          await writing;
        });
        const index = indexing.finish();
        if (signal?.aborted) throw aborted();
        await kit.call('write', () =>
          storage.setItem(generationIndexKey(item, generation), encodeLayout(index, chunkBytes, generation), writeOptions),
        );
        const previous = await layoutOf(item, 'write').catch(() => undefined);
        forget(item);
        if (signal?.aborted) throw aborted();
        await kit.call('write', () => storage.setItem(item + INDEX_SUFFIX, encodePointer(generation), writeOptions));
        // What the pointer named before goes (a reader still on it fails clearly, with a missing
        // chunk); so does a payload written before generations.
        if (previous?.generation !== generation) await remove(previousItems(item, previous));
      } catch (error) {
        // Only what this write wrote: another writer of the key may own the pointer by now.
        await remove(ownItems);
        throw error;
      }
      return key;
    },

    async read(handle: string): Promise<Uint8Array> {
      const key = checked(handle);
      const layout = await layoutOf(key, 'read');
      if (layout?.chunkBytes === undefined) {
        // One item written before generations (or with no index, which reads tolerate).
        const whole = await rawItem(key, 'read', true);
        if (whole === undefined) throw kit.missing();
        return whole;
      }
      return chunkRange(
        key,
        { index: layout.index, chunkBytes: layout.chunkBytes, generation: layout.generation },
        0,
        layout.index.bytes,
        (item) => rawItem(item, 'read', false),
      );
    },

    async readRange(handle: string, start: number, end: number): Promise<Uint8Array> {
      const key = checked(handle);
      const layout = await layoutOf(key, 'readRange');
      if (layout?.chunkBytes === undefined) {
        // One item (or no index, which `read` also tolerates): fetched whole, the range cut out of it.
        const bytes = await cachedItem(key);
        if (bytes === undefined) throw kit.missing();
        const { from, to } = byteRange(start, end, bytes.byteLength);
        return to <= from ? new Uint8Array(0) : bytes.slice(from, to);
      }
      const { from, to } = byteRange(start, end, layout.index.bytes);
      const last = Math.min(to, layout.index.bytes);
      if (last <= from) return new Uint8Array(0);
      return chunkRange(key, { index: layout.index, chunkBytes: layout.chunkBytes, generation: layout.generation }, from, last, cachedItem);
    },

    async lineIndex(handle: string): Promise<LineIndex> {
      const layout = await layoutOf(checked(handle), 'lineIndex');
      if (layout === undefined) throw kit.missing();
      return layout.index;
    },
  };
}

/** A chunked payload's layout. */
type ChunkedLayout = { readonly index: LineIndex; readonly chunkBytes: number; readonly generation?: string | undefined };

/** Runs `task(0..count-1)`, `CHUNK_CONCURRENCY` at a time; rejects with the first failure, after the running ones settle. */
async function inTurns(count: number, task: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < count && failure === undefined) {
      const n = next++;
      try {
        await task(n);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHUNK_CONCURRENCY, count) }, worker));
  if (failure !== undefined) throw failure.error;
}

/**
 * Resolves on the event loop's next turn, after the I/O that is due, where there is `setImmediate`
 * (Node, Bun); elsewhere after the microtasks queued, at no cost (a timer may wait milliseconds), so
 * a chunk is indexed at once as before.
 */
function nextTurn(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return immediate ? new Promise((resolve) => immediate(resolve)) : Promise.resolve();
}

/** `'a/b:'` -> `'a:b'`, as unstorage normalizes keys. */
function normalizeBase(base: string): string {
  if (typeof base !== 'string') throw new ConfigurationError('base must be a string');
  return base.replace(/[/\\]/g, ':').replace(/:+/g, ':').replace(/^:|:$/g, '');
}
