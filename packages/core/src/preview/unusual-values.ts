import type { SignalLine } from './scan-signals.js';

/** Chars of lines read, at most: past this nothing is found, since a count over part of them would call values rare that are not. */
const MAX_LINE_CHARS = 4_000_000;
/** Fields a line is split into, at most, for its columns to be counted (a longer line is a line of prose). */
const MAX_FIELDS = 48;
/** Distinct values a column may hold and still be a column of kinds (a status, a version); past this it holds ids, times or counts. */
const MAX_KINDS = 32;
/** Lines of one shape needed for its columns to say what is usual. */
const MIN_LINES = 50;
/** A value on at most this many lines of its column is rare... */
const RARE_ON = 2;
/** ...when every other value of the column is on at least this many. */
const USUAL_ON = 10;
/** Share of the lines in shapes of at least `MIN_LINES` lines for a line of a shape on at most `RARE_ON` lines to be unusual. */
const USUAL_SHARE = 0.95;
/**
 * Lines of one key needed for the values after it to say what is usual: fewer than a shape needs,
 * since a key's lines (`"httpsOnly": true,` of each app) are one a record, not one a line.
 */
const MIN_KEY_LINES = 20;

/** What `unusualValues` reads: the lines of a window. */
export interface UnusualValueOptions {
  /** The lines to read, in order (the window's). */
  readonly lines: Iterable<SignalLine>;
  /** Lines found are kept only when they are at most this many. */
  readonly keep: number;
}

/**
 * The lines holding a rare value in a column of kinds: lines are split into fields at white space
 * and at `,;|{}[]`, lines with as many fields make one shape, and each field of a shape a column;
 * a column of at most 32 distinct values over at least 50 lines, whose values are each on 10 lines
 * or more but a few on at most 2, marks the lines of those few: the node on `v1.30.8` among 4,800 on
 * `v1.31.4`, the pod `CrashLoopBackOff` among `Running` ones. When the columns show nothing, the
 * values of a key (`key: value`, `key=value`, at one indentation) mark the one or two of its lines
 * unlike all its others, 20 or more: the one `"httpsOnly": false,` among the
 * `true` of 140 apps in an indented listing, the one node's `maxmemory_policy:noeviction` in a
 * cluster's `INFO`, where no column is one of kinds. Ids, times and counts (many values) say nothing. When 95% of
 * the lines are of shapes with 50 lines or more, a line of a shape on at most 2 lines is unusual
 * too (the one event whose message is a sentence among 20,000 alike). Values are hashed (30-bit
 * FNV-1a, no strings made). At most `keep` lines, else none.
 */
export function unusualValues(text: string, options: UnusualValueOptions): SignalLine[] {
  const { keep } = options;
  // Per shape (its field count), per column: each value's hash and the lines it is on; undefined once past MAX_KINDS.
  const shapes = new Map<number, { lines: number; columns: (Map<number, number> | undefined)[] }>();
  const kept: SignalLine[] = [];
  // The field hashes of every kept line, one line after the other (line i's end at `ends[i]`), read again to find.
  const hashes: number[] = [];
  const ends: number[] = [];
  // The key and value of each kept line (`keyValueOf`; -1 for none), and the lines of each key.
  const keys: number[] = [];
  const values: number[] = [];
  const keyLines = new Map<number, number>();
  let chars = 0;
  for (const line of options.lines) {
    chars += line.end - line.start;
    if (chars > MAX_LINE_CHARS) return [];
    const from = hashes.length;
    if (!fieldHashes(text, line.start, line.end, hashes)) {
      hashes.length = from;
      continue;
    }
    kept.push(line);
    ends.push(hashes.length);
    const count = hashes.length - from;
    const key = keyValueOf(text, line.start, line.end, values);
    keys.push(key);
    if (key !== -1) keyLines.set(key, (keyLines.get(key) ?? 0) + 1);
    let shape = shapes.get(count);
    if (!shape) {
      shape = { lines: 0, columns: Array.from({ length: count }, () => new Map<number, number>()) };
      shapes.set(count, shape);
    }
    shape.lines += 1;
    countValues(shape.columns, hashes, from, count);
  }
  // The rare values of each shape's columns of kinds.
  const rare = new Map<number, Set<number>[]>();
  for (const [count, shape] of shapes)
    if (shape.lines >= MIN_LINES)
      rare.set(
        count,
        shape.columns.map((column) => rareValues(column)),
      );
  // Per key on enough lines, its values; then those of the one or two lines unlike all the others
  // (values of several usual kinds are a choice, and many rare ones counts, not a deviation).
  const keyed = new Map<number, (Map<number, number> | undefined)[]>();
  keys.forEach((key, i) => {
    if (key === -1 || keyLines.get(key)! < MIN_KEY_LINES) return;
    let column = keyed.get(key);
    if (!column) keyed.set(key, (column = [new Map<number, number>()]));
    countValues(column, values, i, 1);
  });
  const rareKeyed = new Map<number, Set<number>>();
  for (const [key, [column]] of keyed) rareKeyed.set(key, outlierValues(column));
  // A line of a shape of its own among lines nearly all of a few shapes is unusual too.
  const usualLines = [...shapes.values()].reduce((sum, shape) => sum + (shape.lines >= MIN_LINES ? shape.lines : 0), 0);
  const oddShapes = usualLines >= USUAL_SHARE * kept.length;
  if (rare.size === 0 && rareKeyed.size === 0 && !oddShapes) return [];
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
  // The values after keys only when the lines' columns show nothing: they are looked for in more places.
  const byKey = found.length > 0 ? [] : linesWhere((_from, _count, i) => rareKeyed.get(keys[i]!)?.has(values[i]!) ?? false);
  const lines = found.length > 0 ? found : byKey;
  return lines.length <= keep ? lines : [];
}

/** Counts the values of `count` fields from `from` in `hashes` into `columns`; a column past `MAX_KINDS` values is dropped. */
function countValues(columns: (Map<number, number> | undefined)[], hashes: readonly number[], from: number, count: number): void {
  for (let c = 0; c < count; c++) {
    const column = columns[c];
    if (!column) continue;
    const value = hashes[from + c]!;
    column.set(value, (column.get(value) ?? 0) + 1);
    if (column.size > MAX_KINDS) columns[c] = undefined;
  }
}

/**
 * The rare values of a column of kinds: each on at most `RARE_ON` lines while every other is on
 * `USUAL_ON` or more; else none (nor in a column of ids, with no usual value).
 */
function rareValues(column: Map<number, number> | undefined): Set<number> {
  const values = new Set<number>();
  if (!column) return values;
  const counts = [...column.values()];
  if (!counts.some((n) => n <= RARE_ON) || !counts.some((n) => n >= USUAL_ON) || counts.some((n) => n > RARE_ON && n < USUAL_ON))
    return values;
  for (const [value, n] of column) if (n <= RARE_ON) values.add(value);
  return values;
}

/**
 * The values of a key's lines unlike the one all its other lines hold: when that one is on
 * `USUAL_ON` lines or more and the others on at most `RARE_ON` lines in all; else none.
 */
function outlierValues(column: Map<number, number> | undefined): Set<number> {
  const values = new Set<number>();
  if (!column) return values;
  let lines = 0;
  let usual = 0;
  for (const n of column.values()) {
    lines += n;
    usual = Math.max(usual, n);
  }
  if (usual < USUAL_ON || lines - usual > RARE_ON) return values;
  for (const [value, n] of column) if (n < usual) values.add(value);
  return values;
}

const SPACE = 32;
const TAB = 9;
const COLON = 58;
const EQUALS = 61;
const COMMA = 44;
const CR = 13;

/** True for a char that ends a key: `:`, `=` or a blank. */
function endsKey(code: number): boolean {
  return code === COLON || code === EQUALS || code === SPACE || code === TAB;
}

/**
 * The key of `[start, end)` as a line `key: value`, `key=value` or `key value` reads (`"httpsOnly":
 * true,`, `maxmemory_policy:allkeys-lru`, `vm.swappiness = 60`): the hash of the text from its
 * indentation to the first `:`, `=` or blank, with the indentation; and, appended to `values`, the
 * hash of what follows the separators, without trailing blanks and comma. -1 (and -1 appended) for
 * a line with no key or no value.
 */
function keyValueOf(text: string, start: number, end: number, values: number[]): number {
  let i = start;
  while (i < end && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
  const indent = i - start;
  let key = 0x811c9dc5;
  const keyStart = i;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (endsKey(code)) break;
    key = Math.imul(key ^ code, 0x01000193);
  }
  while (i < end && endsKey(text.charCodeAt(i))) i++;
  let last = end;
  while (last > i && (text.charCodeAt(last - 1) === SPACE || text.charCodeAt(last - 1) === TAB || text.charCodeAt(last - 1) === CR)) last--;
  if (last > i && text.charCodeAt(last - 1) === COMMA) last--;
  if (i === keyStart || last <= i) {
    values.push(-1);
    return -1;
  }
  let value = 0x811c9dc5;
  for (let v = i; v < last; v++) value = Math.imul(value ^ text.charCodeAt(v), 0x01000193);
  values.push(value & 0x3fffffff);
  return (key & 0x3fffffff) * 128 + Math.min(indent, 127);
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
 * Appends to `into` the 30-bit FNV-1a hashes of the fields of `[start, end)`, in order; false (with
 * some appended) past `MAX_FIELDS` fields or with none.
 */
function fieldHashes(text: string, start: number, end: number, into: number[]): boolean {
  const first = into.length;
  let hash = 0;
  let length = 0;
  for (let i = start; i <= end; i++) {
    const code = i < end ? text.charCodeAt(i) : 32;
    if (!separates(code)) {
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
