import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unusualUses } from './unusual-uses.js';

/** A scheduler log: every line has `scheduler`, `job=` and `memory peak`; one job was stopped instead. */
function schedulerLog(): string {
  const jobs = ['nightly-backup', 'cache-warm', 'report-export'];
  const lines = Array.from(
    { length: 300 },
    (_, i) =>
      `02:${String(i % 60).padStart(2, '0')} scheduler job=${jobs[i % 3]} run=${i} finished in ${i}s, memory peak ${i % 70}% of limit`,
  );
  lines[190] = '03:12 scheduler job=nightly-reindex run=190 stopped by the kernel: container memory limit 2Gi reached';
  return lines.join('\n');
}

describe('unusualUses', () => {
  it('finds the line where common words of the request are used unlike on their usual lines, one entry for its words', () => {
    const text = schedulerLog();
    const terms = ['night', 'schedul', 'job', 'memory'];
    const found = unusualUses(text, { terms, common: [0, 1, 2, 3], from: 0, to: text.length, keep: 20 });
    const start = text.indexOf('03:12');
    expect(found).toEqual([
      {
        kind: 'unusual',
        terms: [0, 2, 3],
        lines: [
          {
            line: 191,
            start,
            end: text.indexOf('\n', start),
            at: start + 16,
            error: false,
            terms: [0, 2, 3],
            termAt: [start + 20, start + 16, text.indexOf('memory limit')],
          },
        ],
      },
    ]);
  });

  it('finds nothing for a word with no usual use, or used in more than 16 ways', () => {
    const few = ['a one', 'a two', 'a three', 'a one', 'a two', 'a three'].join('\n');
    expect(unusualUses(few, { terms: ['a'], common: [0], from: 0, to: few.length, keep: 2 })).toEqual([]);
    const many = Array.from({ length: 400 }, (_, i) => `id ${String.fromCharCode(97 + (i % 20))} x`).join('\n') + '\nid rare';
    expect(unusualUses(many, { terms: ['id'], common: [0], from: 0, to: many.length, keep: 5 })).toEqual([]);
    // A usual use and 15 rare ones: 16 ways, each rare one found; one more way, and none is.
    const ways = (n: number) =>
      [
        ...Array.from({ length: 30 }, () => 'id usual'),
        ...Array.from({ length: n - 1 }, (_, i) => `id ${String.fromCharCode(97 + i)}`),
      ].join('\n');
    expect(unusualUses(ways(16), { terms: ['id'], common: [0], from: 0, to: ways(16).length, keep: 5 })).toHaveLength(15);
    expect(unusualUses(ways(17), { terms: ['id'], common: [0], from: 0, to: ways(17).length, keep: 5 })).toEqual([]);
  });

  it('gives, for any text, every line whose first use of a common word is rare beside a usual use, and only those', () => {
    // The 12 chars after it, a run of digits as one char `0`.
    const useOf = (line: string, at: number) =>
      line
        .slice(at)
        .replace(/[0-9]+/g, '0')
        .slice(0, 12)
        .replace(/[A-Z]/g, (c) => c.toLowerCase());
    const terms = ['alpha', 'beta'];
    const line = fc
      .array(fc.constantFrom('alpha', 'Beta', 'x', '7', '42', '96510', 'Zed', 'alphabet', '-'), { maxLength: 5 })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 120 }), fc.integer({ min: 1, max: 8 }), (lines, keep) => {
        const text = lines.join('\n');
        // A line's first use of a term: the chars after the first word starting with it (after the whole word).
        const firstUse = (l: string, t: number) => {
          const match = new RegExp(`(?:^| )(${terms[t]})[A-Za-z0-9_]*`, 'i').exec(l);
          return match ? useOf(l, match.index + match[0].length) : undefined;
        };
        const common = terms.map((_, t) => t).filter((t) => lines.filter((l) => firstUse(l, t) !== undefined).length > keep);
        const found = unusualUses(text, { terms, common, from: 0, to: text.length, keep });
        for (const t of common) {
          const counts = new Map<string, number>();
          for (const l of lines) {
            const use = firstUse(l, t);
            if (use !== undefined) counts.set(use, (counts.get(use) ?? 0) + 1);
          }
          const usual = counts.size <= 16 && [...counts.values()].some((n) => n > keep);
          const expected = usual ? lines.flatMap((l, i) => ((counts.get(firstUse(l, t)!) ?? Infinity) <= keep ? [i + 1] : [])) : [];
          const got = found.filter((f) => f.terms.includes(t)).flatMap((f) => f.lines.map((l) => l.line));
          expect(got.sort((a, b) => a - b)).toEqual(expected);
        }
        for (const f of found) {
          expect(f.kind).toBe('unusual');
          expect(f.lines.length).toBeLessThanOrEqual(keep);
          for (const l of f.lines) expect(text.slice(l.start, l.end)).toBe(lines[l.line - 1]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('unusualUses: the word a term is in', () => {
  it('tells uses apart by what follows the whole word the term starts: the one host that still takes passwords', () => {
    const hosts = Array.from({ length: 120 }, (_, i) => `web-${String(i).padStart(3, '0')}`);
    const lines = hosts.flatMap((host, i) => [
      `${host}: port 22`,
      `${host}: permitrootlogin ${i % 9 === 4 ? 'without-password' : 'no'}`,
      `${host}: passwordauthentication ${i === 77 ? 'yes' : 'no'}`,
      `${host}: usepam yes`,
    ]);
    const text = lines.join('\n');
    const found = unusualUses(text, { terms: ['password'], common: [0], from: 0, to: text.length, keep: 20 });
    // `passwordauthentication yes` once, `without-password` 13 times, among 120 `passwordauthentication no`.
    expect(found.map((entry) => entry.lines.map((l) => lines[l.line - 1]))).toEqual([
      ['web-077: passwordauthentication yes'],
      hosts.filter((_, i) => i % 9 === 4).map((host) => `${host}: permitrootlogin without-password`),
    ]);
  });
});
