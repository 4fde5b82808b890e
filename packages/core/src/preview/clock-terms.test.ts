import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTerm, clockTermAt, clockTerms, clockTermSource, MAX_NAMED_TIMES, minutesFromMiddle, namesTime } from './clock-terms.js';
import { dismissedClauses } from './dismissed-clauses.js';
import { requestTerms } from './request-terms.js';

/** Each time `request` names: its term, and the words that named it. */
function named(request: string): [string, string[]][] {
  return clockTerms(request, dismissedClauses(request)).map((c) => [c.term, c.spans.map((s) => request.slice(s.start, s.end))]);
}

describe('clockTerms', () => {
  it('gives the span of minutes a time in words or digits means, and the words that named it', () => {
    expect(named('The report we emailed on Tuesday, a little after two in the afternoon, never arrived.')).toEqual([
      ['14:00–14:20', ['a little after two', 'afternoon']],
    ]);
    expect(named('Just before midnight the batch ran twice.')).toEqual([['23:40–00:00', ['Just before midnight']]]);
    expect(named('Blood drawn this morning at about 06:40.')).toEqual([['06:25–06:55', ['at about 06:40', 'morning']]]);
    expect(named('It broke around 3pm.')).toEqual([['14:45–15:15', ['around 3pm']]]);
    expect(named('It broke at 14:05.')).toEqual([['13:55–14:15', ['14:05']]]);
    expect(named('At a quarter to three in the afternoon.')).toEqual([['14:35–14:55', ['a quarter to three', 'afternoon']]]);
    expect(named('Shortly after half past nine in the evening.')).toEqual([['21:30–21:50', ['Shortly after half past nine', 'evening']]]);
    expect(named('At noon.')).toEqual([['11:45–12:15', ['noon']]]);
    expect(named('Just after two at night.')).toEqual([['02:00–02:20', ['Just after two', 'night']]]);
  });

  it('takes for an hour the part of the day nearest it in its sentence', () => {
    expect(named("She came in this morning: her laptop wouldn't connect at about ten last night, she says.")).toEqual([
      ['21:45–22:15', ['at about ten', 'night']],
      ['05:00–11:59', []],
    ]);
    expect(named('This evening it was fine, but at seven this morning it failed.')).toEqual([['06:45–07:15', ['at seven', 'morning']]]);
  });

  it('takes a part of the day that set no hour as its span, and leaves its word to the request', () => {
    expect(named('Was anyone trapped in a lift later that night?')).toEqual([['20:00–05:59', []]]);
    expect(named('One of the PCs went dead in the small hours.')).toEqual([['00:00–04:59', []]]);
    expect(named('It rebooted at three in the wee hours.')).toEqual([['02:45–03:15', ['at three', 'wee hours']]]);
    expect(named('Two at night, and this morning.')).toEqual([
      ['20:00–05:59', []],
      ['05:00–11:59', []],
    ]);
    expect(requestTerms('Was anyone trapped in a lift later that night?')).toEqual([
      'anyone',
      'trapp',
      'lift',
      'later',
      'night',
      '20:00–05:59',
    ]);
  });

  it('reads minutes past or to an hour, and the British "half eleven"', () => {
    expect(named('About ten to four in the afternoon the queue backed up.')).toEqual([['15:35–16:05', ['About ten to four', 'afternoon']]]);
    expect(named('At twenty past nine in the morning.')).toEqual([['09:10–09:30', ['twenty past nine', 'morning']]]);
    expect(named('It broke around half eleven last night.')).toEqual([['23:15–23:45', ['around half eleven', 'night']]]);
    // Minutes past or to with no part of the day or meridiem may be a range, after "from" or before a plural; else both halves of the day.
    expect(named('We scaled from ten to four replicas.')).toEqual([]);
    expect(named('We scaled ten to four replicas.')).toEqual([]);
    expect(named('The ten to six showing of Harbour Lights.')).toEqual([
      ['05:40–06:00', ['ten to six']],
      ['17:40–18:00', ['ten to six']],
    ]);
    // Midnight and noon are hours minutes are past or to, of one half of the day, and no hour of their own.
    expect(named('Lightning hit at about twenty to midnight, and at ten past noon.')).toEqual([
      ['23:25–23:55', ['at about twenty to midnight']],
      ['12:00–12:20', ['ten past noon']],
    ]);
  });

  it("takes both halves of the day for an hour with no part of the day, but a bare number only with o'clock", () => {
    expect(named("It stopped at two o'clock.")).toEqual([
      ['01:45–02:15', ["at two o'clock"]],
      ['13:45–14:15', ["at two o'clock"]],
    ]);
    expect(named('Just after half past twelve everyone was logged out.')).toEqual([
      ['00:30–00:50', ['Just after half past twelve']],
      ['12:30–12:50', ['Just after half past twelve']],
    ]);
    expect(named('It failed after two retries, at 3 sites, since 2019.')).toEqual([]);
    // An hour past twelve too: "at 23 Tannery Row" is an address, "after 17 retries" a count.
    expect(named('She lives at 23 Tannery Row; it failed after 17 retries.')).toEqual([]);
    expect(named("It stopped at 23 o'clock.")).toEqual([['22:45–23:15', ["at 23 o'clock"]]]);
  });

  it('names no time in a clause that says to ignore it, and no ratio, version or date', () => {
    expect(named("We've already ruled out the 11:40 deploy. The 16:9 screens, v1:30 and 2026-03-10 are fine")).toEqual([]);
  });
});

describe('minutesFromMiddle', () => {
  it('gives the minutes between a clock time and the middle of a clock term, either way round the clock', () => {
    expect(minutesFromMiddle('05:45', '05:35\u201305:55')).toBe(0);
    expect(minutesFromMiddle('05:35', '05:35\u201305:55')).toBe(10);
    expect(minutesFromMiddle('06:00', '05:35\u201305:55')).toBe(15);
    expect(minutesFromMiddle('00:05', '23:50\u201300:10')).toBe(5);
    expect(minutesFromMiddle('23:55', '00:00\u201300:10')).toBe(10);
    expect(minutesFromMiddle('5:45', '05:35\u201305:55')).toBeUndefined();
    expect(minutesFromMiddle('05:45', 'cell')).toBeUndefined();
  });
});

describe('namesTime', () => {
  it('tells the span around a named time from a part of the day', () => {
    const terms = clockTerms('at 2:32pm, about 3pm, after 4pm, this morning').map((c) => c.term);
    expect(terms.map(namesTime)).toEqual([true, true, true, false]);
    expect(namesTime(clockTerms('later that night')[0]!.term)).toBe(false);
    expect(namesTime('23:50–00:10')).toBe(true);
    expect(namesTime('lane 7')).toBe(false);
  });
});

describe('clockTermSource', () => {
  it('matches the clock times of the span, and no time inside another or a longer number', () => {
    const pattern = new RegExp(clockTermSource('14:00–14:20'), 'g');
    const text =
      'Mar 10 14:03:27 a; 2026-03-10T14:20:00Z b; 14:21 c; 13:59 d; 12:14:05 e; 214:05 f; 14:055 g; [14/Apr/2026:14:05:22 +0100] h; 26:14:05 i';
    expect([...text.matchAll(pattern)].map((m) => m[0])).toEqual(['14:03', '14:20', '14:05']);
    expect(clockTermSource('23:40–00:00')).toBe('(?:(?<![\\d:])|(?<=/\\d{4}:))(?:23:[4-5]\\d|00:00)(?!\\d)');
    expect(clockTermSource('06:25–06:55')).toBe('(?:(?<![\\d:])|(?<=/\\d{4}:))(?:06:(?:[3-4]\\d|2[5-9]|5[0-5]))(?!\\d)');
  });

  it('matches a clock time exactly when the term holds its minute, as clockTermAt says', () => {
    const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 1439 }),
        (from, length, minute) => {
          const term = clockTerm(from, from + length);
          const inSpan = (minute - from + 1440) % 1440 <= length;
          expect(new RegExp(`^${clockTermSource(term)}$`).test(clock(minute))).toBe(inSpan);
          expect(clockTermAt(clock(minute), ['error', term])).toBe(inSpan ? 1 : -1);
        },
      ),
    );
  });
});

describe('requestTerms with a time of day', () => {
  it('puts the clock term in place of the words that named the time, and of the time in digits', () => {
    expect(requestTerms('A little after two this afternoon a payment came back with a 422.')).toEqual([
      'payment',
      'came',
      '422',
      '14:00–14:20',
    ]);
    expect(requestTerms('What did the lab report for the blood drawn at about 06:40?')).toEqual([
      'lab',
      'report',
      'blood',
      'drawn',
      '06:25–06:55',
    ]);
  });
});

describe('clockTerms on a pasted log', () => {
  it('takes the first 4 times of a request that holds thousands', () => {
    const log = Array.from(
      { length: 20_000 },
      (_, i) => `${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00 job ${i} ran`,
    ).join(' ');
    expect(clockTerms(`What failed here? ${log}`)).toHaveLength(MAX_NAMED_TIMES);
    expect(requestTerms(`What failed here? ${log}`).filter((t) => t.includes('\u2013'))).toHaveLength(MAX_NAMED_TIMES);
  });
});
