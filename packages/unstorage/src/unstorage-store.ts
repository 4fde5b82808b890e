import type { OverflowStore, StoreWriteOptions } from '@output-limits/core';
import { ConfigurationError } from '@output-limits/core';
import type { LineIndex } from '@output-limits/core/store-kit';
import { buildLineIndex, byteRange, encodeLineIndex, storeAdapter } from '@output-limits/core/store-kit';

/** The behaviour shared with the other adapters; errors read `[output-limits/unstorage] ...`, a driver error without a code is `'ESTORAGE'`. */
const kit = storeAdapter({ component: 'unstorage', fallbackCode: 'ESTORAGE' });

/** Default base (key prefix) of the items the store writes. */
export const DEFAULT_BASE = 'output-limits';
/** Default `ttl` passed to the driver: 86,400 s (24 hours). */
export const DEFAULT_TTL_SECONDS = 86_400;
/** Suffix of the item holding a payload's line index. `~` never appears in a handle. */
export const INDEX_SUFFIX = '~idx';

/** How long the payload fetched for a ranged read is kept for the next ranges of the same page. */
const RANGE_CACHE_MS = 5_000;

/** Options unstorage passes through to the driver (`ttl`, in seconds, among them). */
export type UnstorageTransactionOptions = Readonly<Record<string, unknown>>;

/**
 * What the store needs of an unstorage `Storage` (`createStorage()` from `unstorage` 1.17 satisfies
 * it, mounts included).
 */
export interface UnstorageLike {
  getItem(key: string, opts?: UnstorageTransactionOptions): Promise<unknown>;
  setItem(key: string, value: string, opts?: UnstorageTransactionOptions): Promise<void>;
  getItemRaw(key: string, opts?: UnstorageTransactionOptions): Promise<unknown>;
  setItemRaw(key: string, value: Uint8Array, opts?: UnstorageTransactionOptions): Promise<void>;
  removeItem(key: string, opts?: UnstorageTransactionOptions): Promise<void>;
}

/** Options of `unstorageStore`. */
export interface UnstorageStoreOptions {
  /** Key prefix, an unstorage base (`'a:b'` or `'a/b'`; `''` for none). Default `'output-limits'`. */
  readonly base?: string;
  /**
   * Seconds a spill should live, passed as the `ttl` option of every write; a positive integer.
   * Drivers with expiry (redis, cloudflare-kv, vercel-kv, upstash, deno-kv) honour
   * it; others (memory, fs, s3...) ignore it and keep items until removed. Default 86,400 (24 hours).
   */
  readonly ttlSeconds?: number;
}

/** An `OverflowStore` over unstorage, with a stored line index. */
export interface UnstorageStore extends OverflowStore {
  /** Bytes `[start, end)`. unstorage has no ranged reads: the whole item is fetched, the range cut out of it. */
  readRange(handle: string, start: number, end: number): Promise<Uint8Array>;
  lineIndex(handle: string): Promise<LineIndex>;
}

const BASE64_PREFIX = 'base64:';

/**
 * Wraps an unstorage `Storage` as an `OverflowStore`. A payload is the raw item
 * `<base>:<handle with / as :>` (so each namespace is a sub-base, and with the fs driver a
 * directory); its line index is the item of that key plus `'~idx'`, as JSON.
 *
 * Binary payloads go through `setItemRaw`/`getItemRaw`. Drivers that store bytes (memory, fs, s3,
 * ...) get them as they are; for drivers that store only text (redis, KV stores), unstorage itself
 * writes them as `base64:<data>`, and this store decodes that on the way back.
 *
 * unstorage has no transactions, so the index is written first and the payload second: a payload is
 * never readable without its index. A failed or aborted write removes both (best effort); the
 * signal is checked before and between the two writes, since drivers take none.
 *
 * @throws ConfigurationError for a bad `ttlSeconds` or `base`.
 */
export function unstorageStore(storage: UnstorageLike, options: UnstorageStoreOptions = {}): UnstorageStore {
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds < 1) throw new ConfigurationError(`ttlSeconds must be a positive integer; got ${String(ttlSeconds)}`);
  const base = normalizeBase(options.base ?? DEFAULT_BASE);
  const writeOptions = { ttl: ttlSeconds };

  function dataKey(handle: string): string {
    const key = handle.replaceAll('/', ':');
    return base === '' ? key : `${base}:${key}`;
  }

  function checked(handle: string): string {
    return dataKey(kit.checked(handle));
  }

  async function payload(handle: string, what: string): Promise<Uint8Array> {
    const key = checked(handle);
    const value = await kit.call(what, () => storage.getItemRaw(key));
    if (value === null || value === undefined) throw kit.missing();
    return toBytes(value);
  }

  // unstorage has no ranged reads, and `readToolResult` asks for a page in several ranges (1 MiB
  // blocks, a line index's samples): the payload fetched for a range is kept for a few seconds so
  // one page costs one fetch. A write through this store drops it; another process never rewrites
  // a key with other bytes (the core's keys carry a random part, the middleware's are content hashes).
  let recent: { readonly key: string; readonly bytes: Uint8Array; readonly until: number } | undefined;

  async function rangeSource(handle: string): Promise<Uint8Array> {
    const key = checked(handle);
    if (recent?.key === key && Date.now() < recent.until) return recent.bytes;
    const bytes = await payload(handle, 'readRange');
    recent = { key, bytes, until: Date.now() + RANGE_CACHE_MS };
    return bytes;
  }

  async function removeBoth(key: string): Promise<void> {
    await Promise.all([storage.removeItem(key).catch(() => undefined), storage.removeItem(key + INDEX_SUFFIX).catch(() => undefined)]);
  }

  return {
    async write(key: string, data: Uint8Array, options: StoreWriteOptions = {}): Promise<string> {
      const item = dataKey(kit.checkedKey(key));
      const signal = options.signal;
      const aborted = () => kit.aborted('write');
      if (signal?.aborted) throw aborted();
      if (recent?.key === item) recent = undefined;
      // A copy: the memory driver keeps the very object it is given.
      const bytes = data.slice();
      const index = encodeLineIndex(buildLineIndex(bytes));
      try {
        await kit.call('write', () => storage.setItem(item + INDEX_SUFFIX, index, writeOptions));
        if (signal?.aborted) throw aborted();
        await kit.call('write', () => storage.setItemRaw(item, bytes, writeOptions));
        if (signal?.aborted) throw aborted();
      } catch (error) {
        await removeBoth(item);
        throw error;
      }
      return key;
    },

    read(handle: string): Promise<Uint8Array> {
      return payload(handle, 'read');
    },

    async readRange(handle: string, start: number, end: number): Promise<Uint8Array> {
      const bytes = await rangeSource(handle);
      const { from, to } = byteRange(start, end, bytes.byteLength);
      return to <= from ? new Uint8Array(0) : bytes.subarray(from, to);
    },

    async lineIndex(handle: string): Promise<LineIndex> {
      const key = checked(handle) + INDEX_SUFFIX;
      const value = await kit.call('lineIndex', () => storage.getItem(key));
      if (value === null || value === undefined) throw kit.missing();
      return kit.decodeIndex(value);
    },
  };
}

/** `'a/b:'` -> `'a:b'`, as unstorage normalizes keys. */
function normalizeBase(base: string): string {
  if (typeof base !== 'string') throw new ConfigurationError('base must be a string');
  return base.replace(/[/\\]/g, ':').replace(/:+/g, ':').replace(/^:|:$/g, '');
}

/** The bytes of a raw item, whatever form the driver returned them in. Always a fresh copy. */
function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value.slice();
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  if (typeof value === 'string' && value.startsWith(BASE64_PREFIX)) return fromBase64(value.slice(BASE64_PREFIX.length));
  throw kit.error('EIO', `read: the driver returned ${typeof value === 'string' ? 'text' : typeof value} for a binary item`);
}

/** Decodes base64 with `atob`, present in Node and in edge runtimes alike. */
function fromBase64(text: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(text);
  } catch (error) {
    throw kit.error('EIO', 'read: the driver returned damaged base64', error);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
