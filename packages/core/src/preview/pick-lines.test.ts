import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salientOmission } from '../messages/index.js';
import { commonWordLines } from './common-word-lines.js';
import { longestReasons, pickLines, renderLine } from './pick-lines.js';
import { scanSignals } from './scan-signals.js';

describe('longestReasons', () => {
  it('gives a marker never shorter than the one the picks get, whatever words and sets of words are found', () => {
    const terms = ['alpha', 'beta', 'gamma', 'delta-7', 'x_y'];
    const word = fc.constantFrom('alpha', 'beta', 'gamma', 'delta-7', 'x_y', 'ERROR', 'one', 'two', '3');
    const line = fc.array(word, { maxLength: 5 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 6 }), (lines, keep) => {
        const text = lines.join('\n');
        const scan = scanSignals(text, { errors: true, terms, from: 0, to: text.length, keep });
        const wordLines = commonWordLines(text, scan, { terms, from: 0, to: text.length, keep });
        const longest = longestReasons(scan, terms, keep, wordLines);
        const picks = pickLines(text, scan, { terms, budget: 1_000_000, maxPicks: keep, lineCap: 80, wordLines });
        const upper = salientOmission(text.length, lines.length, longest.shown, longest.reasons, true, 99);
        const actual = salientOmission(text.length, lines.length, picks.picked.length, picks.reasons, true, 99);
        expect(upper.length).toBeGreaterThanOrEqual(actual.length);
      }),
      { numRuns: 400 },
    );
  });

  it('gives a marker as long as the picks get where shorter reasons fit more of them: a case the property found', () => {
    const terms = ['alpha', 'beta', 'gamma', 'delta-7', 'x_y'];
    const text = ['beta alpha x_y', 'gamma x_y', '', 'alpha delta-7 gamma beta', 'x_y ERROR alpha delta-7', ''].join('\n');
    const scan = scanSignals(text, { errors: true, terms, from: 0, to: text.length, keep: 1 });
    const wordLines = commonWordLines(text, scan, { terms, from: 0, to: text.length, keep: 1 });
    const longest = longestReasons(scan, terms, 1, wordLines);
    const picks = pickLines(text, scan, { terms, budget: 1_000_000, maxPicks: 1, lineCap: 80, wordLines });
    const upper = salientOmission(text.length, 6, longest.shown, longest.reasons, true, 99);
    const actual = salientOmission(text.length, 6, picks.picked.length, picks.reasons, true, 99);
    // Four reasons listed in both; the longest two first would have left room for no third.
    expect([upper.length, actual.length]).toEqual([316, 313]);
  });
});

describe('pickLines', () => {
  const signal = (line: number, start: number, end: number, terms: number[]) =>
    ({ line, start, end, at: start, error: false, terms, termAt: terms.map(() => start) }) as const;

  it('shows, of lines that score alike, the one with more words of the request first', () => {
    const text = ['head', 'alpha one', 'alpha beta two', 'tail'].join('\n');
    // "alpha" on 2 lines (rare), "beta" on 40 (too common to count): both lines score alike.
    const scan = {
      totalLines: 4,
      errorLines: 0,
      hashLines: false,
      termLines: [2, 40],
      termMatches: [2, 40],
      lines: [signal(2, 5, 14, [0]), signal(3, 15, 29, [0, 1])],
    };
    const picks = pickLines(text, scan, { terms: ['alpha', 'beta'], budget: 20, maxPicks: 20, lineCap: 80 });
    expect(picks.lines).toEqual([{ line: 3, rendered: '3: alpha beta two' }]);
  });

  it('keeps a quarter of the budget from weak picks only when a line beside the best holds a word of the request it lacks', () => {
    const terms = ['alpha', 'beta', 'gamma'];
    const pick = (text: string) => {
      // Line 2 holds two rare words; line 6 one of them (a weak pick: under half the score).
      const lines = text.split('\n');
      const start = (n: number) => lines.slice(0, n - 1).reduce((sum, l) => sum + l.length + 1, 0);
      const span = (n: number, t: number[]) => signal(n, start(n), start(n) + lines[n - 1]!.length, t);
      const scan = {
        totalLines: lines.length,
        errorLines: 0,
        hashLines: false,
        termLines: [2, 1, 0],
        termMatches: [2, 1, 0],
        lines: [span(2, [0, 1]), span(6, [0])],
      };
      const records = { to: text.length, background: [], markerGrowth: 0 };
      return pickLines(text, scan, { terms, budget: 40, maxPicks: 20, lineCap: 80, records }).lines.map((l) => l.rendered);
    };
    expect(pick(['head', 'alpha beta one', 'x', '', 'y', 'alpha two', 'tail'].join('\n'))).toEqual(['2: alpha beta one', '6: alpha two']);
    expect(pick(['head', 'alpha beta one', 'the gamma', '', 'y', 'alpha two', 'tail'].join('\n'))).toEqual(['2: alpha beta one']);
  });

  it("brings, with a record line further down in a list item of the pick's record, the item's first line: the job number of the card whose description holds the words", () => {
    const vehicles = [3416, 3417, 3418].map((fleetNo) => ({
      fleetNo: String(fleetNo),
      make: 'DAF',
      status: 'VOR',
      depot: 'Tannery Lane',
      jobCards: [0, 1, 2, 3, 4, 5].map((c) => ({
        jobNo: `JC26-0${fleetNo * 2 + c}`,
        type: 'DEFECT',
        technician: `Technician ${c}`,
        parts: [{ partNo: `HY-${c}` }],
        description: c !== 3 ? 'Routine inspection' : fleetNo === 3417 ? 'Hydraulic oil leak from tailgate ram' : 'Hydraulic leak test',
      })),
    }));
    const terms = ['job', 'card', 'number', 'hydraulic', 'leak', '3417'];
    const shown = (text: string) => {
      // "job", "hydraulic" and "leak" are on lines of each vehicle: only "3417", on one line, picks.
      const scan = scanSignals(text, { errors: false, terms, from: 0, to: text.length, keep: 1 });
      const records = { to: text.length, background: [], markerGrowth: 0 };
      return pickLines(text, scan, { terms, budget: 1_000, maxPicks: 1, lineCap: 80, records }).lines.map((l) => l.rendered);
    };
    // The record's first 10 lines, then its line further down with the words, and the first line of the
    // card it is in (past the card's list of parts, whose items are nested deeper).
    expect(shown(JSON.stringify({ vehicles }, null, 2))).toEqual([
      '77:     {',
      '78:       "fleetNo": "3417",',
      '79:       "make": "DAF",',
      '80:       "status": "VOR",',
      '81:       "depot": "Tannery Lane",',
      '82:       "jobCards": [',
      '84:           "jobNo": "JC26-06834",',
      '85:           "type": "DEFECT",',
      '86:           "technician": "Technician 0",',
      '87:           "parts": [',
      '117:           "jobNo": "JC26-06837",',
      '125:           "description": "Hydraulic oil leak from tailgate ram"',
    ]);
    // In YAML, the card's first line is its `- ` line.
    const yaml = [
      'vehicles:',
      ...vehicles.flatMap((v) => [
        `  - fleetNo: "${v.fleetNo}"`,
        `    make: ${v.make}`,
        `    status: ${v.status}`,
        `    depot: ${v.depot}`,
        '    jobCards:',
        ...v.jobCards.flatMap((card) => [
          `      - jobNo: ${card.jobNo}`,
          `        type: ${card.type}`,
          `        technician: ${card.technician}`,
          '        parts:',
          ...card.parts.map((part) => `          - partNo: ${part.partNo}`),
          `        description: ${card.description}`,
        ]),
      ]),
    ].join('\n');
    expect(shown(yaml).slice(-2)).toEqual([
      '66:       - jobNo: JC26-06837',
      '71:         description: Hydraulic oil leak from tailgate ram',
    ]);
  });
});

describe('renderLine', () => {
  const records = Array.from(
    { length: 40 },
    (_, i) => `{id:"d${i}",name:"${i === 20 ? 'Quince tart' : `Dish ${i}`}",cat:"Dessert",allergens:["Eggs","Milk"],orderable:!0}`,
  );
  const bundle = `"use strict";self.menu=[${records.join(',')}];`;
  const line = { line: 1, start: 0, end: bundle.length };

  it('moves a window of a long line to show whole the record around its word, when the record fits', () => {
    expect(renderLine(bundle, line, 100, bundle.indexOf('Quince'))).toBe(
      '1:1601: ...[+1,566 chars] k"],orderable:!0},{id:"d20",name:"Quince tart",cat:"Dessert",allergens:["Eggs","Milk"],orderable:!0} ...[+1,503 chars]',
    );
  });

  it('centers the window on its word when the record does not fit', () => {
    expect(renderLine(bundle, line, 60, bundle.indexOf('Quince'))).toBe(
      '1:1601: ...[+1,570 chars] orderable:!0},{id:"d20",name:"Quince tart",cat:"Dessert",all ...[+1,539 chars]',
    );
  });
});
