import { groupBy, MAX_NUMBERS, numberedLines, readNumbers } from './line-numbers.js';
import type { LineNumbers, NumberedLines } from './line-numbers.js';
import type { SignalLine } from './scan-signals.js';
import { spikeRows } from './spike-values.js';

/** Lines with as many numbers needed for their values at one place to say what is usual. */
const MIN_LINES = 50;
/** A value on at most this many of the lines is far... */
const FAR_ON = 2;
/** ...when it is more than this many times the interquartile range of its place's values away from the next value. */
const QUARTILE_GAPS = 4;
/** ...or, at a place of a few values, when every other value is on at least this many lines. */
const COMMON_LINES = 20;
/** Share of a place's values, at least, that are plain numbers for its ends to be compared: else it holds ids or addresses. */
const PLAIN_SHARE = 0.9;
/** Distinct values a place may have, at most, to be a place of a few values (a channel, a status, a version). */
const MOST_KINDS = 32;

/** What `farValues` reads: the lines of a window. */
export interface FarValueOptions {
  /** The lines to read, in order (the window's). */
  readonly lines: readonly SignalLine[];
  /** Lines found are kept only when they are at most this many. */
  readonly keep: number;
  /** `lines` read for their numbers already (`numberedLines`), when the caller reads them for another pass too. */
  readonly numbered?: NumberedLines;
}

/**
 * The lines holding a value far from the others at its place, among 50 lines or more with as many
 * numbers (`readNumbers`), compared place by place:
 * - a largest or smallest plain number on one or two lines that lies more than 4 times the place's
 *   interquartile range from the next value: a bus's 3.36 kWh a km where the fleet's run from 0.7
 *   to 1.3, a territory factor of 8.100 among factors near 1;
 * - at a place of at most 32 values, a value on one or two lines where every other value is on 20
 *   or more: the one radio on channel 13 where the others are on 1, 6 and 11.
 * Where those give none, the first among 50 lines alike or more (`farAmongAlike`: one key's values).
 * Weaker than `oddNumbers` (lines alike): looked for where it finds nothing. The lines are read for
 * their counts (`numberedLines`, once for both passes when the caller gives them), then each set of
 * 50 or more once more, its values kept place by place for the quartiles; nothing past
 * `MAX_NUMBERED_CHARS` chars of lines. At most `keep` lines, else none.
 */
export function farValues(text: string, options: FarValueOptions): SignalLine[] {
  return farValuesAndSpikes(text, options).far;
}

/**
 * The lines of `farValues`; apart from them, those whose last number is far from the last numbers of
 * the lines that start with the same name (`farLastValues`: a metric's samples); and apart, the lines
 * where a value jumps and comes straight back among lines alike (`spikeRows`: one station's readings,
 * in order), a weaker sign. The last two at most as many as `keep` leaves after the far ones, given
 * apart so as not to dilute them.
 */
export function farValuesAndSpikes(
  text: string,
  options: FarValueOptions,
): { far: SignalLine[]; named: SignalLine[]; spikes: SignalLine[] } {
  const numbered = options.numbered ?? numberedLines(text, options.lines);
  if (numbered === undefined) return { far: [], named: [], spikes: [] };
  const { lines, counts, templates } = numbered;
  const far = new Set<number>();
  const spikes = new Set<number>();
  for (const [count, group] of groupBy(counts)) {
    if (group.length < MIN_LINES) continue;
    const found = farInGroup(text, lines, group, count, templates);
    for (const i of found.far) far.add(i);
    for (const i of found.spikes) if (!far.has(i)) spikes.add(i);
  }
  // Where the lines with as many numbers give none, one key's lines alike may (a weaker grouping).
  if (far.size === 0) for (const i of farAmongAlike(text, numbered)) far.add(i);
  const named = new Set(farLastValues(text, numbered).filter((i) => !far.has(i)));
  const inOrder = (found: ReadonlySet<number>) => [...found].sort((a, b) => a - b).map((i) => lines[i]!);
  if (far.size > options.keep) return { far: [], named: [], spikes: [] };
  return {
    far: inOrder(far),
    named: far.size + named.size <= options.keep ? inOrder(named) : [],
    spikes: far.size + spikes.size <= options.keep ? inOrder(spikes) : [],
  };
}

/** The far values of one set of lines with `count` numbers each, and its spikes among lines alike (`templates`), as indexes of `lines`. */
function farInGroup(
  text: string,
  lines: readonly SignalLine[],
  group: readonly number[],
  count: number,
  templates: readonly number[],
): { far: number[]; spikes: number[] } {
  const values = Array.from({ length: count }, () => new Float64Array(group.length));
  const kinds: (Map<number, number[]> | undefined)[] = Array.from({ length: count }, () => new Map());
  const scratch: LineNumbers = { hashes: new Int32Array(count), values: new Float64Array(count) };
  group.forEach((i, row) => {
    const line = lines[i]!;
    readNumbers(text, line.start, line.end, scratch);
    for (let place = 0; place < count; place++) {
      values[place]![row] = scratch.values[place]!;
      const held = kinds[place];
      if (held === undefined) continue;
      const rows = held.get(scratch.hashes[place]!);
      if (rows) rows.push(row);
      else if (held.size === MOST_KINDS) kinds[place] = undefined;
      else held.set(scratch.hashes[place]!, [row]);
    }
  });
  const found: number[] = [];
  for (let place = 0; place < count; place++) {
    for (const row of farEnds(values[place]!)) found.push(group[row]!);
    const held = kinds[place];
    if (held !== undefined) for (const row of rareKind(held)) found.push(group[row]!);
  }
  // Among lines alike (one station's, one sensor's), in order: a value that jumps and comes straight back.
  const spikes: number[] = [];
  for (const rows of groupBy(group.map((i) => templates[i]!)).values()) {
    if (rows.length < MIN_LINES) continue;
    for (let place = 0; place < count; place++) {
      const column = values[place]!;
      for (const at of spikeRows(rows.map((row) => column[row]!))) spikes.push(group[rows[at]!]!);
    }
  }
  return { far: found, spikes };
}

/**
 * The lines of a far value (`farEnds`) among 50 lines alike or more (`templates`: the same but for
 * their numbers), place by place: one key's values, where the lines with as many numbers hold other
 * keys' too (a pallet's `"grossWeightKg": 4327` among 974 of 68 to 1,117, beside each pallet's case
 * count, height and pulp temperature). As indexes of `numbered.lines`.
 */
function farAmongAlike(text: string, numbered: NumberedLines): number[] {
  const { lines, counts, templates } = numbered;
  const scratch: LineNumbers = { hashes: new Int32Array(MAX_NUMBERS), values: new Float64Array(MAX_NUMBERS) };
  const found: number[] = [];
  for (const group of groupBy(templates).values()) {
    if (group.length < MIN_LINES) continue;
    const count = counts[group[0]!]!;
    const values = Array.from({ length: count }, () => new Float64Array(group.length));
    group.forEach((i, row) => {
      const line = lines[i]!;
      readNumbers(text, line.start, line.end, scratch);
      for (let place = 0; place < count; place++) values[place]![row] = scratch.values[place]!;
    });
    for (const column of values) for (const row of farEnds(column)) found.push(group[row]!);
  }
  return found;
}

/**
 * The lines whose last number is far from the last numbers of the other lines that start with the
 * same name, among 50 or more: a metric's samples, whose value is the last number, and whose labels
 * hold ids of one, two or three numbers (so that no set with as many numbers holds them all), or
 * whose set with as many numbers holds another metric's too.
 * `..._luminance_foot_lamberts{site="COV",screen="06",serial="CP23-784204"} 31.27` among the other
 * screens' 46 to 50. As indexes of `numbered.lines`.
 */
function farLastValues(text: string, numbered: NumberedLines): number[] {
  const { lines, counts } = numbered;
  const byName = groupBy(
    lines.map((line) => LEADING_NAME.exec(text.slice(line.start, Math.min(line.end, line.start + MOST_NAME_CHARS)))?.[1]),
  );
  const scratch: LineNumbers = { hashes: new Int32Array(MAX_NUMBERS), values: new Float64Array(MAX_NUMBERS) };
  const found: number[] = [];
  for (const group of byName.values()) {
    // `farEnds` finds nothing in fewer: this only spares reading them.
    if (group.length < MIN_LINES) continue;
    const last = new Float64Array(group.length);
    group.forEach((i, row) => {
      const line = lines[i]!;
      readNumbers(text, line.start, line.end, scratch);
      last[row] = scratch.values[counts[i]! - 1]!;
    });
    for (const row of farEnds(last)) found.push(group[row]!);
  }
  return found;
}

/** A line's leading name: a word of letters, digits, `_`, `.` and `:` that starts with a letter, at the line's start. */
const LEADING_NAME = /^([A-Za-z_][\w.:]{2,})/;
/** Chars of a line read for its name, at most. */
const MOST_NAME_CHARS = 128;

/**
 * The rows of the largest and the smallest value, when on at most `FAR_ON` rows and more than
 * `QUARTILE_GAPS` times the place's spread from the next: its interquartile range, or where that is
 * 0 (most values alike: restarts 0 on most pods, a TTL of 3600 on most records) the range of the
 * other values; only over the plain numbers, when they are 9 in 10 of the values or more.
 */
function farEnds(column: Float64Array): number[] {
  // A few lines of another kind among the group (a header, a comment) leave the place a number's.
  const sorted = column.filter((v) => !Number.isNaN(v)).sort();
  if (sorted.length < MIN_LINES || sorted.length < PLAIN_SHARE * column.length) return [];
  const n = sorted.length;
  const quartiles = sorted[Math.floor((3 * n) / 4)]! - sorted[Math.floor(n / 4)]!;
  const rows: number[] = [];
  const top = sorted[n - 1]!;
  const bottom = sorted[0]!;
  const belowTop = sorted.findLast((v) => v < top);
  const aboveBottom = sorted.find((v) => v > bottom);
  const spread = (rest: number) => (quartiles > 0 ? quartiles : rest);
  if (belowTop !== undefined && top - belowTop > QUARTILE_GAPS * spread(belowTop - bottom)) rows.push(...rowsOf(column, top));
  if (aboveBottom !== undefined && aboveBottom - bottom > QUARTILE_GAPS * spread(top - aboveBottom)) rows.push(...rowsOf(column, bottom));
  return rows;
}

/** The rows holding `value`, when they are at most `FAR_ON`. */
function rowsOf(column: Float64Array, value: number): number[] {
  const rows: number[] = [];
  for (let row = 0; row < column.length; row++) if (column[row] === value) rows.push(row);
  return rows.length <= FAR_ON ? rows : [];
}

/** The rows of a value on at most `FAR_ON` rows, when every other value is on `COMMON_LINES` or more. */
function rareKind(held: ReadonlyMap<number, readonly number[]>): number[] {
  const rare = [...held.values()].filter((rows) => rows.length <= FAR_ON).flat();
  if (rare.length === 0 || rare.length > FAR_ON) return [];
  const commonEnough = [...held.values()].every((rows) => rows.length <= FAR_ON || rows.length >= COMMON_LINES);
  return commonEnough ? rare : [];
}
