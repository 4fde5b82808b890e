import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formattedLength } from './format-count.js';

const EN_US = new Intl.NumberFormat('en-US');

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1,000');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(100_000_000)).toBe('100,000,000');
  });

  it('agrees with Intl en-US for every whole number, and formattedLength with its length', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(EN_US.format(n));
        expect(formattedLength(n)).toBe(formatCount(n).length);
      }),
    );
  });
});
