import { codePointBoundary } from '../text/code-point-boundary.js';
import { CHARS_PER_TOKEN } from '../defaults.js';
import type { Payload } from '../prepare/payload.js';
import { binaryOf } from '../prepare/payload.js';

/** The unit a size is measured in. Binary payloads are always measured in bytes. */
export type SizeUnit = 'chars' | 'tokens' | 'bytes';

/** Counts the tokens of a text. */
export type Tokenizer = (text: string) => number;

/** The built-in token estimate: one token per 4 chars (`CHARS_PER_TOKEN`), rounded up. */
export const estimateTokens: Tokenizer = (text) => Math.ceil(text.length / CHARS_PER_TOKEN);

/** A count that may have stopped early. */
export interface BoundedCount {
  /** Tokens counted; when `complete` is false, a lower bound that already reaches the limit. */
  readonly count: number;
  /** True when the whole text was counted. */
  readonly complete: boolean;
}

/** Texts up to this many chars (UTF-16 code units) are counted with one tokenizer call. */
const SINGLE_CALL_CHARS = 65_536;
/** Longer texts are counted in chunks of about this many chars. */
const CHUNK_CHARS = 32_768;
/** A chunk is cut at a line or word boundary found no further back than this from its ideal end. */
const CUT_SEARCH_CHARS = 16_384;

/**
 * Counts the tokens of `text` only as far as deciding `count >= limit` needs. Texts of up to
 * 65,536 chars are counted with one `tokenizer` call; longer ones in chunks of about 32,768 chars
 * (cut after a newline, else before a space, never inside a surrogate pair), summing the chunk
 * counts and stopping once the sum reaches `limit`. Cuts are placed where the usual BPE
 * pre-tokenizers (tiktoken's `cl100k_base`, `o200k_base`) split anyway, so for them the chunk sum
 * equals the whole-text count; for another tokenizer it may differ slightly.
 *
 * `estimateTokens` is computed directly. A `limit` of 0 or less is reached at once by any
 * non-empty text (`{ count: 0, complete: false }`).
 *
 * @param limit Token count that decides the outcome; counting past it is wasted work.
 */
export function countTokensUpTo(text: string, tokenizer: Tokenizer, limit: number): BoundedCount {
  if (text === '') return { count: tokenizer(text), complete: true };
  if (tokenizer === estimateTokens) return { count: estimateTokens(text), complete: true };
  if (limit <= 0) return { count: 0, complete: false };
  if (text.length <= SINGLE_CALL_CHARS) return { count: tokenizer(text), complete: true };

  let count = 0;
  let start = 0;
  while (start < text.length) {
    const end = text.length - start <= SINGLE_CALL_CHARS ? text.length : chunkEnd(text, start);
    count += tokenizer(text.slice(start, end));
    start = end;
    if (count >= limit && start < text.length) return { count, complete: false };
  }
  return { count, complete: true };
}

/** Where the chunk beginning at `start` ends: after a newline, else before a space, else anywhere safe. */
function chunkEnd(text: string, start: number): number {
  const ideal = start + CHUNK_CHARS;
  const low = ideal - CUT_SEARCH_CHARS;
  // Looking in a slice bounds the backwards search, whatever the text holds before it.
  const window = text.slice(low, ideal + 1);
  for (let i = window.lastIndexOf('\n', window.length - 2); i >= 0; i = window.lastIndexOf('\n', i - 1)) {
    if (startsToken(window.charCodeAt(i + 1))) return low + i + 1;
    if (i === 0) break;
  }
  for (let i = window.lastIndexOf(' ', window.length - 2); i > 0; i = window.lastIndexOf(' ', i - 1)) {
    if (!isSpace(window.charCodeAt(i + 1))) return low + i;
  }
  return codePointBoundary(text, ideal, 'start');
}

/** A char that starts a new pre-token after a newline: not whitespace, not `/` (which `[\r\n/]*` can absorb). */
function startsToken(code: number): boolean {
  return !isSpace(code) && code !== 0x2f;
}

/** Whitespace by JavaScript's `\s`, plus U+0085 (whitespace to the Unicode regexes tokenizers use). */
function isSpace(code: number): boolean {
  return code === 0x85 || /\s/.test(String.fromCharCode(code));
}

/** Runs `use` with a tokenizer: the reducer's own, or the chars/4 estimate once that threw (reported by the reducer). */
export type CountWith = <T>(use: (tokenizer: Tokenizer) => T) => T;

/** A payload's size, in the unit it was measured in. */
export interface Measured {
  readonly size: number;
  readonly unit: SizeUnit;
  /** True when token counting stopped at `decisive`: `size` is then a lower bound. */
  readonly lowerBound: boolean;
}

/**
 * The second step of a result: its size. Binary is measured in bytes, text in chars, or in tokens
 * with `overTokens` (counted only as far as `decisive`, the largest band threshold, needs).
 */
export function measurePayload(payload: Payload, decisive: number, overTokens: boolean, countWith: CountWith): Measured {
  if (payload.kind === 'binary') return { size: payload.bytes.byteLength, unit: 'bytes', lowerBound: false };
  if (!overTokens) return { size: payload.text.length, unit: 'chars', lowerBound: false };
  const counted = countWith((count) => countTokensUpTo(payload.text, count, decisive));
  return { size: counted.count, unit: 'tokens', lowerBound: !counted.complete };
}

/** The size of a payload without a tokenizer: bytes for binary, else chars. */
export function sizeOf(payload: Payload): { originalSize: number; unit: SizeUnit } {
  return payload.kind === 'binary'
    ? { originalSize: payload.bytes.byteLength, unit: 'bytes' }
    : { originalSize: payload.text.length, unit: 'chars' };
}

/** The size of an exempt result, where it costs nothing to know. */
export function cheapSize(value: unknown): { originalSize: number; unit: SizeUnit } {
  if (typeof value === 'string') return { originalSize: value.length, unit: 'chars' };
  const bytes = binaryOf(value);
  if (bytes) return { originalSize: bytes.byteLength, unit: 'bytes' };
  return { originalSize: 0, unit: 'chars' };
}
