import { describe, expect, it } from 'vitest';
import { isShortQualifiedMatch, shortQualifiedSource } from './short-qualified.js';

describe('shortQualifiedSource and isShortQualifiedMatch', () => {
  it("matches the word's first capital and up to 2 more of its letters in order, a `-` or nothing, then the number", () => {
    const pattern = new RegExp(shortQualifiedSource('lift', '2'), 'g');
    expect('L2 LF-2 LFT2 LIFT2 FL2 L3 l2'.match(pattern)).toEqual(['L2', 'LF-2', 'LFT2', 'L2']);
    expect(['L2', 'LF-2', 'LFT2', 'FL2', 'L3', 'LX2'].map((match) => isShortQualifiedMatch(match, 'lift', '2'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
