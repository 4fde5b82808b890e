import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { densestAt } from './densest-window.js';
import { termSearch } from './term-search.js';

describe('densestAt', () => {
  const search = termSearch(['pricing', 'enterprise', 'sitemap'])!;

  it('gives the middle of the earliest window where the most distinct terms meet', () => {
    const text = `sitemap ${'x'.repeat(300)} /pricing/teams ${'y'.repeat(300)} /pricing/enterprise ${'z'.repeat(300)} /pricing/enterprise`;
    const at = densestAt(text, 0, text.length, 60, search)!;
    const first = text.indexOf('/pricing/enterprise');
    expect(at).toBe(Math.floor((first + 1 + first + 9) / 2));
    expect(text.slice(at - 10, at + 15)).toContain('/pricing/enterprise');
  });

  it('gives nothing when no window holds two distinct terms, and looks only within the span', () => {
    const text = `pricing ${'x'.repeat(100)} enterprise`;
    expect(densestAt(text, 0, text.length, 60, search)).toBeUndefined();
    expect(densestAt(text, 0, text.length, 200, search)).toBe(Math.floor((0 + text.indexOf('enterprise')) / 2));
    expect(densestAt(text, 0, 50, 200, search)).toBeUndefined();
  });

  it('lets the rarer term tip a tie', () => {
    const text = `pricing enterprise ${'x'.repeat(100)} sitemap enterprise ${'y'.repeat(100)} pricing ${'z'.repeat(100)} pricing`;
    const at = densestAt(text, 0, text.length, 30, search)!;
    expect(text.slice(at - 12, at + 12)).toContain('sitemap');
  });

  it('among windows alike, takes the one nearest the position it is given: the dye of the batch named, not of the first batch', () => {
    const dyes = termSearch(['reactive', 'red', 'db-26-11873'])!;
    const batch = (id: string, grams: string) =>
      `<Batch id="${id}"><Step op="prep"/><Dye name="Reactive Red 195" actualG="${grams}"/></Batch>`;
    const text = [
      batch('DB-26-11870', '4410.2'),
      batch('DB-26-11871', '3902.7'),
      batch('DB-26-11873', '5117.6'),
      batch('DB-26-11874', '6001.0'),
    ].join('');
    const named = text.indexOf('DB-26-11873');
    const near = densestAt(text, 0, text.length, 30, dyes, undefined, named)!;
    expect(text.slice(near - 20, near + 60)).toContain('5117.6');
    // Given no position, the earliest.
    const first = densestAt(text, 0, text.length, 30, dyes)!;
    expect(text.slice(first - 20, first + 60)).toContain('4410.2');
  });

  it('among windows alike, takes the one whose clock time is nearest the middle of its span', () => {
    // "cell 1 at a quarter to six": readings every five minutes, each window with the site, the cell and a time in the span.
    const terms = termSearch(['kirkby', 'cell 1', '05:35\u201305:55'])!;
    const readings = ['05:30', '05:35', '05:40', '05:45', '05:50', '05:55', '06:00'].map(
      (time) => `{"site":"Kirkby SR","desc":"Cell 1 level","ts":"2026-11-19T${time}:00Z","v":3.9,"u":"m","q":"GOOD"}`,
    );
    const text = `[${readings.join(',')}]`;
    const at = densestAt(text, 0, text.length, 60, terms)!;
    expect(text.slice(text.lastIndexOf('{', at), text.indexOf('}', at) + 1)).toBe(readings[3]);
  });

  it("counts a phrase's match as one of its words too, so the word alone nearby adds nothing", () => {
    // "cell 1" is in one reading only; "Cell 2" next to another must not make that one's window denser.
    const terms = termSearch(['kirkby', 'cell', 'cell 1', 'level'])!;
    const text = `Kirkby Cell 1 ${'x'.repeat(100)} Kirkby Cell 2 level ${'y'.repeat(100)} Kirkby Cell 1 level`;
    const at = densestAt(text, 0, text.length, 25, terms)!;
    expect(at).toBeGreaterThan(text.lastIndexOf('Kirkby'));
  });

  it('leaves out the terms it is told to ignore: another window shows them', () => {
    const text = `sitemap pricing ${'x'.repeat(100)} pricing enterprise ${'y'.repeat(100)} enterprise sitemap`;
    expect(densestAt(text, 0, text.length, 30, search)).toBe(Math.floor('sitemap '.length / 2));
    // Without `sitemap`, only the middle window holds two terms.
    const middle = text.indexOf('pricing enterprise');
    expect(densestAt(text, 0, text.length, 30, search, new Set([2]))).toBe(Math.floor((middle + middle + 'pricing '.length) / 2));
    expect(densestAt(text, 0, text.length, 30, search, new Set([0, 2]))).toBeUndefined();
  });

  it('always lands inside the span, on or between matches of the terms', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('pricing', 'enterprise', 'sitemap', 'x', 'yy', ' '), { maxLength: 80 }),
        fc.integer({ min: 1, max: 40 }),
        (words, width) => {
          const text = words.join(' ');
          const at = densestAt(text, 0, text.length, width, search);
          if (at === undefined) return;
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThan(text.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
