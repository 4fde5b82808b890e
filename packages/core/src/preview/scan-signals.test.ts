import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHeaderLine, scanSignals, tableHeader } from './scan-signals.js';

/** Lines of a few words, some of them signals, some starting with `#`. */
const word = fc.constantFrom('ok', 'ERROR', 'disk', '#', '## Notes', '#!', 'x', '', ' ', 'failed');
const text = fc
  .array(
    fc.array(word, { maxLength: 4 }).map((words) => words.join(' ')),
    { minLength: 1, maxLength: 40 },
  )
  .map((lines) => lines.join('\n'));

describe('scanSignals', () => {
  it('counts every line, and says whether any starts with #, wherever the signals are', () => {
    fc.assert(
      fc.property(text, fc.subarray(['disk', 'notes']), fc.nat(), fc.nat(), (t, terms, a, b) => {
        const [from, to] = [Math.min(a, b) % (t.length + 1), Math.max(a, b) % (t.length + 1)];
        const scan = scanSignals(t, { errors: true, terms, from, to, keep: 3 });
        const lines = t.split('\n');
        expect(scan.totalLines).toBe(lines.length);
        expect(scan.hashLines).toBe(lines.some((line) => line.startsWith('#')));
      }),
    );
  });

  it('says the error signal repeats when its first lines are at most 3 texts and it is on more than keep lines', () => {
    const scan = (lines: readonly string[]) => scanSignals(lines.join('\n'), { errors: true, terms: [], from: 0, to: Infinity, keep: 20 });
    const settings = Array.from({ length: 30 }, (_, i) => `minion-${i}:\n    kernel_params:\n      - panic\n      - -1`);
    expect(scan(settings).errorsRepeat).toBe(true);
    // The same texts on at most keep lines: a failure shown whole, not the output's content.
    expect(scan(settings.slice(0, 20)).errorsRepeat).toBeUndefined();
    // Four texts among the first lines of the signal (hosts' own failures): not repeated.
    const failures = Array.from({ length: 30 }, (_, i) => `ERROR disk ${i % 4} failed`);
    expect(scan(failures).errorsRepeat).toBeUndefined();
    expect(scan(failures.map((line) => line.replace(/disk \d/, 'disk 0'))).errorsRepeat).toBe(true);
  });

  it('gives the last run of error lines, each within 10 lines of the one before, with its first line kept past keep', () => {
    const lines = Array.from({ length: 80 }, (_, i) => `step ${i}`);
    for (const i of [4, 30, 35, 45, 46, 47, 60]) lines[i] = `ERROR at step ${i}`;
    const text = lines.join('\n');
    const scan = scanSignals(text, { errors: true, terms: [], from: 0, to: Infinity, keep: 1 });
    // Lines 31, 36, 46, 47, 48: 36 is 5 after 31, 46 is 10 after 36; 61 is 13 after 48, a run of its own.
    expect(scan.errorRun?.first.line).toBe(61);
    expect(scan.errorRun?.lines).toBe(1);
    const before = scanSignals(text, { errors: true, terms: [], from: 0, to: text.indexOf('ERROR at step 60'), keep: 1 });
    expect(before.errorRun).toMatchObject({ first: { line: 31, error: true }, lines: 5 });
    expect(text.slice(before.errorRun!.first.start, before.errorRun!.first.end)).toBe('ERROR at step 30');
    expect(text.slice(0, before.errorRun!.lastEnd).endsWith('ERROR at step 47')).toBe(true);
    expect(scanSignals('all good\nstill good', { errors: true, terms: [], from: 0, to: Infinity, keep: 1 }).errorRun).toBeUndefined();
  });
});

describe('tableHeader and isHeaderLine', () => {
  it('finds the header under blank and # lines, and takes a line for it when its words are the same, however spaced (property)', () => {
    const spacing = fc.constantFrom(' ', '  ', '\t', ' \t ', '\r');
    const words = fc.array(fc.constantFrom('GROUP', 'TOPIC', 'LAG', 'LAG-END', 'x'), { minLength: 2, maxLength: 5 });
    const spaced = (list: readonly string[], gaps: readonly string[], ends: readonly string[]) =>
      ends[0]! + list.map((w, i) => (i === 0 ? w : gaps[i % gaps.length]! + w)).join('') + ends[1]!;
    fc.assert(
      fc.property(
        words,
        words,
        fc.array(spacing, { minLength: 1, maxLength: 4 }),
        fc.tuple(fc.constantFrom('', ' ', '\t'), fc.constantFrom('', ' ', '\r')),
        fc.constantFrom([], [''], ['# kafka-consumer-groups --describe --all-groups', '']),
        (header, other, gaps, ends, above) => {
          const row = 'billing-sync orders.v3 0 3000000 3000021 21 consumer-1';
          const repeat = spaced(other, gaps, ends);
          const text = [...above, header.join(' '), row, row, repeat, row].join('\n');
          const found = tableHeader(text);
          expect(found).toEqual({ line: above.length + 1, words: header.join(' ') });
          const start = text.lastIndexOf(repeat + '\n' + row);
          const line = { line: above.length + 4, start, end: start + repeat.length };
          expect(isHeaderLine(text, found!, line)).toBe(other.join(' ') === header.join(' '));
          // The lines above the header say what the table is: they count with it.
          for (let above = 1; above <= found!.line; above++)
            expect(isHeaderLine(text, found!, { line: above, start: 0, end: 0 })).toBe(true);
        },
      ),
    );
  });

  it('finds no header in a one-line payload, and reads past 8 lines of comments, titles and rules at most', () => {
    expect(tableHeader('{"a":[' + '1,'.repeat(200) + '2]}\n')).toBeUndefined();
    const comments = (n: number) => Array.from({ length: n }, () => '# note');
    expect(tableHeader([...comments(9), 'NAME STATUS', 'ip-10-0-0-1 Ready'].join('\n'))).toBeUndefined();
    expect(tableHeader([...comments(8), 'NAME STATUS', 'ip-10-0-0-1 Ready'].join('\n'))).toEqual({ line: 9, words: 'NAME STATUS' });
    // A title over a rule, then the column names over a rule and the rows: the column names are the header.
    const radios = ['(mc-01) *[mynode] #show ap radio-summary', '', 'APs Radios information', '----------------------'];
    radios.push('Name    Band    Channel  Clients', '----    ----    -------  -------', 'AP01    2.4GHz  11       12');
    expect(tableHeader(radios.join('\n'))).toEqual({ line: 5, words: 'Name Band Channel Clients' });
    // A command line over a comment is no header; a CSV header is one, its fields apart by commas.
    const report = ['$ acctl summary --event cup', '# players: 2400 matches: 9874', 'RANK PLAYER K/D', '1 p_d085 1.80'];
    expect(tableHeader(report.join('\n'))).toEqual({ line: 3, words: 'RANK PLAYER K/D' });
    // A shell prompt's command is read past as a comment is, though a title with more digits is under it.
    const health = [
      '$ aws-health --network all',
      'Surface network: latest message per station (2026-11-12 07:00Z)',
      '',
      'STATION NAME ASP_RPM',
    ];
    health.push('NM10000 Halby 3040');
    expect(tableHeader(health.join('\n'))).toEqual({ line: 4, words: 'STATION NAME ASP_RPM' });
    expect(tableHeader(health.join('\n').replace('$ aws-health', '$aws-health'))).toEqual({ line: 1, words: '$aws-health --network all' });
    expect(tableHeader('sample_id,asset,acetylene_ppm\nOL-30022,SKB-A01,0.2')).toEqual({ line: 1, words: 'sample_id,asset,acetylene_ppm' });
    // A JSON document is no table, and a key with its value no header, though a line with more digits is under it.
    expect(tableHeader('{\n  "date": "2026-11-19",\n  "generated_at": "2026-11-18T10:14:09Z",\n  "stations": []\n}')).toBeUndefined();
    expect(tableHeader('Site: SVG General\nNAME  STATUS\nip-10-0-0-1  Ready')).toEqual({ line: 2, words: 'NAME STATUS' });
    expect(tableHeader('name: api\nport: 8443\nreplicas: 3')).toBeUndefined();
    expect(tableHeader('[\n  {"id": "a", "name": "x"},\n  {"id": "b2", "name": "y10"}\n]')).toBeUndefined();
    // A line over 4,096 chars is data, not a header.
    const wide = (n: number) => Array.from({ length: n }, (_, i) => `col_${String.fromCharCode(97 + (i % 26))}`).join(',');
    expect(tableHeader(`${wide(900)}\n${'1,'.repeat(3_000)}`)).toBeUndefined();
    expect(tableHeader(`${wide(500)}\n${'1,'.repeat(3_000)}`)).toEqual({ line: 1, words: wide(500) });
    // A rule is no header, nor a line of words over a line with no more digits.
    expect(tableHeader('-----  -----\nab     12')).toBeUndefined();
    expect(tableHeader('Starting the nightly run now\nLoading settings from the usual place')).toBeUndefined();
  });
});
