import { safeHead, safeTail } from '../text/code-point-boundary.js';
import { decodeText } from './decode-text.js';
import type { PayloadSource } from './payload-source.js';

/** A UTF-16 code unit takes at most 3 UTF-8 bytes, so this many bytes decode to at least `cap` chars (less the bytes of a character the cut splits). */
const pageBytes = (cap: number) => 3 * cap + 3;
/** Matching lines are read back in one request when they lie at most this many bytes apart. */
const MERGE_GAP = 1 << 16;

/** One line of the payload: byte span (without its LF), and its 0-based number and chars when known. */
export interface LineRef {
  readonly line?: number;
  readonly start: number;
  readonly end: number;
  /** UTF-16 length of the decoded line. */
  readonly chars?: number;
  /** UTF-16 offset of the line's start in the whole decoded text. */
  readonly charStart?: number;
}

/** What `renderForward` or `renderBackward` made of a window of lines. */
export interface Rendered {
  /** The lines shown, joined with `'\n'`. */
  readonly body: string;
  /** Lines shown, counted from the window's start (from its end, when rendering backward). */
  readonly shown: number;
  /** The line inside which the cap fell: not shown, or shown cut when `shownChars` is set. */
  readonly capped?: LineRef;
  /** Set when the only line shown is `capped`, longer than the cap: UTF-16 length of the part of it shown. */
  readonly shownChars?: number;
}

/** Reads the bytes of window lines, one request for lines that lie close together. */
class LineBytes {
  private buffer: Uint8Array = new Uint8Array(0);
  private bufferStart = 0;

  constructor(
    private readonly source: PayloadSource,
    private readonly refs: readonly LineRef[],
    private readonly spanBytes: number,
  ) {}

  /** Bytes `[start, end)` of the payload, which must lie within `refs[i]`. */
  async get(i: number, start: number, end: number, backward: boolean): Promise<Uint8Array> {
    if (start >= this.bufferStart && end <= this.bufferStart + this.buffer.byteLength) {
      return this.buffer.subarray(start - this.bufferStart, end - this.bufferStart);
    }
    let from = start;
    let to = end;
    // Take neighbours in the direction of rendering along, while they are near and the span stays about a page.
    for (let j = backward ? i - 1 : i + 1; j >= 0 && j < this.refs.length; j += backward ? -1 : 1) {
      const ref = this.refs[j];
      if (!ref) break;
      if (
        backward
          ? from - ref.end > MERGE_GAP || to - ref.start > this.spanBytes
          : ref.start - to > MERGE_GAP || ref.end - from > this.spanBytes
      )
        break;
      if (backward) from = ref.start;
      else to = ref.end;
    }
    this.buffer = await this.source.read(from, to);
    this.bufferStart = from;
    return this.buffer.subarray(start - from, end - from);
  }
}

/** Lines of `refs` from the first on, while they fit in `cap` chars; a first line over it is cut. */
export async function renderForward(source: PayloadSource, refs: readonly LineRef[], cap: number): Promise<Rendered> {
  const bytes = new LineBytes(source, refs, pageBytes(cap));
  const parts: string[] = [];
  let used = 0;
  for (const [i, ref] of refs.entries()) {
    const separator = i > 0 ? 1 : 0;
    const budget = cap - used - separator;
    const length = ref.end - ref.start;
    if (i === 0 && length > cap) {
      const end = Math.min(ref.end, ref.start + pageBytes(cap));
      const text = decodeText(await bytes.get(0, ref.start, end, false), end === ref.end);
      // Only a line read to its end is whole: bytes held back at the cut (a character split by it)
      // can leave a partial read at or under the cap.
      if (end === ref.end && text.length <= cap) {
        parts.push(text);
        used = text.length;
        continue;
      }
      const shown = safeHead(text, cap);
      return { body: shown, shown: 1, capped: ref, shownChars: shown.length };
    }
    if (length / 3 > budget) return { body: parts.join('\n'), shown: i, capped: ref };
    const text = decodeText(await bytes.get(i, ref.start, ref.end, false));
    if (text.length > budget) return { body: parts.join('\n'), shown: i, capped: ref };
    parts.push(text);
    used += separator + text.length;
  }
  return { body: parts.join('\n'), shown: refs.length };
}

/** Lines of `refs` from the last one back, while they fit in `cap` chars; a last line over it shows its tail. */
export async function renderBackward(source: PayloadSource, refs: readonly LineRef[], cap: number): Promise<Rendered> {
  const bytes = new LineBytes(source, refs, pageBytes(cap));
  const parts: string[] = [];
  let used = 0;
  for (let i = refs.length - 1; i >= 0; i--) {
    const ref = refs[i];
    if (!ref) break;
    const separator = parts.length > 0 ? 1 : 0;
    const budget = cap - used - separator;
    const length = ref.end - ref.start;
    const shownSoFar = refs.length - 1 - i;
    if (shownSoFar === 0 && length > cap) {
      let start = Math.max(ref.start, ref.end - pageBytes(cap));
      const tail = await bytes.get(i, start, ref.end, true);
      // Start decoding on a character boundary: skip continuation bytes (at most 3, see below).
      let skip = 0;
      while (start > ref.start && skip < 3 && ((tail[skip] ?? 0) & 0xc0) === 0x80) skip++;
      start += skip;
      const text = decodeText(tail.subarray(skip));
      if (start === ref.start && text.length <= cap) {
        parts.push(text);
        used = text.length;
        continue;
      }
      const shown = safeTail(text, cap);
      return { body: shown, shown: 1, capped: ref, shownChars: shown.length };
    }
    if (length / 3 > budget) return { body: parts.reverse().join('\n'), shown: shownSoFar, capped: ref };
    const text = decodeText(await bytes.get(i, ref.start, ref.end, true));
    if (text.length > budget) return { body: parts.reverse().join('\n'), shown: shownSoFar, capped: ref };
    parts.push(text);
    used += separator + text.length;
  }
  return { body: parts.reverse().join('\n'), shown: refs.length };
}

// Why skipping at most 3 continuation bytes is exact: a UTF-8 sequence is at most 4 bytes, so 3
// continuation bytes after any position bring a decoder of the whole line back between characters,
// and a non-continuation byte makes it emit U+FFFD for what it held and start afresh. Either way,
// decoding from there gives exactly the tail of the line's decoding.
