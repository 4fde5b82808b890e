/**
 * A store that reports each write as the `spilled` checkpoint, after the payload is written and
 * before the write returns (so before the engine can record the step), and stops there when
 * `OL_PAUSE_AT=spilled`: a deterministic kill point for a worker whose step code has no hook.
 */
import type { OverflowStore, StoreWriteOptions } from '@output-limits/core';
import { checkpoint } from './checkpoint.js';

/** Wraps `store`; reads and optional methods pass through unchanged. */
export function pausingStore(store: OverflowStore): OverflowStore {
  return {
    ...(store.readRange ? { readRange: store.readRange.bind(store) } : {}),
    ...(store.lineIndex ? { lineIndex: store.lineIndex.bind(store) } : {}),
    read: (handle) => store.read(handle),
    async write(key: string, data: Uint8Array, options?: StoreWriteOptions): Promise<string> {
      const handle = await store.write(key, data, options);
      await checkpoint('spilled', { handle });
      return handle;
    },
  };
}
