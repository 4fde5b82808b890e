import type { Tokenizer } from '../measure/measure.js';
import { countTokensUpTo, estimateTokens } from '../measure/measure.js';
import type { TruncateTextOptions } from './truncate-text.js';
import { truncateText } from './truncate-text.js';

/** Options of `truncateToTokens`: those of `truncateText`, plus the token budget. */
export interface TruncateToTokensOptions extends TruncateTextOptions {
  /** Budget in tokens, marker included. */
  readonly maxTokens: number;
  /** Counts tokens. Default `estimateTokens` (chars / 4); `tiktokenCounter()` is exact. */
  readonly tokenizer?: Tokenizer;
  /** A character budget on top of the token one. Default: none. */
  readonly maxChars?: number;
}

/**
 * Longest run of chars one token is taken to cover when bounding the search; real BPE tokens are
 * far shorter (a few chars), runs of repeated characters included up to about this.
 */
const MAX_CHARS_PER_TOKEN = 64;

/**
 * Cuts `text` like `truncateText` so that the result, marker included, counts at most `maxTokens`
 * tokens by `tokenizer`. It searches the character budget: each probe is a `truncateText` call
 * whose output is counted, so the result is always one the tokenizer has checked; about 15 probes
 * of at most 64 chars a token. A text within the budget comes back unchanged (counted only up to
 * the budget), even a budget of 0 (a text the tokenizer counts as no tokens); any other text gives
 * `''` for a budget of 0, as does a budget below 0 or `NaN`.
 *
 * @throws ArgumentError (a `RangeError`) as `truncateText` does, for a bad `keepTailLines`.
 */
export function truncateToTokens(text: string, options: TruncateToTokensOptions): string {
  const { maxTokens, tokenizer = estimateTokens, maxChars = Number.POSITIVE_INFINITY, ...cut } = options;
  if (!(maxTokens >= 0)) return truncateText(text, { ...cut, maxChars: 0 });
  const charCapped = truncateText(text, { ...cut, maxChars });
  if (countTokensUpTo(charCapped, tokenizer, maxTokens + 1).count <= maxTokens) return charCapped;

  const fits = (chars: number) => tokenizer(truncateText(text, { ...cut, maxChars: chars })) <= maxTokens;
  // Largest char budget whose cut fits, by bisection between a budget that fits (0 gives '') and one that does not.
  let low = 0;
  let high = Math.min(charCapped.length, maxTokens * MAX_CHARS_PER_TOKEN);
  if (fits(high)) return truncateText(text, { ...cut, maxChars: high });
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return truncateText(text, { ...cut, maxChars: low });
}
