import { indentWidth } from '../text/line-depth.js';
import { WORD_CHAR } from '../text/word-char.js';
import { lineShape } from './line-shape.js';
import { stopBelow } from './adjacent-line.js';
import type { SignalScan, WordLines } from './scan-signals.js';
import { oddNumberLines } from './unusual-lines.js';

/** Lines of the rarest request term, at most, for each to open a section read on its own. */
const MOST_SECTIONS = 2;
/** Lines a section is read for, at most. */
export const MOST_SECTION_LINES = 20_000;

/** What `sectionOddNumbers` reads: the request's terms and the window the scan looked at. */
export interface SectionOptions {
  readonly terms: readonly string[];
  readonly from: number;
  readonly to: number;
  readonly keep: number;
}

/**
 * The lines with a number unlike its peers within the section a rare request word opens: "the rest of
 * that pool" compares a tape with the tapes under `Pool: Archive-LTO9` only, whose retention
 * another pool's tapes share. The word on the fewest lines of the window (one or two; of words as
 * rare, the request's first) opens a section on each of its lines: the lines after it, up to the
 * next one indented less or starting as it does (`sectionEnd`), at most 20,000. Each section is read
 * for its numbers unlike their peers and its values far from the rest (`oddNumberLines`); nothing
 * when the sections hold none.
 */
export function sectionOddNumbers(text: string, scan: SignalScan, options: SectionOptions): WordLines[] {
  const rarest = Math.min(...scan.termLines.filter((count) => count > 0));
  if (!(rarest <= MOST_SECTIONS)) return [];
  const opener = scan.termLines.findIndex((count) => count === rarest);
  const to = Math.min(options.to, text.length);
  return scan.lines
    .filter((line) => line.terms.includes(opener) && line.start >= options.from && line.end < to)
    .flatMap((line) => {
      const end = sectionEnd(text, line.start, line.end, to);
      return end <= line.end + 1 ? [] : oddNumberLines(text, { from: line.end + 1, to: end, keep: options.keep }, true);
    });
}

/**
 * Where the section the line at `start` to `end` opens ends: before the next line indented less, or
 * as much and starting as it does: its shape (`lineShape`), and its first word (`Pool: Monthly-LTO9`
 * after `Pool: Archive-LTO9`) or, with none, its marks (`[weekly]` after `[archive-lto9]`).
 */
function sectionEnd(text: string, start: number, end: number, to: number): number {
  const shape = lineShape(text, start, end);
  const word = firstWord(text, start, end);
  const marks = word === '' ? lineMarks(text, start, end) : '';
  const indent = indentWidth(text, start, end);
  return stopBelow(text, end + 1, to, MOST_SECTION_LINES, (at, lineEnd) => {
    const depth = indentWidth(text, at, lineEnd);
    const startsAlike = () =>
      lineShape(text, at, lineEnd) === shape ||
      (word !== '' ? firstWord(text, at, lineEnd) === word : lineMarks(text, at, lineEnd) === marks);
    return depth !== -1 && (depth < indent || (depth === indent && startsAlike()));
  });
}

/** The line's first run of letters, when it starts with one (after its indentation), else none. */
function firstWord(text: string, start: number, end: number): string {
  return FIRST_WORD.exec(text.slice(start, Math.min(end, start + 64)))?.[0]?.trimStart() ?? '';
}

const FIRST_WORD = /^\s*\p{L}+/u;

/** The marks a line starts with, before its first letter or digit (`[`, `=== `, `## `), and the one it ends with, if any (`]`): how a heading of its kind is written. */
function lineMarks(text: string, start: number, end: number): string {
  const lead = LEAD_MARKS.exec(text.slice(start, Math.min(end, start + 64)).trimStart())?.[0] ?? '';
  let last = end - 1;
  while (last >= start && /\s/.test(text.charAt(last))) last--;
  const mark = last < start || WORD_CHAR.test(text.charAt(last)) ? '' : text.charAt(last);
  return `${lead}${mark}`;
}

const LEAD_MARKS = /^[^\p{L}\p{N}]*/u;
