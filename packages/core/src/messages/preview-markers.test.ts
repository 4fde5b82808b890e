import { describe, expect, it } from 'vitest';
import { salientOmission } from './preview-markers.js';

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
