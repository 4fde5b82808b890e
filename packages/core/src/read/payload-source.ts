import { buildLineIndex, isLineIndex } from '../text/line-index.js';
import type { LineIndex } from '../text/line-index.js';
import type { OverflowStore } from '../stores/overflow-store.js';

/** Bytes one `read` of a source fetches at most while scanning or streaming: 1 MiB. */
export const READ_BLOCK = 1 << 20;

/** A payload to page through: its size, its line index, and byte ranges of it. */
export interface PayloadSource {
  /** Payload length in bytes. */
  readonly size: number;
  /** The payload's line index. */
  index(): Promise<LineIndex>;
  /** Bytes `[start, end)`; fewer only if the payload shrank meanwhile. */
  read(start: number, end: number): Promise<Uint8Array>;
}

/**
 * Opens the payload under `handle`. With a store that has `readRange` and `lineIndex` and an index
 * that passes `isLineIndex`, byte ranges are read from the store as they are asked for; otherwise
 * the payload is read whole and its index built on first use.
 *
 * @throws What the store rejects with (a missing handle, a failing store).
 */
export async function openPayloadSource(store: OverflowStore, handle: string): Promise<PayloadSource> {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- each read once, then called with .call(store)
  const { readRange, lineIndex } = store;
  if (typeof readRange === 'function' && typeof lineIndex === 'function') {
    const index: unknown = await lineIndex.call(store, handle);
    if (isLineIndex(index)) {
      return { size: index.bytes, index: async () => index, read: (start, end) => readRange.call(store, handle, start, end) };
    }
  }
  const bytes = await store.read(handle);
  let index: LineIndex | undefined;
  return {
    size: bytes.byteLength,
    index: async () => (index ??= buildLineIndex(bytes)),
    read: async (start, end) => bytes.subarray(start, end),
  };
}
