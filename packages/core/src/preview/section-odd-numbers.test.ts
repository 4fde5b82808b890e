import { describe, expect, it } from 'vitest';
import { salientPreview } from './salient-preview.js';
import { scanSignals } from './scan-signals.js';
import { sectionOddNumbers } from './section-odd-numbers.js';
import { oddNumberLines } from './unusual-lines.js';

/** A pool's tapes, a table row each, all kept for `retention` seconds but the one at `odd` (if any), kept for `oddRetention`. */
function tapes(prefix: string, retention: number, odd = -1, oddRetention = 0): string[] {
  return Array.from(
    { length: 40 },
    (_, i) =>
      `| ${String(i + 1).padStart(4)} | ${prefix}${String(i + 1).padStart(4, '0')}L9 | Full | ${(1_000_000 + i * 7_919).toLocaleString('en-US')} | ${(i === odd ? oddRetention : retention).toLocaleString('en-US')} |`,
  );
}

/** A tape library's volumes by pool, under `header(pool)`: the one archive tape kept as long as the daily and weekly ones is the 25th of its pool, on line 67. */
function volumes(header: (pool: string) => string): string[] {
  return [
    header('Daily'),
    ...tapes('GD', 2_592_000),
    header('Archive-LTO9'),
    ...tapes('GA', 220_752_000, 24, 2_592_000),
    header('Weekly'),
    ...tapes('GW', 2_592_000),
  ];
}

const REQUEST = ['archive', 'pool', 'tape'];

/** The lines `sectionOddNumbers` finds in `lines` for the request's words. */
function found(lines: readonly string[]): number[][] {
  const text = lines.join('\n');
  const window = { terms: REQUEST, from: 0, to: text.length, keep: 20 };
  const scan = scanSignals(text, { ...window, errors: true });
  return sectionOddNumbers(text, scan, window).map((group) => group.lines.map((l) => l.line));
}

describe('sectionOddNumbers', () => {
  it("finds the number unlike its peers under the line of the request's rarest word, up to the next line that starts with its first word: the archive tape kept as long as the daily ones", () => {
    const lines = volumes((pool) => `Pool: ${pool}`);
    expect(lines[66]).toContain('GA0025L9');
    expect(found(lines)).toEqual([[67]]);
    // The whole window's pass finds nothing: the daily and weekly tapes share that retention.
    const text = lines.join('\n');
    expect(oddNumberLines(text, { from: 0, to: text.length, keep: 20 }, true)).toEqual([]);
  });

  it('ends a section at the next line with the marks it starts and ends with, when it starts with no word, where a table row does not end it', () => {
    expect(found(volumes((pool) => `[${pool.toLowerCase()}]`))).toEqual([[67]]);
    expect(found(volumes((pool) => `## ${pool}`))).toEqual([[67]]);
  });

  it('ends a section at a line indented less than the line that opens it, or as much and of its shape', () => {
    const pool = (name: string, rows: readonly string[]) => [`  ${name}:`, ...rows.map((row) => `    ${row}`)];
    const archive = pool('archive', tapes('GA', 220_752_000, 24, 2_592_000));
    const lines = [
      'pools:',
      ...pool('daily', tapes('GD', 2_592_000)),
      ...archive,
      'copies:',
      ...tapes('GC', 2_592_000).map((row) => `  ${row}`),
    ];
    expect(found(lines)).toEqual([[68]]);
    expect(found(['pools:', ...archive, ...pool('weekly', tapes('GW', 2_592_000))])).toEqual([[27]]);
  });

  it("finds nothing when the request's rarest word is on more than 2 lines, or its line opens no section", () => {
    const lines = volumes((pool) => `Pool: ${pool}`);
    // `pool` on 3 lines alone.
    const text = lines.join('\n');
    const window = { terms: ['pool'], from: 0, to: text.length, keep: 20 };
    expect(sectionOddNumbers(text, scanSignals(text, { ...window, errors: true }), window)).toEqual([]);
    // A tape's own row is followed by a row of its shape: no section.
    const row = { terms: ['ga0003l9'], from: 0, to: text.length, keep: 20 };
    expect(sectionOddNumbers(text, scanSignals(text, { ...row, errors: true }), row)).toEqual([]);
  });
});

describe('salientPreview: what stands out in a section', () => {
  it('shows the number unlike its peers in the section the request names, which the whole output does not single out', () => {
    const text = ['*list volumes', ...volumes((pool) => `Pool: ${pool}`)].join('\n');
    const request = 'One tape in the archive pool is kept for much less time than the rest of that pool. Which tape is it?';
    const preview = salientPreview(text, { previewChars: 700, request });
    expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
      '43: Pool: Archive-LTO9',
      '68: |   25 | GA0025L9 | Full | 1,190,056 | 2,592,000 |',
    ]);
  });
});
