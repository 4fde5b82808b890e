import { ConfigurationError } from '../errors/configuration-error.js';
import { buildLineIndex } from '../text/line-index.js';
import type { LineIndex } from '../text/line-index.js';
import { utf8Length } from '../text/utf8-length.js';
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
  /** The payload's bytes: as written, or encoded from `text` when they are first read. */
  data?: Uint8Array;
  /** What `writeText` was given, until its bytes are first read. */
  text?: string;
  /** Bytes counted for the payload: exact, or for text not yet measured 3 per UTF-16 unit (the most its UTF-8 can be). */
  counted: number;
  exact: boolean;
  /** Built on the first `lineIndex` call, then kept. */
  index?: LineIndex;
}

const encoder = new TextEncoder();

/**
 * An in-process store: payloads live in a `Map` and are gone when the process ends. Good for tests,
 * serverless functions and single-process servers; use a `FileStore` or a shared store when the
 * read-back may reach another process.
 *
 * - Bounded: past `maxEntries` payloads or `maxBytes` bytes, the oldest payloads are evicted, oldest
 *   first by time of writing (rewriting a key makes it the newest). A single payload larger than
 *   `maxBytes` is refused (the write rejects, so the spill falls back) instead of evicting everything.
 * - The data is copied on write (unless the writer hands it over with `transfer: true`) and on
 *   read, so neither side can change what is stored.
 * - `writeText` keeps the text as it is and encodes it on its first read: a spill that is never
 *   read back costs no UTF-8 copy. Its size counts 3 bytes a UTF-16 unit (the most it can be) until
 *   the limits are near or `bytes` is asked, then exactly.
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

  /** Bytes currently held, in all payloads together (in UTF-8 for text: counted now if not yet). */
  get bytes(): number {
    for (const entry of this.entries.values()) this.measure(entry);
    return this.storedBytes;
  }

  async write(key: string, data: Uint8Array, options: StoreWriteOptions = {}): Promise<string> {
    options.signal?.throwIfAborted();
    this.refuseOver(data.byteLength);
    this.put(key, { data: options.transfer ? data : data.slice(), counted: data.byteLength, exact: true });
    return key;
  }

  async writeText(key: string, text: string, options: StoreWriteOptions = {}): Promise<string> {
    options.signal?.throwIfAborted();
    const most = text.length * 3;
    const exact = most > this.maxBytes ? utf8Length(text) : undefined;
    if (exact !== undefined) this.refuseOver(exact);
    this.put(key, { text, counted: exact ?? most, exact: exact !== undefined });
    return key;
  }

  async read(handle: string): Promise<Uint8Array> {
    return this.bytesOf(this.get(handle)).slice();
  }

  async readRange(handle: string, start: number, end: number): Promise<Uint8Array> {
    const data = this.bytesOf(this.get(handle));
    return data.slice(clampOffset(start, data.byteLength), clampOffset(end, data.byteLength));
  }

  async lineIndex(handle: string): Promise<LineIndex> {
    const entry = this.get(handle);
    entry.index ??= buildLineIndex(this.bytesOf(entry));
    return entry.index;
  }

  /** Drops the payload under `handle`, if any. Resolves to whether there was one. */
  async delete(handle: string): Promise<boolean> {
    return this.remove(handle);
  }

  /** A single payload larger than all the store may hold is refused, instead of evicting everything. */
  private refuseOver(bytes: number): void {
    if (bytes > this.maxBytes) {
      throw new StoreError(`MemoryStore: a payload of ${bytes} bytes exceeds maxBytes (${this.maxBytes})`, { code: 'EFBIG' });
    }
  }

  /** Adds `entry` as the newest, then evicts the oldest while a limit is passed, by exact sizes. */
  private put(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.storedBytes += entry.counted;
    if (this.storedBytes > this.maxBytes) for (const held of this.entries.values()) this.measure(held);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.storedBytes <= this.maxBytes) break;
      if (old === entry) break;
      this.remove(oldest);
    }
  }

  /** Counts a held entry's exact size, if it was not yet. */
  private measure(entry: Entry): void {
    if (!entry.exact) this.count(entry, utf8Length(entry.text ?? ''));
  }

  /** The entry's bytes, encoded from its text on the first call. */
  private bytesOf(entry: Entry): Uint8Array {
    if (!entry.data) {
      entry.data = encoder.encode(entry.text ?? '');
      entry.text = undefined;
      if (!entry.exact) this.count(entry, entry.data.byteLength);
    }
    return entry.data;
  }

  /** Sets a held entry's exact size, and the total with it. */
  private count(entry: Entry, bytes: number): void {
    this.storedBytes += bytes - entry.counted;
    entry.counted = bytes;
    entry.exact = true;
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
    this.storedBytes -= entry.counted;
    return true;
  }
}

function checkLimit(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ConfigurationError(`MemoryStore: ${name} must be a whole number >= 1, got ${String(value)}`);
  }
  return value;
}
