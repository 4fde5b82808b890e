import { describe, expect, it } from 'vitest';
import { daysAfter, latestShown, madeOn } from './made-on.js';

describe('madeOn', () => {
  it('reads the day an output says it was made on, from a key of its own near its start, in JSON, XML or text', () => {
    expect(madeOn('{\n  "plan_id": "PLN-03",\n  "generated_at": "2026-04-15T17:02:41+01:00",\n  "routes": [')).toEqual({
      year: 2026,
      month: 4,
      day: 15,
    });
    expect(madeOn('<?xml version="1.0"?><Notices site="LUT1" generated="2026-04-15T06:30:00+01:00">')).toEqual({
      year: 2026,
      month: 4,
      day: 15,
    });
    expect(madeOn('Stock report\nAs of: 2026-06-18 09:00\n')).toEqual({ year: 2026, month: 6, day: 18 });
  });

  it('reads it from the last 2,048 chars when the first hold none: the meta an API response ends with', () => {
    expect(madeOn(`{"data": [${'{"id": 1}, '.repeat(400)}], "meta": {"generated_at": "2026-11-12T16:19:53Z"}}`)).toEqual({
      year: 2026,
      month: 11,
      day: 12,
    });
  });

  it("reads no day from a record's own time, a date between its first and last 2,048 chars, or a date that is none", () => {
    expect(madeOn('{"timestamp":"2026-04-15T10:00:00Z","created_at":"2026-04-14"}')).toBeUndefined();
    expect(madeOn(`${'x'.repeat(2_048)} generated_at: 2026-04-15${'x'.repeat(2_048)}`)).toBeUndefined();
    expect(madeOn('generated: 2026-13-01, generated_at: 2026-04-150')).toBeUndefined();
  });
});

describe('daysAfter', () => {
  it('counts across the ends of months and years', () => {
    expect(daysAfter({ year: 2026, month: 4, day: 30 }, 1)).toEqual({ year: 2026, month: 5, day: 1 });
    expect(daysAfter({ year: 2027, month: 1, day: 1 }, -1)).toEqual({ year: 2026, month: 12, day: 31 });
  });
});

describe('latestShown', () => {
  const log = (days: readonly string[]) => days.map((day, i) => `${day}T0${i % 10}:00:00Z INFO job ${i} ran`).join('\n');
  const filler = `${'2026-11-12T12:00:00Z INFO nothing here\n'.repeat(200)}`;

  it("gives the day of a log's last dated line when its dates run forward at both ends, or its first line's when they run back", () => {
    const days = ['2026-11-10', '2026-11-10', '2026-11-11'];
    // A line's later dates are not its own (a job due back on the 2nd).
    const end = ['2026-11-15', '2026-11-16 due 2026-11-02', '2026-11-16'];
    expect(latestShown(`${log(days)}\n${filler}${log(end)}`)).toEqual({ year: 2026, month: 11, day: 16 });
    expect(latestShown(`${log([...end].reverse())}\n${filler}${log([...days].reverse())}`)).toEqual({ year: 2026, month: 11, day: 16 });
    // Day, month's name and year; month's name, day and year.
    // Day, month's name and a year of two digits, newest first: a cargo system's register.
    const held = (days: readonly string[]) => days.map((day, i) => `H26-${i}  CUT ROSES  ${day} 0${i % 10}:41  OPEN`).join('\n');
    expect(
      latestShown(`${held(['30DEC26', '30DEC26', '29DEC26'])}\n${'x\n'.repeat(1_100)}${held(['25-DEC-26', '24-DEC-26', '24-DEC-26'])}`),
    ).toEqual({
      year: 2026,
      month: 12,
      day: 30,
    });
    expect(latestShown(['14/Nov/2026:09:03 a', '14/Nov/2026:10:03 b', 'Nov 15, 2026 c', 'Nov 16, 2026 d'].join('\n'))).toEqual({
      year: 2026,
      month: 11,
      day: 16,
    });
  });

  it('gives none for rows dated in no order, for fewer than 3 dated lines at an end, or for dates that are none', () => {
    expect(latestShown(log(['2026-11-10', '2027-07-20', '2025-04-09', '2026-11-11']))).toBeUndefined();
    expect(
      latestShown(`${log(['2026-11-10', '2026-11-11', '2026-11-12'])}\n${'x\n'.repeat(2_100)}${log(['2026-11-13', '2026-11-14'])}`),
    ).toBeUndefined();
    expect(latestShown(log(['2026-02-30', '2026-02-31', '2026-13-01']))).toBeUndefined();
  });
});
