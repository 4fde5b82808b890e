/**
 * Days of the year a request names in words ("on 3 November", "March 11th", "the 3rd of Nov"), as
 * terms that match the ways an output writes that day in any year: `2026-11-03`, `20261103`,
 * `03/Nov/2026`, `Nov  3`, `3 November 2026`, `03.11.2026`, `11/03/2026`.
 */
import type { Span } from './dismissed-clauses.js';
import { caseless } from '../text/caseless.js';
import { twoDigits } from '../text/two-digits.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month's name, whole or cut to 3 letters (`sept` too); `May` only capitalised, as the verb is not. */
const MONTH = String.raw`(?:(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)[a-z]*|May)`;
const DAY = String.raw`(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?`;

/** A day in words: `3 November`, `the 3rd of Nov`, `November 3`, `Nov. 3rd`. Groups: 1-2 day then month, 3-4 month then day. */
const NAMED_DATE = new RegExp(String.raw`\b(${DAY})(?: of)? (${MONTH})\b\.?|\b(${MONTH})\.? (${DAY})(?![\d:])\b`, 'gi');

/** A day of the year a request names: its date term, and the span of the words that name it. */
export interface NamedDate {
  /** The day, `--11-03` (ISO 8601's month and day with no year; `dateTerm`). */
  readonly term: string;
  readonly spans: readonly Span[];
}

/** Most days taken from one request. */
export const MAX_NAMED_DAYS = 4;

/** The days of the year `request` names in words outside the `skip` spans (`NAMED_DATE`; the first `MAX_NAMED_DAYS`), in its order. */
export function dateTerms(request: string, skip: readonly Span[] = []): NamedDate[] {
  const dates: NamedDate[] = [];
  for (const match of request.matchAll(NAMED_DATE)) {
    if (skip.some((span) => match.index >= span.start && match.index < span.end)) continue;
    const monthWord = (match[2] ?? match[3])!;
    if (monthWord !== 'May' && monthWord.toLowerCase() === 'may') continue;
    const month = MONTHS.findIndex((name) => name.startsWith(monthWord.toLowerCase().slice(0, 3)));
    // A word that starts like a month but is not one (`Marching`, `Decision`) names no day.
    if (month === -1 || !MONTHS[month]!.startsWith(monthWord.toLowerCase().replace(/^sept$/, 'sep'))) continue;
    const day = Number.parseInt((match[1] ?? match[4])!, 10);
    if (day > DAYS_IN[month]!) continue;
    dates.push({ term: dateTerm(month + 1, day), spans: [{ start: match.index, end: match.index + match[0].length }] });
    if (dates.length === MAX_NAMED_DAYS) break;
  }
  return dates;
}

/** Most days of each month (29 for February: the year is not known). */
const DAYS_IN = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The term of a day of the year: `--11-03` for 3 November. */
export function dateTerm(month: number, day: number): string {
  return `--${twoDigits(month)}-${twoDigits(day)}`;
}

const DATE_TERM = /^--(\d\d)-(\d\d)$/;

/** Whether `term` is a date term (`dateTerm`). */
export function isDateTerm(term: string): boolean {
  return DATE_TERM.test(term);
}

/**
 * A regex source matching the ways an output writes a date term's day in any year, in any case:
 * year first with `-`, `/`, `.` or nothing between its parts (a time may follow the last: `20261103064000`),
 * day and month's name (`03/Nov/2026`, `3 November`), month's name and day (`Nov  3`), day and month
 * in digits before a year (`03.11.2026`, `3-11-2026`), and month and day before a year with `/` (`11/03/2026`).
 */
export function dateTermSource(term: string): string {
  const [, mm, dd] = DATE_TERM.exec(term)!;
  const month = Number(mm);
  const day = Number(dd);
  const full = MONTHS[month - 1]!;
  const named = `(?:${caseless(full)}|${caseless(full.slice(0, 3))}${full === 'september' ? '[tT]?' : ''})`;
  const d = `0?${day}`;
  const m = `0?${month}`;
  return [
    String.raw`(?<!\d)(?:19|20)\d\d(?:(?:-${mm}-${dd}|/${mm}/${dd}|\.${mm}\.${dd})(?!\d)|${mm}${dd}(?=(?:\d{4}|\d{6})?(?!\d)))`,
    String.raw`(?<![\d.])${d}[-/ .]${named}\.?(?![a-zA-Z])`,
    String.raw`(?<![a-zA-Z])${named}\.? {1,2}${d}(?![\d:])`,
    String.raw`(?<![\d.])${d}[./-]${m}[./-](?:19|20)\d\d(?!\d)`,
    String.raw`(?<![\d/])${m}/${d}/(?:19|20)\d\d(?!\d)`,
  ].join('|');
}

/** The compiled, anchored `dateTermSource` of each date term, made once. */
const anchored = new Map<string, RegExp>();

/** The index in `terms` of the date term `match` is a way of writing, or -1. */
export function dateTermAt(match: string, terms: readonly string[]): number {
  return terms.findIndex((term) => {
    if (!isDateTerm(term)) return false;
    let pattern = anchored.get(term);
    if (!pattern) anchored.set(term, (pattern = new RegExp(`^(?:${dateTermSource(term)})$`)));
    return pattern.test(match);
  });
}
