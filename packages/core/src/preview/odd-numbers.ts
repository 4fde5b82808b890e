import { groupBy, MAX_NUMBERS, numberedLines, readNumbers } from './line-numbers.js';
import type { LineNumbers, NumberedLines } from './line-numbers.js';
import type { SignalLine } from './scan-signals.js';

/** Lines that read the same but for their numbers, needed for one number they share to say what is usual. */
const MIN_ALIKE = 10;
/** Lines alike, or with as many numbers, needed for the sizes of the numbers in one place to say what is usual. */
const MIN_SIZES = 50;
/** A value on at most this many of the lines is odd... */
const ODD_ON = 2;
/** ...when it is at least this many times the next value, or at most its this-many-th part. */
const GAP = 100;
/** Among lines alike, a value on at most `ODD_ON` lines is odd when it is more than this many times the others' range away from them (their range 0: any way away). */
const RANGES = 4;
/** Among lines alike, one or two lines with at least this many places equal to the place before... */
const STILL_PAIRS = 3;
/** ...and this many times as many as any other line has, are odd: a reading that sat still. */
const STILL_TIMES = 3;
/** A place whose other values are all within this share of their size holds a measure kept within a tolerance... */
const TIGHT = 0.01;
/** ...and a value this many times their spread away from them is odd. */
const SPREADS = 3;

/** What `oddNumbers` reads: the lines of a window. */
export interface OddNumberOptions {
  /** The lines to read, in order (the window's). */
  readonly lines: Iterable<SignalLine>;
  /** Lines found are kept only when they are at most this many. */
  readonly keep: number;
  /** `lines` read for their numbers already (`numberedLines`), when the caller reads them for another pass too. */
  readonly numbered?: NumberedLines;
}

/**
 * The lines holding a number unlike the same number on lines alike. A number is a run of letters
 * and digits (and dots between digits) with a digit in it; lines are alike when they read the same with their numbers taken
 * out (`kafka-broker-#: vm.max_map_count = #`), and the numbers of lines alike, or of lines with as
 * many numbers, are compared place by place:
 * - among at least 10 lines alike, a number that is the same on all of them but one or two marks
 *   those: the broker whose `vm.max_map_count` is `65530` where 23 have `262144`; not a later part
 *   of a date or time (a month, a minute: two skis of twelve last tuned in October, not November);
 * - among at least 10 lines alike, or 50 with as many numbers, a value on one or two lines that is
 *   100 times the next value or more, or a hundredth of it or less, marks those: a lag of 1,846,203
 *   where no other partition lags over 2,400, a 131,072-byte nightly backup among 11 GB ones; or
 *   one with a sign unlike all the others' (a minus that starts a word: `,-2.49570`, not the `-` of
 *   `2026-03`): the stop whose latitude and longitude are swapped; or, where the others vary but
 *   stay within 1% of their size (a measure kept within a tolerance), one 3 times their spread or
 *   more away from them: the one axle whose back-to-back is 1352.6 mm among 1359.3 to 1360.7; or,
 *   among 50 lines alike, one more than 4 times the range of the others away from them: the one
 *   noise logger set to listen at 14:00 where the others start between 01:00 and 03:00;
 * - among at least 10 lines alike, one or two lines with 3 or more numbers equal to the number
 *   before them, and 3 times as many as any other line: a reading that sat still, the one logger-day
 *   whose min, max and mean are all `4.1`, the one sensor-day at `17.8` for all 24 hours (where dry
 *   days' water film rows are all 0, each as still as the others, and none is odd); parts of one
 *   date or time count as none (the `01-01` and `08:08` of a test on New Year's Day).
 * Ids, times and counts that vary every line give nothing. The lines are read once for their
 * shape, then the lines of each group big enough once more, place by place, with no array of all
 * their numbers kept (allocating one costs more than the reads). Numbers are hashed (30-bit FNV-1a;
 * no strings made). At most `keep` lines, else none.
 */
export function oddNumbers(text: string, options: OddNumberOptions): SignalLine[] {
  const numbered = options.numbered ?? numberedLines(text, options.lines);
  if (numbered === undefined) return [];
  const { lines: kept, templates, counts } = numbered;
  const scratch: LineNumbers = {
    hashes: new Int32Array(MAX_NUMBERS),
    values: new Float64Array(MAX_NUMBERS),
    joined: new Uint8Array(MAX_NUMBERS),
  };
  // The lines with as many numbers as 50 or more others, tallied while their lines are read for
  // the groups of lines alike, and after those for the lines in none.
  const byCount = new Map<number, PlaceTally>();
  for (const [count, group] of groupBy(counts)) if (group.length >= MIN_SIZES) byCount.set(count, new PlaceTally(count, false));
  const read = new Uint8Array(kept.length);
  const readLine = (i: number) => {
    readNumbers(text, kept[i]!.start, kept[i]!.end, scratch);
    byCount.get(counts[i]!)?.add(i, scratch);
    read[i] = 1;
  };
  // The lines odd at a place, and the still ones: each kind is kept only when it is at most `keep`
  // lines, so a still line is found where the values at places give too many odd ones.
  const odd = new Set<number>();
  const still = new Set<number>();
  let oddAtPlaces = true;
  for (const group of groupBy(templates).values()) {
    if (group.length < MIN_ALIKE) continue;
    const alike = new PlaceTally(counts[group[0]!]!, true);
    const equal = new StillTally();
    for (const i of group) {
      readLine(i);
      if (oddAtPlaces) alike.add(i, scratch);
      equal.add(i, scratch, counts[i]!);
    }
    if (oddAtPlaces) for (const i of alike.odd(group.length >= MIN_SIZES)) odd.add(i);
    for (const i of equal.odd()) still.add(i);
    if (odd.size > options.keep) oddAtPlaces = false;
    if (!oddAtPlaces && still.size > options.keep) return [];
  }
  if (oddAtPlaces) {
    for (let i = 0; i < kept.length; i++) if (read[i] === 0 && byCount.has(counts[i]!)) readLine(i);
    for (const tally of byCount.values()) for (const i of tally.odd(true)) odd.add(i);
  }
  const stills = still.size <= options.keep ? [...still] : [];
  const found = new Set([...stills, ...(oddAtPlaces && odd.size <= options.keep ? odd : [])]);
  return sortedLines(found.size <= options.keep ? found : stills, kept);
}

/** The lines of `kept` at the indexes `found`, in order. */
function sortedLines(found: Iterable<number>, kept: readonly SignalLine[]): SignalLine[] {
  return [...found].sort((a, b) => a - b).map((i) => kept[i]!);
}

/**
 * The lines of one group alike with the most places equal to the place before (plain numbers):
 * how many places, the lines, and the most any other line has.
 */
class StillTally {
  private most = 0;
  private next = 0;
  private readonly on = new Noted();

  add(line: number, numbers: LineNumbers, count: number): void {
    let equal = 0;
    // Parts of one date or time (`01-01`, `08:08`) are no readings.
    for (let place = 1; place < count; place++)
      if (numbers.values[place] === numbers.values[place - 1] && numbers.joined?.[place] !== 1) equal += 1;
    if (equal > this.most) {
      [this.next, this.most, this.on.count, this.on.at.length] = [this.most, equal, 0, 0];
      this.on.note(line);
    } else if (equal === this.most) this.on.note(line);
    else if (equal > this.next) this.next = equal;
  }

  /** The lines with `STILL_PAIRS` or more equal places and `STILL_TIMES` as many as any other line, when they are one or two. */
  odd(): readonly number[] {
    return this.most >= STILL_PAIRS && this.most >= STILL_TIMES * this.next ? this.on.few() : [];
  }
}

/** The lines (up to `ODD_ON + 1`) a tally noted for something, and how many had it. */
class Noted {
  count = 0;
  readonly at: number[] = [];

  note(line: number): void {
    this.count += 1;
    if (this.at.length <= ODD_ON) this.at.push(line);
  }

  /** The lines noted, when they are 1 to `ODD_ON`. */
  few(): readonly number[] {
    return this.count >= 1 && this.count <= ODD_ON ? this.at : [];
  }
}

/**
 * What the lines of one group hold at each place, read line by line: for each of the first
 * `ODD_ON + 1` lines' values, the lines that differ from it (the value all lines but `ODD_ON` share
 * is one of them); and the smallest and largest values, the next ones, and the lines they are on.
 */
class PlaceTally {
  /** The lines added, the first `ODD_ON + 1` of them. */
  private readonly heads: number[] = [];
  private lines = 0;
  private readonly first: number[][];
  private readonly unlike: Noted[][];
  private readonly plain: boolean[];
  /** No value is shared by all lines but `ODD_ON` at this place: its values are no longer looked at for that. */
  private readonly varied: boolean[];
  private readonly low: { value: number; next: number; on: Noted }[];
  private readonly high: { value: number; next: number; on: Noted }[];
  /** The lines with a value below 0, and above, at each place of plain numbers. */
  private readonly negative: Noted[];
  private readonly positive: Noted[];

  /** With `lone`, also the values all lines but a few share (else only the smallest and largest). */
  constructor(
    private readonly places: number,
    private readonly lone: boolean,
  ) {
    this.first = Array.from({ length: places }, () => []);
    this.unlike = Array.from({ length: places }, () => []);
    this.plain = Array.from({ length: places }, () => true);
    this.varied = Array.from({ length: places }, () => false);
    this.low = Array.from({ length: places }, () => ({ value: Infinity, next: Infinity, on: new Noted() }));
    this.high = Array.from({ length: places }, () => ({ value: -Infinity, next: -Infinity, on: new Noted() }));
    this.negative = Array.from({ length: places }, () => new Noted());
    this.positive = Array.from({ length: places }, () => new Noted());
  }

  add(line: number, numbers: LineNumbers): void {
    for (let place = 0; place < this.places; place++) {
      // A later part of a date or time (a month, a minute) is a place in the calendar, not a setting.
      if (this.lone && !this.varied[place] && numbers.joined?.[place] !== 1) this.addHash(place, line, numbers.hashes[place]!);
      const value = numbers.values[place]!;
      if (Number.isNaN(value)) this.plain[place] = false;
      if (!this.plain[place]) continue;
      if (value < 0) this.negative[place]!.note(line);
      else if (value > 0) this.positive[place]!.note(line);
      const size = Math.abs(value);
      const low = this.low[place]!;
      const high = this.high[place]!;
      if (size < low.value) [low.next, low.value, low.on.count, low.on.at.length] = [low.value, size, 0, 0];
      else if (size > low.value && size < low.next) low.next = size;
      if (size === low.value) low.on.note(line);
      if (size > high.value) [high.next, high.value, high.on.count, high.on.at.length] = [high.value, size, 0, 0];
      else if (size < high.value && size > high.next) high.next = size;
      if (size === high.value) high.on.note(line);
    }
    if (this.lines <= ODD_ON) this.heads.push(line);
    this.lines += 1;
  }

  /** Notes `line` under each of the first lines' values at `place` that `hash` differs from. */
  private addHash(place: number, line: number, hash: number): void {
    const first = this.first[place]!;
    const unlike = this.unlike[place]!;
    if (this.lines <= ODD_ON) {
      first.push(hash);
      unlike.push(new Noted());
      // The lines before this one that differ from its value.
      for (let before = 0; before < this.lines; before++) if (first[before] !== hash) unlike[this.lines]!.note(this.heads[before]!);
    }
    for (let c = 0; c < first.length; c++) if (first[c] !== hash) unlike[c]!.note(line);
    if (this.lines >= ODD_ON && unlike.every((noted) => noted.count > ODD_ON)) this.varied[place] = true;
  }

  /**
   * The lines found odd: when made `lone`, those unlike the value all the others share at a place;
   * with `sizes`, those with a value far from the next at a place of plain numbers (sizes, one
   * added to each, so that 0 is far only from 99 and up), with a sign unlike all the others', or
   * far outside the tolerance the others keep (`TIGHT`, `SPREADS`), or (`lone`) far outside the
   * range the others span (`RANGES`).
   */
  odd(sizes: boolean): number[] {
    const found: number[] = [];
    for (let place = 0; place < this.places; place++) {
      if (this.lone && !this.varied[place]) {
        const shared = this.unlike[place]!.find((noted) => noted.count <= ODD_ON);
        if (shared) found.push(...shared.few());
      }
      if (!sizes || !this.plain[place]) continue;
      const low = this.low[place]!;
      const high = this.high[place]!;
      if (high.next !== -Infinity && high.value + 1 >= GAP * (high.next + 1)) found.push(...high.on.few());
      if (low.next !== Infinity && (low.value + 1) * GAP <= low.next + 1) found.push(...low.on.few());
      // A measure the others hold within a tolerance (all within TIGHT of their size) and one or two
      // stand far outside (SPREADS of the others' spread away): the one wheelset's back-to-back.
      if (low.next !== Infinity && high.next !== -Infinity && high.value > low.value) {
        const belowRest = high.value - low.next;
        if (belowRest > 0 && belowRest <= TIGHT * low.next && low.next - low.value >= SPREADS * belowRest) found.push(...low.on.few());
        const aboveRest = high.next - low.value;
        if (aboveRest > 0 && aboveRest <= TIGHT * high.next && high.value - high.next >= SPREADS * aboveRest) found.push(...high.on.few());
      }
      // Among lines alike, far outside the range all the others span (more than RANGES of it away):
      // the one logger set to listen at 14:00 where the others start at 1 to 3. Lines with only as
      // many numbers are no one kind, and their values at a place span no range of one measure.
      if (this.lone && low.next !== Infinity && high.next !== -Infinity) {
        if (high.value - high.next > RANGES * (high.next - low.value)) found.push(...high.on.few());
        if (low.next - low.value > RANGES * (high.value - low.next)) found.push(...low.on.few());
      }
      // A sign unlike all the others': a latitude where every other row has it as a longitude.
      const negative = this.negative[place]!;
      const positive = this.positive[place]!;
      if (positive.count + negative.count === this.lines) found.push(...negative.few(), ...positive.few());
    }
    return found;
  }
}
