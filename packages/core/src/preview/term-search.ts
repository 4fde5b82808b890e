import { isWholeWord } from '../text/word-char.js';
import { heldTerms, requestTermPattern, termAt } from './request-terms.js';

/** The request terms' pattern, and for each term the other terms it holds (`heldTerms`). */
export interface TermSearch {
  readonly pattern: RegExp;
  readonly terms: readonly string[];
  readonly held: readonly (readonly number[])[];
}

/** The search for `terms`, made once for many spans; undefined for no terms. */
export function termSearch(terms: readonly string[]): TermSearch | undefined {
  const pattern = requestTermPattern(terms);
  return pattern ? { pattern, terms, held: heldTerms(terms) } : undefined;
}

/**
 * The indexes of the request terms that start within `[from, to)` of `text`, checked as `termAt`
 * checks them, and with `wholeOnly` only where the match is a word of its own (`isWholeWord`:
 * `"LEAK"`, not `NO_LEAK`); a term brings the terms it holds (`lodash 3` is also `lodash`).
 */
export function termsIn(text: string, from: number, to: number, search: TermSearch, wholeOnly = false): Set<number> {
  const { pattern, terms, held } = search;
  const found = new Set<number>();
  const part = text.slice(from, to);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(part); match !== null; match = pattern.exec(part)) {
    const at = from + match.index;
    const t = termAt(text, at, match[0], terms);
    if (t === -1 || (wholeOnly && !isWholeWord(text, at, at + match[0].length))) continue;
    found.add(t);
    for (const u of held[t]!) found.add(u);
  }
  return found;
}
