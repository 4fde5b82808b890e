import {
  DEFAULT_CONTEXT_LINES,
  DEFAULT_PAGE_CHARS,
  DEFAULT_READ_BYTES,
  DEFAULT_READ_LIMIT,
  MAX_CONTEXT_LINES,
  MAX_PATTERN_CHARS,
  MAX_PATTERNS,
  MAX_READ_BYTES,
  MAX_READ_CHARS,
  MAX_READ_LINES,
} from '../defaults.js';
import { formatCount } from '../text/format-count.js';
import { isInNamespace, MAX_HANDLE_LENGTH } from '../stores/handle.js';
import { invalidArgument, invalidHandle, unknownHandle } from '../messages/index.js';

/** A `read_tool_result` call's arguments, checked, with the defaults applied and the limit clamped. */
export interface ReadRequest {
  readonly handle: string;
  /** Lines, matching lines or chars to skip (from the end, with `fromEnd`). */
  readonly offset: number;
  /** Lines, matching lines, chars or bytes to return: at most 1,000 lines, 50,000 chars or 4,096 bytes. */
  readonly limit: number;
  readonly fromEnd: boolean;
  /** The literals searched for (any of them); set only with `unit: 'lines'`. */
  readonly patterns?: readonly string[];
  /** Search in any case. */
  readonly ignoreCase: boolean;
  /** Lines shown before and after each match. */
  readonly context: number;
  /** The call gave a `limit` / a `context` (follow-up calls repeat it). */
  readonly limitGiven: boolean;
  readonly contextGiven: boolean;
  /** Most chars of body the page holds. */
  readonly pageChars: number;
  readonly unit: 'lines' | 'chars' | 'bytes';
}

/**
 * Checks the arguments the model sent and applies the defaults (offset 0, limit 200, or 256 for
 * bytes, lines, from the start, context 3); the limit is clamped to 1,000 lines, 50,000 chars or
 * 4,096 bytes. A pattern is a string or a list of up to 10, each up to 1,000 chars. A page holds at
 * most 6,000 chars, or 50,000 when the call asks for more with a limit over the default; at most
 * `maxPageChars` either way. Arguments that cannot even be read (a getter or proxy trap that throws)
 * make it throw; the caller (`readToolResult`) answers those with `unreadableArguments()`.
 *
 * @param args The arguments as sent; anything (numbers given as strings and `null` are refused).
 * @param namespace Only handles in it may be read; `undefined`: any handle.
 * @param maxPageChars The most chars of body a page may hold (a context budget's share).
 * @returns The request, or the message to answer with (a bad argument, or a handle outside `namespace` as unknown).
 */
export function parseReadRequest(args: unknown, namespace: string | undefined, maxPageChars = MAX_READ_CHARS): ReadRequest | string {
  const raw = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
  /** The argument as given, or `fallback` when it is absent (`undefined`; `null` is a value, and refused). */
  const given = (name: string, fallback?: unknown): unknown => (raw[name] === undefined ? fallback : raw[name]);

  const handle = given('handle');
  if (typeof handle !== 'string') return invalidArgument('handle', 'must be the handle string from the notice', handle);
  if (handle === '') return invalidHandle(handle, 'it is empty');
  if (handle.length > MAX_HANDLE_LENGTH) {
    return invalidHandle(handle, `it is ${formatCount(handle.length)} chars long, and no handle is longer than ${MAX_HANDLE_LENGTH}`);
  }
  if (handle.includes('\0')) return invalidHandle(handle, 'it contains a NUL character');
  if (!isInNamespace(handle, namespace)) return unknownHandle(handle);

  const unit = given('unit', 'lines');
  if (unit !== 'lines' && unit !== 'chars' && unit !== 'bytes') return invalidArgument('unit', "must be 'lines', 'chars' or 'bytes'", unit);

  const offset = given('offset', 0);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    return invalidArgument('offset', 'must be a whole number >= 0', offset);
  }
  const limit = given('limit', unit === 'bytes' ? DEFAULT_READ_BYTES : DEFAULT_READ_LIMIT);
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
    return invalidArgument('limit', 'must be a whole number >= 1', limit);
  }
  const fromEnd = given('from_end', false);
  if (typeof fromEnd !== 'boolean') return invalidArgument('from_end', 'must be true or false', fromEnd);

  const pattern = given('pattern');
  const patterns = pattern === undefined ? undefined : Array.isArray(pattern) ? (pattern as unknown[]) : [pattern];
  if (patterns !== undefined) {
    if (patterns.length === 0 || patterns.length > MAX_PATTERNS) {
      return invalidArgument('pattern', `must be a string or a list of 1 to ${MAX_PATTERNS} strings`, pattern);
    }
    for (const p of patterns) {
      if (typeof p !== 'string' || p === '') return invalidArgument('pattern', 'must be a non-empty string', p);
      if (p.length > MAX_PATTERN_CHARS) return invalidArgument('pattern', `must be at most ${formatCount(MAX_PATTERN_CHARS)} chars`, p);
    }
    if (unit !== 'lines') return invalidArgument('pattern', `cannot be combined with unit='${unit}'`, patterns[0]);
  }
  const ignoreCase = given('ignore_case', false);
  if (typeof ignoreCase !== 'boolean') return invalidArgument('ignore_case', 'must be true or false', ignoreCase);
  const context = given('context', DEFAULT_CONTEXT_LINES);
  if (typeof context !== 'number' || !Number.isInteger(context) || context < 0) {
    return invalidArgument('context', 'must be a whole number >= 0', context);
  }
  const limitGiven = raw.limit !== undefined;
  const moreAsked = limitGiven && limit > (unit === 'bytes' ? DEFAULT_READ_BYTES : DEFAULT_READ_LIMIT);

  return {
    handle,
    offset: offset === 0 ? 0 : offset, // -0 -> 0
    limit: Math.min(limit, unit === 'chars' ? MAX_READ_CHARS : unit === 'bytes' ? MAX_READ_BYTES : MAX_READ_LINES),
    fromEnd,
    unit,
    ...(patterns === undefined ? {} : { patterns: patterns as string[] }),
    ignoreCase,
    context: Math.min(context, MAX_CONTEXT_LINES),
    limitGiven,
    contextGiven: raw.context !== undefined,
    pageChars: Math.max(1, Math.min(maxPageChars, moreAsked || unit === 'chars' ? MAX_READ_CHARS : DEFAULT_PAGE_CHARS)),
  };
}
