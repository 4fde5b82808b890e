import { codePointBoundary, safeHead, safeTail } from './code-point-boundary.js';
import { MAX_READ_CHARS } from './defaults.js';
import type { NextCall, PageFooter } from './messages.js';
import { noMatches, offsetPastEnd, pageFooter, storeReadFailed, unknownHandle } from './messages.js';
import { countChars, decodeText, streamText } from './read/decode-text.js';
import type { ReadRequest } from './read/parse-read-request.js';
import { parseReadRequest } from './read/parse-read-request.js';
import type { PayloadSource } from './read/payload-source.js';
import { openPayloadSource, READ_BLOCK } from './read/payload-source.js';
import { isNotFoundError } from './stores/not-found-error.js';
import type { LineIndex, OverflowStore } from './stores/overflow-store.js';

/** Arguments of `readToolResult`, named as the model passes them. */
export interface ReadToolResultArgs {
  /** The handle from the spill notice. */
  readonly handle: string;
  /** Lines (or chars, with `unit: 'chars'`) to skip, from the start or, with `from_end`, from the end. Default 0. */
  readonly offset?: number;
  /** Lines (or chars) to return. Default 200; at most 1,000 lines or 50,000 chars. */
  readonly limit?: number;
  /** Count `offset` from the end of the payload. Default false. */
  readonly from_end?: boolean;
  /** Keep only lines containing this literal, case-sensitive substring. */
  readonly pattern?: string;
  /** Page by `'lines'` (default) or by `'chars'` (for very long lines). */
  readonly unit?: 'lines' | 'chars';
}

/** Options of `readToolResult`. */
export interface ReadToolResultOptions {
  /** Only handles in this namespace may be read. */
  readonly namespace?: string;
}

/** First read of a scan; doubles up to `READ_BLOCK` while the scan goes on. */
const FIRST_SCAN = 1 << 16;
/** A UTF-16 code unit takes at most 3 UTF-8 bytes, so this many bytes always decode to more than a page. */
const PAGE_BYTES = 3 * MAX_READ_CHARS + 3;
/** Matching lines are read back in one request when they lie at most this many bytes apart. */
const MERGE_GAP = 1 << 16;
/** From the end with a pattern: matches remembered in one pass; past it the matches are counted first. */
const MAX_RING = 100_000;

/**
 * Reads a page of a spilled tool result: the implementation of the `read_tool_result` tool.
 *
 * The payload is decoded as UTF-8 (invalid bytes become U+FFFD, a BOM is kept) and split into lines
 * exactly as `String#split('\n')` does: a CR stays in its line, a final LF gives an empty last line,
 * and an empty payload is one empty line.
 *
 * Output: the page's body, then `'\n'`, then a one-line footer (`[lines 1-200 of 5,000; next: ...]`)
 * naming the lines shown (1-based) and the call that reads on. The footer is always the last line
 * and the body is everything before the `'\n'` that precedes it, even when the body is empty (one
 * empty line was shown). Joining the bodies of consecutive pages with `'\n'` gives the text back
 * exactly (from the end: in reverse order); with `unit: 'chars'`, concatenating them does.
 *
 * - `offset` (default 0) lines are skipped, from the end with `from_end`; up to `limit` (default
 *   200, silently clamped to 1,000) lines follow, in their original order either way.
 * - `pattern`: only lines containing this literal, case-sensitive substring count, and the offsets
 *   count matching lines.
 * - `unit: 'chars'`: offset and limit count UTF-16 code units of the decoded text (limit clamped to
 *   50,000); a page never splits a surrogate pair.
 * - The body holds at most 50,000 chars. A page stops before the line that would cross the cap and
 *   says so; a first line longer than that is cut and the footer gives the `unit: 'chars'` call that
 *   reads the rest of it (from the end: its tail is shown).
 * - With a store that has `readRange` and `lineIndex`, only the bytes near the page are read (a page
 *   of a 100 MB spill takes milliseconds); a pattern or `unit: 'chars'` streams the payload in
 *   blocks, keeping only what the page needs. Other stores are read whole.
 *
 * Never throws and never shows a host path or a store error. Bad arguments come back as messages
 * naming what was got (numbers given as strings are refused, and so is `null`). A handle outside `namespace`
 * is reported as unknown, like a missing one. A store rejection is reported as an unknown handle when
 * its error has no `code` or the code is `ENOENT`, `ENOTDIR`, `EISDIR` or `ENAMETOOLONG`; any other
 * code (`EACCES`, `ECONNREFUSED`, ...) is reported as a store failure.
 *
 * @param store The store the spill went to.
 * @param args The tool call's arguments, as the model sent them (checked here).
 * @param options `namespace`: only handles in it may be read. Default: any handle.
 * @returns The page, or a message saying what is wrong.
 */
export async function readToolResult(
  store: OverflowStore,
  args: ReadToolResultArgs,
  options: ReadToolResultOptions = {},
): Promise<string> {
  const request = parseReadRequest(args, options.namespace);
  if (typeof request === 'string') return request;
  try {
    const source = await openPayloadSource(store, request.handle);
    if (request.unit === 'chars') return await readChars(source, request);
    if (request.pattern !== undefined) return await readMatches(source, request, request.pattern);
    return await readLines(source, request);
  } catch (error) {
    return isNotFoundError(error) ? unknownHandle(request.handle) : storeReadFailed(request.handle);
  }
}

/** Finds LF bytes near a position, reading blocks that grow while a long line is crossed. */
class LineScanner {
  private chunk: Uint8Array = new Uint8Array(0);
  private chunkStart = 0;
  private want = FIRST_SCAN;
  private backward = false;

  constructor(private readonly source: PayloadSource) {}

  /** Position of the first LF at or after `from`, or -1. */
  async nextLf(from: number): Promise<number> {
    let position = from;
    while (position < this.source.size) {
      if (!this.holds(position)) await this.load(position, Math.min(this.source.size, position + this.grow(false)));
      const found = this.chunk.indexOf(10, position - this.chunkStart);
      if (found !== -1) return this.chunkStart + found;
      if (this.chunk.byteLength === 0) break;
      position = this.chunkStart + this.chunk.byteLength;
    }
    return -1;
  }

  /** Position of the last LF before `before`, or -1. */
  async previousLf(before: number): Promise<number> {
    let position = before;
    while (position > 0) {
      if (!this.holds(position - 1)) await this.load(Math.max(0, position - this.grow(true)), position);
      const found = this.chunk.lastIndexOf(10, position - 1 - this.chunkStart);
      if (found !== -1) return this.chunkStart + found;
      position = this.chunkStart;
    }
    return -1;
  }

  /** Byte offset of the start of line `line` (0-based), found from the index's sampled starts. */
  async lineStart(index: LineIndex, line: number): Promise<number> {
    const sample = Math.floor(line / index.step);
    let position = index.starts[sample] ?? 0;
    for (let skip = line - sample * index.step; skip > 0; skip--) {
      const lf = await this.nextLf(position);
      if (lf === -1) throw Object.assign(new Error('line index does not match the payload'), { code: 'EIO' });
      position = lf + 1;
    }
    return position;
  }

  /** 0-based number of the line that starts at byte `start`. */
  async lineAt(index: LineIndex, start: number): Promise<number> {
    let low = 0;
    let high = index.starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((index.starts[middle] ?? 0) <= start) low = middle;
      else high = middle - 1;
    }
    let line = low * index.step;
    for (let position = index.starts[low] ?? 0; ; line++) {
      const lf = await this.nextLf(position);
      if (lf === -1 || lf >= start) return line;
      position = lf + 1;
    }
  }

  private holds(position: number): boolean {
    return position >= this.chunkStart && position < this.chunkStart + this.chunk.byteLength;
  }

  /** Size of the next read: doubles while a scan goes on in one direction, starts small again when it turns. */
  private grow(backward: boolean): number {
    if (backward !== this.backward) {
      this.backward = backward;
      this.want = FIRST_SCAN;
    }
    const size = this.want;
    this.want = Math.min(READ_BLOCK, this.want * 2);
    return size;
  }

  private async load(start: number, end: number): Promise<void> {
    this.chunk = await this.source.read(start, end);
    this.chunkStart = start;
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering a window of lines under the character cap.

/** One line of the payload: byte span (without its LF), and its 0-based number and chars when known. */
interface LineRef {
  readonly line?: number;
  readonly start: number;
  readonly end: number;
  /** UTF-16 length of the decoded line. */
  readonly chars?: number;
  /** UTF-16 offset of the line's start in the whole decoded text. */
  readonly charStart?: number;
}

interface Rendered {
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
      if (backward ? from - ref.end > MERGE_GAP || to - ref.start > PAGE_BYTES : ref.start - to > MERGE_GAP || ref.end - from > PAGE_BYTES) break;
      if (backward) from = ref.start;
      else to = ref.end;
    }
    this.buffer = await this.source.read(from, to);
    this.bufferStart = from;
    return this.buffer.subarray(start - from, end - from);
  }
}

/** Lines of `refs` from the first on, while they fit in the cap; a first line over it is cut. */
async function renderForward(source: PayloadSource, refs: readonly LineRef[]): Promise<Rendered> {
  const bytes = new LineBytes(source, refs);
  const parts: string[] = [];
  let used = 0;
  for (const [i, ref] of refs.entries()) {
    const separator = i > 0 ? 1 : 0;
    const budget = MAX_READ_CHARS - used - separator;
    const length = ref.end - ref.start;
    if (i === 0 && length > MAX_READ_CHARS) {
      const end = Math.min(ref.end, ref.start + PAGE_BYTES);
      const text = decodeText(await bytes.get(0, ref.start, end, false), end === ref.end);
      if (text.length <= MAX_READ_CHARS) {
        parts.push(text);
        used = text.length;
        continue;
      }
      const shown = safeHead(text, MAX_READ_CHARS);
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

/** Lines of `refs` from the last one back, while they fit in the cap; a last line over it shows its tail. */
async function renderBackward(source: PayloadSource, refs: readonly LineRef[]): Promise<Rendered> {
  const bytes = new LineBytes(source, refs);
  const parts: string[] = [];
  let used = 0;
  for (let i = refs.length - 1; i >= 0; i--) {
    const ref = refs[i];
    if (!ref) break;
    const separator = parts.length > 0 ? 1 : 0;
    const budget = MAX_READ_CHARS - used - separator;
    const length = ref.end - ref.start;
    const shownSoFar = refs.length - 1 - i;
    if (shownSoFar === 0 && length > MAX_READ_CHARS) {
      let start = Math.max(ref.start, ref.end - PAGE_BYTES);
      const tail = await bytes.get(i, start, ref.end, true);
      // Start decoding on a character boundary: skip continuation bytes (at most 3, see below).
      let skip = 0;
      while (start > ref.start && skip < 3 && ((tail[skip] ?? 0) & 0xc0) === 0x80) skip++;
      start += skip;
      const text = decodeText(tail.subarray(skip));
      if (start === ref.start && text.length <= MAX_READ_CHARS) {
        parts.push(text);
        used = text.length;
        continue;
      }
      const shown = safeTail(text, MAX_READ_CHARS);
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

/** The char-mode call that reads on from inside a long line. */
function longLineCall(handle: string, offset: number, fromEnd: boolean): NextCall {
  return { handle, unit: 'chars', offset, limit: MAX_READ_CHARS, ...(fromEnd ? { fromEnd: true } : {}) };
}

function page(body: string, footer: PageFooter): string {
  return `${body}\n${pageFooter(footer)}`;
}

// ---------------------------------------------------------------------------------------------
// Lines.

async function readLines(source: PayloadSource, request: ReadRequest): Promise<string> {
  const { handle, offset, limit, fromEnd } = request;
  const index = await source.index();
  const total = index.lines;
  if (offset >= total) return offsetPastEnd(offset, total, 'lines');
  const scanner = new LineScanner(source);
  const refs: LineRef[] = [];
  let lowerBound = 0;

  if (!fromEnd) {
    const first = offset;
    const stop = Math.min(total, first + limit);
    let start = await scanner.lineStart(index, first);
    for (let line = first; line < stop && lowerBound <= MAX_READ_CHARS; line++) {
      const lf = await scanner.nextLf(start);
      const end = lf === -1 ? source.size : lf;
      refs.push({ line, start, end });
      lowerBound += (end - start) / 3 + (refs.length > 1 ? 1 : 0);
      start = end + 1;
    }
    const rendered = await renderForward(source, refs);
    const next = first + rendered.shown;
    const { capped: ref, shownChars } = rendered;
    let longLine: PageFooter['longLine'];
    if (ref && shownChars !== undefined) {
      const [chars, before] = await Promise.all([countChars(source, ref.start, ref.end), countChars(source, 0, ref.start)]);
      longLine = { line: (ref.line ?? 0) + 1, chars, next: longLineCall(handle, before + shownChars, false) };
    }
    return page(rendered.body, {
      kind: 'lines',
      first: first + 1,
      last: next,
      total,
      fromEnd: false,
      ...(ref ? { cappedInLine: (ref.line ?? 0) + 1 } : {}),
      ...(longLine ? { longLine } : {}),
      ...(next < total ? { next: { handle, offset: next, limit } } : {}),
    });
  }

  const last = total - offset; // exclusive
  const first = Math.max(0, last - limit);
  let end = last === total ? source.size : (await scanner.lineStart(index, last)) - 1;
  for (let line = last - 1; line >= first && lowerBound <= MAX_READ_CHARS; line--) {
    const lf = await scanner.previousLf(end);
    refs.push({ line, start: lf + 1, end });
    lowerBound += (end - lf - 1) / 3 + (refs.length > 1 ? 1 : 0);
    end = lf;
  }
  refs.reverse();
  const rendered = await renderBackward(source, refs);
  const shownFrom = last - rendered.shown;
  const { capped: ref, shownChars } = rendered;
  let longLine: PageFooter['longLine'];
  if (ref && shownChars !== undefined) {
    const [chars, after] = await Promise.all([countChars(source, ref.start, ref.end), countChars(source, ref.end, source.size)]);
    longLine = { line: (ref.line ?? 0) + 1, chars, next: longLineCall(handle, shownChars + after, true) };
  }
  return page(rendered.body, {
    kind: 'lines',
    first: shownFrom + 1,
    last,
    total,
    fromEnd: true,
    ...(ref ? { cappedInLine: (ref.line ?? 0) + 1 } : {}),
    ...(longLine ? { longLine } : {}),
    ...(shownFrom > 0 ? { next: { handle, offset: total - shownFrom, limit, fromEnd: true } } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// Lines matching a pattern.

interface MatchScan {
  /** Matching lines. */
  readonly matches: number;
  /** UTF-16 length of the whole decoded text. */
  readonly chars: number;
}

/**
 * Streams the payload once, counting chars and matching lines, and hands each matching line (its
 * number among the matches, and where it is) to `onMatch`. Memory stays at one block plus the last
 * `pattern.length - 1` chars of the current line, however long the lines are. Lines are not counted
 * (the line index knows their number): a block without a match costs a decode and a substring search.
 */
async function scanMatches(source: PayloadSource, pattern: string, onMatch: (match: number, ref: LineRef) => void): Promise<MatchScan> {
  const keep = pattern.length - 1;
  let lineStart = 0;
  let lineCharStart = 0;
  let lineChars = 0;
  let matched = false;
  /** The last `keep` chars of the current line, to find a match that straddles two pieces. */
  let carry = '';
  let chars = 0;
  let matches = 0;

  const finish = (end: number): void => {
    if (matched) onMatch(matches++, { start: lineStart, end, chars: lineChars, charStart: lineCharStart });
  };
  const tailOf = (text: string): string => (keep === 0 ? '' : text.slice(-keep));

  await streamText(source, 0, source.size, (text, bytes, at) => {
    if (!matched && !text.includes(pattern) && !(carry !== '' && (carry + text.slice(0, keep)).includes(pattern))) {
      // Fast path: no line of this piece matches; only count and keep the current line's state.
      const lastNewline = text.lastIndexOf('\n');
      if (lastNewline === -1) {
        lineChars += text.length;
        carry = tailOf(carry + text);
      } else {
        lineStart = at + bytes.lastIndexOf(10) + 1;
        lineCharStart = chars + lastNewline + 1;
        lineChars = text.length - lastNewline - 1;
        carry = tailOf(text.slice(lastNewline + 1));
      }
      chars += text.length;
      return;
    }
    let from = 0;
    let byteFrom = 0;
    let occurrence = -2;
    for (;;) {
      const newline = text.indexOf('\n', from);
      const pieceEnd = newline === -1 ? text.length : newline;
      if (!matched && from === 0 && carry !== '' && (carry + text.slice(0, Math.min(keep, pieceEnd))).includes(pattern)) matched = true;
      if (!matched) {
        if (occurrence < from && occurrence !== -1) occurrence = text.indexOf(pattern, from);
        if (occurrence !== -1 && occurrence + pattern.length <= pieceEnd) matched = true;
      }
      lineChars += pieceEnd - from;
      if (newline === -1) {
        carry = matched ? '' : tailOf(carry + text.slice(from));
        break;
      }
      const lf = bytes.indexOf(10, byteFrom);
      finish(at + lf);
      lineStart = at + lf + 1;
      lineCharStart = chars + newline + 1;
      lineChars = 0;
      matched = false;
      carry = '';
      from = newline + 1;
      byteFrom = lf + 1;
    }
    chars += text.length;
  });
  finish(source.size);
  return { matches, chars };
}

async function readMatches(source: PayloadSource, request: ReadRequest, pattern: string): Promise<string> {
  const { handle, offset, limit, fromEnd } = request;
  if (pattern.includes('\n')) return noMatches(pattern, (await source.index()).lines); // no line holds an LF

  const refs: LineRef[] = [];
  let scan: MatchScan;
  let first: number; // window start, among the matches
  if (!fromEnd) {
    scan = await scanMatches(source, pattern, (match, ref) => {
      if (match >= offset && match < offset + limit) refs.push(ref);
    });
    first = offset;
  } else if (offset + limit <= MAX_RING) {
    const size = offset + limit;
    const ring: LineRef[] = [];
    scan = await scanMatches(source, pattern, (match, ref) => {
      ring[match % size] = ref;
    });
    const last = scan.matches - offset;
    first = Math.max(0, last - limit);
    for (let match = first; match < last; match++) {
      const ref = ring[match % size];
      if (ref) refs.push(ref);
    }
  } else {
    const counted = await scanMatches(source, pattern, () => undefined);
    const last = counted.matches - offset;
    first = Math.max(0, last - limit);
    scan = await scanMatches(source, pattern, (match, ref) => {
      if (match >= first && match < last) refs.push(ref);
    });
  }
  const { matches, chars } = scan;
  const index = await source.index();
  const lines = index.lines;
  if (matches === 0) return noMatches(pattern, lines);
  if (offset >= matches) return offsetPastEnd(offset, matches, 'matches');

  const common = { kind: 'matches', total: matches, totalLines: lines, pattern, fromEnd } as const;
  const rendered = fromEnd ? await renderBackward(source, refs) : await renderForward(source, refs);
  const { capped: ref, shownChars } = rendered;
  // The matches were not counted as lines: the capped line's number is found from the index, once.
  const cappedInLine = ref ? (await new LineScanner(source).lineAt(index, ref.start)) + 1 : undefined;
  let longLine: PageFooter['longLine'];
  if (ref && cappedInLine !== undefined && shownChars !== undefined) {
    const lineChars = ref.chars ?? 0;
    const lineCharStart = ref.charStart ?? 0;
    const offsetOfRest = fromEnd ? chars - (lineCharStart + lineChars - shownChars) : lineCharStart + shownChars;
    longLine = { line: cappedInLine, chars: lineChars, next: longLineCall(handle, offsetOfRest, fromEnd) };
  }
  const capped = cappedInLine === undefined ? {} : { cappedInLine };
  if (!fromEnd) {
    const next = first + rendered.shown;
    return page(rendered.body, {
      ...common,
      first: first + 1,
      last: next,
      ...capped,
      ...(longLine ? { longLine } : {}),
      ...(next < matches ? { next: { handle, offset: next, limit, pattern } } : {}),
    });
  }
  const last = matches - offset;
  const shownFrom = last - rendered.shown;
  return page(rendered.body, {
    ...common,
    first: shownFrom + 1,
    last,
    ...capped,
    ...(longLine ? { longLine } : {}),
    ...(shownFrom > 0 ? { next: { handle, offset: matches - shownFrom, limit, pattern, fromEnd: true } } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// Characters.

/** Streams the payload; resolves to its UTF-16 length and its chars `[from, to)` (clamped). */
async function charWindow(source: PayloadSource, from: number, to: number, stopAtTo: boolean): Promise<{ total: number; text: string }> {
  let total = 0;
  let text = '';
  await streamText(source, 0, source.size, (piece) => {
    const start = total;
    total += piece.length;
    if (total > from && start < to) text += piece.slice(Math.max(0, from - start), Math.max(0, to - start));
    return !(stopAtTo && total >= to);
  });
  return { total, text };
}

async function readChars(source: PayloadSource, request: ReadRequest): Promise<string> {
  const { handle, offset, limit, fromEnd } = request;
  let total: number;
  let window: string; // chars [windowStart, ...) of the text
  let windowStart: number;
  if (!fromEnd) {
    windowStart = Math.max(0, offset - 1);
    ({ total, text: window } = await charWindow(source, windowStart, offset + limit + 1, false));
  } else {
    total = await countChars(source, 0, source.size);
    windowStart = Math.max(0, total - offset - limit - 2);
    if (offset < total) ({ text: window } = await charWindow(source, windowStart, total - offset + 2, true));
    else window = '';
  }
  if (total === 0 && offset === 0) return page('', { kind: 'chars', first: 0, last: 0, total: 0, fromEnd });
  if (offset >= total) return offsetPastEnd(offset, total, 'chars');

  // Boundaries in window coordinates, moved off the middle of surrogate pairs.
  const at = (position: number, toward: 'start' | 'end'): number =>
    codePointBoundary(window, position - windowStart, toward) + windowStart;
  let start: number;
  let end: number;
  if (!fromEnd) {
    start = at(offset, 'start');
    end = at(Math.min(total, offset + limit), 'start');
    if (end <= start) end = at(Math.min(total, start + limit + 1), 'end');
  } else {
    end = at(total - offset, 'end');
    start = at(Math.max(0, end - limit), 'end');
    if (start >= end) start = at(Math.max(0, end - limit - 1), 'start');
  }
  const body = window.slice(start - windowStart, end - windowStart);
  const next: NextCall | undefined = fromEnd
    ? start > 0
      ? { handle, unit: 'chars', offset: total - start, limit, fromEnd: true }
      : undefined
    : end < total
      ? { handle, unit: 'chars', offset: end, limit }
      : undefined;
  return page(body, { kind: 'chars', first: start + 1, last: end, total, fromEnd, ...(next ? { next } : {}) });
}
