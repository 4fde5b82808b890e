import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineShape } from './line-shape.js';

/** The shape as defined: letters `a`, digits `0`, white space a space, each char of the first 24 tested on its own; runs of one kind as one. */
function definedShape(line: string): string {
  let shape = '';
  for (const char of line.slice(0, 24).split('')) {
    const kind = /\p{L}/u.test(char) ? 'a' : /\p{N}/u.test(char) ? '0' : /\s/.test(char) ? ' ' : char;
    if (!shape.endsWith(kind)) shape += kind;
  }
  return shape;
}

describe('lineShape', () => {
  it('gives log lines of one kind one shape, and other lines others', () => {
    const shape = (line: string) => lineShape(line, 0, line.length);
    expect(shape('2026-12-01T10:00:00Z INFO worker-3 processed batch 7')).toBe('0-0-0a0:0:0a a'); // its first 24 chars
    expect(shape('2026-12-01T10:53:00Z INFO worker-4 processed batch 21353')).toBe(
      shape('2026-12-01T10:00:00Z INFO worker-3 processed batch 7'),
    );
    expect(shape('\t/build/refunds/credit.go:143 +0x61')).toBe(' /a/a/a.a');
    expect(shape('Ünïcode ١٢٣\u00a0x')).toBe('a 0 a');
    expect(shape('')).toBe('');
  });

  it('is the shape as defined, char by char, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ unit: fc.constantFrom('a', 'Z', '7', ' ', '\t', '\r', '-', 'é', '٣', '\u00a0', '\u2028', '😀'), maxLength: 60 }),
        (a, b) => {
          for (const line of [a, b]) expect(lineShape(line, 0, line.length)).toBe(definedShape(line));
        },
      ),
    );
  });
});
