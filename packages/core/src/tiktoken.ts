import type { TiktokenEncoding } from 'js-tiktoken';
import { OutputLimitsError } from './errors/output-limits-error.js';
import type { Tokenizer } from './measure/measure.js';
import { missingPeer } from './messages/index.js';

/** Thrown when this entry is imported without js-tiktoken installed (an optional peer dependency of the core). */
export const MISSING_JS_TIKTOKEN = missingPeer('@output-limits/core/tiktoken', 'js-tiktoken');

// js-tiktoken (about 21 MB of encodings) is an optional peer dependency: only this entry loads it,
// and a missing install is reported as what to do rather than as an unresolved import.
const { getEncoding } = await import('js-tiktoken').catch((cause: unknown) => {
  throw Object.assign(new OutputLimitsError(MISSING_JS_TIKTOKEN), { cause });
});

const counters = new Map<TiktokenEncoding, Tokenizer>();

/**
 * An exact token counter for `overTokens`, backed by js-tiktoken. Loading an encoding takes a few
 * hundred milliseconds and some megabytes, once per process; it lives in its own entry point
 * (`@output-limits/core/tiktoken`) so importing the core does not pay for it.
 *
 * @param encoding `'o200k_base'` (default, GPT-4o and later) or any other js-tiktoken encoding.
 */
export function tiktokenCounter(encoding: TiktokenEncoding = 'o200k_base'): Tokenizer {
  let counter = counters.get(encoding);
  if (!counter) {
    const tiktoken = getEncoding(encoding);
    counter = (text) => tiktoken.encode(text, [], []).length;
    counters.set(encoding, counter);
  }
  return counter;
}
