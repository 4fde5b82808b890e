import { describe, expect, it } from 'vitest';
import { clampOffset } from './clamp-offset.js';

describe('clampOffset', () => {
  it('keeps offsets inside the payload, rounded down', () => {
    expect(clampOffset(3, 10)).toBe(3);
    expect(clampOffset(3.9, 10)).toBe(3);
    expect(clampOffset(0, 0)).toBe(0);
  });

  it('clamps offsets outside the payload to its ends', () => {
    expect(clampOffset(-5, 10)).toBe(0);
    expect(clampOffset(11, 10)).toBe(10);
    expect(clampOffset(Number.POSITIVE_INFINITY, 10)).toBe(10);
    expect(clampOffset(Number.NEGATIVE_INFINITY, 10)).toBe(0);
  });

  it('takes NaN as 0', () => {
    expect(clampOffset(Number.NaN, 10)).toBe(0);
  });
});
