import { describe, expect, it } from 'vitest';
import { daysAfter, madeOn } from './made-on.js';

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
