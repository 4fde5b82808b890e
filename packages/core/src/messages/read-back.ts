/**
 * What `read_tool_result` answers besides the page itself: footers with the call for the next page,
 * answers about binary payloads, and errors.
 */
import { formatCount as n } from '../text/format-count.js';
import { DEFAULT_READ_BYTES, READ_TOOL_NAME } from '../defaults.js';
import { binaryPreview } from './preview-markers.js';
import { excerpt, quoteHandle, quoteText } from './quote.js';

// ---------------------------------------------------------------------------------------------
// read_tool_result: footers. Line numbers shown are 1-based; offsets in suggested calls are
// 0-based counts of lines (or chars) to skip, as the tool's parameters are.

/** Arguments of a suggested follow-up call, rendered in the tool's own parameter syntax. */
export interface NextCall {
  readonly handle: string;
  readonly offset: number;
  /** Left out when the call that is read on gave none. */
  readonly limit?: number;
  readonly fromEnd?: boolean;
  /** One literal, or several (any of them). */
  readonly pattern?: string | readonly string[];
  readonly ignoreCase?: boolean;
  readonly context?: number;
  readonly unit?: 'lines' | 'chars' | 'bytes';
}

/**
 * Renders `read_tool_result(handle='h', offset=200, limit=200)` with the arguments given: the unit
 * only when it is not lines, several literals as a JSON list.
 */
export function readCall(call: NextCall): string {
  const args = [`handle=${quoteHandle(call.handle)}`];
  if (call.unit === 'chars' || call.unit === 'bytes') args.push(`unit='${call.unit}'`);
  args.push(`offset=${call.offset}`);
  if (call.limit !== undefined) args.push(`limit=${call.limit}`);
  if (call.fromEnd) args.push('from_end=true');
  if (call.pattern !== undefined) args.push(`pattern=${patternArgument(call.pattern)}`);
  if (call.ignoreCase) args.push('ignore_case=true');
  if (call.context !== undefined) args.push(`context=${call.context}`);
  return `${READ_TOOL_NAME}(${args.join(', ')})`;
}

function patternArgument(pattern: string | readonly string[]): string {
  if (typeof pattern === 'string') return quoteText(pattern);
  return pattern.length === 1 ? quoteText(pattern[0]!) : `[${pattern.map(quoteText).join(', ')}]`;
}

/** What a read page showed, for its footer. */
export interface PageFooter {
  /** `lines` or `chars`. */
  readonly kind: 'lines' | 'chars';
  /** 1-based number of the first item shown, or 0 when none was. */
  readonly first: number;
  /** 1-based number of the last item shown. */
  readonly last: number;
  /** Items in all. */
  readonly total: number;
  readonly fromEnd: boolean;
  /** The body was cut at `cap` chars inside this 1-based line. */
  readonly cappedInLine?: number;
  /** The page's char cap, stated when the body was cut at it. */
  readonly cap?: number;
  /**
   * The follow-up call, or undefined when the page reached the end (or the start, from the end).
   * Without one the footer says `end of output` (`start of output`), unless `longLine` is set: then
   * the rest of that line is still to be read, by characters.
   */
  readonly next?: NextCall;
  /** The first line shown is longer than a page: how to read it by characters. */
  readonly longLine?: { readonly line: number; readonly chars: number; readonly next: NextCall };
}

/**
 * Last line of a read page, e.g.
 * `[lines 1-200 of 5,000; next: read_tool_result(handle='h', offset=200, limit=200)]`.
 */
export function pageFooter(f: PageFooter): string {
  let text = `[${f.kind} ${n(f.first)}-${n(f.last)} of ${n(f.total)}`;
  if (f.cappedInLine !== undefined) text += `; output capped at ${n(f.cap ?? 0)} chars inside line ${n(f.cappedInLine)}`;
  if (f.longLine) {
    text += `; line ${n(f.longLine.line)} has ${n(f.longLine.chars)} chars, read the rest of it with ${readCall(f.longLine.next)}`;
  }
  if (f.next) text += `; next: ${readCall(f.next)}`;
  else if (!f.longLine) text += f.fromEnd ? '; start of output' : '; end of output';
  return `${text}]`;
}

/** Page that selects nothing because the offset is past the end. */
export function offsetPastEnd(offset: number, total: number, kind: 'lines' | 'matches' | 'chars' | 'bytes'): string {
  if (total === 0) return `[Nothing at offset ${n(offset)}: the output is empty.]`;
  return `[Nothing at offset ${n(offset)}: the output has ${n(total)} ${kind}. Use an offset below ${n(total)}.]`;
}

// ---------------------------------------------------------------------------------------------
// read_tool_result: binary payloads. Never shown decoded: described, or dumped as hex.

/**
 * Answer to a read of a binary payload by lines or chars, one line:
 * `[The stored tool result 'h' is 5,242,880 bytes of binary data (image/png), not text. Read it as hex with read_tool_result(handle='h', unit='bytes', offset=0, limit=256).]`
 */
export function binaryPayload(handle: string, bytes: number, mediaType: string | undefined): string {
  const hex = readCall({ handle, unit: 'bytes', offset: 0, limit: DEFAULT_READ_BYTES });
  return `[The stored tool result ${quoteHandle(handle)} is ${binaryPreview(bytes, mediaType).slice(1, -1)}, not text. Read it as hex with ${hex}.]`;
}

/** True when `text` is a `binaryPayload` answer about an image a vision model can be shown (PNG, JPEG, GIF, WebP). */
export function isImagePayloadAnswer(text: string): boolean {
  return IMAGE_ANSWER.test(text);
}

const IMAGE_ANSWER = /^\[The stored tool result '.*' is [\d,]+ bytes of binary data \(image\/(png|jpeg|gif|webp)\), not text\./s;

/**
 * Last line of a hex page (`unit: 'bytes'`); offsets are 0-based, as in the dump:
 * `[bytes 0-255 of 5,242,880 (image/png); next: read_tool_result(handle='h', unit='bytes', offset=256, limit=256)]`.
 */
export function hexPageFooter(f: {
  first: number;
  last: number;
  total: number;
  mediaType?: string;
  next?: NextCall;
  fromEnd: boolean;
}): string {
  const type = f.mediaType === undefined ? '' : ` (${f.mediaType})`;
  const rest = f.next ? `next: ${readCall(f.next)}` : f.fromEnd ? 'start of output' : 'end of output';
  return `[bytes ${n(f.first)}-${n(f.last)} of ${n(f.total)}${type}; ${rest}]`;
}

// ---------------------------------------------------------------------------------------------
// read_tool_result: errors. They are returned to the model, never thrown, and never name a host path.

/** The handle names nothing in the store (or nothing the caller may read). */
export function unknownHandle(handle: string): string {
  return `[No stored tool result for handle ${quoteHandle(handle)}. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`;
}

/** The handle is malformed: empty, too long, or holding characters no handle has. */
export function invalidHandle(handle: string, problem: string): string {
  return `[Invalid handle ${quoteHandle(handle)}: ${problem}. Use the exact handle from a "[Tool output too large ...]" notice.]`;
}

/** The store could not be read; the cause is kept out of the message since it may hold a path. */
export function storeReadFailed(handle: string): string {
  return `[Could not read the stored tool result ${quoteHandle(handle)}: the store failed. Try again; if it keeps failing, run the original tool again.]`;
}

/** One argument is out of range or of the wrong type. */
export function invalidArgument(name: string, rule: string, got: unknown): string {
  return `[Invalid ${name}: ${rule}; got ${describeValue(got)}.]`;
}

/** The arguments could not be read at all (a getter or a proxy that throws): nothing of them is echoed. */
export function unreadableArguments(): string {
  return `[Invalid arguments: they could not be read. Pass a JSON object such as {"handle": "<handle from the notice>"}.]`;
}

/** Longest part of any other model-supplied string echoed back in a message. */
const MAX_ECHOED_VALUE = 40;

function describeValue(value: unknown): string {
  if (typeof value === 'string') return quoteText(excerpt(value, MAX_ECHOED_VALUE));
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  return typeof value;
}
