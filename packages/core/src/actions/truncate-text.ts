import { codePointBoundary, safeHead, safeTail } from '../text/code-point-boundary.js';
import { DEFAULT_MAX_CHARS } from '../defaults.js';
import { formattedLength } from '../text/format-count.js';
import { headMarker, headTailMarker, tailMarker } from '../messages/index.js';
import { checkWholeNumber } from '../errors/argument-error.js';

/** Which part of a text a cut keeps. */
export type TruncationStrategy = 'head' | 'tail' | 'headTail';

/** Options of `truncateText`. */
export interface TruncateTextOptions {
  /** Budget in UTF-16 code units (`String#length`), marker included. Default `DEFAULT_MAX_CHARS` (4,000). */
  readonly maxChars?: number;
  /** Default `'headTail'`. */
  readonly strategy?: TruncationStrategy;
  /** Complete last lines to reserve before the rest of the budget is given out. Default 0. */
  readonly keepTailLines?: number;
}

/**
 * Cuts `text` to at most `maxChars` UTF-16 code units, marker included, keeping its head, its tail
 * or both (`headTail`, the default, gives 2/5 of the kept budget to the head and 3/5 to the tail).
 * The marker says how many chars were kept of how many; when no marker fits beside at least one
 * kept char, a bare slice is returned. A text that already fits comes back unchanged, and a budget
 * of 0 or less gives `''`. A fractional `maxChars` is rounded down; `NaN` counts as 0.
 *
 * `keepTailLines: N` reserves the last N complete lines (LF-separated; a single final newline adds
 * no line) so that a trailer such as `[exit code: 1]` survives any strategy: `head` becomes head +
 * marker + those lines, `headTail` keeps them inside its tail. When they alone are longer than the
 * budget, the result is the plain `tail` cut (the budget wins over the trailer).
 *
 * No cut splits a surrogate pair; the marker reports the counts actually kept. The cost is
 * proportional to the kept part, not to the input.
 *
 * @throws ArgumentError (a `RangeError`) when `keepTailLines` is negative or not a whole number.
 */
export function truncateText(text: string, options: TruncateTextOptions = {}): string {
  const strategy = options.strategy ?? 'headTail';
  const keepTailLines = options.keepTailLines ?? 0;
  checkWholeNumber(keepTailLines, 'keepTailLines', 0);
  const rawMax = options.maxChars ?? DEFAULT_MAX_CHARS;
  const maxChars = rawMax > 0 ? Math.floor(rawMax) : 0;
  if (maxChars <= 0) return '';
  if (text.length <= maxChars) return text;

  if (keepTailLines === 0) {
    return strategy === 'tail' ? cutTail(text, maxChars) : cutHeadTail(text, maxChars, strategy === 'head' ? 5 : 2, 0);
  }

  const reserved = reservedTailLength(text, keepTailLines, maxChars);
  if (reserved > maxChars) return cutTail(text, maxChars);
  if (reserved === maxChars) return safeTail(text, maxChars);
  if (strategy === 'tail') {
    const { kept, output } = tailCut(text, maxChars);
    return kept >= reserved ? output : safeTail(text, maxChars);
  }
  return cutHeadTail(text, maxChars, strategy === 'head' ? 5 : 2, reserved);
}

/**
 * Length of the suffix holding the last `lines` complete lines, or `maxChars + 1` when that suffix
 * is longer than `maxChars` (more lines than the text has included). Only the last `maxChars + 1`
 * chars are looked at, backwards.
 */
function reservedTailLength(text: string, lines: number, maxChars: number): number {
  const windowStart = Math.max(0, text.length - maxChars - 1);
  const window = text.slice(windowStart);
  // A single final newline ends the last line; it does not start an empty one.
  let from = window.length - (window.endsWith('\n') ? 2 : 1);
  for (let found = 0; from >= 0;) {
    const newline = window.lastIndexOf('\n', from);
    if (newline < 0) break;
    found += 1;
    if (found === lines) return window.length - newline - 1;
    from = newline - 1;
  }
  return maxChars + 1;
}

/** A tail cut: the largest tail whose marker fits, or a bare tail slice when none does. */
function cutTail(text: string, maxChars: number): string {
  return tailCut(text, maxChars).output;
}

function tailCut(text: string, maxChars: number): { kept: number; output: string } {
  const total = text.length;
  // The marker for `maxChars` is at least as long as for any smaller count, so this one fits.
  let tail = maxChars - tailMarker(maxChars, total).length;
  while (tail + 1 + tailMarker(tail + 1, total).length <= maxChars) tail += 1;
  if (tail < 1) {
    const bare = safeTail(text, maxChars);
    return { kept: bare.length, output: bare };
  }
  const kept = safeTail(text, tail);
  return { kept: kept.length, output: tailMarker(kept.length, total) + kept };
}

/**
 * A head (`share` 5) or head+tail (`share` 2) cut. `reserved` chars at the end are always kept; of
 * the rest of the retained count, `share`/5 goes to the head and the remainder to the tail.
 */
function cutHeadTail(text: string, maxChars: number, share: 2 | 5, reserved: number): string {
  const total = text.length;
  const plainHead = share === 5 && reserved === 0;
  // Marker lengths are computed, not built, while searching: the fixed part of the template plus
  // the formatted length of each count in it. Each count has at least one digit, so no retained
  // count above `maxChars - shortestMarker` can fit, and the search starts there.
  const fixed = plainHead ? headMarker(0, 0).length - 2 : headTailMarker(0, 0, 0).length - 4;
  const totalLength = formattedLength(total);
  const shortestMarker = fixed + totalLength + (plainHead ? 1 : 3);
  let first = Math.min(maxChars, maxChars - shortestMarker);
  if (!plainHead) {
    // A retained count r keeps at least r - 2 chars (a cut moves at most one char off a surrogate
    // pair at each end), and omits at least total - first chars, a count whose formatted length
    // only grows as r falls: no r above this bound can fit, so the search skips them.
    first = Math.min(first, maxChars + 2 - (fixed + totalLength + 2 + formattedLength(total - first)));
  }
  for (let retained = first; retained >= Math.max(1, reserved); retained -= 1) {
    const wantedHead = Math.floor(((retained - reserved) * share) / 5);
    const head = codePointBoundary(text, wantedHead, 'start');
    const tailStart = codePointBoundary(text, total - (retained - wantedHead), 'end');
    const tail = total - tailStart;
    const markerLength = plainHead
      ? fixed + formattedLength(head) + totalLength
      : fixed + formattedLength(total - head - tail) + formattedLength(head) + formattedLength(tail) + totalLength;
    if (head + markerLength + tail <= maxChars) {
      const marker = plainHead ? headMarker(head, total) : headTailMarker(head, tail, total);
      return text.slice(0, head) + marker + (tail > 0 ? text.slice(tailStart) : '');
    }
  }
  if (reserved > 0) return safeTail(text, maxChars);
  if (plainHead) return safeHead(text, maxChars);
  const head = Math.floor((maxChars * 2) / 5);
  return safeHead(text, head) + safeTail(text, maxChars - head);
}
