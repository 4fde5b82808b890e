import { heldTerms, requestTermPattern, termAt } from './request-terms.js';
import { LineCursor } from './scan-signals.js';
import type { SignalLine, WordLines } from './scan-signals.js';

/** Request words too common to pick by alone that a conjunction pass looks for, at most: the first ones (a set of them is a bit mask). */
export const MAX_COMMON_TERMS = 16;
/**
 * Distinct sets of common words on one line the pass counts, at most. Past this it gives up and
 * finds nothing: its memory stays bounded, and no count it gives is short.
 */
const MAX_SETS = 256;

/** Options of `conjunctions` and `unusualUses`. */
export interface CommonWordOptions {
  /** All request terms, as `requestTerms` gives them. */
  readonly terms: readonly string[];
  /** Indexes of the terms on more than `keep` lines each. */
  readonly common: readonly number[];
  /** Only words that start within `[from, to)` (char offsets) count. */
  readonly from: number;
  readonly to: number;
  /** A set of words on at most this many lines is rare enough to pick lines by. */
  readonly keep: number;
}

/**
 * The rare conjunctions of common request words: sets of two or more words, each on more than
 * `keep` lines, that are together on at most `keep` lines (`503` and `api/export` on one line of
 * 30,000), the rarest first; a word counts with the words it holds (`heldTerms`). Only the smallest such
 * sets are given (not a set that holds a smaller one). One pass of one regex over the window, so
 * the cost is linear in the text and runs only when two or more request words are common.
 */
export function conjunctions(text: string, options: CommonWordOptions): WordLines[] {
  const common = options.common.slice(0, MAX_COMMON_TERMS);
  if (common.length < 2) return [];
  const words = common.map((t) => options.terms[t]!);
  const pattern = requestTermPattern(words)!;
  // A word brings the words it holds, as in the scan: `mill 1` in "Raw mill 1" is `mill`'s too.
  const held = heldTerms(words);
  const to = Math.min(options.to, text.length);
  const { keep } = options;

  // Lines that hold each set (a mask over `common`), counted; their lines kept while at most `keep`.
  const sets = new Map<number, { count: number; held: SignalLine[] }>();
  const at = new LineCursor(text);
  let mask = 0;
  let found: number[] = [];
  let foundAt: number[] = [];
  const commit = (): boolean => {
    if (found.length >= 2) {
      let set = sets.get(mask);
      if (!set) {
        if (sets.size === MAX_SETS) return false;
        set = { count: 0, held: [] };
        sets.set(mask, set);
      }
      set.count += 1;
      if (set.count <= keep) {
        const { line, start, end } = at;
        set.held.push({ line, start, end, at: foundAt[0]!, error: false, terms: found, termAt: foundAt });
      }
    }
    mask = 0;
    found = [];
    foundAt = [];
    return true;
  };

  pattern.lastIndex = options.from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    const word = termAt(text, match.index, match[0], words);
    if (word === -1) continue;
    // The line before is done; the lines between have none of the words, and are only counted.
    if (match.index > at.end && !commit()) return [];
    at.moveTo(match.index);
    for (const w of [word, ...held[word]!]) {
      if ((mask & (1 << w)) !== 0) continue;
      mask |= 1 << w;
      found.push(common[w]!);
      foundAt.push(match.index);
    }
  }
  if (!commit()) return [];

  return rareSets(sets, common, keep, (line) => line);
}

/** Sets of common words (masks over `common`), each with how many lines or records hold it and the first `keep` of them. */
export type CountedSets<T> = ReadonlyMap<number, { readonly count: number; readonly held: readonly T[] }>;

/**
 * Of the counted `sets`, the sets of two or more words that at most `keep` lines or records hold
 * (those of the set, and of each set holding it), only the smallest such, the rarest first: each
 * with its words and the line each of its holders gives (`lineOf`, told the set).
 */
export function rareSets<T>(
  sets: CountedSets<T>,
  common: readonly number[],
  keep: number,
  lineOf: (held: T, mask: number) => SignalLine,
): WordLines[] {
  const masks = [...sets.keys()];
  const holding = (m: number) => masks.filter((other) => (other & m) === m);
  const rare = masks.filter((m) => holding(m).reduce((sum, other) => sum + sets.get(other)!.count, 0) <= keep);
  const smallest = rare.filter((m) => !rare.some((other) => other !== m && (other & m) === other));
  return smallest
    .map((m) => ({
      kind: 'together' as const,
      terms: common.filter((_, i) => (m & (1 << i)) !== 0),
      lines: holding(m)
        .flatMap((other) => sets.get(other)!.held)
        .map((held) => lineOf(held, m))
        .sort((a, b) => a.line - b.line),
    }))
    .sort((a, b) => a.lines.length - b.lines.length || a.lines[0]!.line - b.lines[0]!.line);
}
