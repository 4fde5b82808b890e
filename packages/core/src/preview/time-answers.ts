/** Words naming what a request asks for (`askedFor`) that ask for a moment: "What time", "which date", "what day". */
const MOMENT_WORDS = new Set(['time', 'date', 'day', 'hour']);

/** A time of day (`02:00`, `02:00:24`, the time of `2026-11-16T02:00:24Z`), not part of a longer run of digits and colons (a MAC address). */
const TIME_OF_DAY = /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/;

/** True when a term naming what a request asks for asks for a moment: `time`, `date`, `day`, `hour`. */
export function asksForMoment(term: string): boolean {
  return MOMENT_WORDS.has(term);
}

/** True when the line `[start, end)` holds a time of day: it says when (the `"ts"` of a position report), whatever its key is called. */
export function holdsMoment(text: string, start: number, end: number): boolean {
  return TIME_OF_DAY.test(text.slice(start, end));
}
