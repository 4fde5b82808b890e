import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviable, abbreviates, abbreviationsIn, shortFormsIn } from './abbreviations.js';

describe('abbreviates', () => {
  it('takes a short word with the first letter and the others in order', () => {
    expect(
      ['ln', 'st', 'msg', 'dec', 'blvd', 'cfg'].map((short, i) =>
        abbreviates(short, ['lane', 'street', 'message', 'december', 'boulevard', 'config'][i]!),
      ),
    ).toEqual([true, true, true, true, true, true]);
  });

  it('refuses another first letter, letters out of order, and a word as long as the one it would shorten', () => {
    expect(abbreviates('ct', 'lane')).toBe(false);
    expect(abbreviates('nl', 'lane')).toBe(false);
    expect(abbreviates('lx', 'lane')).toBe(false);
    expect(abbreviates('lane', 'lane')).toBe(false);
  });

  it('holds for every word and any of its letters kept in order, the first among them', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 3, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (word, keep) => {
          const short =
            word[0]! +
            [...word.slice(1)]
              .filter((_, i) => keep[i])
              .join('')
              .slice(0, word.length - 2);
          expect(abbreviates(short, word)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('abbreviable', () => {
  it('keeps the plain request words of 4 letters or more that no line holds', () => {
    expect(abbreviable(['zoning', 'parcel', '1418', 'larkspur', 'lane', 'ave'], [30, 0, 4, 8, 0, 0])).toEqual(['parcel', 'lane']);
  });
});

describe('abbreviationsIn', () => {
  it('counts the words a line abbreviates once each, from words of 2 to 4 letters', () => {
    const line = '  "SITE_ADDR": "1418 LARKSPUR LN", "NOTE": "LN LANE"';
    expect(abbreviationsIn(line, 0, line.length, ['lane'])).toBe(1);
    expect(abbreviationsIn(line, 0, line.length, ['lane', 'note'])).toBe(1);
    expect(abbreviationsIn('"SITE_ADDR": "1418 LARKSPUR CT"', 0, 31, ['lane'])).toBe(0);
    expect(abbreviationsIn('x', 0, 1, [])).toBe(0);
  });
});

describe('shortFormsIn', () => {
  const words = new Map([
    [0, 'mandate'],
    [1, 'reference'],
    [2, 'amount'],
    [3, 'debtor'],
  ]);

  it("takes a name's parts that spell a word short: its start, or its first letter then consonants in its order", () => {
    expect(shortFormsIn('<MndtId', words)).toEqual([0]);
    expect(shortFormsIn('"bankRef"', words)).toEqual([1]);
    expect(shortFormsIn('INSTD_AMT', words)).toEqual([2]);
    expect(shortFormsIn('<DbtrAcct', words)).toEqual([3]);
    expect(shortFormsIn('<MndtRef', words)).toEqual([0, 1]);
  });

  it('refuses parts of 2 letters, a vowel past the first letter the word does not start with, the whole word, and another first letter', () => {
    expect(shortFormsIn('<Mn', words)).toEqual([]);
    expect(shortFormsIn('<Mant', words)).toEqual([]);
    expect(shortFormsIn('<Mandate', words)).toEqual([]);
    expect(shortFormsIn('<Ndt', words)).toEqual([]);
    expect(shortFormsIn('<Mndt', new Map())).toEqual([]);
  });

  it('takes a name of 2 letters that starts the word, and no other of 2 letters', () => {
    const event = new Map([[0, 'event']]);
    expect(shortFormsIn('"ev"', event)).toEqual([0]);
    expect(shortFormsIn('EV', event)).toEqual([0]);
    expect(shortFormsIn('"evId"', event)).toEqual([]);
    expect(shortFormsIn('"et"', event)).toEqual([]);
  });
});
