import { describe, expect, it } from 'vitest';
import { holdsAskedMoment, minutesFromAsked } from './asked-moments.js';
import { clockTerm } from './clock-terms.js';
import { dateTerm } from './date-terms.js';
import { termSearch } from './term-search.js';

describe('holdsAskedMoment', () => {
  // The 12th of September, from 19:50 to 20:10 ("12 September at 8pm").
  const search = termSearch([dateTerm(9, 12), clockTerm(19 * 60 + 50, 20 * 60 + 10), 'bramble'])!;
  const holds = (text: string) => holdsAskedMoment(text, { start: 0, end: text.length }, search);

  it('holds the day and the time of day asked written together', () => {
    expect(holds('"start": "2027-09-12T20:00:00+01:00"')).toBe(true);
    expect(holds('12/Sep/2027:20:05:11 GET /')).toBe(true);
    expect(holds('Sep 12 20:09:59 host cron')).toBe(true);
    expect(holds('"end": "2027-09-11T08:00", "start": "2027-09-12T20:00"')).toBe(true);
  });

  it('holds none for that day at another time, that time on another day, or the two apart', () => {
    expect(holds('"end": "2027-09-12T08:00:00+01:00"')).toBe(false);
    expect(holds('"start": "2027-09-11T20:00:00+01:00"')).toBe(false);
    expect(holds('"date": "2027-09-12", "start": "20:00"')).toBe(false);
    expect(holds('20:00 on 2027-09-12')).toBe(false);
  });
});

describe('minutesFromAsked', () => {
  // From 14:22 to 14:42 ("at 2:32 in the afternoon"), and the lane.
  const search = termSearch([clockTerm(14 * 60 + 22, 14 * 60 + 42), 'lane'])!;
  const off = (text: string) => minutesFromAsked(text, { start: 0, end: text.length }, search);

  it('gives the least minutes between a time of day in the span and the time asked', () => {
    expect(off('"lane": 7, "ts": "2027-03-15T14:32:07.1+11:00"')).toBe(0);
    expect(off('"ts": "2027-03-15T14:23:04+11:00"')).toBe(9);
    expect(off('in 14:41:00, out 14:30:59')).toBe(2);
  });

  it('gives Infinity for a span with no time of day in the span asked', () => {
    expect(off('"lane": 7, "ts": "2027-03-15T14:43:00"')).toBe(Infinity);
    expect(off('lane 7')).toBe(Infinity);
  });

  it('takes no time from a part of the day, which names none', () => {
    const morning = termSearch([clockTerm(5 * 60, 11 * 60 + 59)])!;
    expect(minutesFromAsked('2026-11-14T08:30:00Z', { start: 0, end: 20 }, morning)).toBe(Infinity);
    const both = termSearch([clockTerm(5 * 60, 11 * 60 + 59), clockTerm(8 * 60 + 35, 8 * 60 + 55)])!;
    expect(minutesFromAsked('2026-11-14T08:30:00Z', { start: 0, end: 20 }, both)).toBe(15);
  });
});
