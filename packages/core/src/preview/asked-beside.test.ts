import { describe, expect, it } from 'vitest';
import { askedBefore, askedBelow, askedBeside } from './asked-beside.js';
import type { BodyLine } from './record-body.js';
import { termSearch } from './term-search.js';

/** The line of `text` holding `marker` (the first), numbered from 1. */
function lineWith(text: string, marker: string): BodyLine {
  const at = text.indexOf(marker);
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  return { line: text.slice(0, start).split('\n').length, start, end: end === -1 ? text.length : end };
}

/** The text of the line `askedBefore` gives, trimmed, with its line number and words, or undefined; `short` maps terms to words spelled short. */
function before(
  text: string,
  pick: string,
  terms: readonly string[],
  answers: readonly number[],
  short = new Map<number, string>(),
  from = 0,
) {
  const asked = { search: termSearch(terms)!, answers: new Set(answers), wanted: () => true, short };
  const found = askedBefore(text, lineWith(text, pick), asked, from);
  return found && { line: found.line.line, text: text.slice(found.line.start, found.line.end).trim(), words: found.words };
}

/** The text of the line `askedBelow` gives, trimmed, with its line number and words, or undefined. */
function below(text: string, pick: string, terms: readonly string[], answers: readonly number[], wanted = () => true) {
  const found = askedBelow(
    text,
    lineWith(text, pick),
    { search: termSearch(terms)!, answers: new Set(answers), wanted, short: new Map() },
    text.length,
  );
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
      '<Batch>',
      '  <Tx>',
      '    <Dbtr>',
      '      <Nm>Gareth</Nm>',
      '    </Dbtr>',
      '    <Acct>ref 1</Acct>',
      '  </Tx>',
      '  <Tx>',
      '    <Ref>2</Ref>',
      '  </Tx>',
      '</Batch>',
    ].join('\n');
    expect(below(xml, 'Gareth', ['gareth', 'ref'], [1])).toEqual({ line: 6, text: '<Acct>ref 1</Acct>', words: 1 });
    // The document's outermost element is no record: its parts are not one record's fields.
    const root = [
      '<?xml version="1.0"?>',
      '<Batch>',
      '  <Header>',
      '    <Note>Gareth</Note>',
      '  </Header>',
      '  <Tx>',
      '    <Ref>2</Ref>',
      '  </Tx>',
      '</Batch>',
    ];
    expect(below(root.join('\n'), 'Gareth', ['gareth', 'ref'], [1])).toBeUndefined();
    expect(
      below(
        root
          .slice(1)
          .map((line) => `  ${line}`)
          .join('\n'),
        'Gareth',
        ['gareth', 'ref'],
        [1],
      ),
    ).toEqual({
      line: 6,
      text: '<Ref>2</Ref>',
      words: 1,
    });
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

describe('askedBefore', () => {
  const debits = [
    '<PmtInf>',
    '  <DrctDbtTxInf>',
    '    <DrctDbtTx>',
    '      <MndtRltdInf>',
    '        <MndtId>PFG-1</MndtId>',
    '        <DtOfSgntr>2024-03-14</DtOfSgntr>',
    '      </MndtRltdInf>',
    '    </DrctDbtTx>',
    '    <Dbtr>',
    '      <Nm>Gareth Oyelaran</Nm>',
    '    </Dbtr>',
    '  </DrctDbtTxInf>',
    '  <DrctDbtTxInf>',
    '    <DrctDbtTx>',
    '      <MndtRltdInf>',
    '        <MndtId>PFG-2</MndtId>',
    '      </MndtRltdInf>',
    '    </DrctDbtTx>',
    '    <Dbtr>',
    '      <Nm>Tomi Oyelaran</Nm>',
    '    </Dbtr>',
    '  </DrctDbtTxInf>',
  ].join('\n');
  const terms = ['oyelaran', 'mandate', 'reference'];
  const short = new Map([[1, 'mandate']]);

  it("gives the field of a block before the pick's in its record whose path holds a word spelled short, the nearest that holds one itself", () => {
    expect(before(debits, 'Gareth', terms, [1], short)).toEqual({ line: 5, text: '<MndtId>PFG-1</MndtId>', words: 1 });
    expect(before(debits, 'Tomi', terms, [1], short)).toEqual({ line: 16, text: '<MndtId>PFG-2</MndtId>', words: 1 });
    // No word spelled short, or none asked for: none.
    expect(before(debits, 'Gareth', terms, [1])).toBeUndefined();
    expect(before(debits, 'Gareth', terms, [], short)).toBeUndefined();
  });

  it('counts the words of the lines a field sits in, and nothing for a line that only closes', () => {
    const both = debits.replace('<MndtRltdInf>', '<MndtRltdInf> <!-- the reference -->');
    expect(before(both, 'Gareth', terms, [1, 2], short)).toEqual({ line: 5, text: '<MndtId>PFG-1</MndtId>', words: 2 });
    const closing = debits.replace('        <MndtId>PFG-1</MndtId>\n', '');
    expect(before(closing, 'Gareth', terms, [1], short)).toEqual({ line: 4, text: '<MndtRltdInf>', words: 1 });
  });

  it("stops at the record's start: the line above with less indentation, an unnamed or unindented enclosing line, one named as the enclosing line", () => {
    // The record before's mandate is past the second record's start.
    const noOwn = debits.replace('        <MndtId>PFG-2</MndtId>\n', '').replace('      <MndtRltdInf>\n      </MndtRltdInf>\n', '');
    expect(before(noOwn, 'Tomi', terms, [1], short)).toBeUndefined();
    const json = [
      '[',
      '  {',
      '    "mandateRef": "M-1"',
      '  },',
      '  {',
      '    "debtor": {',
      '      "name": "Gareth"',
      '    }',
      '  }',
      ']',
    ].join('\n');
    expect(before(json, 'Gareth', ['gareth', 'mandate'], [1])).toBeUndefined();
    expect(
      before(json.replace('  {\n    "debtor"', '  {\n    "mandate": "M-2",\n    "debtor"'), 'Gareth', ['gareth', 'mandate'], [1]),
    ).toEqual({
      line: 6,
      text: '"mandate": "M-2",',
      words: 1,
    });
    const list = ['- mandate: M-1', '- debtor:', '    name: Gareth'].join('\n');
    expect(before(list, 'Gareth', ['gareth', 'mandate'], [1])).toBeUndefined();
    const items = ['- id: 1', '  payment:', '    mandate: M-1', '  debtor:', '    name: Gareth'].join('\n');
    expect(before(items, 'Gareth', ['gareth', 'mandate'], [1])).toEqual({ line: 3, text: 'mandate: M-1', words: 1 });
    expect(before(items, 'Gareth', ['gareth', 'mandate'], [1], undefined, items.indexOf('  debtor'))).toBeUndefined();
    const dump = ['"worker-22" #203', '\tat java.lang.Thread.run(T.java:1)', '"worker-23" #204', '\tat a.Deriver.derive(D.java:1)'].join(
      '\n',
    );
    expect(before(dump, 'Deriver', ['deriver', 'thread'], [1])).toBeUndefined();
    const flat = ['<Dbtr>', '  <Nm>Ann</Nm>', '  <Mandate>M-1</Mandate>', '</Dbtr>', '<Dbtr>', '  <Nm>Gareth</Nm>', '</Dbtr>'].join('\n');
    expect(before(flat.replace(/^/gm, '  '), 'Gareth', ['gareth', 'mandate'], [1])).toBeUndefined();
  });
});

describe('askedBeside', () => {
  const record = [
    '[',
    '  {',
    '    "mandate": "M-1",',
    '    "mandateRef": "R-1",',
    '    "debtor": {',
    '      "name": "Gareth"',
    '    },',
    '    "mandateNote": "none",',
    '    "x": 1',
    '  }',
    ']',
  ].join('\n');
  const terms = ['gareth', 'mandate', 'ref'];
  const beside = (text: string, answers: number[]) => {
    const asked = { search: termSearch(terms)!, answers: new Set(answers), wanted: () => true, short: new Map<number, string>() };
    const found = askedBeside(text, lineWith(text, 'Gareth'), asked, { from: 0, to: text.length });
    return found && text.slice(found.line.start, found.line.end).trim();
  };

  it('gives the side whose field holds more, else the nearer, else the one below', () => {
    expect(beside(record, [1, 2])).toBe('"mandateRef": "R-1",');
    expect(beside(record, [1])).toBe('"mandateNote": "none",');
    expect(beside(record.replace('    },\n', '    },\n    "y": 2,\n'), [1])).toBe('"mandateRef": "R-1",');
    expect(beside(record.replace('    "mandateNote": "none",\n', ''), [1])).toBe('"mandateRef": "R-1",');
  });
});
