import { getEncoding, type TiktokenEncoding } from 'js-tiktoken';
import type { Tokenizer } from './measure.js';

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
