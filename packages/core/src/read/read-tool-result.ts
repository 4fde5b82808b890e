import { binaryPayload, storeReadFailed, unknownHandle, unreadableArguments } from '../messages/index.js';
import { payloadKind } from './binary-head.js';
import { parseReadRequest } from './parse-read-request.js';
import { openPayloadSource } from './payload-source.js';
import { readBytes } from './read-bytes.js';
import { readChars } from './read-chars.js';
import { readLines } from './read-lines.js';
import { readMatches } from './read-matches.js';
import { isNotFoundError } from '../errors/not-found-error.js';
import type { OverflowStore } from '../stores/overflow-store.js';

/** Arguments of `readToolResult`, named as the model passes them. */
export interface ReadToolResultArgs {
  /** The handle from the spill notice. */
  readonly handle: string;
  /** Lines (matches with a pattern, chars with `unit: 'chars'`) to skip, from the start or, with `from_end`, from the end. Default 0. */
  readonly offset?: number;
  /** Lines (or matches, chars, bytes) to return. Default 200; at most 1,000 lines, 50,000 chars or 4,096 bytes. A limit over the default lets a page hold up to 50,000 chars instead of 6,000. */
  readonly limit?: number;
  /** Count `offset` from the end of the payload. Default false. */
  readonly from_end?: boolean;
  /** Keep only the matches of this literal (or of any of these), case-sensitive unless `ignore_case`. */
  readonly pattern?: string | readonly string[];
  /** Match the pattern in any case. Default false. */
  readonly ignore_case?: boolean;
  /** Lines shown before and after each match. Default 3. */
  readonly context?: number;
  /** Page by `'lines'` (default), by `'chars'` (for very long lines), or by `'bytes'` (a hex dump). */
  readonly unit?: 'lines' | 'chars' | 'bytes';
}

/** Options of `readToolResult`. */
export interface ReadToolResultOptions {
  /** Only handles in this namespace may be read. */
  readonly namespace?: string;
  /** Most chars of body one page holds, below the tool's own caps (a context budget's share of the window). */
  readonly maxPageChars?: number;
}

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
 * - `pattern` (a literal, or a list of up to 10: a line matches any; case-sensitive unless
 *   `ignore_case`): a search page (see `readMatches`): every line shown is `N: text`, N the number
 *   `offset=N-1` reads, with `context` (default 3) lines around each match and, in indented text, its
 *   nearest enclosing lines; in a line over 500 chars each match is a window `N:column: ...`. The
 *   offsets count matches. A search that finds nothing says what the search in any case and each
 *   word of the patterns would find.
 * - `unit: 'chars'`: offset and limit count UTF-16 code units of the decoded text (limit clamped to
 *   50,000); a page never splits a surrogate pair.
 * - Binary payloads (spilled from a binary value, and with a NUL byte or bytes that are not UTF-8
 *   in the first 8 KiB: see `payloadKind`) are never decoded:
 *   by lines or chars the answer is one line naming the size, the media type (from the first bytes:
 *   PNG, JPEG, PDF, ZIP, gzip, WebAssembly, ...) and the call that reads them as hex.
 * - `unit: 'bytes'`: an `xxd`-style hex page of any payload; offset and limit count bytes (limit
 *   default 256, clamped to 4,096), and the footer gives the 0-based byte range shown.
 * - The body holds at most 6,000 chars, or 50,000 when the call gives a limit over the default, and at
 *   most `maxPageChars`. A page stops before the line that would cross the cap and
 *   says so; a first line longer than that is cut and the footer gives the `unit: 'chars'` call that
 *   reads the rest of it (from the end: its tail is shown).
 * - With a store that has `readRange` and `lineIndex`, only the bytes near the page are read (a page
 *   of a 100 MB spill takes milliseconds); a pattern or `unit: 'chars'` streams the payload in
 *   blocks, keeping only what the page needs. Other stores are read whole.
 *
 * Never throws and never shows a host path or a store error. Bad arguments come back as one-line
 * messages naming what was got, as a short escaped excerpt (numbers given as strings are refused,
 * and so is `null`); arguments that cannot be read at all (a throwing getter or proxy) get
 * `[Invalid arguments: they could not be read. ...]`. Each pattern may be up to 1,000 chars. A handle outside `namespace`
 * is reported as unknown, like a missing one. A store rejection is reported as an unknown handle when
 * its error's `code` is `ENOENT`, `ENOTDIR`, `EISDIR` or `ENAMETOOLONG`; any other code (`EACCES`,
 * `ECONNREFUSED`, ...), and an error without one, is reported as a store failure (see `isNotFoundError`).
 *
 * @param store The store the spill went to.
 * @param args The tool call's arguments, as the model sent them (checked here).
 * @param options `namespace`: only handles in it may be read. Default: any handle.
 * @returns The page, or a message saying what is wrong.
 */
export async function readToolResult(store: OverflowStore, args: ReadToolResultArgs, options: ReadToolResultOptions = {}): Promise<string> {
  let request: ReturnType<typeof parseReadRequest>;
  try {
    request = parseReadRequest(args, options.namespace, options.maxPageChars);
  } catch {
    return unreadableArguments();
  }
  if (typeof request === 'string') return request;
  try {
    const source = await openPayloadSource(store, request.handle);
    const kind = await payloadKind(source, request.handle);
    if (request.unit === 'bytes') return await readBytes(source, request, kind.mediaType);
    if (kind.binary) return binaryPayload(request.handle, source.size, kind.mediaType);
    if (request.unit === 'chars') return await readChars(source, request);
    if (request.patterns !== undefined) return await readMatches(source, { ...request, patterns: request.patterns });
    return await readLines(source, request);
  } catch (error) {
    return isNotFoundSafely(error) ? unknownHandle(request.handle) : storeReadFailed(request.handle);
  }
}

/** `isNotFoundError`, false when even reading the error's `code` throws (a hostile error object). */
function isNotFoundSafely(error: unknown): boolean {
  try {
    return isNotFoundError(error);
  } catch {
    return false;
  }
}
