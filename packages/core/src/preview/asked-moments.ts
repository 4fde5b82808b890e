import { clockTermAt, minutesFromMiddle, namesTime } from './clock-terms.js';
import { dateTermAt } from './date-terms.js';
import type { LineSpan } from './adjacent-line.js';
import type { TermSearch } from './term-search.js';

/**
 * What may stand between a date and the time of day written with it in one stamp: `T`, a space, a
 * colon or a comma, after the year where the date's day and month come first (`12/Sep/2027:`).
 */
const STAMP_JOIN = /^(?:[-/ .](?:19|20)?\d\d)?[T ,:]{0,3}$/;

/**
 * Whether `span` holds a stamp of a day and a time of day the request names together (`search`'s
 * date and clock terms, the one right after the other: `2027-09-12T20:00`, `12/Sep/2027:20:05`,
 * `Sep 12 20:00`): the moment asked about ("tonight's night shift"), not that day at another time nor
 * that time on another day. False for a request that names no day or no time of day.
 */
export function holdsAskedMoment(text: string, span: LineSpan, search: TermSearch): boolean {
  const { pattern, terms } = search;
  const part = text.slice(span.start, span.end);
  let dateEnd = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(part); match !== null; match = pattern.exec(part)) {
    if (dateTermAt(match[0], terms) !== -1) dateEnd = match.index + match[0].length;
    else if (dateEnd !== -1 && clockTermAt(match[0], terms) !== -1 && STAMP_JOIN.test(part.slice(dateEnd, match.index))) {
      pattern.lastIndex = 0;
      return true;
    }
  }
  return false;
}

/**
 * The least minutes between a time of day `span` holds and a time the request names (the middle of
 * its clock term's span, `minutesFromMiddle`; a part of the day names none): 0 for the record at
 * 14:32 when "at 2:32" was asked, 9 for the one at 14:23 that the span around it holds too.
 * Infinity when it holds none.
 */
export function minutesFromAsked(text: string, span: LineSpan, search: TermSearch): number {
  const { pattern, terms } = search;
  const named = terms.filter(namesTime);
  if (named.length === 0) return Infinity;
  const part = text.slice(span.start, span.end);
  let least = Infinity;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(part); match !== null; match = pattern.exec(part)) {
    if (clockTermAt(match[0], terms) === -1) continue;
    for (const term of named) least = Math.min(least, minutesFromMiddle(match[0], term)!);
  }
  return least;
}
