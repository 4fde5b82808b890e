import { describe, expect, it } from 'vitest';
import { askedBelow } from './asked-below.js';
import type { BodyLine } from './record-body.js';
import { termSearch } from './term-search.js';

/** The line of `text` holding `marker` (the first), numbered from 1. */
function lineWith(text: string, marker: string): BodyLine {
  const at = text.indexOf(marker);
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  return { line: text.slice(0, start).split('\n').length, start, end: end === -1 ? text.length : end };
}

/** The text of the line `askedBelow` gives, trimmed, with its line number and words, or undefined. */
function below(text: string, pick: string, terms: readonly string[], answers: readonly number[], wanted = () => true) {
  const found = askedBelow(text, lineWith(text, pick), termSearch(terms)!, new Set(answers), wanted, text.length);
  return found && { line: found.line.line, text: text.slice(found.line.start, found.line.end).trim(), words: found.words };
}

describe('askedBelow', () => {
  const claims = [
    '[',
    '  {',
    '    "claimId": "CLM-1",',
    '    "ticket": {',
    '      "serial": "0447-2291-8830-51",',
    '      "game": "DAILY_PICK"',
    '    },',
    '    "payment": {',
    '      "method": "BACS",',
    '      "bankReference": "BWNLA29JMBK5",',
    '      "amount": 500',
    '    },',
    '    "reference": "internal"',
    '  },',
    '  {',
    '    "claimId": "CLM-2",',
    '    "payment": {',
    '      "bankReference": "QQ"',
    '    }',
    '  }',
    ']',
  ].join('\n');
  const terms = ['0447-2291-8830-51', 'payment', 'reference'];

  it("gives the field of a block beside the pick's whose path holds the most words asked for: the payment's reference", () => {
    expect(below(claims, '"serial"', terms, [1, 2])).toEqual({ line: 10, text: '"bankReference": "BWNLA29JMBK5",', words: 2 });
    // With one word asked for, the nearest line holding it.
    expect(below(claims, '"serial"', terms, [2])).toEqual({ line: 10, text: '"bankReference": "BWNLA29JMBK5",', words: 1 });
    expect(below(claims, '"serial"', terms, [1])).toEqual({ line: 8, text: '"payment": {', words: 1 });
    // Nothing asked for, or the words asked for not wanted (the pick holds them): none.
    expect(below(claims, '"serial"', terms, [])).toBeUndefined();
    expect(below(claims, '"serial"', terms, [1, 2], () => false)).toBeUndefined();
  });

  it("stops at the end of the pick's record, and gives none for a line not indented", () => {
    // The next claim's payment is another record's.
    const short = claims.replace('"bankReference": "BWNLA29JMBK5",', '"sortCode": "24",').replace('    "reference": "internal"\n', '');
    expect(below(short, '"serial"', terms, [2])).toBeUndefined();
    expect(below('serial 0447-2291-8830-51\npayment reference 1', 'serial', terms, [1, 2])).toBeUndefined();
  });

  it("stops at the next record at the enclosing line's level: one opened alike, a list item, any line not indented", () => {
    const events = [
      '[',
      '  {',
      '    "comment": "crusher jammed",',
      '    "site": "A"',
      '  },',
      '  {',
      '    "durationMin": 53.2',
      '  }',
      ']',
    ].join('\n');
    expect(below(events, '"comment"', ['crusher', 'duration'], [1])).toBeUndefined();
    const xml = [
      '<Tx>',
      '  <Dbtr>',
      '    <Nm>Gareth</Nm>',
      '  </Dbtr>',
      '  <Acct>ref 1</Acct>',
      '</Tx>',
      '<Tx>',
      '  <Ref>2</Ref>',
      '</Tx>',
    ].join('\n');
    expect(below(xml, 'Gareth', ['gareth', 'ref'], [1])).toEqual({ line: 5, text: '<Acct>ref 1</Acct>', words: 1 });
    const yaml = ['items:', '  - id: a1', '    serial: X1', '  - id: a2', '    ref: R2'].join('\n');
    expect(below(yaml, 'serial', ['x1', 'ref'], [1])).toBeUndefined();
    const dump = [
      '"worker-23" #204 runnable',
      '\tat a.Deriver.derive(D.java:1)',
      '\tat java.lang.ThreadPool.run(T.java:2)',
      '"worker-24" #205',
      '\tat java.lang.Thread.run(T.java:3)',
    ].join('\n');
    expect(below(dump, 'Deriver', ['deriver', 'thread'], [1])).toEqual({
      line: 3,
      text: 'at java.lang.ThreadPool.run(T.java:2)',
      words: 1,
    });
    expect(below(dump.replace('\tat java.lang.ThreadPool.run(T.java:2)\n', ''), 'Deriver', ['deriver', 'thread'], [1])).toBeUndefined();
  });

  it('stops at a blank line', () => {
    const blank = claims.replace('    "payment": {', '\n    "payment": {');
    expect(below(blank, '"serial"', terms, [1, 2])).toBeUndefined();
  });
});
