/**
 * Numbers a request gives as ordinals: "our second order entry session" is the one an output names
 * `EDGX-OE-2`, "the fourth gateway" is `fixgw-04`. The term is the number after `№` (`№2`); it
 * matches the number where it ends an id (after a letter, `-`, `_` or `#`, with at most one `0`
 * before it and no digit, letter or `.` and digit after it), not a count or a value (`replicas: 2`).
 */

import { ORDINAL_NUMBERS } from '../text/ordinal-numbers.js';

/** What an ordinal term starts with. */
export const ORDINAL = '№';

/** Ordinals in words from second to tenth and their numbers: not `first`, which says "earliest" far more often than "number one". */
const ORDINALS = Object.fromEntries(Object.entries(ORDINAL_NUMBERS).filter(([, number]) => number >= 2 && number <= 10));

/** An ordinal in words, or in digits with its suffix (`2nd`, `3rd`, `4th`). */
const ORDINAL_WORD = new RegExp(`\\b(?:(${Object.keys(ORDINALS).join('|')})|([2-9]|10)(?:nd|rd|th))\\b`, 'gi');

/** The ordinal terms of `request`, in its order, each once. */
export function ordinalTerms(request: string): string[] {
  const terms = new Set<string>();
  for (const match of request.matchAll(ORDINAL_WORD)) {
    const number = match[1] ? ORDINALS[match[1].toLowerCase()]! : Number(match[2]);
    terms.add(`${ORDINAL}${number}`);
  }
  return [...terms];
}

/** Whether `term` is an ordinal term. */
export function isOrdinalTerm(term: string): boolean {
  return term.startsWith(ORDINAL);
}

/** An ordinal term's number, with a `0` before it or not, as a regex source. */
export function ordinalTermSource(term: string): string {
  return `0?${term.slice(ORDINAL.length)}`;
}

/**
 * The index in `terms` of the ordinal term `match` (at `index` in `text`) is, or -1: the match is the
 * term's number (or it after a `0`) at the end of an id: after a letter, `-`, `_` or `#`, and before
 * neither a digit, a letter nor a `.` or `,` with a digit after it.
 */
export function ordinalTermAt(text: string, index: number, match: string, terms: readonly string[]): number {
  if (!/^\d+$/.test(match)) return -1;
  const term = terms.indexOf(`${ORDINAL}${Number(match)}`);
  if (term === -1 || index === 0 || !ID_BEFORE.test(text.charAt(index - 1))) return -1;
  const after = text.slice(index + match.length, index + match.length + 2);
  return ID_GOES_ON.test(after) ? -1 : term;
}

/** A char an id's number ends it after. */
const ID_BEFORE = /[\p{L}\-_#]/u;
/** What shows the number goes on: a digit, a letter, or a decimal point or separator and a digit. */
const ID_GOES_ON = /^(?:[\p{L}\p{N}]|[.,]\d)/u;
