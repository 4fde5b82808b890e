import type { OverflowStore, StoreWriteOptions } from '@output-limits/core';
import { sha256Hex } from '@output-limits/core/adapter';

/** Hex digits of the SHA-256 kept in a content key: 128 bits, far past any collision risk. */
const DIGEST_CHARS = 32;

/**
 * Wraps `store` so that every write goes to a key made from the payload's SHA-256
 * (`[<namespace>/]<prefix><32 hex digits>`) instead of the key it was given. The same payload
 * written twice is stored once, under the same handle, and the handle is the same in every process.
 * The namespace segment of the given key (everything up to its last `/`) is kept, so namespace
 * checks on read still hold. Reads go to `store` unchanged.
 */
export function contentAddressedStore(store: OverflowStore, prefix = 'mw-'): OverflowStore {
  const wrapped: OverflowStore = {
    async write(key: string, data: Uint8Array, options?: StoreWriteOptions): Promise<string> {
      const slash = key.lastIndexOf('/');
      const namespace = slash >= 0 ? key.slice(0, slash + 1) : '';
      const digest = (await sha256Hex(data)).slice(0, DIGEST_CHARS);
      return store.write(`${namespace}${prefix}${digest}`, data, options);
    },
    read: (handle) => store.read(handle),
  };
  if (store.readRange) wrapped.readRange = (handle, start, end) => store.readRange!(handle, start, end);
  if (store.lineIndex) wrapped.lineIndex = (handle) => store.lineIndex!(handle);
  return wrapped;
}
