import type { OverflowStore } from './overflow-store.js';

/** Options of `MemoryStore`. */
export interface MemoryStoreOptions {
  /** Most payloads kept; the oldest is evicted past it. Default 1,000. */
  readonly maxEntries?: number;
  /** Most bytes kept in all; the oldest payloads are evicted past it. Default 256 MiB. */
  readonly maxBytes?: number;
}

/** STUB: an in-process store, bounded in entries and bytes. */
export class MemoryStore implements OverflowStore {
  private readonly entries = new Map<string, Uint8Array>();
  constructor(readonly options: MemoryStoreOptions = {}) {}
  async write(key: string, data: Uint8Array): Promise<string> {
    this.entries.set(key, data.slice());
    return key;
  }
  async read(handle: string): Promise<Uint8Array> {
    const data = this.entries.get(handle);
    if (!data) throw new Error('no such handle');
    return data;
  }
}
