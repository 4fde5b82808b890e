/**
 * Days of the year a request names in words ("on 3 November", "March 11th", "the 3rd of Nov"), as
 * terms that match the ways an output writes that day in any year: `2026-11-03`, `20261103`,
 * `03/Nov/2026`, `03NOV26`, `Nov  3`, `3 November 2026`, `03.11.2026`, `11/03/2026`; and days of a month it
 * names by their number alone ("on the twenty-first"), as terms that match that day of any month.
 */
import type { Span } from './dismissed-clauses.js';
import { inSpans } from './dismissed-clauses.js';
import type { CalendarDay } from './made-on.js';
import { daysAfter } from './made-on.js';
import { caseless } from '../text/caseless.js';
import { ORDINAL_NUMBERS } from '../text/ordinal-numbers.js';
import { twoDigits } from '../text/two-digits.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month's name, whole or cut to 3 letters (`sept` too); `May` only capitalised, as the verb is not. */
const MONTH = String.raw`(?:(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)[a-z]*|May)`;
const DAY = String.raw`(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?`;

/** An ordinal in words from first to thirty-first (`twenty-first`, `twenty first`). */
const ORDINAL_WORD = String.raw`(?:(?:twenty|thirty)[- ]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth`;

/**
 * A day in words: `3 November`, `the 3rd of Nov`, `the ninth of June`, `November 3`, `Nov. 3rd`,
 * `June the ninth`. Groups: 1-2 day then month, 3-4 month then day.
 */
const NAMED_DATE = new RegExp(
  String.raw`\b(${DAY}|${ORDINAL_WORD})(?: of)? (${MONTH})\b\.?|\b(${MONTH})\.? (?:the )?(${DAY}|${ORDINAL_WORD})(?![\d:])\b`,
  'gi',
);

/** A weekday's name. */
const WEEKDAY_NAME = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';

/** The day of a month's number alone, in digits or in words, and not a number it starts ("1.5 litre"). */
const DAY_NUMBER = String.raw`(?:(${DAY})|(${ORDINAL_WORD}))\b(?![.,:/]\d)`;

/** After a day's number, no word that makes it a count ("the third attempt"): only a word that may follow a day (`at`, `and`, `until`, ...). */
const NOT_A_COUNT = String.raw`(?!\s+(?!(?:at|in|and|or|to|through|until|till|when|between|on|before|after|around|about|from)\b)[a-z])`;

/**
 * A day a month's number alone names (`DAY_NUMBER`), after a word that puts a day there ("on the
 * twenty-first", "since the 3rd", "the weekend of the 21st") or a weekday ("Friday 23"), and not a
 * count (`NOT_A_COUNT`); or after a weekday and `the`, whatever follows ("Saturday the 7th we had").
 * Groups 1 and 4 the weekday, 2 and 5 the ordinal in digits, 3 and 6 in words.
 */
const DAY_ALONE = new RegExp(
  String.raw`\b(?:(?:on|of|since|from|until|till|by|before|after|for) the|(${WEEKDAY_NAME}),?) ${DAY_NUMBER}${NOT_A_COUNT}|\b(${WEEKDAY_NAME}),? the ${DAY_NUMBER}`,
  'gi',
);

/** A day of the month right after a weekday (`DAY_ALONE`'s): the day the weekday names. */
const DAY_AFTER_WEEKDAY = new RegExp(String.raw`^(?:,? ${DAY_NUMBER}${NOT_A_COUNT}|,? the ${DAY_NUMBER})`, 'i');

/** The number of an ordinal word (`twenty-first` is 21), or NaN. */
function ordinal(word: string): number {
  const [, tens, unit] = /^(?:(twenty|thirty)[- ]?)?(\w+)$/.exec(word.toLowerCase()) ?? [];
  return (tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : 0) + (ORDINAL_NUMBERS[unit ?? ''] ?? Number.NaN);
}

/** A day a request names: its date term, and the span of the words that name it. */
export interface NamedDate {
  /** The day, `--11-03` (ISO 8601's month and day with no year; `dateTerm`), or `---21` (a day of any month). */
  readonly term: string;
  readonly spans: readonly Span[];
}

/** Most days taken from one request. */
export const MAX_NAMED_DAYS = 4;

/**
 * A day a request names by where it stands from today, and how many days from today that is:
 * `today`, `tonight`, `this morning` (afternoon, evening), `yesterday`, `last night`, `tomorrow`.
 */
const RELATIVE_DAY = /\b(?:(today|tonight|this (?:morning|afternoon|evening))|(yesterday|last night)|(tomorrow))\b/gi;

/** Weekdays by their first three letters, Sunday first (`getUTCDay`). */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** A weekday, with `next`, `this` or `last` before it: the day it is from today. */
const WEEKDAY = new RegExp(String.raw`\b(?:(next|this|last)\s+)?(${WEEKDAY_NAME})('s)?\b`, 'gi');
/** The week a weekday is in, right after it: "Wednesday last week", "Tuesday of next week", "Friday the week before last". */
const WEEK_AFTER = /^,?\s+(?:of\s+|in\s+)?(?:(last|next|this)\s+week|the\s+week\s+(before\s+last|after\s+next))\b/i;
/** The week a weekday is in, right before it: "last week on Wednesday", "next week's Tuesday". */
const WEEK_BEFORE = /\b(last|next|this)\s+week(?:'s)?,?\s+(?:on\s+)?(?:the\s+)?$/i;
/** Chars before a weekday looked at for the week it is in. */
const WEEK_REACH = 24;
/** Weeks from the reference's a week phrase names. */
const WEEKS: Readonly<Record<string, number>> = { last: -1, this: 0, next: 1, 'before last': -2, 'after next': 2 };

/**
 * The days of the year `request` names in words outside the `skip` spans (`NAMED_DATE`; the first
 * `MAX_NAMED_DAYS`), in its order; with `today` (the day the output says it was made on:
 * `madeOn`), also the days it names from today (`RELATIVE_DAY`: "tomorrow" of an output made on 15
 * April is `--04-16`), and its weekdays (`WEEKDAY`): the last such day on or before today, before
 * it with `last`, and with `next` or `this` the first after it (or today, for `this`); a weekday
 * alone that is not today's names the first after today too (a rota's Saturday night, an offer from
 * Monday), given after all the other days, while they are fewer than `MAX_NAMED_DAYS`. Without
 * `today`, with `latest` (the day the output's last dated line shows, when it runs in the order of
 * time: `latestShown`), a weekday alone or with `last` is the last such day on or before it, and no
 * other: the output's own Saturday, where it ends.
 */
export function dateTerms(request: string, skip: readonly Span[] = [], today?: CalendarDay, latest?: CalendarDay): NamedDate[] {
  const dates: NamedDate[] = [];
  // The days to come a weekday alone may name, given after all the others while there is room.
  const upcoming: NamedDate[] = [];
  if (today) {
    for (const match of request.matchAll(RELATIVE_DAY)) {
      if (inSpans(match.index, skip)) continue;
      const days = match[1] !== undefined ? 0 : match[2] !== undefined ? -1 : 1;
      // Only the day's word is the term's: the `morning` of "this morning" is a time's too (`clockTerms`).
      dates.push({ term: termAfter(today, days), spans: [{ start: match.index, end: match.index + match[0].split(' ')[0]!.length }] });
      if (dates.length === MAX_NAMED_DAYS) return dates;
    }
  }
  const reference = today ?? latest;
  if (reference) {
    // The day of the week the reference is, Sunday 0.
    const todays = new Date(Date.UTC(reference.year, reference.month - 1, reference.day)).getUTCDay();
    for (const match of request.matchAll(WEEKDAY)) {
      // A weekday with its day of the month after it ("Saturday the 7th") is that day's (`DAY_ALONE`).
      if (inSpans(match.index, skip) || DAY_AFTER_WEEKDAY.test(request.slice(match.index + match[0].length))) continue;
      const which = match[1]?.toLowerCase();
      // The week it is in, when the request names one (weeks run Monday to Sunday): "Wednesday last week".
      const end = match.index + match[0].length;
      const after = WEEK_AFTER.exec(request.slice(end));
      const before = which === undefined ? WEEK_BEFORE.exec(request.slice(Math.max(0, match.index - WEEK_REACH), match.index)) : null;
      const week = after ? (after[1] ?? after[2]!).toLowerCase().replace(/\s+/g, ' ') : before?.[1]!.toLowerCase();
      // The output's last day is no today: its `next` or `this` Saturday lies past what it shows, and its `last` is the one it ends in.
      if (!today && (which === 'next' || which === 'this' || (week !== undefined && WEEKS[week]! >= 0))) continue;
      const weekday = WEEKDAYS.indexOf(match[2]!.toLowerCase().slice(0, 3));
      // Days to the next such day on or after the reference, and back to the last on or before it.
      const ahead = (weekday - todays + 7) % 7;
      const back = (7 - ahead) % 7;
      const days =
        week !== undefined
          ? -((todays + 6) % 7) + 7 * WEEKS[week]! + ((weekday + 6) % 7)
          : which === 'next'
            ? ahead || 7
            : which === 'this'
              ? ahead
              : which === 'last' && today
                ? -(back || 7)
                : -back;
      const start = end - match[2]!.length - (match[3]?.length ?? 0);
      const spans = [
        { start, end: start + match[2]!.length },
        ...(after ? [{ start: end, end: end + after[0].length }] : []),
        ...(before ? [{ start: match.index - before[0].length, end: match.index }] : []),
      ];
      dates.push({ term: termAfter(reference, days), spans });
      if (dates.length === MAX_NAMED_DAYS) return dates;
      // A weekday alone, not today's, may be the one to come (a rota, a booking): its term too, after every other.
      if (today && which === undefined && week === undefined && back > 0) upcoming.push({ term: termAfter(today, ahead), spans });
    }
  }
  for (const match of request.matchAll(NAMED_DATE)) {
    if (inSpans(match.index, skip)) continue;
    const monthWord = (match[2] ?? match[3])!;
    if (monthWord !== 'May' && monthWord.toLowerCase() === 'may') continue;
    const month = MONTHS.findIndex((name) => name.startsWith(monthWord.toLowerCase().slice(0, 3)));
    // A word that starts like a month but is not one (`Marching`, `Decision`) names no day.
    if (month === -1 || !MONTHS[month]!.startsWith(monthWord.toLowerCase().replace(/^sept$/, 'sep'))) continue;
    const written = (match[1] ?? match[4])!;
    const day = /^\d/.test(written) ? Number.parseInt(written, 10) : ordinal(written);
    if (day > DAYS_IN[month]!) continue;
    dates.push({ term: dateTerm(month + 1, day), spans: [{ start: match.index, end: match.index + match[0].length }] });
    if (dates.length === MAX_NAMED_DAYS) return dates;
  }
  // A day of the month named alone ("on the twenty-first"), where no day with its month was named.
  const named = dates.flatMap((date) => date.spans);
  for (const match of request.matchAll(DAY_ALONE)) {
    const at = match.index + match[0].lastIndexOf(' ') + 1;
    if (inSpans(at, skip) || inSpans(at, named)) continue;
    const digits = match[2] ?? match[5];
    const day = digits !== undefined ? Number.parseInt(digits, 10) : ordinal((match[3] ?? match[6])!);
    if (!(day >= 1 && day <= 31)) continue;
    // After a weekday, the day of the month nearest the reference that falls on it ("Saturday the 21st"
    // of an output that ends in November 2026 is 21 November); with no reference, none.
    const weekday = match[1] ?? match[4];
    const term =
      weekday === undefined ? dayTerm(day) : reference && weekdayDay(reference, WEEKDAYS.indexOf(weekday.toLowerCase().slice(0, 3)), day);
    if (term === undefined) continue;
    dates.push({ term, spans: [{ start: at, end: match.index + match[0].length }] });
    if (dates.length === MAX_NAMED_DAYS) break;
  }
  return [...dates, ...upcoming].slice(0, MAX_NAMED_DAYS);
}

/** Months either side of a reference looked in for a weekday's day of the month. */
const WEEKDAY_DAY_MONTHS = 6;

/**
 * The date term of day `day` of the month nearest `reference` (its own first, then one before, one
 * after, ...) where that day falls on `weekday` (Sunday 0), or undefined within `WEEKDAY_DAY_MONTHS`.
 */
function weekdayDay(reference: CalendarDay, weekday: number, day: number): string | undefined {
  for (let months = 0; months <= 2 * WEEKDAY_DAY_MONTHS; months++) {
    const shift = months % 2 === 0 ? months / 2 : -(months + 1) / 2;
    const date = new Date(Date.UTC(reference.year, reference.month - 1 + shift, day));
    if (date.getUTCDate() === day && date.getUTCDay() === weekday) return dateTerm(date.getUTCMonth() + 1, day);
  }
  return undefined;
}

/** The term of the day `days` after `today`. */
function termAfter(today: CalendarDay, days: number): string {
  const { month, day } = daysAfter(today, days);
  return dateTerm(month, day);
}

/** Most days of each month (29 for February: the year is not known). */
const DAYS_IN = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The term of a day of the year: `--11-03` for 3 November. */
export function dateTerm(month: number, day: number): string {
  return `--${twoDigits(month)}-${twoDigits(day)}`;
}

/** The term of a day of any month: `---21` for the 21st (ISO 8601's day with no year or month). */
export function dayTerm(day: number): string {
  return `---${twoDigits(day)}`;
}

const DATE_TERM = /^--(\d\d)-(\d\d)$/;
const DAY_TERM = /^---(\d\d)$/;

/** Whether `term` is a date term (`dateTerm`) or a day term (`dayTerm`). */
export function isDateTerm(term: string): boolean {
  return DATE_TERM.test(term) || DAY_TERM.test(term);
}

/**
 * A regex source matching the ways an output writes a date term's day in any year, in any case:
 * year first with `-`, `/`, `.` or nothing between its parts (a time may follow the last: `20261103064000`),
 * day and month's name (`03/Nov/2026`, `3 November`, `03-NOV-26`; with no space, before the year:
 * `03NOV26`, as airline, cargo and mainframe systems write it), month's name and day (`Nov  3`), day and month
 * in digits before a year (`03.11.2026`, `3-11-2026`), and month and day before a year with `/` (`11/03/2026`).
 */
export function dateTermSource(term: string): string {
  const day = DAY_TERM.exec(term);
  if (day) return dayTermSource(day[1]!);
  const [, mm, dd] = DATE_TERM.exec(term)!;
  const month = Number(mm);
  return daySources(mm!, dd!, `(?:${monthNameSource(MONTHS[month - 1]!)})`, `0?${month}`);
}

/** `dateTermSource` of a day term: the day `dd` of any month. */
function dayTermSource(dd: string): string {
  return daySources(String.raw`(?:0[1-9]|1[0-2])`, dd, `(?:${MONTHS.map(monthNameSource).join('|')})`, String.raw`(?:0?[1-9]|1[0-2])`);
}

/** A regex source of a month's name as an output writes it, in any case: whole or cut to 3 letters (`Sept` too). */
function monthNameSource(month: string): string {
  return `${caseless(month)}|${caseless(month.slice(0, 3))}${month === 'september' ? '[tT]?' : ''}`;
}

/**
 * The ways an output writes day `dd` of a month: `mm` two digits, `named` its name, `m` its number
 * (each a regex source). See `dateTermSource`.
 */
function daySources(mm: string, dd: string, named: string, m: string): string {
  const d = `0?${Number(dd)}`;
  return [
    String.raw`(?<!\d)(?:19|20)\d\d(?:(?:-${mm}-${dd}|/${mm}/${dd}|\.${mm}\.${dd})(?!\d)|${mm}${dd}(?=(?:\d{4}|\d{6})?(?!\d)))`,
    String.raw`(?<![\d.])${d}[-/ .]${named}\.?(?![a-zA-Z])`,
    String.raw`(?<![\d.])${d}${named}(?:19|20)?\d\d(?!\d)`,
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
