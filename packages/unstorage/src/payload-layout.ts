import type { LineIndex } from '@output-limits/core/store-kit';
import { encodeLineIndex } from '@output-limits/core/store-kit';

/** Default size of one chunk item of a large payload: 1 MiB. */
export const DEFAULT_CHUNK_BYTES = 1_048_576;

/**
 * How a payload is laid out in items, as its index item records it. `chunkBytes` undefined: the
 * payload is the one raw item `<key>` (every payload of at most one chunk, and every payload written
 * before chunking). Otherwise it is `ceil(bytes / chunkBytes)` raw items `<key>~0`, `<key>~1`, ...,
 * each `chunkBytes` long but the last.
 */
export interface PayloadLayout {
  readonly index: LineIndex;
  readonly chunkBytes: number | undefined;
}

/** The item of chunk `n` of the payload at `key`. `~` never appears in a handle, so no handle names it. */
export function chunkKey(key: string, n: number): string {
  return `${key}~${n}`;
}

/** The number of chunk items of a chunked payload. */
export function chunkCount(layout: { readonly index: LineIndex; readonly chunkBytes: number }): number {
  return Math.ceil(layout.index.bytes / layout.chunkBytes);
}

/** The index item's text: the line index, plus `chunkBytes` for a chunked payload (readers of the line index ignore it). */
export function encodeLayout(index: LineIndex, chunkBytes: number | undefined): string {
  const encoded = encodeLineIndex(index);
  return chunkBytes === undefined ? encoded : `${encoded.slice(0, -1)},"chunkBytes":${chunkBytes}}`;
}

/**
 * The `chunkBytes` of a stored index item (text, or the value unstorage parsed from it): undefined
 * when it has none, NaN when it has a damaged one.
 */
export function storedChunkBytes(stored: unknown): number | undefined {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || !('chunkBytes' in value)) return undefined;
  const { chunkBytes } = value;
  return typeof chunkBytes === 'number' && Number.isSafeInteger(chunkBytes) && chunkBytes > 0 ? chunkBytes : Number.NaN;
}
