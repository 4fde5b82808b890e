/**
 * How many times `char` (one UTF-16 unit, as `'\n'` or `','`) occurs in `[from, to)` of `text`,
 * counted with `indexOf`; the count stops once it passes `most` (then `most + 1`), so a bounded
 * question ("at most 10 line breaks?") does not walk the rest of a long text.
 */
export function charCount(text: string, char: string, from = 0, to = text.length, most = Infinity): number {
  let count = 0;
  for (let i = text.indexOf(char, from); i !== -1 && i < to && count <= most; i = text.indexOf(char, i + 1)) count += 1;
  return count;
}
