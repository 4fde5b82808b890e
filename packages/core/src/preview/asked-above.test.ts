import { describe, expect, it } from 'vitest';
import { askedAbove } from './asked-above.js';
import type { BodyLine } from './record-body.js';
import { termSearch } from './term-search.js';

/** The line of `text` holding `marker` (the first), numbered from 1. */
function lineWith(text: string, marker: string): BodyLine {
  const at = text.indexOf(marker);
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  return { line: text.slice(0, start).split('\n').length, start, end: end === -1 ? text.length : end };
}

/** The text of the line `askedAbove` gives, trimmed, or undefined. */
function above(text: string, pick: string, terms: readonly string[], answers: readonly number[], wanted = () => true): string | undefined {
  const found = askedAbove(
    text,
    lineWith(text, pick),
    { search: termSearch(terms)!, answers: new Set(answers), wanted, short: new Map() },
    0,
  );
  return found && text.slice(found.line.start, found.line.end).trim();
}

describe('askedAbove', () => {
  const holds = [
    '<ch:Holds>',
    '  <ch:Hold>',
    '    <ch:NoticeNo>HN-2027-046869</ch:NoticeNo>',
    '    <ch:Equipment>',
    '      <ch:ContainerNo>MSCU4829131</ch:ContainerNo>',
    '    </ch:Equipment>',
    '  </ch:Hold>',
    '  <ch:Hold>',
    '    <ch:NoticeNo>HN-2027-048508</ch:NoticeNo>',
    '    <ch:Equipment>',
    '      <ch:ContainerNo>MSCU4829130</ch:ContainerNo>',
    '      <ch:IsoType>22G1</ch:IsoType>',
    '    </ch:Equipment>',
    '  </ch:Hold>',
    '</ch:Holds>',
  ].join('\n');
  const terms = ['mscu4829130', 'notice', 'number'];

  it("gives the field of the record the pick is in that holds a word asked for: the hold's notice over its container", () => {
    expect(above(holds, 'MSCU4829130', terms, [1, 2])).toBe('<ch:NoticeNo>HN-2027-048508</ch:NoticeNo>');
    // Nothing asked for, or the word asked for not wanted (the pick holds it): none.
    expect(above(holds, 'MSCU4829130', terms, [])).toBeUndefined();
    expect(above(holds, 'MSCU4829130', terms, [1, 2], () => false)).toBeUndefined();
  });

  it('takes the field with the most words asked for, the topmost of those alike, and not past the record', () => {
    const accounts = [
      '[',
      '  {',
      '    "account_no": "HHN-306543",',
      '    "customer_type": "business"',
      '  },',
      '  {',
      '    "account_no": "HHN-306152",',
      '    "holder": "Ingrid Holm",',
      '    "customer_type": "private",',
      '    "meters": [',
      '      {',
      '        "meter_id": "66120457"',
      '      }',
      '    ]',
      '  }',
      ']',
    ].join('\n');
    const words = ['customer', 'account', 'meter', '66120457'];
    expect(above(accounts, '66120457', words, [0, 1])).toBe('"account_no": "HHN-306152",');
    // The first account's fields are another record's.
    expect(above(accounts, '"account_no": "HHN-306152"', words, [0])).toBeUndefined();
    // Not the key the record sits under, which names the list.
    const yaml = ['customer_accounts:', '  account_no: A-1', '  meters:', '    - meter_id: 66120457'].join('\n');
    expect(above(yaml, '66120457', words, [0, 1])).toBe('account_no: A-1');
    const both = accounts.replace('"holder": "Ingrid Holm"', '"customer_account": "CA-1"');
    expect(above(both, '66120457', words, [0, 1])).toBe('"customer_account": "CA-1",');
  });

  it("stops at the end of a record beside the pick's, and at a list item's first line", () => {
    const cards = [
      '<RateCards>',
      '  <RateCard code="RC-1" acriss="CDMR">',
      '    <Deposit amount="300.00"/>',
      '  </RateCard>',
      '  <RateCard code="RC-2" acriss="CDMR">',
      '    <Deposit amount="3000.00"/>',
      '  </RateCard>',
      '</RateCards>',
    ].join('\n');
    const words = ['rate', 'card', 'deposit'];
    expect(above(cards, '3000.00', words, [0, 1])).toBe('<RateCard code="RC-2" acriss="CDMR">');
    const lifts = ['lifts:', '  - name: Bealach Express', '    id: BEX', '  - name: Glas Maol', '    grip: 41.2'].join('\n');
    expect(above(lifts, 'grip', ['name', 'grip'], [0])).toBe('- name: Glas Maol');
    expect(above(lifts, 'id: BEX', ['name', 'grip', 'id'], [0])).toBe('- name: Bealach Express');
    // Nor the first line of the item before, when the pick's own item holds none.
    const gates = [
      'gates:',
      '  - name: Coire Base gate 1',
      '    id: CB-T1',
      '  - id: CB-T2',
      '    scans:',
      '      - pass: SP27-004817',
    ].join('\n');
    expect(above(gates, 'SP27-004817', ['name', 'sp27-004817'], [0])).toBeUndefined();
  });

  it('gives none for a line that is not indented, or past a blank line', () => {
    expect(above('notice: 1\nMSCU4829130', 'MSCU4829130', terms, [1])).toBeUndefined();
    expect(above('  NoticeNo: 1\n\n    MSCU4829130', 'MSCU4829130', terms, [1])).toBeUndefined();
  });
});
