import { describe, expect, it } from 'vitest';
import { askedMoments } from './asked-moments.js';
import { clockTerm } from './clock-terms.js';
import { dateTerm } from './date-terms.js';
import { termSearch } from './term-search.js';

describe('askedMoments', () => {
  // The 12th of September, from 19:50 to 20:10 ("12 September at 8pm").
  const search = termSearch([dateTerm(9, 12), clockTerm(19 * 60 + 50, 20 * 60 + 10), 'bramble'])!;
  const count = (...lines: string[]) => {
    const text = lines.join('\n');
    let start = 0;
    const spans = lines.map((line) => {
      const span = { start, end: start + line.length };
      start = span.end + 1;
      return span;
    });
    return askedMoments(text, spans, search);
  };

  it('counts the spans where the day and the time of day asked are written together, once each', () => {
    expect(count('"start": "2027-09-12T20:00:00+01:00"', '12/Sep/2027:20:05:11 GET /', 'Sep 12 20:09:59 host cron')).toBe(3);
    expect(count('2027-09-12 20:00 and 2027-09-12 20:01')).toBe(1);
  });

  it('counts none for that day at another time, that time on another day, or the two apart', () => {
    expect(count('"end": "2027-09-12T08:00:00+01:00"')).toBe(0);
    expect(count('"start": "2027-09-11T20:00:00+01:00"')).toBe(0);
    expect(count('"date": "2027-09-12", "start": "20:00"')).toBe(0);
    expect(count('20:00 on 2027-09-12')).toBe(0);
  });
});
