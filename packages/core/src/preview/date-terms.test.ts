import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTerm, dateTermAt, dateTerms, dateTermSource, dayTerm, MAX_NAMED_DAYS } from './date-terms.js';
import { requestTerms } from './request-terms.js';

/** Each day `request` names: its term, and the words that named it. */
function named(request: string): [string, string][] {
  return dateTerms(request).map((d) => [d.term, request.slice(d.spans[0]!.start, d.spans[0]!.end)]);
}

describe('dateTerms', () => {
  it('gives the day of the year a request names in words, and the words that named it', () => {
    expect(named('Who resolved the incident on the night of 3 November?')).toEqual([['--11-03', '3 November']]);
    expect(named('March 11th, Nov. 3rd, the 2nd of Sept and May 5.')).toEqual([
      ['--03-11', 'March 11th'],
      ['--11-03', 'Nov. 3rd'],
      ['--09-02', '2nd of Sept'],
      ['--05-05', 'May 5'],
    ]);
    expect(named('On the ninth of June, June the twenty-first, or Sept first?')).toEqual([
      ['--06-09', 'ninth of June'],
      ['--06-21', 'June the twenty-first'],
      ['--09-01', 'Sept first'],
    ]);
  });

  it('gives a day of the month named by its number alone after a word that puts a day there, and none before a word that makes it a count', () => {
    expect(named('When does the possession start on the weekend of the twenty-first?')).toEqual([['---21', 'twenty-first']]);
    expect(named('Anything since the 3rd, or on the thirtieth at noon?')).toEqual([
      ['---03', '3rd'],
      ['---30', 'thirtieth'],
    ]);
    expect(named('It failed on the third attempt, and the second replica of the 2nd of May, too.')).toEqual([['--05-02', '2nd of May']]);
    expect(named('On the 32nd, or the fourth of the month.')).toEqual([]);
    // A number it starts is no day: the 1.5 litre kettles, the 3:1 ratio.
    expect(named('How many of the 1.5 litre kettles, and of the 3:1 ones?')).toEqual([]);
  });

  it('names no day for a month alone, a day past the month, a word like a month, or the verb "may"', () => {
    expect(named('The numbers for November look low; 31 June, 30 Feb, Marching 3 bands, Decision 3, it may 3 times.')).toEqual([]);
  });
});

describe('dateTerms on a long request', () => {
  it('takes the first 4 days', () => {
    const days = Array.from({ length: 10 }, (_, i) => `${i + 1} May`).join(', ');
    expect(dateTerms(days).map((d) => d.term)).toEqual(['--05-01', '--05-02', '--05-03', '--05-04']);
    expect(MAX_NAMED_DAYS).toBe(4);
  });
});

describe('dateTermSource', () => {
  it('matches the ways an output writes the day, in any year and case, and no other day', () => {
    const pattern = new RegExp(dateTermSource('--11-03'), 'g');
    const days =
      '2026-11-03T23:10Z | 20261103064000 | 03/Nov/2026:23:10 | Nov  3 23:10:01 | NOV 03 | 3 November 2026 | 03.11.2026 | 11/03/2026 | Tue, 3 Nov 2026 | 2026/11/03 | 03NOV26 06:41 | 3NOV2026 | 03-NOV-26';
    expect([...days.matchAll(pattern)].map((m) => m[0])).toEqual([
      '2026-11-03',
      '20261103',
      '03/Nov',
      'Nov  3',
      'NOV 03',
      '3 November',
      '03.11.2026',
      '11/03/2026',
      '3 Nov',
      '2026/11/03',
      '03NOV26',
      '3NOV2026',
      '03-NOV',
    ]);
    const others =
      '2026-11-30 13 Nov Nov 30 2026-11-031 113/11/2026 Nov 3:00 3 Novel 202611031 2026-01-13 13NOV26 03NOV263 03NOVA26 103NOV26';
    expect([...others.matchAll(pattern)].map((m) => m[0])).toEqual([]);
  });

  it("matches the ways an output writes a day term's day of any month, and no other day", () => {
    const pattern = new RegExp(dateTermSource(dayTerm(21)), 'g');
    const days =
      'DTSTART:20260321T233500 | 2026-11-21 | 21/Nov/2026 | Sep 21 | SEPT 21 | 21.03.2026 | 03/21/2026 | 2026-13-21 | 2026-11-211 | 121/11/2026';
    expect([...days.matchAll(pattern)].map((m) => m[0])).toEqual([
      '20260321',
      '2026-11-21',
      '21/Nov',
      'Sep 21',
      'SEPT 21',
      '21.03.2026',
      '03/21/2026',
    ]);
  });

  it('matches an ISO date exactly when it is the term’s day, as dateTermAt says', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2089-12-31'), noInvalidDate: true }),
        fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2000-12-31') }),
        (written, asked) => {
          const iso = written.toISOString().slice(0, 10);
          const term = dateTerm(asked.getUTCMonth() + 1, asked.getUTCDate());
          const same = iso.slice(5) === term.slice(2);
          expect(new RegExp(`^(?:${dateTermSource(term)})$`).test(iso)).toBe(same);
          expect(dateTermAt(iso, ['incident', term])).toBe(same ? 1 : -1);
        },
      ),
    );
  });
});

describe('dateTerms from today', () => {
  const today = { year: 2026, month: 4, day: 30 };
  const fromToday = (request: string) =>
    dateTerms(request, [], today).map((d) => [d.term, request.slice(d.spans[0]!.start, d.spans[0]!.end)]);

  it('gives the days a request names from the day the output was made on: today, yesterday, tomorrow', () => {
    expect(fromToday('Is the van due tomorrow, or did it come yesterday? Or Today?')).toEqual([
      ['--05-01', 'tomorrow'],
      ['--04-29', 'yesterday'],
      ['--04-30', 'Today'],
    ]);
    // Only the day's word is its term's: the `morning` of "this morning" and the `night` of "last night" are times'.
    expect(fromToday('What failed this morning, and last night?')).toEqual([
      ['--04-30', 'this'],
      ['--04-29', 'last'],
    ]);
  });

  it('gives the day a weekday names from the day the output was made on: the last before, or with next and this, after', () => {
    // 30 April 2026 is a Thursday.
    expect(fromToday('Did it go out on Tuesday, or last Thursday? Is it due next Monday, or this Saturday?')).toEqual([
      ['--04-28', 'Tuesday'],
      ['--04-23', 'Thursday'],
      ['--05-04', 'Monday'],
      ['--05-02', 'Saturday'],
    ]);
    // Sunday and Saturday alone: the days to come too, after the others, while there is room (today's Thursday has none).
    expect(fromToday("What ran on Thursday, and in Sunday's batch, and on Saturday night?")).toEqual([
      ['--04-30', 'Thursday'],
      ['--04-26', 'Sunday'],
      ['--04-25', 'Saturday'],
      ['--05-03', 'Sunday'],
    ]);
  });

  it('gives a weekday in the week the request names, weeks running Monday to Sunday, with the words naming the week', () => {
    // 30 April 2026 is a Thursday: this week runs from Monday 27 April, last week from Monday 20.
    const named = (request: string) =>
      dateTerms(request, [], today).map((d) => [d.term, ...d.spans.map((s) => request.slice(s.start, s.end))]);
    expect(named('What ran on Wednesday last week, and Tuesday of next week?')).toEqual([
      ['--04-22', 'Wednesday', ' last week'],
      ['--05-05', 'Tuesday', ' of next week'],
    ]);
    expect(named("Last week's Friday, and last week on Monday?")).toEqual([
      ['--04-24', 'Friday', "Last week's "],
      ['--04-20', 'Monday', 'last week on '],
    ]);
    expect(named('Saturday this week, and Sunday the week before last?')).toEqual([
      ['--05-02', 'Saturday', ' this week'],
      ['--04-19', 'Sunday', ' the week before last'],
    ]);
  });

  it('gives a weekday alone the day to come as well as the day gone: a rota asked about on a Thursday', () => {
    expect(fromToday('Who is second on call for OT on Saturday night?')).toEqual([
      ['--04-25', 'Saturday'],
      ['--05-02', 'Saturday'],
    ]);
  });

  it('gives none of them without a day the output was made on', () => {
    expect(dateTerms('Is the van due tomorrow, or did it come yesterday?')).toEqual([]);
    expect(dateTerms('Did it go out on Tuesday?')).toEqual([]);
  });

  it('gives a weekday with its day of the month after it the nearest such day that falls on it, not the weekday from today', () => {
    // 7 March 2026 is a Saturday (7 April a Tuesday); 23 January a Friday (April, March, May, February, June's are not).
    expect(fromToday('Late on Saturday the 7th, and on Friday 23, what ran?')).toEqual([
      ['--03-07', '7th'],
      ['--01-23', '23'],
    ]);
    // With no day to count from, no day: the 7th of any month need not be a Saturday.
    expect(dateTerms('Late on Saturday the 7th, what ran?')).toEqual([]);
  });
});

describe('dateTerms from the latest day the output shows', () => {
  // The output ends on Monday 16 November 2026.
  const latest = { year: 2026, month: 11, day: 16 };
  const fromLatest = (request: string) =>
    dateTerms(request, [], undefined, latest).map((d) => [d.term, request.slice(d.spans[0]!.start, d.spans[0]!.end)]);

  it('gives a weekday alone, or with last, the last such day on or before it, and no day to come', () => {
    expect(fromLatest('She rang on Saturday morning, and last Monday.')).toEqual([
      ['--11-14', 'Saturday'],
      ['--11-16', 'Monday'],
    ]);
  });

  it('gives none for next or this weekday, past what the output shows, nor for today or yesterday', () => {
    expect(fromLatest('Is it due next Monday, or this Saturday? Or was it yesterday?')).toEqual([]);
  });

  it('gives a weekday in the week before the one it ends in, and none in its week or the next', () => {
    expect(fromLatest('What ran on Wednesday last week?')).toEqual([['--11-11', 'Wednesday']]);
    expect(fromLatest('What runs on Wednesday next week, or on Friday this week?')).toEqual([]);
  });
});

describe('requestTerms with a day of the year', () => {
  it('puts the date term in place of the words that named the day', () => {
    expect(requestTerms("Send Petra Jansen's chest CT from 11 March.")).toEqual(['send', 'petra', 'jansen', 'chest', 'ct', '--03-11']);
    // A time in digits that names no clock time (`24:00`) stays a word beside a day.
    expect(requestTerms('What ran on 3 November at 24:00?')).toEqual(['ran', '24:00', '--11-03']);
  });
});
