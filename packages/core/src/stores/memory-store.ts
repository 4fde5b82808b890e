import { ConfigurationError } from '../errors/configuration-error.js';
import { buildLineIndex } from '../text/line-index.js';
import type { LineIndex } from '../text/line-index.js';
import type { OverflowStore, StoreWriteOptions } from './overflow-store.js';
import { clampOffset } from './clamp-offset.js';
import { StoreError } from '../errors/store-error.js';

/** Options of `MemoryStore`. */
export interface MemoryStoreOptions {
  /** Most payloads kept; past it the oldest is evicted. A whole number >= 1. Default 1,000. */
  readonly maxEntries?: number;
  /** Most bytes kept in all payloads together; past it the oldest are evicted. A whole number >= 1. Default 256 MiB. */
  readonly maxBytes?: number;
}

interface Entry {
  readonly data: Uint8Array;
  /** Built on the first `lineIndex` call, then kept. */
  index?: LineIndex;
}

/**
 * An in-process store: payloads live in a `Map` and are gone when the process ends. Good for tests,
 * serverless functions and single-process servers; use a `FileStore` or a shared store when the
 * read-back may reach another process.
 *
 * - Bounded: past `maxEntries` payloads or `maxBytes` bytes, the oldest payloads are evicted, oldest
 *   first by time of writing (rewriting a key makes it the newest). A single payload larger than
 *   `maxBytes` is refused (the write rejects, so the spill falls back) instead of evicting everything.
 * - The data is copied on write (unless the writer hands it over with `transfer: true`, as the
 *   reducer does with the bytes it encodes) and on read, so neither side can change what is stored.
 * - The handle is the key. An unknown handle rejects with an error whose `code` is `'ENOENT'`.
 * - Supports `readRange` and `lineIndex` (the index is built once, on the first `lineIndex` call:
 *   a spill that is never paged back costs no index).
 */
export class MemoryStore implements OverflowStore {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private storedBytes = 0;

  /** @throws ConfigurationError when a limit is not a whole number >= 1. */
  constructor(readonly options: MemoryStoreOptions = {}) {
    this.maxEntries = checkLimit('maxEntries', options.maxEntries ?? 1000);
    this.maxBytes = checkLimit('maxBytes', options.maxBytes ?? 256 * 1024 * 1024);
  }

  /** Payloads currently held. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes currently held, in all payloads together. */
  get bytes(): number {
    return this.storedBytes;
  }

  async write(key: string, data: Uint8Array, options: StoreWriteOptions = {}): Promise<string> {
    options.signal?.throwIfAborted();
    if (data.byteLength > this.maxBytes) {
      throw new StoreError(`MemoryStore: a payload of ${data.byteLength} bytes exceeds maxBytes (${this.maxBytes})`, { code: 'EFBIG' });
    }
    const entry: Entry = { data: options.transfer ? data : data.slice() };
    this.remove(key);
    this.entries.set(key, entry);
    this.storedBytes += entry.data.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.storedBytes <= this.maxBytes) break;
      if (old === entry) break;
      this.remove(oldest);
    }
    return key;
  }

  async read(handle: string): Promise<Uint8Array> {
    return this.get(handle).data.slice();
  }

  async readRange(handle: string, start: number, end: number): Promise<Uint8Array> {
    const { data } = this.get(handle);
    return data.slice(clampOffset(start, data.byteLength), clampOffset(end, data.byteLength));
  }

  async lineIndex(handle: string): Promise<LineIndex> {
    const entry = this.get(handle);
    entry.index ??= buildLineIndex(entry.data);
    return entry.index;
  }

  /** Drops the payload under `handle`, if any. Resolves to whether there was one. */
  async delete(handle: string): Promise<boolean> {
    return this.remove(handle);
  }

  private get(handle: string): Entry {
    const entry = this.entries.get(handle);
    if (!entry) throw new StoreError('MemoryStore: no payload under this handle', { code: 'ENOENT' });
    return entry;
  }

  private remove(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.storedBytes -= entry.data.byteLength;
    return true;
  }
}

function checkLimit(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ConfigurationError(`MemoryStore: ${name} must be a whole number >= 1, got ${String(value)}`);
  }
  return value;
}
