import { CHARS_PER_TOKEN } from './defaults.js';

/** Counts the tokens of a text. */
export type Tokenizer = (text: string) => number;

/** The built-in token estimate: one token per 4 chars, rounded up. */
export const estimateTokens: Tokenizer = (text) => Math.ceil(text.length / CHARS_PER_TOKEN);

/** A count that may have stopped early. */
export interface BoundedCount {
  /** Tokens counted; when `complete` is false, a lower bound that already reaches the limit. */
  readonly count: number;
  readonly complete: boolean;
}

/** STUB */
export function countTokensUpTo(text: string, tokenizer: Tokenizer, limit: number): BoundedCount {
  void limit;
  return { count: tokenizer(text), complete: true };
}
