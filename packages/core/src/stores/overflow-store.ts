/**
 * Where spilled payloads live. Two methods are required; the optional ones let
 * `readToolResult` page a large payload without loading it whole.
 *
 * Contract:
 * - `write` stores `data` under `key` and resolves to the handle the model will quote. Writing the
 *   same key again overwrites it. A write that fails or is aborted leaves nothing readable behind.
 * - `read` resolves to exactly the bytes written. For a handle it does not hold it rejects with an
 *   error whose `code` is `'ENOENT'` (see `notFoundError`); any other rejection counts as the store
 *   failing. `readToolResult` turns either into a message without echoing the error.
 * - Handles are opaque strings: never a host path.
 */
export interface OverflowStore {
  /** Stores `data` under `key`; resolves to the handle to read it back with. */
  write(key: string, data: Uint8Array, options?: StoreWriteOptions): Promise<string>;
  /** Resolves to the bytes stored under `handle`; rejects when there are none. */
  read(handle: string): Promise<Uint8Array>;
  /**
   * Optional: the bytes `[start, end)` of the payload (clamped to its length). With `lineIndex`,
   * lets a page of a 100 MB spill be read without loading all of it.
   */
  readRange?(handle: string, start: number, end: number): Promise<Uint8Array>;
  /** Optional: the payload's line index (see `buildLineIndex`), kept beside it when it was written. */
  lineIndex?(handle: string): Promise<LineIndex>;
}

/** Options of `OverflowStore.write`. */
export interface StoreWriteOptions {
  /** Aborts the write; an aborted write must leave nothing readable under the key. */
  readonly signal?: AbortSignal;
}

/**
 * Where the lines of a payload start, sampled: line `k * step` starts at byte `starts[k]`.
 * Lines are separated by LF (byte 0x0A); a CR before it stays in the line.
 */
export interface LineIndex {
  /** Payload length in bytes. */
  readonly bytes: number;
  /** Number of lines: LF count + 1 (a payload ending in LF has an empty last line). */
  readonly lines: number;
  /** Sampling step, in lines. */
  readonly step: number;
  /** Byte offset of the start of line `k * step`, for each `k`. `starts[0]` is 0. */
  readonly starts: readonly number[];
}
