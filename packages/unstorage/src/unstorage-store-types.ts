import type { OverflowStore } from '@output-limits/core';
import type { LineIndex } from '@output-limits/core/store-kit';

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
  /** The driver mounted at `key`: a driver that keeps values in memory gets a copy of the bytes. Without it, every write copies. */
  getMount?(key: string): { readonly driver: { readonly name?: string | undefined } };
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
  /**
   * Largest item the store writes, in bytes: a larger payload is split into items of this size, so
   * a page fetches only the chunks that hold it, and a driver with a value-size limit can take it.
   * A positive integer. Default 1,048,576 (1 MiB); 4 MiB under the `fs` and `fs-lite` drivers, which
   * have no value-size limit and pay each item's file creation.
   */
  readonly chunkBytes?: number;
}

/** An `OverflowStore` over unstorage, with a stored line index. */
export interface UnstorageStore extends OverflowStore {
  /** Bytes `[start, end)`: the chunks that hold them (or the whole item of a one-item payload). */
  readRange(handle: string, start: number, end: number): Promise<Uint8Array>;
  lineIndex(handle: string): Promise<LineIndex>;
}
