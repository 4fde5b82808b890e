import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spikeRows } from './spike-values.js';

/** A plot's snow depth an hour, in mm: rising a few mm an hour, falling back some nights. */
const depths = Array.from({ length: 120 }, (_, h) => 400 + 3 * h - (h % 24 > 20 ? 5 : 0) + (h % 3));

describe('spikeRows', () => {
  it('finds the value that jumps and comes straight back: a snow depth of 3124 mm between two near 450', () => {
    const series = depths.map((v, h) => (h === 57 ? 3124 : v));
    expect(spikeRows(series)).toEqual([57]);
  });

  it('finds none in a place that only moves as it does, or steps to a new level and stays, or is still but for one value', () => {
    expect(spikeRows(depths)).toEqual([]);
    expect(spikeRows(depths.map((v, h) => (h >= 57 ? v + 3000 : v)))).toEqual([]);
    // Up, then down past where it started, to a new level: no return.
    expect(spikeRows(depths.map((v, h) => (h === 57 ? 3124 : h > 57 ? v - 2000 : v)))).toEqual([]);
    // A still place's one value is `oddNumbers`' to find: no step is usual there.
    expect(spikeRows(depths.map((_, h) => (h === 57 ? 25 : 24)))).toEqual([]);
  });

  it("finds none among the values of things taken in turn, each unlike the last: each meter's reading, line by line", () => {
    const readings = Array.from({ length: 120 }, (_, i) => ((i * 7919) % 1000) + 100);
    expect(spikeRows(readings)).toEqual([]);
  });

  it('finds none past 2 spikes in a place, and none where a value is not a number', () => {
    const three = depths.map((v, h) => (h === 20 || h === 57 || h === 90 ? 3124 : v));
    expect(spikeRows(three)).toEqual([]);
    expect(spikeRows(depths.map((v, h) => (h === 10 ? Number.NaN : h === 57 ? 3124 : v)))).toEqual([]);
  });

  it('finds the same rows whatever the unit and the zero: a value scaled and shifted (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 3, maxLength: 80 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        (series, scale, shift) => {
          const rows = spikeRows(series);
          expect(spikeRows(series.map((v) => v * scale + shift))).toEqual(rows);
          expect(rows.length).toBeLessThanOrEqual(2);
          for (const row of rows) expect(row > 0 && row < series.length - 1).toBe(true);
        },
      ),
    );
  });
});
