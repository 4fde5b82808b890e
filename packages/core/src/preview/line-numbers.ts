import type { SignalLine } from './scan-signals.js';

/** Numbers a line is read for, at most (a longer line is prose or data of its own, not one of many alike). */
export const MAX_NUMBERS = 48;

/**
 * The numbers of one line, as `readNumbers` leaves them: a 30-bit FNV-1a hash and a value (NaN: not
 * a plain number, `4e4c02ac`, `10.40.7.73`), negative after a minus sign that starts a word (`,-2.49`, `=-1`; not `2026-03`).
 */
export interface LineNumbers {
  readonly hashes: Int32Array;
  readonly values: Float64Array;
  /** 1 at a place whose number is joined to the one before by a `-`, `:` or `/` alone (the `01` of `2026-01`, the `08` of `08:08`): parts of one date or time. */
  readonly joined?: Uint8Array;
}

/** Chars of lines read, at most: past this nothing is compared, since a count over part of them would call values odd that are not. */
export const MAX_NUMBERED_CHARS = 4_000_000;

/** The lines of a window that hold numbers, each with its template and count (`readNumbers`), read once for the passes that compare them. */
export interface NumberedLines {
  readonly lines: readonly SignalLine[];
  readonly templates: readonly number[];
  readonly counts: readonly number[];
}

/** The lines of `lines` with 1 to `MAX_NUMBERS` numbers, read once (`NumberedLines`); undefined past `MAX_NUMBERED_CHARS` chars of lines. */
export function numberedLines(text: string, lines: Iterable<SignalLine>): NumberedLines | undefined {
  const kept: SignalLine[] = [];
  const templates: number[] = [];
  const counts: number[] = [];
  let chars = 0;
  for (const line of lines) {
    chars += line.end - line.start;
    if (chars > MAX_NUMBERED_CHARS) return undefined;
    const read = readNumbers(text, line.start, line.end, undefined);
    if (read === undefined || read.count === 0) continue;
    kept.push(line);
    templates.push(read.template);
    counts.push(read.count);
  }
  return { lines: kept, templates, counts };
}

/** The indexes of `keys` grouped by key, in the order each key is first met; an undefined key is in no group. */
export function groupBy<K>(keys: readonly (K | undefined)[]): Map<K, number[]> {
  const groups = new Map<K, number[]>();
  keys.forEach((key, i) => {
    if (key === undefined) return;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return groups;
}

/** `-`, `/` and `:`: between two numbers with nothing else, they join parts of one date or time. */
const JOINERS = [45, 47, 58];

/** What each ASCII char is to `readNumbers`: 1 a digit, 2 a letter, 3 white space, 0 anything else. */
const CHAR_KIND = (() => {
  const kinds = new Uint8Array(128);
  for (let code = 48; code <= 57; code++) kinds[code] = 1;
  for (let code = 65; code <= 90; code++) kinds[code] = kinds[code + 32] = 2;
  kinds[32] = kinds[9] = 3;
  return kinds;
})();

/**
 * Units a number is written with, run into it (`2741.06s`, `752ms`, `3.2GiB`), lower-cased, with
 * what each is in the unit of its kind: such a number is its digits' value in that unit, so that
 * a column of sizes in `kb`, `mb` and `gb` compares as one. Not the single letters of hex digits
 * (`a` to `f`), which end hex ids (`12b`); not `mw`, a milliwatt or a megawatt.
 */
const UNITS: readonly (readonly [string, number])[] = [
  ...scaled('ns us ms s', 1e-9, 1e3),
  ['sec', 1],
  ['secs', 1],
  ['m', 60],
  ['min', 60],
  ['mins', 60],
  ['h', 3_600],
  ['hr', 3_600],
  ['hrs', 3_600],
  ['k', 1e3],
  ...scaled('kb mb gb tb', 1e3, 1e3),
  ...scaled('kib mib gib tib', 1_024, 1_024),
  ...scaled('g kg', 1, 1e3),
  ...scaled('mm cm', 1e-3, 10),
  ['km', 1e3],
  ['px', 1],
  ...scaled('mv v', 1e-3, 1e3),
  ...scaled('w kw', 1, 1e3),
  ['kwh', 1e3],
  ...scaled('hz khz mhz ghz', 1, 1e3),
  ['dbm', 1],
  ['x', 1],
  ['rpm', 1],
  ...scaled('bps kbps mbps gbps', 1, 1e3),
];

/** `units` (one string, space-separated), the first worth `first`, each next `step` times the one before. */
function scaled(units: string, first: number, step: number): [string, number][] {
  return units.split(' ').map((unit, i) => [unit, first * step ** i]);
}

/** Longest unit in `UNITS`. */
const MAX_UNIT = Math.max(...UNITS.map(([unit]) => unit.length));
/** The units' scales by their 30-bit FNV-1a hashes, as `unitHash` reads them. */
const UNIT_SCALES = new Map(UNITS.map(([unit, scale]) => [unitHash(unit, 0, unit.length), scale]));

/** The 30-bit FNV-1a hash of `[from, to)` of `text` in lower case (ASCII letters). */
function unitHash(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ (text.charCodeAt(i) | 32), 0x01000193);
  return hash & 0x3fffffff;
}

/**
 * Reads the numbers of `[start, end)` (a number: a run of ASCII letters and digits, and dots between
 * digits, with a digit in it: `262144`, `0.93`, `10.40.7.73`, `4e4c02ac`; digits with a unit run
 * into them, `2741.06s`, are their value in the unit of its kind, `UNITS`), into `into` when given:
 * their count, and the line's template, the hash of the line with each number taken out and each
 * run of white space read as one space; undefined past `MAX_NUMBERS` numbers. No strings made.
 */
export function readNumbers(
  text: string,
  start: number,
  end: number,
  into: LineNumbers | undefined,
): { template: number; count: number } | undefined {
  let template = 0x811c9dc5;
  let count = 0;
  // The run of letters and digits being read: where it starts, the template before it, and what it holds.
  let runStart = -1;
  let before = 0;
  let digits = 0;
  let letters = false;
  let dots = 0;
  // Where its first letter is, and whether a digit follows a letter: digits then letters may be a number with its unit.
  let letterAt = -1;
  let mixed = false;
  let lastSpace = false;
  // Where the last number read ended.
  let lastEnd = -2;
  for (let i = start; i <= end; i++) {
    const code = i < end ? text.charCodeAt(i) : 32;
    const kind = code < 128 ? CHAR_KIND[code]! : 0;
    if (
      kind === 1 ||
      kind === 2 ||
      (code === 46 && digits > 0 && isDigit(text.charCodeAt(i - 1)) && i + 1 < end && isDigit(text.charCodeAt(i + 1)))
    ) {
      if (runStart === -1) {
        runStart = i;
        before = template;
        digits = 0;
        letters = false;
        dots = 0;
        letterAt = -1;
        mixed = false;
      }
      if (kind === 1) {
        digits += 1;
        mixed ||= letters;
      } else if (kind === 2) {
        if (!letters) letterAt = i;
        letters = true;
      } else dots += 1;
      template = Math.imul(template ^ code, 0x01000193);
      lastSpace = false;
      continue;
    }
    if (runStart !== -1 && digits > 0) {
      if ((count += 1) > MAX_NUMBERS) return undefined;
      const unit =
        letters && !mixed && letterAt > runStart && i - letterAt <= MAX_UNIT ? UNIT_SCALES.get(unitHash(text, letterAt, i)) : undefined;
      if (into) {
        const plain = (!letters || unit !== undefined) && dots <= 1 && digits <= 15;
        readNumber(text, runStart, i, plain ? (unit === undefined ? i : letterAt) : -1, into, count - 1);
        if (unit !== undefined) into.values[count - 1]! *= unit;
        if (into.joined) into.joined[count - 1] = runStart - lastEnd === 1 && JOINERS.includes(text.charCodeAt(lastEnd)) ? 1 : 0;
      }
      lastEnd = i;
      template = Math.imul(before ^ 35, 0x01000193);
    }
    runStart = -1;
    digits = 0;
    if (i === end) break;
    const space = kind === 3;
    if (!(space && lastSpace)) template = Math.imul(template ^ (space ? 32 : code), 0x01000193);
    lastSpace = space;
  }
  return { template: template & 0x3fffffff, count };
}

/**
 * Puts the hash of the number at `[from, to)` at `place` of `into.hashes`, and the value of its
 * digits up to `digitsEnd` at `place` of `into.values` (NaN when `digitsEnd` is -1: not plain).
 */
function readNumber(text: string, from: number, to: number, digitsEnd: number, into: LineNumbers, place: number): void {
  let hash = 0x811c9dc5;
  let value = 0;
  let scale = 1;
  let fraction = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    hash = Math.imul(hash ^ code, 0x01000193);
    if (i >= digitsEnd) continue;
    if (code === 46) fraction = true;
    else {
      value = value * 10 + (code - 48);
      if (fraction) scale *= 10;
    }
  }
  into.hashes[place] = hash & 0x3fffffff;
  into.values[place] = digitsEnd === -1 ? Number.NaN : (isNegative(text, from) ? -value : value) / scale;
}

const MINUS = 45;

/** Whether the number at `from` follows a minus that starts a word (`,-2.49`, `=-1`, ` -3`; not the `-` of `2026-03` or `x-1`). */
function isNegative(text: string, from: number): boolean {
  if (text.charCodeAt(from - 1) !== MINUS) return false;
  if (from < 2) return true;
  const before = text.charCodeAt(from - 2);
  const kind = before < 128 ? CHAR_KIND[before]! : 2;
  return kind !== 1 && kind !== 2;
}

/** Whether `code` is an ASCII digit. */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
