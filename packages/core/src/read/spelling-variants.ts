/**
 * Other ways an output may spell a search's words: `refund-rounding` as `refund_rounding`,
 * `refund rounding` or `refundRounding`.
 */

/** What may join the words of a name: `-`, `_`, a space. Each variant joins them with another, or with nothing. */
const JOINERS = ['-', '_', ' ', ''] as const;
/** A name of words joined by one of `JOINERS` each time (`retry budget`, `max_retry-count`): at least two words of letters or digits. */
const JOINED = /^[\p{L}\p{N}]+(?:[-_ ][\p{L}\p{N}]+)+$/u;

/**
 * `pattern` with its words joined by each other joiner of `JOINERS`, lower-cased, for a search in
 * any case (the one with none, `retrybudget`, finds `retryBudget` and `RetryBudget`); none for a
 * pattern that is not words joined (`JOINED`), and never the pattern itself.
 */
export function spellingVariants(pattern: string): string[] {
  if (!JOINED.test(pattern)) return [];
  const words = pattern.toLowerCase().split(/[-_ ]/);
  const own = pattern.toLowerCase();
  return JOINERS.map((joiner) => words.join(joiner)).filter((variant) => variant !== own);
}
