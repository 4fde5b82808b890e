import { describe, expect, it } from 'vitest';
import { commonWordLines, MAX_COMMON_WORD_CHARS } from './common-word-lines.js';
import { scanSignals } from './scan-signals.js';

describe('commonWordLines', () => {
  const terms = ['alpha', 'beta'];
  const lines = (text: string, from: number, to: number) => {
    const scan = scanSignals(text, { errors: true, terms, from, to, keep: 20 });
    return commonWordLines(text, scan, { terms, from, to, keep: 20 }).map((w) => ({ kind: w.kind, lines: w.lines.map((l) => l.line) }));
  };

  it('gives the lines where common words meet; with none, an error signal or a rare word, their unusual uses', () => {
    const meet = [...Array.from({ length: 50 }, (_, i) => (i % 2 ? 'alpha one' : 'beta one')), 'alpha beta'].join('\n');
    expect(lines(meet, 0, meet.length)).toEqual([{ kind: 'together', lines: [51] }]);
    const unusual = [...Array.from({ length: 50 }, (_, i) => (i % 2 ? 'alpha one' : 'beta one')), 'alpha two'].join('\n');
    expect(lines(unusual, 0, unusual.length)).toEqual([{ kind: 'unusual', lines: [51] }]);
    // An error signal is rarer: the unusual use is not looked for.
    expect(lines(`${unusual}\nERROR x`, 0, unusual.length + 8)).toEqual([]);
  });

  it('gives first the lines where what comes before an id the request writes is unlike its other lines, whatever else is rarer', () => {
    const id = '0x00000007c2a1e8f0';
    const dump = (locked: boolean) =>
      [
        ...Array.from({ length: 30 }, (_, i) => [`"worker-${i}" waiting`, `  - waiting to lock <${id}> (a Writer)`]).flat(),
        `"reconcile-3" runnable`,
        `  - ${locked ? 'locked' : 'waiting to lock'} <${id}> (a Writer)`,
        'ERROR alpha',
      ].join('\n');
    const of = (text: string, words: readonly string[]) => {
      const scan = scanSignals(text, { errors: true, terms: words, from: 0, to: text.length, keep: 20 });
      return commonWordLines(text, scan, { terms: words, from: 0, to: text.length, keep: 20 }).map((w) => ({
        kind: w.kind,
        lines: w.lines.map((l) => l.line),
      }));
    };
    // Before the error signal's rarer line; with every line alike, none.
    expect(of(dump(true), [id, 'alpha'])).toEqual([{ kind: 'unusual', lines: [62] }]);
    expect(of(dump(false), [id, 'alpha'])).toEqual([]);
    // The usual use on more than two lines, the unusual one on at most two.
    const four = [`a <${id}>`, `a <${id}>`, `a <${id}>`, `b <${id}>`, 'x'].join('\n');
    expect(of(four, [id])).toEqual([{ kind: 'unusual', lines: [4] }]);
    expect(of(four.replace(`a <${id}>\n`, ''), [id])).toEqual([]);
    // A word, one with a hyphen, a number under 6 chars, words with a number: no ids, none.
    expect(of(four.replaceAll(id, 'star-forming'), ['star-forming'])).toEqual([]);
    expect(of(dump(true).replaceAll(id, 'writerlock'), ['writerlock', 'alpha'])).toEqual([]);
    expect(of(four.replaceAll(id, '12605'), ['12605'])).toEqual([]);
    expect(of(four.replaceAll(id, 'bay 126055'), ['bay 126055'])).toEqual([]);
    expect(of(four.replaceAll(id, 'bay-126055'), ['bay-126055'])).toEqual([{ kind: 'unusual', lines: [4] }]);
  });

  it('takes a time or a day the request names, that no line has, for no id the output lacks: the unusual line is still found', () => {
    const table = [
      ...Array.from({ length: 40 }, (_, i) => `screen-${i} layout=3ROW firmware=7.0.19`),
      'screen-40 layout=2ROW firmware=7.0.19',
    ].join('\n');
    const of = (terms: readonly string[]) => {
      const scan = scanSignals(table, { errors: true, terms, from: 0, to: table.length, keep: 20 });
      return commonWordLines(table, scan, { terms, from: 0, to: table.length, keep: 20 }).map((w) => w.lines.map((l) => l.line));
    };
    expect(of(['14:00\u201314:20', '--11-03'])).toEqual([[41]]);
    // An id the output lacks answers by its absence.
    expect(of(['screen-99'])).toEqual([]);
  });

  it('finds no unusual use of a span of clock times: a time written otherwise is not a word used otherwise', () => {
    const times = [
      ...Array.from({ length: 40 }, (_, i) => `2026-03-11T14:${String(i % 20).padStart(2, '0')}:00Z sync ok`),
      '2026-03-11 14:05 sync ok',
    ];
    const text = times.join('\n');
    const terms = ['14:00\u201314:20'];
    const scan = scanSignals(text, { errors: true, terms, from: 0, to: text.length, keep: 20 });
    expect(commonWordLines(text, scan, { terms, from: 0, to: text.length, keep: 20 })).toEqual([]);
  });

  it(`looks at a window of at most ${MAX_COMMON_WORD_CHARS.toLocaleString('en-US')} chars, and finds nothing in a longer one`, () => {
    const filler = 'alpha one\nbeta one\n'.repeat(Math.ceil(MAX_COMMON_WORD_CHARS / 19));
    const text = `${filler}alpha beta`;
    const from = text.length - MAX_COMMON_WORD_CHARS;
    expect(lines(text, from, text.length)).toHaveLength(1);
    expect(lines(text, from - 1, text.length)).toEqual([]);
  });

  it("gives a line both the window's pass and the section's find once, in the window's group, when the request asks what stands out", () => {
    const pool = (name: string, retention: number, odd = -1) => [
      `Pool: ${name}`,
      ...Array.from(
        { length: 40 },
        (_, i) => `| ${i + 1} | ${name.slice(0, 2)}${1000 + i} | Full | ${i === odd ? 2_592_000 : retention} |`,
      ),
    ];
    const lines = [...pool('Daily', 2_592_000), ...pool('Archive', 220_752_000, 24), ...pool('Weekly', 2_592_000)];
    const text = lines.join('\n');
    const terms = ['archive', 'tape'];
    const window = { terms, from: 0, to: text.length, keep: 20 };
    const scan = scanSignals(text, { ...window, errors: true });
    const odd = {
      line: 67,
      start: text.indexOf(lines[66]!),
      end: text.indexOf(lines[66]!) + lines[66]!.length,
      at: 0,
      error: false,
      terms: [],
      termAt: [],
    };
    const found = commonWordLines(text, scan, {
      ...window,
      standsOut: true,
      oddNumbers: () => [{ kind: 'odd-number', terms: [], lines: [odd] }],
    });
    expect(lines[66]).toBe('| 25 | Ar1024 | Full | 2592000 |');
    expect(found.map((w) => [w.kind, w.lines.map((l) => l.line)])).toEqual([['odd-number', [67]]]);
  });
});
