import { ArgumentError } from '../errors/argument-error.js';

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

/** Default sampling step of `buildLineIndex`: the start of every 1,024th line is kept. */
export const DEFAULT_LINE_INDEX_STEP = 1024;

const LF = 10;

/**
 * Indexes the lines of a payload: counts LF bytes (a line is what lies between two LFs, so a
 * payload has LF count + 1 lines) and keeps the byte offset at which every `step`-th line starts.
 *
 * With it, `readToolResult` can seek to line `n` by jumping to `starts[floor(n / step)]` and scanning
 * at most `step - 1` lines. The scan uses the platform's `indexOf` (Node's `Buffer#indexOf` where
 * there is one: about three times faster than `Uint8Array#indexOf`), so indexing 100 MB takes tens
 * of milliseconds; the index itself is about `lines / step` numbers.
 *
 * @param bytes The payload (UTF-8 text or any bytes; only byte 0x0A is looked at).
 * @param step Sampling step in lines, a whole number >= 1. Default 1,024.
 * @throws ArgumentError when `step` is not a whole number >= 1.
 */
export function buildLineIndex(bytes: Uint8Array, step: number = DEFAULT_LINE_INDEX_STEP): LineIndex {
  return new LineIndexBuilder(bytes, step).finish();
}

/**
 * Builds the `LineIndex` of `bytes` a part at a time: `scanTo(end)` indexes the bytes up to `end`,
 * and `finish()` the rest. A store that writes a payload in chunks indexes each chunk while the
 * others are written, instead of holding the thread for the whole payload first.
 */
export class LineIndexBuilder {
  private readonly view: Uint8Array;
  private readonly starts = [0];
  private lines = 1;
  /** Bytes scanned so far. */
  private scanned = 0;

  /** @throws ArgumentError when `step` is not a whole number >= 1. */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly step: number = DEFAULT_LINE_INDEX_STEP,
  ) {
    if (!Number.isSafeInteger(step) || step < 1) {
      throw new ArgumentError(`step must be a whole number >= 1, got ${String(step)}`, 'buildLineIndex');
    }
    this.view = fastView(bytes);
  }

  /** Indexes the bytes before `end` not indexed yet (none when `end` is not past what was). */
  scanTo(end: number): void {
    const to = Math.min(end, this.bytes.byteLength);
    if (to <= this.scanned) return;
    const { step, starts } = this;
    // Bounded to the part, so a payload with few LFs is not searched to its end for each part.
    const part = this.view.subarray(this.scanned, to);
    const offset = this.scanned;
    let lines = this.lines;
    let position = part.indexOf(LF);
    while (position !== -1) {
      // `position` is the LF that ends line `lines - 1`; the next line starts right after it.
      if (lines % step === 0) starts.push(offset + position + 1);
      lines++;
      position = part.indexOf(LF, position + 1);
    }
    this.lines = lines;
    this.scanned = to;
  }

  /** The index of all of `bytes`: what is left is indexed first. */
  finish(): LineIndex {
    this.scanTo(this.bytes.byteLength);
    return { bytes: this.bytes.byteLength, lines: this.lines, step: this.step, starts: [...this.starts] };
  }
}

/** The same bytes as a Node `Buffer` (no copy) when the runtime has one, for its native `indexOf`. */
function fastView(bytes: Uint8Array): Uint8Array {
  const NodeBuffer = (globalThis as { Buffer?: { from(buffer: ArrayBufferLike, offset: number, length: number): Uint8Array } }).Buffer;
  return typeof NodeBuffer?.from === 'function' ? NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
}

/**
 * True when `value` is a well-formed `LineIndex`: whole, non-negative numbers, `starts[0] === 0`,
 * one sample per `step` lines, increasing and inside the payload. Used to vet an index read back
 * from a store before seeking with it.
 */
export function isLineIndex(value: unknown): value is LineIndex {
  if (typeof value !== 'object' || value === null) return false;
  const { bytes, lines, step, starts } = value as Record<string, unknown>;
  if (!isCount(bytes) || !isCount(lines) || lines < 1 || !isCount(step) || step < 1) return false;
  if (!Array.isArray(starts) || starts.length !== Math.floor((lines - 1) / step) + 1 || starts[0] !== 0) return false;
  let previous = -1;
  for (const start of starts) {
    if (!isCount(start) || start <= previous || start > bytes) return false;
    previous = start;
  }
  return true;
}

/**
 * A line index as a store keeps it beside its payload: compact JSON with exactly the four fields,
 * in the order `bytes`, `lines`, `step`, `starts` (`{"bytes":5,"lines":3,"step":2,"starts":[0,4]}`).
 * Read it back with `decodeLineIndex`.
 */
export function encodeLineIndex(index: LineIndex): string {
  return JSON.stringify({ bytes: index.bytes, lines: index.lines, step: index.step, starts: index.starts });
}

/**
 * Reads back a stored line index, vetted with `isLineIndex` so that a damaged or foreign value never
 * steers a read. Takes the JSON text `encodeLineIndex` made, or a value already parsed from it (as
 * unstorage's `getItem` returns it).
 *
 * @returns A fresh `LineIndex` holding only the four fields, or `undefined` when `stored` is not
 * JSON or not a well-formed index.
 */
export function decodeLineIndex(stored: unknown): LineIndex | undefined {
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return undefined;
    }
  }
  if (!isLineIndex(value)) return undefined;
  return { bytes: value.bytes, lines: value.lines, step: value.step, starts: value.starts };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
