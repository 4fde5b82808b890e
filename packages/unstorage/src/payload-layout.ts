import type { LineIndex } from '@output-limits/core/store-kit';
import { encodeLineIndex } from '@output-limits/core/store-kit';

/** Default size of one chunk item of a large payload: 1 MiB. */
export const DEFAULT_CHUNK_BYTES = 1_048_576;

/**
 * How a payload is laid out in items, as its index item records it. A payload is written as
 * `ceil(bytes / chunkBytes)` raw items `<key>~<generation>~0`, `~1`, ..., each `chunkBytes` long but
 * the last, where `generation` is the write's own random id; its index is the item
 * `<key>~<generation>~idx`, and the item `<key>~idx` names the generation a reader gets (see
 * `encodePointer`). Payloads written before generations: `chunkBytes` undefined, the one raw item
 * `<key>`; or chunks `<key>~0`, `~1`, ... with their index in `<key>~idx` itself.
 */
export interface PayloadLayout {
  readonly index: LineIndex;
  readonly chunkBytes: number | undefined;
  /** The id of the write whose chunks the index names; undefined for a one-item payload or one written before generations. */
  readonly generation?: string | undefined;
}

/**
 * The item of chunk `n` of the payload at `key` written by `generation`. `~` never appears in a
 * handle, so no handle names it; each write's chunks have their own names, so two writers of one
 * key never mix their chunks: the index names the write a reader gets all of.
 */
export function chunkKey(key: string, n: number, generation?: string): string {
  return generation === undefined ? `${key}~${n}` : `${key}~${generation}~${n}`;
}

/** The number of chunk items of a chunked payload. */
export function chunkCount(layout: { readonly index: LineIndex; readonly chunkBytes: number }): number {
  return Math.ceil(layout.index.bytes / layout.chunkBytes);
}

/** The index item's text: the line index, plus `chunkBytes` and `generation` for a chunked payload (readers of the line index ignore them). */
export function encodeLayout(index: LineIndex, chunkBytes: number | undefined, generation?: string): string {
  const encoded = encodeLineIndex(index);
  if (chunkBytes === undefined) return encoded;
  return `${encoded.slice(0, -1)},"chunkBytes":${chunkBytes}${generation === undefined ? '' : `,"generation":${JSON.stringify(generation)}`}}`;
}

/**
 * The text of the item `<key>~idx`: the generation a reader gets, and nothing else. Generation ids
 * all have one length, so every writer of a key writes this item with the same number of bytes: two
 * writers at once (retries under `deterministicKeys`) over a driver whose writes are not atomic
 * (the fs driver truncates, then writes) leave one whole pointer or the other, never a torn one.
 */
export function encodePointer(generation: string): string {
  return `{"generation":${JSON.stringify(generation)}}`;
}

/** The item holding the index of the write `generation` of the payload at `key`. */
export function generationIndexKey(key: string, generation: string): string {
  return `${key}~${generation}~idx`;
}

/** Whether a stored `<key>~idx` item is a pointer to a generation (not an index written before pointers). */
export function isPointer(stored: unknown): boolean {
  return storedGeneration(stored) !== undefined && storedChunkBytes(stored) === undefined;
}

/** The `generation` of a stored index item, when it names one (a generation id is letters and digits). */
export function storedGeneration(stored: unknown): string | undefined {
  const generation = storedField(stored, 'generation');
  return typeof generation === 'string' && /^[a-z0-9]{1,32}$/.test(generation) ? generation : undefined;
}

/**
 * The `chunkBytes` of a stored index item (text, or the value unstorage parsed from it): undefined
 * when it has none, NaN when it has a damaged one.
 */
export function storedChunkBytes(stored: unknown): number | undefined {
  const value = storedField(stored, 'chunkBytes');
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : Number.NaN;
}

/** A field of a stored index item (its text, or the value unstorage parsed from it); undefined when it has none or is not JSON. */
function storedField(stored: unknown, name: string): unknown {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;
}
