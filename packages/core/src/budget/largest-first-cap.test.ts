import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestFirstCap } from './largest-first-cap.js';

const capped = (sizes: readonly number[], cap: number) => sizes.reduce((sum, size) => sum + Math.min(size, cap), 0);

describe('largestFirstCap', () => {
  it('cuts the largest sizes first and leaves the small ones whole', () => {
    expect(largestFirstCap([100, 50, 10], 100)).toBe(45);
    expect(largestFirstCap([10, 50, 100], 100)).toBe(45);
    expect(largestFirstCap([100, 100, 100, 100], 200)).toBe(50);
    expect(largestFirstCap([90, 10], 60)).toBe(50);
  });

  it('is Infinity when the sizes fit, and 0 when nothing can', () => {
    expect(largestFirstCap([1, 2, 3], 6)).toBe(Number.POSITIVE_INFINITY);
    expect(largestFirstCap([], 0)).toBe(Number.POSITIVE_INFINITY);
    expect(largestFirstCap([5], 0)).toBe(0);
    expect(largestFirstCap([5], -3)).toBe(0);
  });

  it('is the largest cap that fits, for any sizes and total', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000), { maxLength: 30 }), fc.nat(500_000), (sizes, total) => {
        const cap = largestFirstCap(sizes, total);
        if (cap === Number.POSITIVE_INFINITY) {
          expect(capped(sizes, Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(total);
          return;
        }
        expect(capped(sizes, cap)).toBeLessThanOrEqual(total);
        expect(capped(sizes, cap + 1)).toBeGreaterThan(total);
        expect(largestFirstCap([...sizes].reverse(), total)).toBe(cap);
      }),
    );
  });
});
