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
