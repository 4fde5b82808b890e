import { describe, expect, it } from 'vitest';
import type { FlatRecords } from './flat-records.js';
import type { RefinedConjunctionContext } from './refined-conjunction.js';
import { refinedConjunction } from './refined-conjunction.js';

/** Request words by bit: `line`, `null`, `ordermapper.java`, `pointer` (the last one rare, so not common). */
const LINE = 0b0001;
const NULL = 0b0010;
const FILE = 0b0100;
const POINTER = 0b1000;

/** 240 issues: every one holds `line`; 12 hold `null` too, one of them in `OrderMapper.java`; 29 others in that file. */
const ISSUES: FlatRecords = {
  count: 240,
  sets: new Map([
    [LINE, 198],
    [LINE | NULL, 11],
    [LINE | NULL | FILE | POINTER, 1],
    [LINE | FILE, 29],
    [LINE | NULL | POINTER, 1],
  ]),
  breaks: { outdent: 4 },
};

/** `line` and `null` on a line together, the rarest set on lines. */
const CONTEXT: RefinedConjunctionContext = { records: ISSUES, common: LINE | NULL | FILE, rarest: LINE | NULL, most: 20 };

describe('refinedConjunction', () => {
  it("weighs the common words of a pick's record as their conjunction would on its line, when they refine the rarest on lines: the one issue of the file with `null`", () => {
    // The issue's message line holds `null` (and the rare `pointer`, which is no common word).
    expect(refinedConjunction({ held: LINE | NULL | FILE | POINTER, own: NULL | POINTER }, CONTEXT)).toBe(2);
  });

  it("gives nothing for a pick with no word of the set on its line: the record's set is not what picked it", () => {
    expect(refinedConjunction({ held: LINE | NULL | FILE | POINTER, own: POINTER }, CONTEXT)).toBe(0);
  });

  it('gives nothing for a record that lacks a word of the rarest set on lines, however rare its own set: it refines nothing', () => {
    // `sonarqube`, a common word too, in one issue of the file without `null`.
    const SONAR = 0b10000;
    const lacking: FlatRecords = { ...ISSUES, sets: new Map([...ISSUES.sets, [LINE | FILE | SONAR, 1]]) };
    const context = { ...CONTEXT, records: lacking, common: CONTEXT.common | SONAR };
    expect(refinedConjunction({ held: LINE | FILE | SONAR, own: FILE }, context)).toBe(0);
  });

  it('gives nothing when as many records hold the set as hold its words with the more: the refinement tells no record apart', () => {
    // One record holds `line` and `null`, and it holds the file too: the set on lines is all in it.
    const one: FlatRecords = {
      ...ISSUES,
      sets: new Map([
        [LINE, 239],
        [LINE | NULL | FILE, 1],
      ]),
    };
    expect(refinedConjunction({ held: LINE | NULL | FILE, own: NULL }, { ...CONTEXT, records: one })).toBe(0);
  });

  it('gives nothing when more than `most` records hold the words', () => {
    const many: FlatRecords = {
      ...ISSUES,
      sets: new Map([
        [LINE | NULL, 60],
        [LINE | NULL | FILE, 21],
      ]),
    };
    const pick = { held: LINE | NULL | FILE, own: NULL };
    expect(refinedConjunction(pick, { ...CONTEXT, records: many })).toBe(0);
    expect(refinedConjunction(pick, { ...CONTEXT, records: many, most: 21 })).toBe(1 + 1 / 21);
  });

  it('gives nothing without a conjunction on lines, for a pick with no flat record, or for one whose set no counted record holds', () => {
    expect(refinedConjunction({ held: LINE | NULL | FILE | POINTER, own: NULL }, { ...CONTEXT, rarest: 0 })).toBe(0);
    expect(refinedConjunction(undefined, CONTEXT)).toBe(0);
    // A common word no record of the count holds (a record found past the window that was counted).
    expect(refinedConjunction({ held: LINE | NULL | 0b10000, own: NULL }, { ...CONTEXT, common: CONTEXT.common | 0b10000 })).toBe(0);
  });
});
