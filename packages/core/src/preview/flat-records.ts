import type { LineSpan } from './adjacent-line.js';
import { lineAbove, lineBelow } from './adjacent-line.js';
import type { BodyLine } from './record-body.js';
import { requestTermPattern, termAt } from './request-terms.js';

/**
 * A flat record is a run of lines between two empty lines (or an empty line and the text's edge): an LDAP entry, a
 * Windows event as `Format-List` prints it, a `dpkg -s` paragraph, a mail's headers. A run longer
 * than this is a paragraph of prose or a whole section, not a record.
 */
export const MOST_RECORD_LINES = 64;

/** Breaks (runs of empty lines) a window must hold for its runs of lines to be records: fewer are sections of a document. */
export const FEWEST_RECORD_BREAKS = 3;
/** Request terms a record's set of words is told by, at most: the first ones (a set is a bit mask). */
export const MOST_MASKED_TERMS = 30;
/** Distinct sets of request words the count keeps, at most: past this it gives up, and no record weighs. */
const MOST_SETS = 4096;

/** The window's flat records counted: how many, and how many hold each set of request words. */
export interface FlatRecords {
  readonly count: number;
  /** Records by the set of request terms they hold (a bit mask over the first `MOST_MASKED_TERMS`). */
  readonly sets: ReadonlyMap<number, number>;
}

/**
 * The flat records of the window `[from, to)` counted by the set of request terms each holds
 * (matched as `termAt` matches them): one pass of the terms' pattern over the window. Undefined
 * when it has fewer than `FEWEST_RECORD_BREAKS` breaks, no terms, or more than `MOST_SETS` sets.
 */
export function flatRecords(
  text: string,
  terms: readonly string[],
  window: { readonly from: number; readonly to: number },
): FlatRecords | undefined {
  const to = Math.min(window.to, text.length);
  const pattern = requestTermPattern(terms);
  if (!pattern || !hasBreaks(new Breaks(text), window.from, to, FEWEST_RECORD_BREAKS)) return undefined;
  const breaks = new Breaks(text);
  const sets = new Map<number, number>();
  let count = 0;
  // The terms of the record being read, and where the record after it starts.
  let mask = 0;
  let nextStart = breaks.startAfter(breaks.next(window.from));
  const tally = (): boolean => {
    sets.set(mask, (sets.get(mask) ?? 0) + 1);
    count += 1;
    mask = 0;
    return sets.size <= MOST_SETS;
  };
  pattern.lastIndex = window.from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    // Past the record's end: it is done, and so is each record between (with no term).
    for (; nextStart <= match.index; nextStart = breaks.startAfter(breaks.next(nextStart))) if (!tally()) return undefined;
    const term = termAt(text, match.index, match[0], terms);
    if (term !== -1 && term < MOST_MASKED_TERMS) mask |= 1 << term;
  }
  if (!tally()) return undefined;
  for (; nextStart < to; nextStart = breaks.startAfter(breaks.next(nextStart))) if (!tally()) return undefined;
  return { count, sets };
}

/** The records of `records` that hold every term of `mask` (a set of terms, as `FlatRecords.sets` has them). */
export function holdingAll(records: FlatRecords, mask: number): number {
  let found = 0;
  for (const [set, count] of records.sets) if ((set & mask) === mask) found += count;
  return found;
}

/**
 * The breaks of a text, walked forward: a break is the `\n` that ends a line with an empty line
 * below it. Each kind of break (`\n\n`, `\n\r\n`) is looked for once per one found, so a walk over
 * the text reads it once, even with no break of a kind in it.
 */
class Breaks {
  private bare = -1;
  private crlf = -1;
  constructor(private readonly text: string) {}

  /** Where the next break at or after `from` is, or the text's length. */
  next(from: number): number {
    const { text } = this;
    if (this.bare !== text.length && this.bare < from) this.bare = found(text.indexOf('\n\n', from), text.length);
    if (this.crlf !== text.length && this.crlf < from) this.crlf = found(text.indexOf('\n\r\n', from), text.length);
    return Math.min(this.bare, this.crlf);
  }

  /** Where the record after the break at `at` starts: past the run of empty lines below it; the text's length when none does. */
  startAfter(at: number): number {
    const { text } = this;
    if (at >= text.length) return text.length;
    let next = at + 1;
    while (next < text.length && (text.charCodeAt(next) === 10 || (text.charCodeAt(next) === 13 && text.charCodeAt(next + 1) === 10)))
      next += 1;
    return next;
  }
}

/** `index`, or `none` when it is -1 (not found). */
function found(index: number, none: number): number {
  return index === -1 ? none : index;
}

/** True when `[from, to)` holds at least `least` breaks. */
function hasBreaks(breaks: Breaks, from: number, to: number, least: number): boolean {
  let seen = 0;
  for (let at = breaks.next(from); at < to && seen < least; at = breaks.next(breaks.startAfter(at))) seen += 1;
  return seen >= least;
}

/**
 * The lines of the flat record `line` is in, but `line` itself, in order: up to the empty line
 * above and the one below (or the text's edges), within the window and `MOST_RECORD_LINES` in all.
 * Undefined when no empty line or edge bounds it that near.
 */
export function recordLinesAround(
  text: string,
  line: BodyLine,
  window: { readonly from: number; readonly to: number },
): BodyLine[] | undefined {
  const above: BodyLine[] = [];
  const below: BodyLine[] = [];
  let span: LineSpan | undefined = line;
  for (;;) {
    span = lineAbove(text, span);
    if (!span || isEmpty(text, span)) break;
    if (span.start < window.from || above.length + 1 >= MOST_RECORD_LINES) return undefined;
    above.push({ line: line.line - above.length - 1, ...span });
  }
  span = line;
  for (;;) {
    span = lineBelow(text, span);
    if (!span || isEmpty(text, span)) break;
    if (span.end > window.to || above.length + below.length + 1 >= MOST_RECORD_LINES) return undefined;
    below.push({ line: line.line + below.length + 1, ...span });
  }
  return [...above.reverse(), ...below];
}

/** True when the line is empty: no char, or a `\r` alone. A line of spaces is part of its record (the blank line of an indented message). */
function isEmpty(text: string, span: LineSpan): boolean {
  return span.end === span.start || (span.end === span.start + 1 && text.charCodeAt(span.start) === 13);
}
