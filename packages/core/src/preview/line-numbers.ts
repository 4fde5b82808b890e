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
 * Reads the numbers of `[start, end)` (a number: a run of ASCII letters and digits, and dots between
 * digits, with a digit in it: `262144`, `0.93`, `10.40.7.73`, `4e4c02ac`), into `into` when given:
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
      }
      if (kind === 1) digits += 1;
      else if (kind === 2) letters = true;
      else dots += 1;
      template = Math.imul(template ^ code, 0x01000193);
      lastSpace = false;
      continue;
    }
    if (runStart !== -1 && digits > 0) {
      if ((count += 1) > MAX_NUMBERS) return undefined;
      if (into) {
        readNumber(text, runStart, i, !letters && dots <= 1 && digits <= 15, into, count - 1);
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

/** Puts the hash of the number at `[from, to)` at `place` of `into.hashes`, and its value (NaN unless `plain`) of `into.values`. */
function readNumber(text: string, from: number, to: number, plain: boolean, into: LineNumbers, place: number): void {
  let hash = 0x811c9dc5;
  let value = 0;
  let scale = 1;
  let fraction = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    hash = Math.imul(hash ^ code, 0x01000193);
    if (!plain) continue;
    if (code === 46) fraction = true;
    else {
      value = value * 10 + (code - 48);
      if (fraction) scale *= 10;
    }
  }
  into.hashes[place] = hash & 0x3fffffff;
  into.values[place] = plain ? (isNegative(text, from) ? -value : value) / scale : Number.NaN;
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
