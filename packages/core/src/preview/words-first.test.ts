import { describe, expect, it } from 'vitest';
import type { BodyLine } from './record-body.js';
import { termSearch } from './term-search.js';
import { wordsFirst } from './words-first.js';

/** Every line of `text`, numbered from 1. */
function linesOf(text: string): BodyLine[] {
  let start = 0;
  return text.split('\n').map((line, i) => {
    const span = { line: i + 1, start, end: start + line.length };
    start = span.end + 1;
    return span;
  });
}

describe('wordsFirst', () => {
  const hole = [
    '<Hole>',
    '  <Name>112</Name>',
    '  <Collar x="413322.31" y="7421211.91"/>',
    '  <Charge product="Fortis" loadedMassKg="572"/>',
    '  <Stemming lengthM="5.5"/>',
    '  <Detonator type="i-kon III" id="5C3A-11F0-92B7"/>',
  ].join('\n');
  const lines = linesOf(hole);
  const search = termSearch(['detonator', 'hole', '112', 'charge'])!;

  it('keeps the head first, then the lines with a word asked for, then the rest, each in their order', () => {
    expect(wordsFirst(hole, lines, search, new Set([0])).map((l) => l.line)).toEqual([1, 6, 2, 3, 4, 5]);
    // `charge` asked for too.
    expect(wordsFirst(hole, lines, search, new Set([0, 3])).map((l) => l.line)).toEqual([1, 4, 6, 2, 3, 5]);
  });

  it('keeps the order with nothing asked for, and with no search', () => {
    expect(wordsFirst(hole, lines, search, new Set()).map((l) => l.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(wordsFirst(hole, lines, undefined, new Set([0])).map((l) => l.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
