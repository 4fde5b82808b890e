import type { Span } from './dismissed-clauses.js';
/** Words naming what a request asks for (`askedFor`) that ask for a moment: "What time", "which date", "what day". */
const MOMENT_WORDS = new Set(['time', 'date', 'day', 'hour']);

/** A time of day (`02:00`, `02:00:24`, the time of `2026-11-16T02:00:24Z`), not part of a longer run of digits and colons (a MAC address). */
const TIME_OF_DAY = /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/;

/**
 * A request asking when: `when` opening a question, a clause (`, and when did they pick it up`) or
 * after `by`, `until` or `since`, before the verb it asks with (`When did that happen?`, `by when do
 * we have to respond`); not a `when` that says when something else happened (`damaged when he got
 * tackled`).
 */
const WHEN_ASKED =
  /(?:^|[.?!:;,]\s*|\b(?:and|but|so|by|until|since)\s+)when\s+(?:did|does|do|is|was|were|will|would|has|have|had|are|can|could|should|must|shall)\b/i;

/** True when a request asks when something happened or is due (`WHEN_ASKED`): a time of day answers it. */
export function asksWhen(request: string | undefined): boolean {
  return request !== undefined && WHEN_ASKED.test(request);
}

/** True when a term naming what a request asks for asks for a moment: `time`, `date`, `day`, `hour`. */
export function asksForMoment(term: string): boolean {
  return MOMENT_WORDS.has(term);
}

/** True when the line `[start, end)` holds a time of day: it says when (the `"ts"` of a position report), whatever its key is called. */
export function holdsMoment(text: string, start: number, end: number): boolean {
  return TIME_OF_DAY.test(text.slice(start, end));
}

/** A request asking how long something took or lasted: `how long`, `for how long`, `how much time`. */
const HOW_LONG = /\bhow (?:long|much time)\b/gi;

/**
 * The words an output names a span of time by (`stop_duration=00:19:42`, `"elapsed": "47m13s"`), as
 * terms: what a request asking how long (`HOW_LONG`) asks for, with the spans of the words that ask it
 * (`long` of "how long" is no word to pick lines by: not `longitude`). None for another request.
 */
export function durationTerms(request: string | undefined): { readonly terms: readonly string[]; readonly spans: readonly Span[] } {
  const spans = request ? [...request.matchAll(HOW_LONG)].map((m) => ({ start: m.index, end: m.index + m[0].length })) : [];
  return { terms: spans.length > 0 ? DURATION_TERMS : [], spans };
}

/** What `durationTerms` gives a request asking how long. */
export const DURATION_TERMS: readonly string[] = ['duration', 'elapsed'];
