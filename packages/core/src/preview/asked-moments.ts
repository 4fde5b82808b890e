import { clockTermAt } from './clock-terms.js';
import { dateTermAt } from './date-terms.js';
import type { LineSpan } from './adjacent-line.js';
import type { TermSearch } from './term-search.js';

/**
 * What may stand between a date and the time of day written with it in one stamp: `T`, a space, a
 * colon or a comma, after the year where the date's day and month come first (`12/Sep/2027:`).
 */
const STAMP_JOIN = /^(?:[-/ .](?:19|20)?\d\d)?[T ,:]{0,3}$/;

/**
 * How many of `spans` hold a stamp of a day and a time of day the request names together (`search`'s
 * date and clock terms, the one right after the other: `2027-09-12T20:00`, `12/Sep/2027:20:05`,
 * `Sep 12 20:00`): the moment asked about ("tonight's night shift"), not that day at another time nor
 * that time on another day. Zero for a request that names no day or no time of day.
 */
export function askedMoments(text: string, spans: readonly LineSpan[], search: TermSearch): number {
  const { pattern, terms } = search;
  let held = 0;
  for (const span of spans) {
    const part = text.slice(span.start, span.end);
    let dateEnd = -1;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(part); match !== null; match = pattern.exec(part)) {
      if (dateTermAt(match[0], terms) !== -1) dateEnd = match.index + match[0].length;
      else if (dateEnd !== -1 && clockTermAt(match[0], terms) !== -1 && STAMP_JOIN.test(part.slice(dateEnd, match.index))) {
        held += 1;
        break;
      }
    }
  }
  return held;
}
