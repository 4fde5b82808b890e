/**
 * Every string a model reads from this library, in one place. Each is exact, short and tested
 * verbatim; change one only together with its test.
 */
import { safeHead } from '../code-point-boundary.js';
import { formatCount as n } from '../format-count.js';
import { DEFAULT_READ_BYTES, DEFAULT_READ_LIMIT, MAX_READ_CHARS, MAX_READ_LINES, READ_TOOL_NAME } from '../defaults.js';
import type { AgentFileTool, ContentKind } from '../stores/overflow-store.js';

/** Longest part of a model-supplied handle echoed back in a message. */
const MAX_ECHOED_HANDLE = 200;
/** Longest part of any other model-supplied string echoed back in a message. */
const MAX_ECHOED_VALUE = 40;

/** Line breaks, other control chars and lone surrogates: written as escapes wherever a message echoes text. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeUnprintable(c: string): string {
  return SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The first `max` chars of `text` (never half a surrogate pair), with `...` when it was cut. */
function excerpt(text: string, max: number): string {
  return text.length > max ? `${safeHead(text, max)}...` : text;
}

/**
 * Quotes a handle the way the notices show it: single quotes, with `\` and `'` escaped, so the
 * model can copy it into a call verbatim. Line breaks, other control chars and lone surrogates
 * (only ever in model-supplied handles) are written as escapes (`\n`, `\u0000`), so a message stays
 * one line; over-long handles are cut to 200 chars and `...`.
 */
export function quoteHandle(handle: string): string {
  return `'${excerpt(handle, MAX_ECHOED_HANDLE).replace(/[\\']/g, '\\$&').replace(UNPRINTABLE, escapeUnprintable)}'`;
}

/**
 * Quotes a string as JSON, with the line separators JSON leaves as they are (U+2028, U+2029,
 * U+0085) and other C1 controls written as escapes too, so the result is one line.
 */
export function quoteText(text: string): string {
  return JSON.stringify(text).replace(UNPRINTABLE, escapeUnprintable);
}

// ---------------------------------------------------------------------------------------------
// Truncation markers (the counts are UTF-16 code units, the unit of `String#length`).

/** Appended to a head cut: `\n\n[truncated: showing first R of T chars]`. */
export function headMarker(retained: number, total: number): string {
  return `\n\n[truncated: showing first ${n(retained)} of ${n(total)} chars]`;
}

/** Put between the head and tail of a head+tail cut. */
export function headTailMarker(head: number, tail: number, total: number): string {
  const omitted = total - head - tail;
  return `\n\n[truncated: ${n(omitted)} chars omitted from the middle; showing first ${n(head)} + last ${n(tail)} of ${n(total)} chars]\n\n`;
}

/** Put before a tail cut: `[truncated: showing last L of T chars]\n\n`. */
export function tailMarker(retained: number, total: number): string {
  return `[truncated: showing last ${n(retained)} of ${n(total)} chars]\n\n`;
}

// ---------------------------------------------------------------------------------------------
// Spill notice.

/** What the spill notice says about the payload's size. */
export type SpillSize = { readonly chars: number } | { readonly bytes: number };

/**
 * First line of a spill notice:
 * `[Tool output too large (12,345 chars); stored to handle 'h'. Read it with read_tool_result(handle='h', offset=0, limit=200).]`;
 * for binary, `(20,000 bytes (binary))` and the hex call, `read_tool_result(handle='h', unit='bytes', offset=0, limit=256)`.
 */
export function spillHeader(handle: string, size: SpillSize, readLimit: number): string {
  const binary = 'bytes' in size;
  const what = binary ? `${n(size.bytes)} bytes (binary)` : `${n(size.chars)} chars`;
  const read = readCall(binary ? { handle, unit: 'bytes', offset: 0, limit: DEFAULT_READ_BYTES } : { handle, offset: 0, limit: readLimit });
  return `[Tool output too large (${what}); stored to handle ${quoteHandle(handle)}. Read it with ${read}.]`;
}

/** A spilled payload that is a file the agent's own tool reads (a sandbox store). */
export interface SpillFile {
  /** The file's path as the agent's tools see it (never a host path). */
  readonly path: string;
  readonly contentKind: ContentKind;
  /** The agent's tool the notice names. */
  readonly tool: AgentFileTool;
  /** The handle, when `read_tool_result` stays beside the agent's tools; then named too. */
  readonly handle?: string;
}

/**
 * First line of a spill notice when the payload is a file in the agent's sandbox: its path, then
 * commands for the agent's own tool, e.g.
 * ``[Tool output too large (12,345 chars); saved to /tmp/tool-output/call_1.txt. Read it with your bash tool: `grep -n 'PATTERN' /tmp/tool-output/call_1.txt` or `sed -n '1,200p' /tmp/tool-output/call_1.txt`.]``
 * Paths hold only letters, digits and `. _ / -`, so they need no quoting in a shell.
 */
export function spillFileHeader(file: SpillFile, size: SpillSize, readLimit: number): string {
  const what = 'chars' in size ? `${n(size.chars)} chars` : `${n(size.bytes)} bytes (binary)`;
  const { path, tool } = file;
  const how =
    tool.kind === 'shell'
      ? `your ${tool.name} tool: ${shellCommands(file.contentKind, path, readLimit)}`
      : `your ${tool.name} tool (path ${path})`;
  const call = 'bytes' in size ? { unit: 'bytes' as const, offset: 0, limit: DEFAULT_READ_BYTES } : { offset: 0, limit: readLimit };
  const also = file.handle === undefined ? '' : `, or with ${readCall({ handle: file.handle, ...call })}`;
  return `[Tool output too large (${what}); saved to ${path}${KIND_NOTE[file.contentKind]}. Read it with ${how}${also}.]`;
}

const KIND_NOTE: Readonly<Record<ContentKind, string>> = {
  text: '',
  json: ' (JSON)',
  jsonl: ' (JSON lines: one record a line)',
  binary: '',
};

/** Commands that read a spilled file of that kind, in backticks. */
function shellCommands(kind: ContentKind, path: string, readLimit: number): string {
  const page = `\`sed -n '1,${readLimit}p' ${path}\``;
  switch (kind) {
    case 'text':
      return `\`grep -n 'PATTERN' ${path}\` or ${page}`;
    case 'json':
      return `\`jq 'FILTER' ${path}\``;
    case 'jsonl':
      return `\`jq -c 'select(CONDITION)' ${path}\` or ${page}`;
    case 'binary':
      return `\`od -A d -t x1 ${path} | head -n 20\``;
  }
}

/** Second line of a spill notice for structured values: `shape: {'a': number, ...}`. */
export function shapeLine(sketch: string): string {
  return `shape: ${sketch}`;
}

/** Put between the head and the tail of a spill preview. */
export function previewOmission(omitted: number): string {
  return `\n...[${n(omitted)} chars omitted]...\n`;
}

/** Why a salient preview picked lines: one signal, with the lines shown and the lines that have it. */
export interface PreviewReason {
  /** `'error'` for an error signal, else the request word. */
  readonly signal: 'error' | { readonly word: string };
  readonly shown: number;
  readonly total: number;
}

/** Most reasons a preview marker lists. */
const MAX_REASONS = 4;

function reasonList(reasons: readonly PreviewReason[]): string {
  const listed = reasons.slice(0, MAX_REASONS).map((r) => {
    const what = r.signal === 'error' ? 'an error signal' : JSON.stringify(r.signal.word);
    return `${what} (${n(r.shown)} of ${n(r.total)})`;
  });
  return `${listed.join(', ')}${reasons.length > MAX_REASONS ? ', ...' : ''}`;
}

/**
 * Put between the head and the picked lines (or the tail) of a salient preview, e.g.
 * `...[2,998,123 chars (40,001 lines) omitted; 6 of their lines follow, each after its line number N
 * (read around one with offset=N-5, limit=10), picked for an error signal (6 of 6), "ord-48213" (2 of 2)]...`
 * (one line; the line count is left out when no whole line is omitted). `reasons` lists the
 * signals found, with lines shown of lines that have it; with no line shown and no signal found it
 * says so, naming the request when there was one.
 */
export function salientOmission(
  chars: number,
  lines: number,
  shown: number,
  reasons: readonly PreviewReason[],
  requested: boolean,
): string {
  const omitted = `${n(chars)} chars${lines > 0 ? ` (${n(lines)} lines)` : ''} omitted`;
  if (shown > 0) {
    const follow =
      shown === 1
        ? '1 of their lines follows, after its line number N (read around it'
        : `${n(shown)} of their lines follow, each after its line number N (read around one`;
    return `...[${omitted}; ${follow} with offset=N-5, limit=10), picked for ${reasonList(reasons)}]...`;
  }
  if (reasons.length > 0) return `...[${omitted}; none of their lines fits here: ${reasonList(reasons)}]...`;
  return `...[${omitted}; none has an error signal${requested ? ' or a rare word of the request' : ''}]...`;
}

/** Put between the picked lines and the tail of a salient preview. */
export const SALIENT_TAIL = '...[last lines]...';

/**
 * Put after the first records of a records preview (`first` of them shown), e.g. `...[5,998 more
 * records; 1 follows, after its line number, for "ord-48213" (1 of 1)]...`.
 */
export function recordsOmission(more: number, first: number, shown: number, reasons: readonly PreviewReason[], requested: boolean): string {
  const rest = `${n(more)} ${first > 0 ? 'more ' : ''}records`;
  if (shown > 0) {
    const follow = shown === 1 ? '1 follows, after its line number' : `${n(shown)} follow, each after its line number`;
    return `...[${rest}; ${follow}, for ${reasonList(reasons)}]...`;
  }
  if (reasons.length > 0) return `...[${rest}; none of those matching the request fits here: ${reasonList(reasons)}]...`;
  return `...[${rest}${requested ? '; none has a rare word of the request' : ''}]...`;
}

/** A line picked for a preview, after its 1-based line number: `4213: <line>`. */
export function pickedLine(line: number, text: string): string {
  return `${line}: ${text}`;
}

/** Stands for the part of a long picked line left out before what is shown: `...[+1,234 chars] `. */
export function cutLineStart(skipped: number): string {
  return `...[+${n(skipped)} chars] `;
}

/** Stands for the part of a long picked line left out after what is shown: ` ...[+1,234 chars]`. */
export function cutLineEnd(rest: number): string {
  return ` ...[+${n(rest)} chars]`;
}

/** Body of a spill notice for a binary payload, which has no text preview: `<20,000 bytes of binary data (image/png)>`. */
export function binaryPreview(bytes: number, mediaType?: string): string {
  return `<${n(bytes)} bytes of binary data${mediaType === undefined ? '' : ` (${mediaType})`}>`;
}

/**
 * The line put before each text part after the first when the text parts of a content result (an
 * MCP result) are joined to be measured, reduced and spilled: `[content part 3 of 4]`, K the part's
 * 1-based place among all N parts (media parts included).
 */
export function contentPartBoundary(index: number, total: number): string {
  return `[content part ${n(index)} of ${n(total)}]`;
}

// ---------------------------------------------------------------------------------------------
// Budgets.

/**
 * Said in an output sized to fit a budget (after a spill or summary header, before a truncation):
 * `[Fitted to a budget of 3,599 tokens.]`.
 */
export function budgetLine(limit: number, unit: 'tokens' | 'chars'): string {
  return `[Fitted to a budget of ${n(limit)} ${unit}.]`;
}

// ---------------------------------------------------------------------------------------------
// read_tool_result: footers. Line numbers shown are 1-based; offsets in suggested calls are
// 0-based counts of lines (or chars) to skip, as the tool's parameters are.

/** Arguments of a suggested follow-up call, rendered in the tool's own parameter syntax. */
export interface NextCall {
  readonly handle: string;
  readonly offset: number;
  readonly limit: number;
  readonly fromEnd?: boolean;
  readonly pattern?: string;
  readonly unit?: 'lines' | 'chars' | 'bytes';
}

/** Renders `read_tool_result(handle='h', offset=200, limit=200)` with only the arguments that differ from the defaults. */
export function readCall(call: NextCall): string {
  const args = [`handle=${quoteHandle(call.handle)}`];
  if (call.unit === 'chars' || call.unit === 'bytes') args.push(`unit='${call.unit}'`);
  args.push(`offset=${call.offset}`, `limit=${call.limit}`);
  if (call.fromEnd) args.push('from_end=true');
  if (call.pattern !== undefined) args.push(`pattern=${quoteText(call.pattern)}`);
  return `${READ_TOOL_NAME}(${args.join(', ')})`;
}

/** What a read page showed, for its footer. */
export interface PageFooter {
  /** `lines`, `matches` (a pattern was given) or `chars`. */
  readonly kind: 'lines' | 'matches' | 'chars';
  /** 1-based number of the first item shown, or 0 when none was. */
  readonly first: number;
  /** 1-based number of the last item shown. */
  readonly last: number;
  /** Items in all (matching lines when a pattern was given). */
  readonly total: number;
  /** Lines in the whole payload, stated beside a match count. */
  readonly totalLines?: number;
  readonly pattern?: string;
  readonly fromEnd: boolean;
  /** The body was cut at the character cap inside this 1-based line. */
  readonly cappedInLine?: number;
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
  const what = f.kind === 'matches' ? 'matching lines' : f.kind;
  let text = `[${what} ${n(f.first)}-${n(f.last)} of ${n(f.total)}`;
  if (f.kind === 'matches') text += ` for pattern ${quoteText(f.pattern ?? '')} (${n(f.totalLines ?? 0)} lines in all)`;
  if (f.cappedInLine !== undefined) text += `; output capped at ${n(MAX_READ_CHARS)} chars inside line ${n(f.cappedInLine)}`;
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
  const what = kind === 'matches' ? 'matching lines' : kind;
  return `[Nothing at offset ${n(offset)}: the output has ${n(total)} ${what}. Use an offset below ${n(total)}.]`;
}

/** Page for a pattern that no line contains. */
export function noMatches(pattern: string, totalLines: number): string {
  return `[No line contains ${quoteText(pattern)} (${n(totalLines)} lines searched). The pattern is a literal substring, case-sensitive.]`;
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

function describeValue(value: unknown): string {
  if (typeof value === 'string') return quoteText(excerpt(value, MAX_ECHOED_VALUE));
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  return typeof value;
}

// ---------------------------------------------------------------------------------------------
// Last resort: what the model sees when every action of a band failed and nothing of the output
// can be shown as text.

/** A binary output that no action could handle (the store failed, or no action spills). */
export function binaryNotShown(bytes: number): string {
  return `[Tool output not shown: ${n(bytes)} bytes of binary data, too large to show and not stored.]`;
}

/** A structured output that could not be turned into text at all (its serialization threw). */
export function outputNotShown(): string {
  return '[Tool output not shown: it could not be turned into text.]';
}

// ---------------------------------------------------------------------------------------------
// read_tool_result: the tool's description and the descriptions of its arguments, shared by every
// framework adapter (AI SDK, LangChain.js, OpenAI Agents JS).

/** The description of the `read_tool_result` tool the model reads. */
export const READ_TOOL_RESULT_DESCRIPTION =
  'Read back a tool output that was too large to show in full. Such an output was stored, and in its place ' +
  'you saw a notice starting with "[Tool output too large" that gives its handle; pass that handle exactly as shown. ' +
  `Each call returns one page (${n(DEFAULT_READ_LIMIT)} lines unless you set limit, at most ` +
  `${n(MAX_READ_LINES)} lines or ${n(MAX_READ_CHARS)} chars), ending with a footer that ` +
  'says what was shown and gives the call for the next page. ' +
  'Use offset and limit to page, from_end to read from the end (such as the last lines of a log), pattern to keep ' +
  "only the lines containing a literal, case-sensitive substring (not a regular expression), and unit='chars' to " +
  'page by characters through very long lines. Binary data is never shown as text: read without unit to learn its ' +
  `type (an image comes back as an image), or with unit='bytes' for a hex dump (${n(DEFAULT_READ_BYTES)} bytes unless you set limit).`;

/** The description of each argument of `read_tool_result`, by name. */
export const READ_TOOL_RESULT_ARGUMENTS = {
  handle: 'The handle from the "[Tool output too large ...]" notice, copied exactly.',
  offset: 'How many lines (or chars) to skip before the page starts, counted from the start, or from the end with from_end; default 0.',
  limit: `How many lines (or chars) to return; default ${n(DEFAULT_READ_LIMIT)}, larger values are capped.`,
  from_end: 'Count offset from the end of the output instead of the start, to read its last part; default false.',
  pattern:
    'Return only lines containing this literal, case-sensitive text (not a regular expression); offset and limit then count matching lines.',
  unit: 'Page by "lines" (the default), by "chars" for outputs with very long lines, or by "bytes" for a hex dump of binary data.',
} as const;

// ---------------------------------------------------------------------------------------------
// Summary.

/** First line of a summarized output, so the model knows the full text is not in front of it. */
export function summaryHeader(chars: number): string {
  return `[Summary of a ${n(chars)}-char tool output; the full output was not kept.]`;
}

// ---------------------------------------------------------------------------------------------
// Serializer placeholders: what a structured result shows where a value cannot be rendered.

/** Stands for a reference back to an enclosing object. */
export const CIRCULAR_PLACEHOLDER = '[Circular]';
/** Stands for nesting deeper than the serializers follow. */
export const TOO_DEEP_PLACEHOLDER = '[Too deep]';
/** Stands for a value whose getter, proxy or `toJSON` threw. */
export const UNSERIALIZABLE_PLACEHOLDER = '[Unserializable]';
