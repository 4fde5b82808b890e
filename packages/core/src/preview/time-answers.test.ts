import { describe, expect, it } from 'vitest';
import { askedFor } from './asked-for.js';
import { requestTerms } from './request-terms.js';
import { asksForMoment, asksWhen, durationTerms, holdsMoment } from './time-answers.js';

describe('asksForMoment', () => {
  it('takes the words naming a moment as what a request asks for, as `askedFor` gives them', () => {
    expect(['time', 'date', 'day', 'hour'].map(asksForMoment)).toEqual([true, true, true, true]);
    expect(['times', 'timestamp', 'duration', 'ping', 'when'].map(asksForMoment)).toEqual([false, false, false, false, false]);
  });
});

describe('asksWhen', () => {
  it('finds a request asking when, in a question of its own, a clause or after by, until or since', () => {
    expect(
      [
        'When did that happen?',
        'The pump tripped twice. when was the first?',
        'Which porter did that job, and when did they pick it up?',
        'Where has that got to, and by when do we have to respond?',
        'Until when is the road closed?',
      ].map(asksWhen),
    ).toEqual([true, true, true, true, true]);
  });

  it('finds none in a when that says when something else happened, a when with no verb after it, or no request', () => {
    expect(
      [
        'Which knee did he damage when he got tackled?',
        'The drivers need to know when the last train can get through.',
        'Whenever did that happen?',
        'When the alarm went off, which sensor was it?',
        undefined,
      ].map(asksWhen),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('holdsMoment', () => {
  const holds = (line: string) => holdsMoment(line, 0, line.length);

  it('finds a time of day however the line writes it', () => {
    expect(
      ['"ts": "2026-11-16T02:00:24Z",', '<Time>23:59</Time>', 'Started: Thu, 03 Dec 2026 09:51:40 +0000', 'at 7:05 the pump tripped'].map(
        holds,
      ),
    ).toEqual([true, true, true, true]);
  });

  it('finds none in a MAC address, a longer run of digits and colons, or a count of minutes over 59', () => {
    expect(['<mac address="52:54:00:30:06:08"/>', 'ratio 3:1', 'build 123:45', 'lap 1:75', '24:00', 'fe80::1'].map(holds)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('looks only within `[start, end)`', () => {
    const line = 'id 7 at 02:00';
    expect(holdsMoment(line, 0, line.length - 1)).toBe(false);
    expect(holdsMoment(line, 8, line.length)).toBe(true);
  });
});

describe('durationTerms', () => {
  it('gives the words durations are named by for a request asking how long, with the words that ask it', () => {
    const request = 'She was stuck in lift 1. How long were they shut in, and for how much time was the alarm on?';
    const { terms, spans } = durationTerms(request);
    expect(terms).toEqual(['duration', 'elapsed']);
    expect(spans.map((span) => request.slice(span.start, span.end))).toEqual(['How long', 'how much time']);
    expect(durationTerms('How many trucks were long?')).toEqual({ terms: [], spans: [] });
  });

  it('puts them among the request terms in place of "long", and among the words naming what it asks for', () => {
    expect(requestTerms('How long did she wait in the queue?')).toEqual(['wait', 'queue', 'duration', 'elapsed']);
    expect(askedFor('How long did she wait in the queue?')).toEqual(['duration', 'elapsed']);
  });
});
