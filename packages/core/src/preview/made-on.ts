/** A day of a year: what `madeOn` reads. */
export interface CalendarDay {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

/** Chars of an output's start, then of its end, looked at for the moment it was made. */
const MADE_WITHIN = 2_048;

/**
 * A key saying when the output was made, then its ISO date (`"generated_at": "2026-04-15T17:02:41"`,
 * `generated="2026-04-15T06:30:00+01:00"`, `As of: 2026-06-18`): a report's, an export's, an API
 * response's own stamp. Not a `timestamp` or `created`, which the first record of a log or a
 * listing has for itself.
 */
const MADE_STAMP =
  /\b(?:generated(?:[_ -]?(?:at|on|time))?|as[_ -]?of|exported(?:[_ -]?(?:at|on))?|report[_ -]?(?:date|time)|run[_ -]?(?:at|date)|retrieved(?:[_ -]?at)?|fetched(?:[_ -]?at)?|snapshot[_ -]?(?:at|time))["']?\s*[:=]\s*["']?((?:19|20)\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\d])/i;

/**
 * The day an output says it was made on (`MADE_STAMP` within its first `MADE_WITHIN` chars, else its
 * last: the `meta` an API response ends with), or undefined: what "today", "yesterday" and
 * "tomorrow" of a request about it are relative to.
 */
export function madeOn(text: string): CalendarDay | undefined {
  const stamp =
    MADE_STAMP.exec(text.slice(0, MADE_WITHIN)) ?? MADE_STAMP.exec(text.slice(Math.max(MADE_WITHIN, text.length - MADE_WITHIN)));
  if (!stamp) return undefined;
  return { year: Number(stamp[1]), month: Number(stamp[2]), day: Number(stamp[3]) };
}

/** The day `days` after `day` (before, when negative). */
export function daysAfter(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date written with its year, each way groups its year, month and day: `2026-11-14` or
 * `2026/11/14` (groups 1-3), `14 Nov 2026` or `14/Nov/2026` (4-6), `Nov 14, 2026` (7-9), `14NOV26`
 * or `14-NOV-26` (day 11, month 13, year 14: two digits, this century's).
 */
const DATED =
  /(?<!\d)((?:19|20)\d\d)([-/])(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?!\d)|(?<![\d.])(0?[1-9]|[12]\d|3[01])[-/ ]([A-Za-z]{3})[a-z]*\.?[-/ ]((?:19|20)\d\d)(?!\d)|(?<![A-Za-z])([A-Za-z]{3})[a-z]*\.? {1,2}(0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,? ((?:19|20)\d\d)(?!\d)|(?<![\d.])(0[1-9]|[12]\d|3[01])(-?)([A-Za-z]{3})\12(\d\d)(?!\d)/g;

/** Fewest lines with a date at an output's start, and at its end, that can show it runs in the order of time. */
const MIN_DATED_LINES = 3;

/**
 * The day an output's last dated line shows, when the output runs in the order of time (a log, a
 * journal, an export sorted by time), or undefined: the first date of each line written with its
 * year (`DATED`; every date of a line of records, `lineDays`), within its first and last
 * `MADE_WITHIN` chars, at least `MIN_DATED_LINES` at each end, never going back (or, newest first,
 * never going forward, and the day is its first line's).
 * A register or a listing whose rows are dated in no order shows no such day. When the output says
 * no day it was made on, a request's "Saturday" is most likely the last one on or before it.
 */
export function latestShown(text: string): CalendarDay | undefined {
  const start = lineDays(text.slice(0, MADE_WITHIN));
  // A short output is its start and its end at once.
  const end = text.length <= MADE_WITHIN ? [] : lineDays(text.slice(Math.max(MADE_WITHIN, text.length - MADE_WITHIN)));
  if (start.length < MIN_DATED_LINES || (text.length > MADE_WITHIN && end.length < MIN_DATED_LINES)) return undefined;
  const days = [...start, ...end].map(dayNumber);
  const forward = days.every((day, i) => i === 0 || day >= days[i - 1]!);
  const backward = days.every((day, i) => i === 0 || day <= days[i - 1]!);
  if (forward === backward) return undefined;
  return forward ? (end.at(-1) ?? start.at(-1)) : start[0];
}

/** A line at least this long is a record list on one line (a log dump, minified JSON): each of its dates counts. */
const ONE_LINE_RECORDS = MADE_WITHIN / 2;

/**
 * The first date of each line of `text` that has one written with its year (`DATED`), in order; of
 * a line of `ONE_LINE_RECORDS` chars or more, every date (the records of a log dumped on one line).
 */
function lineDays(text: string): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const line of text.split('\n')) {
    const all = line.length >= ONE_LINE_RECORDS;
    for (const match of line.matchAll(DATED)) {
      const day = calendarDay(match);
      if (day) days.push(day);
      if (!all) break;
    }
  }
  return days;
}

/** The day a `DATED` match writes, or undefined when it names no month or no day of it. */
function calendarDay(match: RegExpMatchArray): CalendarDay | undefined {
  const [year, month, day] =
    match[1] !== undefined
      ? [Number(match[1]), Number(match[3]), Number(match[4])]
      : match[5] !== undefined
        ? [Number(match[7]), MONTHS.indexOf(match[6]!.toLowerCase()) + 1, Number(match[5])]
        : match[8] !== undefined
          ? [Number(match[10]), MONTHS.indexOf(match[8].toLowerCase()) + 1, Number(match[9])]
          : [2000 + Number(match[14]), MONTHS.indexOf(match[13]!.toLowerCase()) + 1, Number(match[11])];
  if (month === 0) return undefined;
  const date = daysAfter({ year, month, day }, 0);
  return date.month === month ? date : undefined;
}

/** A number that orders days. */
function dayNumber(day: CalendarDay): number {
  return Date.UTC(day.year, day.month - 1, day.day);
}
