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

  it(`looks at a window of at most ${MAX_COMMON_WORD_CHARS.toLocaleString('en-US')} chars, and finds nothing in a longer one`, () => {
    const filler = 'alpha one\nbeta one\n'.repeat(Math.ceil(MAX_COMMON_WORD_CHARS / 19));
    const text = `${filler}alpha beta`;
    const from = text.length - MAX_COMMON_WORD_CHARS;
    expect(lines(text, from, text.length)).toHaveLength(1);
    expect(lines(text, from - 1, text.length)).toEqual([]);
  });
});
