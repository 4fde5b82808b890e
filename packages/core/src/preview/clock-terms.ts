/**
 * Times of day a request names in words or digits ("a little after two in the afternoon", "just
 * before midnight", "at about 06:40", "around 3pm"), as terms that match the clock times an output
 * writes in that span (`14:03` in `Mar 10 14:03:27` or `2026-03-10T14:03:27Z`).
 */
import type { Span } from './dismissed-clauses.js';
import { inSpans } from './dismissed-clauses.js';
import { twoDigits } from '../text/two-digits.js';

/** Minutes in a day: a span that starts before midnight wraps past it. */
const DAY = 24 * 60;

/** Spans around a named time, in minutes from it: after it, before it, about it, or at it. */
const AFTER = [0, 20] as const;
const BEFORE = [-20, 0] as const;
const ABOUT = [-15, 15] as const;
const AT = [-10, 10] as const;

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NUMBER = `(?:${Object.keys(NUMBERS).join('|')}|\\d{1,2})`;
/** Minutes past or to an hour, in words: `five`, `ten`, `twenty`, `twenty-five`. */
const MINUTES: Record<string, number> = { five: 5, ten: 10, twenty: 20, 'twenty-five': 25, 'twenty five': 25 };
const MINUTE_WORDS = Object.keys(MINUTES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const MERIDIEM = String.raw`(?:\s*([ap])(?:\.m\.|m)(?![a-z]))`;
/** An hour minutes are past or to: `four`, `4`, `noon`, `midnight`. */
const PAST_HOUR = `(?:${NUMBER}|noon|midday|midnight)`;

/**
 * A named time: `14:05`, `2:05pm`, `3 pm`, `half past twelve`, `half eleven` (11:30), `a quarter to
 * three`, `ten to four`, `twenty to midnight`, `noon`,
 * `midnight`, or an hour in words or digits after a word that sets a time (`after two`, `at about
 * 2`), each followed by an optional `o'clock` or a meridiem. Groups: 1-3 an hour, its minutes and
 * meridiem; 4-5 an hour and its meridiem; 6-8 half or a quarter past or to, the hour, the
 * meridiem (or minutes past or to it); 9 noon or midnight; 10-12 the word before an hour, the hour, the meridiem.
 */
const CLOCK = new RegExp(
  [
    String.raw`(?<![\d:./-])([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?(?![\d:])${MERIDIEM}?`,
    String.raw`\b(\d{1,2})${MERIDIEM}`,
    String.raw`\b(half past|half|(?:a )?quarter (?:past|to)|(?:${MINUTE_WORDS}|[1-5]?\d)(?: minutes)? (?:past|to)) (${PAST_HOUR})\b${MERIDIEM}?`,
    String.raw`\b(noon|midday|midnight)\b`,
    String.raw`\b(at|after|before|around|about|past|till|until|since|by|towards?)(?: about| around)? (${NUMBER})(?!:\d|(?: minutes)? (?:past|to) ${PAST_HOUR}\b)(?: o'clock)?\b${MERIDIEM}?`,
  ].join('|'),
  'gi',
);

/**
 * Words before a time that set the span around it, looked for at the end of the text before it,
 * with the words that soften them ("a little after", "just before", "at about").
 */
const QUALIFIER =
  /(?:\b(?:a little|a bit|just|shortly|right|soon|at|some ?time)\s+)?\b(after|past|since|before|till|until|to|towards?|about|around|roughly|approximately|circa|near|close to)\W*$/i;

/** A part of the day that says whether an hour of 1 to 12 is in the morning or after noon. */
const DAY_PART = /\b(morning|afternoon|evening|tonight|night|lunch(?:time)?|(?:small|early|wee) hours)\b/gi;

/** The hours of each part of the day, for a part named with no hour in it (`later that night`): from, to, in minutes. */
const PART_SPANS: Readonly<Record<string, readonly [number, number]>> = {
  morning: [5 * 60, 11 * 60 + 59],
  afternoon: [12 * 60, 17 * 60 + 59],
  evening: [17 * 60, 22 * 60 + 59],
  tonight: [20 * 60, 5 * 60 + 59],
  night: [20 * 60, 5 * 60 + 59],
  overnight: [20 * 60, 5 * 60 + 59],
  lunch: [11 * 60 + 30, 14 * 60],
  lunchtime: [11 * 60 + 30, 14 * 60],
  'small hours': [0, 4 * 60 + 59],
  'early hours': [0, 4 * 60 + 59],
  'wee hours': [0, 4 * 60 + 59],
};
const PARTS = new RegExp(`\\b(${Object.keys(PART_SPANS).join('|')})\\b`, 'gi');

/** A sentence of the request: a named time's part of the day is looked for in it, up to `SENTENCE_REACH` chars on each side. */
const SENTENCE_END = /[.!?\n]/;
const SENTENCE_REACH = 200;

/** Most times taken from one request: a pasted log's timestamps are not times it names. */
export const MAX_NAMED_TIMES = 4;

/** A time of day a request names: its clock term, and the spans of the words that name it. */
export interface NamedClock {
  /** The span of minutes it means, `14:00–14:20` (`clockTerm`). */
  readonly term: string;
  /**
   * The time, the words before it that set its span ("a little after"), and the part of the day that
   * set its hour ("afternoon"); none for a part of the day alone, whose word stays a word of the request.
   */
  readonly spans: readonly Span[];
}

/**
 * The times of day `request` names outside the `dismissed` spans (the first `MAX_NAMED_TIMES`), each as the span of minutes it
 * means (`clockTerm`): from the time on for "after", up to it for "before", around it otherwise.
 * An hour of 1 to 12 with no meridiem takes the part of the day its sentence names ("this
 * afternoon"); with none it is both the morning's and the afternoon's, save a bare number after a
 * word like "at", which is too often a count (`after two retries`) to take without one. A part of
 * the day that set no hour is its hours (`PART_SPANS`: "later that night" is `20:00–05:59`), its word
 * left to the request's words.
 */
export function clockTerms(request: string, dismissed: readonly Span[] = []): NamedClock[] {
  const clocks: NamedClock[] = [];
  for (const match of request.matchAll(CLOCK)) {
    const at = match.index;
    const end = at + match[0].length;
    if (inSpans(at, dismissed)) continue;
    const sentence = sentenceOf(request, at, end);
    const part = nearestPart(request, sentence, at, end);
    const ranged = RANGE_BEFORE.test(request.slice(Math.max(0, at - QUALIFIER_REACH), at)) || COUNT_AFTER.test(request.slice(end));
    const named = namedTime(match, part?.[1]?.toLowerCase(), ranged);
    if (!named) continue;
    // The words before the time, and for an hour after a time word (`after two`) the words before the hour.
    const from = Math.max(sentence.start, at - QUALIFIER_REACH);
    const lead = request.slice(from, at) + (match[10] !== undefined ? match[0].slice(0, match[0].lastIndexOf(match[11]!)) : '');
    const qualifier = QUALIFIER.exec(lead);
    const [before, after] = spanOf(qualifier?.[1]?.toLowerCase(), named.exact);
    const spans: Span[] = [{ start: qualifier && qualifier.index < at - from ? from + qualifier.index : at, end }];
    // A part of the day set the hour when no meridiem did (it is no word of the question's then).
    const meridiem = match[3] ?? match[5] ?? match[8] ?? match[12];
    if (part && meridiem === undefined && match[9] === undefined) spans.push({ start: part.index, end: part.index + part[0].length });
    for (const minute of named.minutes) clocks.push({ term: clockTerm(minute + before, minute + after), spans });
    if (clocks.length >= MAX_NAMED_TIMES) break;
  }
  // A part of the day that set no time's hour is a span of its own ("later that night" is
  // 20:00–05:59), and stays a word: `night` also finds a `nightly-report`.
  for (const part of request.matchAll(PARTS)) {
    if (clocks.length >= MAX_NAMED_TIMES) break;
    const at = part.index;
    if (inSpans(at, [...dismissed, ...clocks.flatMap((clock) => clock.spans)])) continue;
    const [from, to] = PART_SPANS[part[1]!.toLowerCase()]!;
    clocks.push({ term: clockTerm(from, to), spans: [] });
  }
  return clocks.slice(0, MAX_NAMED_TIMES);
}

/**
 * The part of the day (`DAY_PART`) in `sentence` nearest the time at `[at, end)` of `request`, by
 * the chars between them: "ten last night" in "came in this morning: ... at about ten last night"
 * is 22:00, not 10:00. Of two as near, the one after the time.
 */
function nearestPart(request: string, sentence: Span, at: number, end: number): RegExpExecArray | undefined {
  let best: RegExpExecArray | undefined;
  let bestGap = Infinity;
  DAY_PART.lastIndex = sentence.start;
  for (let part = DAY_PART.exec(request); part && part.index < sentence.end; part = DAY_PART.exec(request)) {
    const partEnd = part.index + part[0].length;
    if (partEnd > sentence.end) break;
    const gap = part.index >= end ? part.index - end : at - partEnd;
    if (gap < bestGap || (gap === bestGap && part.index >= end)) [best, bestGap] = [part, gap];
  }
  return best;
}

/** Chars before a time looked at for the words that set its span: "a little after", "at about". */
const QUALIFIER_REACH = 24;

/** Words before "ten to four" that make it a range of numbers: "from ten to four", "between ten to four". */
const RANGE_BEFORE = /\b(?:from|between)\s+$/i;
/** A plural after "ten to four" that makes it a range of counts: "ten to four replicas". */
const COUNT_AFTER = /^\s+(?!minutes?\b|hours?\b|o'clock\b)[a-z]+s\b/i;

/** The span of the sentence around `[start, end)` of `request`. */
function sentenceOf(request: string, start: number, end: number): Span {
  let from = start;
  const first = Math.max(0, start - SENTENCE_REACH);
  while (from > first && !SENTENCE_END.test(request[from - 1]!)) from -= 1;
  let to = end;
  const last = Math.min(request.length, end + SENTENCE_REACH);
  while (to < last && !SENTENCE_END.test(request[to]!)) to += 1;
  return { start: from, end: to };
}

/**
 * The minutes of the day a match of `CLOCK` may mean (two for an hour of 1 to 12 whose half of
 * the day is not said), and whether it was named to the minute; undefined for a bare number with
 * no `part` of the day, for minutes to or past an hour that may be a range of counts (`ranged`:
 * "from ten to four replicas") with none, and for one past 12 (`at 23 Tannery Row`, `after 17 retries`).
 */
function namedTime(match: RegExpMatchArray, part: string | undefined, ranged: boolean): { minutes: number[]; exact: boolean } | undefined {
  const hours = (hour: number, meridiem: string | undefined, bare: boolean): number[] | undefined => {
    if (hour > 23) return undefined;
    if (hour === 0 || hour > 12) return meridiem === undefined && !bare ? [hour] : undefined;
    const pm = meridiem !== undefined ? meridiem.toLowerCase() === 'p' : afterNoon(hour, part);
    if (pm === undefined) return bare ? undefined : [hour % 12, (hour % 12) + 12];
    return [(hour % 12) + (pm ? 12 : 0)];
  };
  const number = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);
  const minutes = (list: number[] | undefined, minute: number) => list?.map((hour) => hour * 60 + minute);

  if (match[1] !== undefined) {
    const hour = Number(match[1]);
    const list =
      match[3] !== undefined ? hours(hour, match[3], false) : hour <= 12 && part === undefined ? [hour] : hours(hour, undefined, false);
    const at = minutes(list, Number(match[2]));
    return at && { minutes: at, exact: true };
  }
  if (match[4] !== undefined) {
    const at = minutes(hours(Number(match[4]), match[5], false), 0);
    return at && { minutes: at, exact: false };
  }
  if (match[6] !== undefined) {
    const phrase = match[6].toLowerCase();
    const [count] = phrase.split(/ (?:minutes )?(?:past|to)$/);
    const past = phrase.startsWith('half') ? 30 : phrase.includes('quarter') ? 15 : (MINUTES[count!] ?? Number(count));
    const offset = phrase.endsWith(' to') ? -past : past;
    // "Ten to four" may be a range ("from ten to four servers") without a part of the day or a meridiem.
    const bare = ranged && !phrase.startsWith('half') && !phrase.includes('quarter');
    const hour = match[7]!.toLowerCase();
    // Twenty to midnight, ten past noon: no other half of the day.
    if (hour === 'midnight' || hour === 'noon' || hour === 'midday')
      return { minutes: [(hour === 'midnight' ? 0 : 12 * 60) + offset], exact: true };
    const at = minutes(hours(number(hour), match[8], bare), 0)?.map((minute) => minute + offset);
    return at && { minutes: at, exact: true };
  }
  if (match[9] !== undefined) return { minutes: [match[9].toLowerCase() === 'midnight' ? 0 : 12 * 60], exact: false };
  // A bare number after "at" or "after" is too often a count (`after two retries`) without a part of the day or `o'clock`.
  const at = minutes(hours(number(match[11]!), match[12], !/o'clock/i.test(match[0])), 0);
  return at && { minutes: at, exact: false };
}

/** Whether an hour of 1 to 12 in `part` of the day is after noon; undefined when no part is said. */
function afterNoon(hour: number, part: string | undefined): boolean | undefined {
  if (part === undefined) return undefined;
  if (part === 'morning') return hour === 12;
  if (part.startsWith('lunch')) return hour === 12 || hour <= 3;
  if (part === 'afternoon') return true;
  // The small hours: "three in the small hours" is 03:00, "twelve" midnight.
  if (part.endsWith('hours')) return false;
  // Evening and night: "eight at night" is 20:00, "two at night" 02:00, "twelve at night" midnight.
  return hour >= 5 && hour < 12;
}

/** The span, in minutes around the named time, that a qualifier before it sets. */
function spanOf(qualifier: string | undefined, exact: boolean): readonly [number, number] {
  if (qualifier === undefined) return exact ? AT : ABOUT;
  if (['after', 'past', 'since'].includes(qualifier)) return AFTER;
  if (['before', 'till', 'until', 'to', 'toward', 'towards'].includes(qualifier)) return BEFORE;
  return ABOUT;
}

/** The term of the minutes `[from, to]` of the day (wrapping past midnight): `14:00–14:20`, en dash between. */
export function clockTerm(from: number, to: number): string {
  return `${clockText(from)}\u2013${clockText(to)}`;
}

/** A clock-time term, as `clockTerm` writes it. */
const CLOCK_TERM = /^(\d\d):(\d\d)\u2013(\d\d):(\d\d)$/;

/** Whether `term` is a clock-time term (`clockTerm`). */
export function isClockTerm(term: string): boolean {
  return CLOCK_TERM.test(term);
}

/** The widest span a time the request names sets (`AT`, `ABOUT`, `AFTER`, `BEFORE`), in minutes: a part of the day's is wider. */
const NAMED_SPAN = Math.max(...[AT, ABOUT, AFTER, BEFORE].map(([from, to]) => to - from));

/** Whether `term` is the span around a time the request names (`14:22–14:42` for "at 2:32"), not a part of the day's. */
export function namesTime(term: string): boolean {
  const span = spanMinutes(term);
  return span !== undefined && (span.to - span.from + DAY) % DAY <= NAMED_SPAN;
}

/**
 * The index in `terms` of the clock term whose span holds `match` when it is a clock time (`14:03`,
 * as `clockTermSource`'s pattern matched it), or -1.
 */
export function clockTermAt(match: string, terms: readonly string[]): number {
  const minute = minuteOf(match);
  if (minute === undefined) return -1;
  return terms.findIndex((term) => {
    const span = spanMinutes(term);
    if (!span) return false;
    const { from, to } = span;
    return from <= to ? minute >= from && minute <= to : minute >= from || minute <= to;
  });
}

/**
 * Minutes between the clock time `match` (`05:45`) and the middle of the span of the clock term
 * `term` (`05:35–05:55`, for "at a quarter to six"), either way round the clock; undefined when
 * either is not one.
 */
export function minutesFromMiddle(match: string, term: string): number | undefined {
  const span = spanMinutes(term);
  const minute = minuteOf(match);
  if (!span || minute === undefined) return undefined;
  const middle = (span.from + ((span.to - span.from + DAY) % DAY) / 2) % DAY;
  const apart = Math.abs(minute - middle) % DAY;
  return Math.min(apart, DAY - apart);
}

const COLON = 58;

/** The minute of the day of a clock time `HH:MM` (`14:03` is 843), or undefined for any other text. */
function minuteOf(match: string): number | undefined {
  if (match.length !== 5 || match.charCodeAt(2) !== COLON) return undefined;
  const minute = Number(match.slice(0, 2)) * 60 + Number(match.slice(3));
  return Number.isInteger(minute) ? minute : undefined;
}

/** The minutes of the day a clock-time term (`clockTerm`) spans from and to, or undefined for any other term. */
function spanMinutes(term: string): { readonly from: number; readonly to: number } | undefined {
  const span = CLOCK_TERM.exec(term);
  if (!span) return undefined;
  return { from: Number(span[1]) * 60 + Number(span[2]), to: Number(span[3]) * 60 + Number(span[4]) };
}

/**
 * A regex source matching the times `HH:MM` of a clock-time term's minutes, on a 24-hour clock,
 * not preceded by a digit or a colon nor followed by a digit (`14:03` in `14:03:27` and in
 * `T14:03Z`, not in `12:14:03` or `214:03`), but for the colon after a year that a web server's
 * log writes before the time (`14/Apr/2026:19:15:22`).
 */
export function clockTermSource(term: string): string {
  const { from, to } = spanMinutes(term)!;
  const length = (((to - from) % DAY) + DAY) % DAY;
  const byHour = new Map<number, number[]>();
  for (let i = 0; i <= length; i += 1) {
    const minute = (from + i) % DAY;
    const hour = Math.floor(minute / 60);
    byHour.set(hour, [...(byHour.get(hour) ?? []), minute % 60]);
  }
  const hours = [...byHour].map(([hour, list]) => `${twoDigits(hour)}:${minuteSource(list)}`);
  return `(?:(?<![\\d:])|(?<=/\\d{4}:))(?:${hours.join('|')})(?!\\d)`;
}

/** A regex source of consecutive minutes of an hour, by tens: `[0-1]\d` for 0 to 19, `4[5-9]|5\d` for 45 to 59. */
function minuteSource(minutes: readonly number[]): string {
  const byTen = new Map<number, number[]>();
  for (const minute of minutes) byTen.set(Math.floor(minute / 10), [...(byTen.get(Math.floor(minute / 10)) ?? []), minute % 10]);
  const whole = [...byTen].filter(([, units]) => units.length === 10).map(([ten]) => ten);
  const parts = [...byTen]
    .filter(([, units]) => units.length < 10)
    .map(([ten, units]) => `${ten}${digits(units[0]!, units[units.length - 1]!)}`);
  if (whole.length > 0) parts.unshift(`${digits(whole[0]!, whole[whole.length - 1]!)}\\d`);
  return parts.length === 1 ? parts[0]! : `(?:${parts.join('|')})`;
}

/** A regex source of the digits `from` to `to`: `4`, `[0-1]`. */
function digits(from: number, to: number): string {
  return from === to ? String(from) : `[${from}-${to}]`;
}

function clockText(minute: number): string {
  const m = ((minute % DAY) + DAY) % DAY;
  return `${twoDigits(Math.floor(m / 60))}:${twoDigits(m % 60)}`;
}
