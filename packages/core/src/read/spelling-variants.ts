/**
 * Other ways an output may spell a search's words: `refund-rounding` as `refund_rounding`,
 * `refund rounding` or `refundRounding`, and a last word in the other number: `substitutions` as
 * `substitution`, `retry budget` as `retry budgets`.
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
  const own = pattern.toLowerCase();
  const number = otherNumber(own);
  if (!JOINED.test(pattern)) return number;
  const words = own.split(/[-_ ]/);
  return [...JOINERS.map((joiner) => words.join(joiner)).filter((variant) => variant !== own), ...number];
}

/** A word of letters, at least 4, at the end of a pattern of words (`JOINED`) or alone. */
const LAST_WORD = /(?:^|[-_ ])(\p{L}{4,})$/u;

/**
 * `pattern` (lower case) with its last word in the other number, as English forms it: `boxes` and
 * `box`, `policies` and `policy`, `limits` and `limit`; none for a pattern that is not words
 * (`JOINED`) or one word, or whose last word is shorter than 4 letters, ends in `ed` or `ing` (a
 * verb's form: `killed`), or ends in `us` or `is` (`status`, `analysis`).
 */
function otherNumber(pattern: string): string[] {
  if (!JOINED.test(pattern) && !/^\p{L}+$/u.test(pattern)) return [];
  const word = LAST_WORD.exec(pattern)?.[1];
  if (word === undefined || /(?:ed|ing)$/.test(word)) return [];
  const head = pattern.slice(0, pattern.length - word.length);
  const other = (() => {
    if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
    if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
    if (/(?:us|is)$/.test(word)) return undefined;
    if (/(?:ss|x|z|ch|sh)$/.test(word)) return `${word}es`;
    if (word.endsWith('s')) return word.slice(0, -1);
    if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
    return `${word}s`;
  })();
  return other === undefined ? [] : [`${head}${other}`];
}
