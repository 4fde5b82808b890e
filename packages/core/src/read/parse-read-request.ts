import { DEFAULT_READ_BYTES, DEFAULT_READ_LIMIT, MAX_PATTERN_CHARS, MAX_READ_BYTES, MAX_READ_CHARS, MAX_READ_LINES } from '../defaults.js';
import { formatCount } from '../format-count.js';
import { isInNamespace, MAX_HANDLE_LENGTH } from '../handle.js';
import { invalidArgument, invalidHandle, unknownHandle } from '../messages/index.js';

/** A `read_tool_result` call's arguments, checked, with the defaults applied and the limit clamped. */
export interface ReadRequest {
  readonly handle: string;
  /** Lines, matching lines or chars to skip (from the end, with `fromEnd`). */
  readonly offset: number;
  /** Lines, matching lines, chars or bytes to return: at most 1,000 lines, 50,000 chars or 4,096 bytes. */
  readonly limit: number;
  readonly fromEnd: boolean;
  /** Set only with `unit: 'lines'`. */
  readonly pattern?: string;
  readonly unit: 'lines' | 'chars' | 'bytes';
}

/**
 * Checks the arguments the model sent and applies the defaults (offset 0, limit 200, or 256 for
 * bytes, lines, from the start); the limit is clamped to 1,000 lines, 50,000 chars or 4,096 bytes.
 * A pattern may be up to 1,000 chars. Arguments that cannot even be read (a getter or proxy trap
 * that throws) make it throw; the caller (`readToolResult`) answers those with `unreadableArguments()`.
 *
 * @param args The arguments as sent; anything (numbers given as strings and `null` are refused).
 * @param namespace Only handles in it may be read; `undefined`: any handle.
 * @returns The request, or the message to answer with (a bad argument, or a handle outside `namespace` as unknown).
 */
export function parseReadRequest(args: unknown, namespace: string | undefined): ReadRequest | string {
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
  if (pattern !== undefined && (typeof pattern !== 'string' || pattern === '')) {
    return invalidArgument('pattern', 'must be a non-empty string', pattern);
  }
  if (pattern !== undefined && pattern.length > MAX_PATTERN_CHARS) {
    return invalidArgument('pattern', `must be at most ${formatCount(MAX_PATTERN_CHARS)} chars`, pattern);
  }
  if (pattern !== undefined && unit !== 'lines') return invalidArgument('pattern', `cannot be combined with unit='${unit}'`, pattern);

  return {
    handle,
    offset: offset === 0 ? 0 : offset, // -0 -> 0
    limit: Math.min(limit, unit === 'chars' ? MAX_READ_CHARS : unit === 'bytes' ? MAX_READ_BYTES : MAX_READ_LINES),
    fromEnd,
    unit,
    ...(pattern === undefined ? {} : { pattern }),
  };
}
