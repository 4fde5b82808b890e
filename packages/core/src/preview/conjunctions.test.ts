import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conjunctions } from './conjunctions.js';

/** An access log: `api/export` on every 5th line, `503` on every 40th, both on one line only. */
function accessLog(): string {
  const lines = Array.from({ length: 1_000 }, (_, i) => {
    const path = i % 5 === 0 ? '/api/export' : '/api/users';
    const status = i % 40 === 1 ? 503 : 200;
    return `10.0.0.${i % 250} "GET ${path}?page=${i % 7} HTTP/1.1" ${status}`;
  });
  lines[710] = '172.31.9.44 "GET /api/export?page=7 HTTP/1.1" 503';
  return lines.join('\n');
}

describe('conjunctions', () => {
  it('counts the words a word holds with it, as the scan does: `mill 1` in "Raw mill 1" is `mill` too', () => {
    const lines = [
      ...Array.from({ length: 40 }, (_, i) => `WO-${1000 + i} Cement mill 3 - replace filter bags`),
      ...Array.from({ length: 40 }, (_, i) => `WO-${2000 + i} Raw mill 1 - inspect rollers`),
      ...Array.from({ length: 5 }, (_, i) => `WO-${3000 + i} Raw mill 1 - replace mill fan coupling`),
      'WO-4100592 Raw mill 1 - replace grinding roller tyres',
    ];
    const text = lines.join('\n');
    const found = conjunctions(text, { terms: ['mill 1', 'mill', 'replac'], common: [0, 1, 2], from: 0, to: text.length, keep: 20 });
    expect(found.map((set) => [set.terms, set.lines.map((l) => [l.line, l.terms])])).toEqual([
      [
        [0, 1, 2],
        [
          [81, [0, 1, 2]],
          [82, [0, 1, 2]],
          [83, [0, 1, 2]],
          [84, [0, 1, 2]],
          [85, [0, 1, 2]],
          [86, [0, 1, 2]],
        ],
      ],
    ]);
  });

  it('finds the one line where two common words meet, with its number and where the words start', () => {
    const text = accessLog();
    const terms = ['client', '503', 'api/export'];
    const found = conjunctions(text, { terms, common: [1, 2], from: 0, to: text.length, keep: 20 });
    const start = text.indexOf('172.31.9.44');
    expect(found).toEqual([
      {
        kind: 'together',
        terms: [1, 2],
        lines: [
          {
            line: 711,
            start,
            end: text.indexOf('\n', start),
            at: start + 18,
            error: false,
            terms: [2, 1],
            termAt: [start + 18, start + 46],
          },
        ],
      },
    ]);
  });

  it('finds nothing with fewer than two common words, or words that meet on many lines', () => {
    const text = accessLog();
    expect(conjunctions(text, { terms: ['503', 'api/export'], common: [1], from: 0, to: text.length, keep: 20 })).toEqual([]);
    expect(conjunctions(text, { terms: ['get', 'http/1.1'], common: [0, 1], from: 0, to: text.length, keep: 20 })).toEqual([]);
  });

  it('counts only words that start in the window, and numbers lines from the start of the text', () => {
    const text = 'a b\na b\nx\na b c\nb a';
    const terms = ['a', 'b'];
    // Lines 1 and 2 are before the window; `b a` (line 5) is past it.
    expect(conjunctions(text, { terms, common: [0, 1], from: 10, to: text.length - 1, keep: 1 })).toEqual([
      { kind: 'together', terms: [0, 1], lines: [{ line: 4, start: 10, end: 15, at: 10, error: false, terms: [0, 1], termAt: [10, 12] }] },
    ]);
  });

  it('gives, for any text, the lines that hold all of its words, few, smallest sets only, and every line such a set is on', () => {
    const vocabulary = ['alpha', 'Beta', 'gamma', 'delta', 'zeta', 'x', '-', 'alphabet'];
    const terms = ['alpha', 'beta', 'gamma', 'delta'];
    const line = fc.array(fc.constantFrom(...vocabulary), { maxLength: 6 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 80 }), fc.integer({ min: 1, max: 6 }), (lines, keep) => {
        const text = lines.join('\n');
        // A term is on a line when a word of the line starts with it (stems match any word they start).
        const holds = (l: string, t: number) => l.split(' ').some((w) => w.toLowerCase().startsWith(terms[t]!));
        const linesWith = (set: readonly number[]) => lines.flatMap((l, i) => (set.every((t) => holds(l, t)) ? [i + 1] : []));
        const common = terms.map((_, t) => t).filter((t) => linesWith([t]).length > keep);
        const found = conjunctions(text, { terms, common, from: 0, to: text.length, keep });
        for (const c of found) {
          expect(c.terms.length).toBeGreaterThanOrEqual(2);
          expect(c.terms.every((t) => common.includes(t))).toBe(true);
          // Its lines are every line with all its words, and few.
          expect(c.lines.map((l) => l.line)).toEqual(linesWith(c.terms));
          expect(c.lines.length).toBeLessThanOrEqual(keep);
          for (const l of c.lines) expect(text.slice(l.start, l.end)).toBe(lines[l.line - 1]);
          // No other conjunction's words are a part of its words.
          for (const other of found) if (other !== c) expect(other.terms.every((t) => c.terms.includes(t))).toBe(false);
        }
        // Every line whose common words are together on few lines is a line of some conjunction.
        const shown = new Set(found.flatMap((c) => c.lines.map((l) => l.line)));
        lines.forEach((l, i) => {
          const own = common.filter((t) => holds(l, t));
          if (own.length >= 2 && linesWith(own).length <= keep) expect(shown.has(i + 1)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
