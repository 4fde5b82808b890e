import { describe, expect, it } from 'vitest';
import { partOfOtherName } from './other-name.js';
import type { SignalLine } from './scan-signals.js';
import { termSearch, termsIn } from './term-search.js';

const search = termSearch(['margit', 'oyelaran', 'barra', 'head', 'sula'])!;

/** The line of `text` that holds `at`, with its signal there and every term of the line, as the scan gives them. */
function lineAt(text: string, at: number): SignalLine {
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
  const terms = [...termsIn(text, start, end, search)];
  return { line: text.slice(0, start).split('\n').length, start, end, at, error: false, terms, termAt: terms.map(() => at) };
}

describe('partOfOtherName', () => {
  const names = ['margit oyelaran', 'barra head'];

  it('is true of a line with a word of a name but not the name, when another line has the name', () => {
    const text = ['name=Margit Oyelaran seat=C4', 'name=Margit Mbeki seat=A1'].join('\n');
    const [held, other] = [lineAt(text, 5), lineAt(text, text.indexOf('Mbeki'))];
    const weak = partOfOtherName(text, [held, other], search, names);
    expect([weak(held), weak(other)]).toEqual([false, true]);
  });

  it("looks for the name and its words in the whole line: a name further along the line than its signal is the line's", () => {
    const pad = 'x'.repeat(260);
    const text = [`vessel=SULA BHAN ${pad} area=Barra Head`, `vessel=SULA BHAN heading=90 ${pad} area=Barra Sound`, 'area=Barra Head'].join(
      '\n',
    );
    const lines = [lineAt(text, 7), lineAt(text, text.indexOf('SULA', 20)), lineAt(text, text.lastIndexOf('Barra'))];
    const weak = partOfOtherName(text, lines, search, names);
    expect(lines.map(weak)).toEqual([false, true, false]);
    // A word of another name far from the signal is the line's too: `Margit Mbeki` 250 chars after `SULA`.
    const far = ['name=Margit Oyelaran seat=C4', `vessel=SULA ${'y'.repeat(250)} name=Margit Mbeki`].join('\n');
    const [held, other] = [lineAt(far, 5), lineAt(far, far.indexOf('SULA'))];
    expect([held, other].map(partOfOtherName(far, [held, other], search, names))).toEqual([false, true]);
  });

  it('looks for them around the signal in a line too long to hold one name alone: a one-line payload', () => {
    const pad = 'x'.repeat(2_000);
    const text = `name=Margit Oyelaran seat=C4 ${pad} name=Margit Mbeki seat=A1`;
    const [held, other] = [lineAt(text, 5), lineAt(text, text.indexOf('Mbeki'))];
    const weak = partOfOtherName(text, [held, other], search, names);
    expect([weak(held), weak(other)]).toEqual([false, true]);
  });
});
