import { describe, expect, it } from 'vitest';
import type { PreviewReason } from './preview-markers.js';
import { longestListed, reasonText, salientOmission } from './preview-markers.js';

describe('salientOmission', () => {
  it('lists up to 4 reasons, the rarest first, and leaves those past 160 chars but the first to "..."', () => {
    const word = (w: string, shown: number, total: number) => ({ signal: { word: w }, shown, total });
    expect(salientOmission(9_000, 300, 2, [word('ord-1', 1, 1), word('refund', 1, 2), word('late', 0, 3)], true)).toBe(
      '...[9,000 chars (300 lines) omitted; 2 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for "ord-1" (1 of 1), "refund" (1 of 2), "late" (0 of 3)]...',
    );
    // Long conjunctions of common words after the one rare word: the room they would take goes to lines.
    const together = (words: string[], shown: number, total: number) => ({ signal: { words }, shown, total });
    expect(
      salientOmission(
        9_000,
        300,
        1,
        [
          word('…118204', 1, 1),
          together(['white', 'vin', 'car', 'audit', 'auditor'], 0, 10),
          together(['white', 'aster', 'vin', 'press', 'audit', 'auditor'], 1, 11),
          together(['vin', 'car', 'mark', 'audit', 'auditor'], 0, 12),
        ],
        true,
      ),
    ).toBe(
      '...[9,000 chars (300 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for "…118204" (1 of 1), "white" and "vin" and "car" and "audit" and "auditor" (0 of 10), ...]...',
    );
    // The first reason is listed however long it is.
    const long = 'x'.repeat(200);
    expect(salientOmission(9_000, 300, 1, [word(long, 1, 1), word('b', 1, 1)], true)).toBe(
      `...[9,000 chars (300 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for "${long}" (1 of 1), ...]...`,
    );
  });
});

describe('longestListed', () => {
  const word = (w: string) => ({ signal: { word: w }, shown: 1, total: 1 });
  const listed = (reasons: readonly PreviewReason[]) =>
    salientOmission(9_000, 300, 1, reasons, true)
      .replace(/^.*picked for /, '')
      .replace(/\]\.\.\.$/, '');

  it('orders the reasons so that the marker lists the most it can: three shorter ones, not the two longest', () => {
    // Sizes with their separators: 63, 63, 53, 53 and 53; two of 63 leave 34 chars of the 160, three of 53 fill 159.
    const reasons = [word('a'.repeat(50)), word('b'.repeat(50)), word('c'.repeat(40)), word('d'.repeat(40)), word('e'.repeat(40))];
    expect(reasons.map((r) => reasonText(r).length + 2)).toEqual([63, 63, 53, 53, 53]);
    expect(listed(reasons)).toBe(`"${'a'.repeat(50)}" (1 of 1), "${'b'.repeat(50)}" (1 of 1), ...`);
    expect(listed(longestListed(reasons))).toBe(
      `"${'c'.repeat(40)}" (1 of 1), "${'d'.repeat(40)}" (1 of 1), "${'e'.repeat(40)}" (1 of 1), ...`,
    );
  });

  it('puts first, alone, a reason longer than any set that fits', () => {
    const reasons = [word('b'), word('x'.repeat(200)), word('c')];
    expect(longestListed(reasons).map((r) => (r.signal as { word: string }).word)).toEqual(['x'.repeat(200), 'b', 'c']);
  });
});
