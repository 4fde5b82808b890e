/**
 * Numbers the request gives as the end of a longer one: "his mobile ends 4471", "the card ending in
 * 0093", "the VIN ends 118204", "last four digits 7312". The term is the digits after `…` (`…4471`);
 * it matches where a run of digits ends with them (`+447888074471`), not where they start one
 * (`+4471415...`) or sit inside it.
 */
import type { Span } from './dismissed-clauses.js';
import { inSpans } from './dismissed-clauses.js';

/** What an ending term starts with: the digits before it are any. */
export const ENDING = '…';

/** An ending term, and the span of the words that name it (their words are its term's alone). */
export interface NamedEnding {
  readonly term: string;
  readonly spans: readonly Span[];
}

/**
 * The words that say a number ends another, then the number, of 3 digits or more (fewer end too many
 * numbers by chance): `ends`, `ending`, `ends in`, `ending with`, `last four`, `last 4 digits are`,
 * `last digits:`; not `last 300 orders` (a count), nor a date, time or version (`ends 2026-12-31`).
 */
const ENDING_NUMBER =
  /\b(?:end(?:s|ing)?(?:\s+(?:in|with))?|last\s+(?:(?:three|four|five|six|[3-6])\b\s*(?:(?:digits?|numbers?)\b\s*)?|(?:digits?|numbers?)\b\s*)(?:(?:are|is|of)\b)?)[\s:]*(\d{3,})(?![\p{L}\p{N}]|[-/.:]\d)/giu;

/** The numbers `request` gives as the ends of others, outside the `dismissed` spans. */
export function endingTerms(request: string, dismissed: readonly Span[] = []): NamedEnding[] {
  const endings: NamedEnding[] = [];
  for (const match of request.matchAll(ENDING_NUMBER)) {
    const at = match.index;
    if (inSpans(at, dismissed)) continue;
    endings.push({ term: `${ENDING}${match[1]!}`, spans: [{ start: at, end: at + match[0].length }] });
  }
  return endings;
}

/** Whether `term` is an ending term. */
export function isEndingTerm(term: string): boolean {
  return term.startsWith(ENDING);
}

/** An ending term's digits, as a regex source. */
export function endingTermSource(term: string): string {
  return term.slice(ENDING.length);
}

/**
 * The index in `terms` of the ending term `match` (at `index` in `text`) is, or -1: the match is the
 * term's digits and no digit follows it (digits may come before it).
 */
export function endingTermAt(text: string, index: number, match: string, terms: readonly string[]): number {
  const term = terms.indexOf(`${ENDING}${match}`);
  if (term === -1) return -1;
  const next = text.charCodeAt(index + match.length);
  return next >= 48 && next <= 57 ? -1 : term;
}
