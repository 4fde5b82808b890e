import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charCount } from './char-count.js';

describe('charCount', () => {
  it('counts a char in a span, as splitting the span would', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ',', '\n') }), fc.nat(), fc.nat(), (text, a, b) => {
        const [from, to] = [Math.min(a, b) % (text.length + 1), Math.max(a, b) % (text.length + 1)];
        expect(charCount(text, '\n', from, to)).toBe(text.slice(from, to).split('\n').length - 1);
        expect(charCount(text, ',')).toBe(text.split(',').length - 1);
      }),
    );
  });

  it('stops once the count passes most', () => {
    expect(charCount('\n'.repeat(1_000), '\n', 0, 1_000, 10)).toBe(11);
    expect(charCount('a\nb\nc', '\n', 0, 5, 10)).toBe(2);
  });
});
