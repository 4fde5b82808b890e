import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flatRecords,
  holdingAll,
  MOST_OUTLINED_LINES,
  MOST_OUTLINED_SIBLINGS,
  MOST_RECORD_LINES,
  recordLinesAround,
} from './flat-records.js';

/** Four records: `x` in the first, `y` in the second, both in the third, neither in the last. */
const RECORDS = ['a x', 'b', '', 'c y', '', '', 'd x y', '', 'e'].join('\n');

describe('flatRecords', () => {
  it('counts the runs of lines between empty lines by the set of request terms each holds; a run of empty lines is one break', () => {
    expect(flatRecords(RECORDS, ['x', 'y'], { from: 0, to: RECORDS.length })).toEqual({
      count: 4,
      sets: new Map([
        [0b01, 1],
        [0b10, 1],
        [0b11, 1],
        [0b00, 1],
      ]),
      breaks: 'empty',
    });
  });

  it('reads an empty line of a CRLF text as one', () => {
    const crlf = RECORDS.replaceAll('\n', '\r\n');
    expect(flatRecords(crlf, ['x', 'y'], { from: 0, to: crlf.length })).toEqual(
      flatRecords(RECORDS, ['x', 'y'], { from: 0, to: RECORDS.length }),
    );
  });

  it('counts nothing in a window with fewer than 3 breaks (sections of a document, not records), or with no terms', () => {
    const two = ['a x', '', 'c y', '', 'd x y'].join('\n');
    expect(flatRecords(two, ['x', 'y'], { from: 0, to: two.length })).toBeUndefined();
    expect(flatRecords(RECORDS, [], { from: 0, to: RECORDS.length })).toBeUndefined();
  });

  it('counts only the records of the window', () => {
    expect(flatRecords(RECORDS, ['x', 'y'], { from: RECORDS.indexOf('b'), to: RECORDS.length })).toEqual({
      count: 4,
      sets: new Map([
        [0b00, 2],
        [0b10, 1],
        [0b11, 1],
      ]),
      breaks: 'empty',
    });
  });

  it('holdingAll counts the records that hold every term of a set', () => {
    const records = flatRecords(RECORDS, ['x', 'y'], { from: 0, to: RECORDS.length })!;
    expect([0b00, 0b01, 0b10, 0b11].map((mask) => holdingAll(records, mask))).toEqual([4, 2, 2, 1]);
  });

  it('counts as splitting the text at its runs of empty lines does, whatever the lines and line ends', () => {
    const line = fc.constantFrom('', 'x', 'y', 'x y', 'z', '\r', 'x\r');
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const text = lines.join('\n');
        const found = flatRecords(text, ['x', 'y'], { from: 0, to: text.length });
        const records = text.split(/\n(?:\r?\n)+/);
        if (records.length > 1 && records.at(-1) === '') records.pop();
        // No line is indented: the breaks are the runs of empty lines with a record after them.
        if (records.length - 1 < 3) return found === undefined;
        const sets = new Map<number, number>();
        for (const record of records) {
          const mask = (/(?<!\S)x(?!\S)/.test(record) ? 1 : 0) | (/(?<!\S)y(?!\S)/.test(record) ? 2 : 0);
          sets.set(mask, (sets.get(mask) ?? 0) + 1);
        }
        expect(found).toEqual({ count: records.length, sets, breaks: 'empty' });
        return true;
      }),
    );
  });
});

/** A YAML list of assets, no empty line between them: each `- id:` item below an indented line starts a record. */
const ASSETS = [
  '# asset export',
  '- id: a',
  '  site: Marsh Mills',
  '  pm:',
  '    - test: load bank',
  '      next: 2026-05-19',
  '- id: b',
  '  site: Ford',
  '  pm:',
  '    - test: load bank',
  '      next: 2026-06-01',
  '- id: c',
  '  site: Ford',
  '- id: d',
  '  site: Crownhill',
].join('\n');

describe('flatRecords, in a text with no empty lines', () => {
  it('breaks records where a line that is not indented comes below one that is', () => {
    expect(flatRecords(ASSETS, ['marsh', 'bank'], { from: 0, to: ASSETS.length })).toEqual({
      count: 4,
      sets: new Map([
        [0b11, 1],
        [0b10, 1],
        [0b00, 2],
      ]),
      breaks: { outdent: 0 },
    });
  });

  it('breaks the items of a list under one key where an item starts, the key above them aside', () => {
    const listed = [
      'appointments:',
      ...ASSETS.split('\n')
        .slice(1)
        .map((line) => `  ${line}`),
    ].join('\n');
    expect(flatRecords(listed, ['marsh', 'bank'], { from: 0, to: listed.length })).toEqual({
      count: 4,
      sets: new Map([
        [0b11, 1],
        [0b10, 1],
        [0b00, 2],
      ]),
      breaks: { outdent: 2 },
    });
  });

  it("breaks a JSON document's records where the objects of its one long list start, not at the keys above and beside the list", () => {
    const shipment = (i: number) => ({
      order: `HB-${i}`,
      parcels: [{ tracking: `T${i}A`, items: [{ description: i === 2 ? 'Patio Heater' : 'Cushion' }] }],
    });
    const text = JSON.stringify({ data: Array.from({ length: 5 }, (_, i) => shipment(i)), meta: { site: 'LUT1', count: 5 } }, null, 2);
    // Two lines open blocks at 2 spaces (`"data": [` and `"meta": {`), five at 4 (the shipments' `{`).
    expect(flatRecords(text, ['heater', 'tracking'], { from: 0, to: text.length })).toEqual({
      count: 6,
      sets: new Map([
        [0b00, 1],
        [0b10, 4],
        [0b11, 1],
      ]),
      breaks: { outdent: 4 },
    });
  });

  it('counts as splitting the lines where one indented as little as any follows one indented more does (property)', () => {
    const line = fc.constantFrom('x', ' x', 'y', '\ty', 'z', '  z', 'x y');
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const text = lines.join('\n');
        const found = flatRecords(text, ['x', 'y'], { from: 0, to: text.length });
        const indent = (l: string) => /^[ \t]*/.exec(l)![0].length;
        // The least indentation 3 lines or more open a block at (the next line is indented more): a
        // line or two above the blocks is no base.
        const counts = new Map<number, number>();
        lines.forEach((l, i) => {
          if (i + 1 < lines.length && indent(lines[i + 1]!) > indent(l)) counts.set(indent(l), (counts.get(indent(l)) ?? 0) + 1);
        });
        const bases = [...counts].filter(([, n]) => n >= 3).map(([i]) => i);
        const base = bases.length === 0 ? 0 : Math.min(...bases);
        const records: string[][] = [];
        lines.forEach((l, i) => {
          if (i === 0 || (indent(l) === base && indent(lines[i - 1]!) > base)) records.push([]);
          records.at(-1)!.push(l);
        });
        if (records.length - 1 < 3) return found === undefined;
        const sets = new Map<number, number>();
        for (const record of records) {
          const words = record.join(' ').split(/\s+/);
          const mask = (words.includes('x') ? 1 : 0) | (words.includes('y') ? 2 : 0);
          sets.set(mask, (sets.get(mask) ?? 0) + 1);
        }
        expect(found).toEqual({ count: records.length, sets, breaks: { outdent: base } });
        return true;
      }),
    );
  });
});

describe('flatRecords, in a text with rules between its records', () => {
  /** An asset register: a title, then entries under rules of dashes; `x` in the first entry, `y` in the second, both in the third. */
  const REGISTER = [
    'Asset register export',
    '-----',
    'Asset: 1',
    'Model: x',
    '-----',
    'Asset: 2',
    'Model: y',
    '=====',
    'Asset: 3',
    'Model: x y',
    '-----',
    'Asset: 4',
  ].join('\n');

  it('breaks records at lines of one of -=*_~ repeated, when the text has fewer than 3 empty lines between records', () => {
    expect(flatRecords(REGISTER, ['x', 'y'], { from: 0, to: REGISTER.length })).toEqual({
      count: 5,
      sets: new Map([
        [0b00, 2],
        [0b01, 1],
        [0b10, 1],
        [0b11, 1],
      ]),
      breaks: 'rule',
    });
    // A rule inside a line, or of 2 marks, or of marks mixed, breaks nothing.
    const none = REGISTER.replaceAll(/^-----$/gm, '--').replaceAll('=====', '-=-=-');
    expect(flatRecords(none, ['x', 'y'], { from: 0, to: none.length })?.breaks).not.toBe('rule');
  });

  it("gives the other lines of a line's record, up to the rules around it", () => {
    const lines = REGISTER.split('\n');
    const start = lines.slice(0, 6).reduce((sum, l) => sum + l.length + 1, 0);
    const around = recordLinesAround(REGISTER, { line: 7, start, end: start + lines[6]!.length }, { from: 0, to: REGISTER.length }, 'rule');
    expect(around?.map((l) => [l.line, REGISTER.slice(l.start, l.end)])).toEqual([[6, 'Asset: 2']]);
  });
});

describe('recordLinesAround', () => {
  const line = (text: string, n: number) => {
    const lines = text.split('\n');
    const start = lines.slice(0, n - 1).reduce((sum, l) => sum + l.length + 1, 0);
    return { line: n, start, end: start + lines[n - 1]!.length };
  };

  it("gives the other lines of a line's record, up to the empty lines around it", () => {
    const around = recordLinesAround(RECORDS, line(RECORDS, 2), { from: 0, to: RECORDS.length });
    expect(around?.map((l) => [l.line, RECORDS.slice(l.start, l.end)])).toEqual([[1, 'a x']]);
  });

  it("gives, with breaks where a line that is not indented comes below one that is, the other lines of a YAML list's item", () => {
    const around = recordLinesAround(ASSETS, line(ASSETS, 10), { from: 0, to: ASSETS.length }, { outdent: 0 });
    expect(around?.map((l) => l.line)).toEqual([7, 8, 9, 11]);
  });

  it('gives nothing for a run longer than MOST_RECORD_LINES (prose, a section), or one the window cuts', () => {
    const long = Array.from({ length: MOST_RECORD_LINES + 1 }, (_, i) => `line ${i}`).join('\n');
    expect(recordLinesAround(long, line(long, 30), { from: 0, to: long.length })).toBeUndefined();
    const fits = Array.from({ length: MOST_RECORD_LINES }, (_, i) => `line ${i}`).join('\n');
    expect(recordLinesAround(fits, line(fits, 30), { from: 0, to: fits.length })).toHaveLength(MOST_RECORD_LINES - 1);
    expect(recordLinesAround(RECORDS, line(RECORDS, 2), { from: 2, to: RECORDS.length })).toBeUndefined();
  });

  /** A duty return's lines laid out, the second with `movements` movements between its product and its duty due. */
  const dutyLines = (movements: number, units = 1) =>
    [
      '<Lines>',
      ...['K30', 'C440', 'B500'].flatMap((pack, i) => [
        '  <Line>',
        '    <Product>',
        `      <Code>SPDI-${pack}</Code>`,
        ...Array.from({ length: units }, (_, k) => `      <Unit>${k}</Unit>`),
        '    </Product>',
        '    <Movements>',
        ...Array.from({ length: i === 1 ? movements : 2 }, (_, k) => [
          '      <Movement>',
          `        <Date>2026-10-${k % 30}</Date>`,
          '      </Movement>',
        ]).flat(),
        '    </Movements>',
        `    <DutyDue>${i}</DutyDue>`,
        '  </Line>',
      ]),
      '</Lines>',
    ].join('\n');

  it('gives, of a record longer than MOST_RECORD_LINES, its own fields past the lists nested in it, and the lines about the line indented as it is', () => {
    const text = dutyLines(MOST_RECORD_LINES);
    const code = text.split('\n').indexOf('      <Code>SPDI-C440</Code>') + 1;
    const around = recordLinesAround(text, line(text, code), { from: 0, to: text.length }, { outdent: 2 });
    // Laid out, a record is broken where a line indented by 2 comes below one indented more: the `</Line>` above opens it.
    expect(around?.map((l) => text.slice(l.start, l.end))).toEqual([
      '  </Line>',
      '  <Line>',
      '    <Product>',
      '      <Unit>0</Unit>',
      '    </Product>',
      '    <Movements>',
      '    </Movements>',
      '    <DutyDue>1</DutyDue>',
    ]);
    const past = code + 3 + 3 * MOST_RECORD_LINES;
    expect(around?.map((l) => l.line)).toEqual([code - 3, code - 2, code - 1, code + 1, code + 2, code + 3, past + 1, past + 2]);
  });

  it('gives nothing for a long record past MOST_OUTLINED_LINES, or whose line is one of more than MOST_OUTLINED_SIBLINGS alike (an item of a list in it)', () => {
    const long = dutyLines(MOST_OUTLINED_LINES / 3);
    const code = long.split('\n').indexOf('      <Code>SPDI-C440</Code>') + 1;
    expect(recordLinesAround(long, line(long, code), { from: 0, to: long.length }, { outdent: 2 })).toBeUndefined();
    const fits = dutyLines(MOST_OUTLINED_LINES / 3 - 4);
    expect(recordLinesAround(fits, line(fits, code), { from: 0, to: fits.length }, { outdent: 2 })).toHaveLength(8);
    const many = dutyLines(MOST_RECORD_LINES, MOST_OUTLINED_SIBLINGS);
    const item = many.split('\n').indexOf('      <Code>SPDI-C440</Code>') + 1;
    expect(recordLinesAround(many, line(many, item), { from: 0, to: many.length }, { outdent: 2 })).toBeUndefined();
    const fewer = dutyLines(MOST_RECORD_LINES, MOST_OUTLINED_SIBLINGS - 1);
    expect(recordLinesAround(fewer, line(fewer, item), { from: 0, to: fewer.length }, { outdent: 2 })).toHaveLength(
      8 + MOST_OUTLINED_SIBLINGS - 2,
    );
  });
});
