import { describe, expect, it } from 'vitest';
import { lineAbove, lineBelow } from './adjacent-line.js';

describe('lineBelow and lineAbove', () => {
  const text = 'one\n\nthree\nfour';
  it('step to the next and previous line, blank lines included, and stop at the ends', () => {
    expect(lineBelow(text, { start: 0, end: 3 })).toEqual({ start: 4, end: 4 });
    expect(lineBelow(text, { start: 4, end: 4 })).toEqual({ start: 5, end: 10 });
    expect(lineBelow(text, { start: 11, end: 15 })).toBeUndefined();
    expect(lineAbove(text, { start: 11, end: 15 })).toEqual({ start: 5, end: 10 });
    expect(lineAbove(text, { start: 4, end: 4 })).toEqual({ start: 0, end: 3 });
    expect(lineAbove(text, { start: 0, end: 3 })).toBeUndefined();
    expect(lineBelow('a\n', { start: 0, end: 1 })).toEqual({ start: 2, end: 2 });
  });
});
