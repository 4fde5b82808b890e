import { charCount } from '../text/char-count.js';
import { keyOutliers, MOST_KEY_COLUMNS } from './key-outliers.js';
import type { SignalLine } from './scan-signals.js';
import { lineEnd } from './scan-signals.js';

/**
 * Keys the fields further on are counted under, at most (`MOST_KEY_COLUMNS` for each field read):
 * past this a table is too big for that pass, whose keys cost a map entry each (a CSV of 7,400
 * accounts and 15 columns is 450,000).
 */
const MOST_FURTHER_KEYS = 1_000_000;
/** Chars of lines read, at most: past this nothing is found, since a count over part of them would call values rare that are not. */
const MAX_LINE_CHARS = 4_000_000;
/** Fields a line is split into, at most, for its columns to be counted (a longer line is a line of prose). */
const MAX_FIELDS = 48;
/** Distinct values a column may hold and still be a column of kinds (a status, a version); past this it holds ids, times or counts. */
const MAX_KINDS = 32;
/**
 * Lines a column's values are on, on average, for the column to name keys though it has more
 * kinds: a setting's name in a table of one line a turbine and setting (78 names, each on 100
 * lines). Its values are counted up to one for every this many lines.
 */
const KEY_NAME_LINES = 20;
/** Lines of one shape needed for its columns to say what is usual. */
const MIN_LINES = 50;
/** A value on at most this many lines of its column is rare... */
const RARE_ON = 2;
/** ...when every other value of the column is on at least this many. */
const USUAL_ON = 10;
/** Share of the lines in shapes of at least `MIN_LINES` lines for a line of a shape on at most `RARE_ON` lines to be unusual. */
const USUAL_SHARE = 0.95;

/** What `unusualValues` reads: the lines of a window. */
export interface UnusualValueOptions {
  /** The lines to read, in order (the window's). */
  readonly lines: readonly SignalLine[];
  /** Lines found are kept only when they are at most this many. */
  readonly keep: number;
}

/**
 * The lines holding a rare value in a column of kinds: lines are split into fields at white space
 * and at `,;|{}[]` (a CSV, `commaSeparated`, at its commas only, its header left out), lines with
 * as many fields make one shape, and each field of a shape a column; a column of at most 32
 * distinct values over at least 50 lines, whose values are each on 10 lines or more but a few on at
 * most 2, marks the lines of those few: the node on `v1.30.8` among 4,800 on `v1.31.4`, the pod
 * `CrashLoopBackOff` among `Running` ones, the glucose meter on `mg/dL`. Ids, times and counts
 * (many values) say nothing. When 95% of the lines are of shapes with 50 lines or more, a line of a
 * shape on at most 2 lines is unusual too (the one event whose message is a sentence among 20,000
 * alike). When the columns show nothing, a key's odd values mark their lines (`keyOutliers`): a
 * column of kinds names keys, as does one whose values are each on 20 lines on average.
 * Values are hashed (30-bit FNV-1a, no strings made). At most `keep` lines, else none.
 */
export function unusualValues(text: string, options: UnusualValueOptions): SignalLine[] {
  const { keep } = options;
  // Per shape (its field count), per column: each value's hash and the lines it is on; undefined once
  // past the most a column naming keys may hold (a column of kinds holds at most MAX_KINDS).
  const mostValues = Math.max(MAX_KINDS, Math.floor(options.lines.length / KEY_NAME_LINES));
  const shapes = new Map<number, { lines: number; columns: (Map<number, number> | undefined)[] }>();
  const kept: SignalLine[] = [];
  // The field hashes of every kept line, one line after the other (line i's end at `ends[i]`), read again to find.
  const hashes: number[] = [];
  const ends: number[] = [];
  let chars = 0;
  // Comma-separated values (a CSV under its header): fields split at commas only, so that a value
  // with a blank in it (`Afdeling NEO - verpleegpost`, `in repair`) stays one field of its column.
  const csv = commaSeparated(text, options.lines);
  for (const line of options.lines) {
    // A CSV's header names its columns: it is none of their values.
    if (csv && line.start === 0) continue;
    chars += line.end - line.start;
    if (chars > MAX_LINE_CHARS) return [];
    const from = hashes.length;
    if (!fieldHashes(text, line.start, line.end, hashes, csv)) {
      hashes.length = from;
      continue;
    }
    kept.push(line);
    ends.push(hashes.length);
    const count = hashes.length - from;
    let shape = shapes.get(count);
    if (!shape) {
      shape = { lines: 0, columns: Array.from({ length: count }, () => new Map<number, number>()) };
      shapes.set(count, shape);
    }
    shape.lines += 1;
    countValues(shape.columns, hashes, from, count, mostValues);
  }
  // The rare values of each shape's columns of kinds.
  const rare = new Map<number, Set<number>[]>();
  for (const [count, shape] of shapes)
    if (shape.lines >= MIN_LINES)
      rare.set(
        count,
        shape.columns.map((column) => rareValues(column)),
      );
  // A line of a shape of its own among lines nearly all of a few shapes is unusual too.
  const usualLines = [...shapes.values()].reduce((sum, shape) => sum + (shape.lines >= MIN_LINES ? shape.lines : 0), 0);
  const oddShapes = usualLines >= USUAL_SHARE * kept.length;
  const holdsRare = (columns: Set<number>[] | undefined, from: number, count: number) => {
    if (columns === undefined) return false;
    for (let c = 0; c < count; c++) if (columns[c]!.has(hashes[from + c]!)) return true;
    return false;
  };
  const linesWhere = (holds: (from: number, count: number, i: number) => boolean) =>
    kept.filter((_, i) => {
      const from = i === 0 ? 0 : ends[i - 1]!;
      return holds(from, ends[i]! - from, i);
    });
  const found = linesWhere((from, count) => (oddShapes && shapes.get(count)!.lines <= RARE_ON) || holdsRare(rare.get(count), from, count));
  // A key's odd values only when the lines' columns show nothing: they are looked for in more places.
  // Keys named by a column of kinds first; by a column of names on many lines only when those have
  // none (names repeat by more than kind: a flight number's days, each with its own times).
  const oddOf = (namesKeys: (count: number, column: number) => boolean, further = false) =>
    keyOutliers(text, kept, { hashes, ends }, namesKeys, further).map((i) => kept[i]!);
  const columnOf = (count: number, c: number) => shapes.get(count)?.columns[c];
  const keyed = () => {
    const kinds = (count: number, c: number) => (columnOf(count, c)?.size ?? Infinity) <= MAX_KINDS;
    const ofKinds = oddOf(kinds);
    if (ofKinds.length > 0) return ofKinds;
    // A column of kinds keys the fields further on only when it keys none next to it: a kind's
    // every field holds more chance deviations than its next one (a vendor's account status). A
    // column of one kind keys nothing there: its lines are all the lines, whose rare values the
    // columns show.
    const ofKindsFurther =
      MOST_KEY_COLUMNS * (ends.at(-1) ?? 0) > MOST_FURTHER_KEYS
        ? []
        : oddOf((count, c) => kinds(count, c) && (columnOf(count, c)?.size ?? 0) > 1, true);
    if (ofKindsFurther.length > 0) return ofKindsFurther;
    // With no column of names past MAX_KINDS kinds, a second pass would key the same columns again.
    const namesPastKinds = [...shapes.values()].some((shape) => shape.columns.some((column) => (column?.size ?? 0) > MAX_KINDS));
    return namesPastKinds ? oddOf((count, c) => columnOf(count, c) !== undefined) : ofKinds;
  };
  const lines = found.length > 0 ? found : keyed();
  return lines.length <= keep ? lines : [];
}

/** Counts the values of `count` fields from `from` in `hashes` into `columns`; a column past `mostValues` values is dropped. */
function countValues(
  columns: (Map<number, number> | undefined)[],
  hashes: readonly number[],
  from: number,
  count: number,
  mostValues: number,
): void {
  for (let c = 0; c < count; c++) {
    const column = columns[c];
    if (!column) continue;
    const value = hashes[from + c]!;
    column.set(value, (column.get(value) ?? 0) + 1);
    if (column.size > mostValues) columns[c] = undefined;
  }
}

/**
 * The rare values of a column of kinds: each on at most `RARE_ON` lines while every other is on
 * `USUAL_ON` or more; else none (nor in a column of ids, with no usual value).
 */
function rareValues(column: Map<number, number> | undefined): Set<number> {
  const values = new Set<number>();
  if (!column || column.size > MAX_KINDS) return values;
  const counts = [...column.values()];
  if (!counts.some((n) => n <= RARE_ON) || !counts.some((n) => n >= USUAL_ON) || counts.some((n) => n > RARE_ON && n < USUAL_ON))
    return values;
  for (const [value, n] of column) if (n <= RARE_ON) values.add(value);
  return values;
}

const COMMA = 44;
const CR = 13;
/** Lines read, at most, to tell a CSV. */
const CSV_SAMPLE = 20;

/**
 * Whether the text is comma-separated values: its first line (the header) holds 2 commas or more,
 * and each of the first `CSV_SAMPLE` of `lines` as many. A field with a comma in quotes makes a line
 * of another shape, as a blank in a field does when fields are split at blanks.
 */
function commaSeparated(text: string, lines: Iterable<SignalLine>): boolean {
  const header = charCount(text, ',', 0, lineEnd(text, 0));
  if (header < 2) return false;
  let read = 0;
  for (const line of lines) {
    if (charCount(text, ',', line.start, line.end) !== header) return false;
    if (++read === CSV_SAMPLE) break;
  }
  return read > 0;
}

/** True for a char that ends a field: white space, or one of `,;|{}[]`. */
function separates(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 13 ||
    code === 44 ||
    code === 59 ||
    code === 124 ||
    code === 123 ||
    code === 125 ||
    code === 91 ||
    code === 93
  );
}

/**
 * Appends to `into` the 30-bit FNV-1a hashes of the fields of `[start, end)`, in order, split at
 * `separates` chars or, for a CSV, at commas; false (with some appended) past `MAX_FIELDS` fields
 * or with none.
 */
function fieldHashes(text: string, start: number, end: number, into: number[], csv: boolean): boolean {
  const first = into.length;
  let hash = 0;
  let length = 0;
  for (let i = start; i <= end; i++) {
    const code = i < end ? text.charCodeAt(i) : COMMA;
    if (csv ? code !== COMMA && code !== CR : !separates(code)) {
      if (length === 0) hash = 0x811c9dc5;
      hash = Math.imul(hash ^ code, 0x01000193);
      length += 1;
      continue;
    }
    if (length > 0) {
      if (into.length - first === MAX_FIELDS) return false;
      into.push(hash & 0x3fffffff);
    }
    length = 0;
  }
  return into.length > first;
}

/**
 * The lines holding a value unlike the others of its key, their pairs' keys too (an XML element's
 * attributes, a logfmt line's fields, an NDJSON record's members: `keyOutliers` with pairs), those
 * with too many fields for a shape too: the one job of 200 whose `TIMEZONE="EST"` is not `"GMT"`.
 * At most `keep` lines, else none; none past `MAX_LINE_CHARS` chars of lines.
 */
export function pairOutliers(text: string, lines: readonly SignalLine[], keep: number): SignalLine[] {
  if (lines.reduce((chars, line) => chars + line.end - line.start, 0) > MAX_LINE_CHARS) return [];
  const found = keyOutliers(text, lines, { hashes: [], ends: [] }, () => false, false, true).map((i) => lines[i]!);
  return found.length <= keep ? found : [];
}
