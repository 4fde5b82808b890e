import type { LineSpan } from './adjacent-line.js';
import { lineAbove, lineBelow } from './adjacent-line.js';
import type { BodyLine } from './record-body.js';
import { requestTermPattern, termAt } from './request-terms.js';

/**
 * A flat record is a run of lines between two breaks: in a text with empty lines between its
 * records, a run of empty lines (an LDAP entry, a Windows event as `Format-List` prints it, a
 * `dpkg -s` paragraph); in one with rules between them, a rule (a line of one of `-=*_~` repeated,
 * under an asset register's entry); in one without, a line indented as little as the least indented lines that
 * open blocks, below one indented more (a YAML list's `- assetnum:` item with its fields and the
 * lists nested in them, the `  - ref:` items of a list under one key, the objects of a pretty JSON
 * document's long list, a top-level key's block, a Kubernetes object of `kubectl get -o yaml` with
 * its containers' fields). A run longer than this is prose or a whole section, not a record.
 */
export const MOST_RECORD_LINES = 256;

/** Breaks a window must hold for its runs of lines to be records: fewer are sections of a document. */
export const FEWEST_RECORD_BREAKS = 3;
/** Request terms a record's set of words is told by, at most: the first ones (a set is a bit mask). */
export const MOST_MASKED_TERMS = 30;

/** The terms of `terms` among the first `MOST_MASKED_TERMS`, as a mask (as `FlatRecords.sets` has them). */
export function termMask(terms: Iterable<number>): number {
  let mask = 0;
  for (const t of terms) if (t < MOST_MASKED_TERMS) mask |= 1 << t;
  return mask;
}
/** Distinct sets of request words the count keeps, at most: past this it gives up, and no record weighs. */
const MOST_SETS = 4096;

/**
 * What breaks a text's records: its runs of empty lines, or (with fewer than `FEWEST_RECORD_BREAKS`
 * of those) its rules, or (with fewer of those too) its lines indented by `base` (the least
 * indentation blocks open at) below lines indented more.
 */
export type RecordBreak = 'empty' | 'rule' | { readonly outdent: number };

/** The window's flat records counted: how many, and how many hold each set of request words. */
export interface FlatRecords {
  readonly count: number;
  /** Records by the set of request terms they hold (a bit mask over the first `MOST_MASKED_TERMS`). */
  readonly sets: ReadonlyMap<number, number>;
  readonly breaks: RecordBreak;
}

/**
 * The flat records of the window `[from, to)` counted by the set of request terms each holds
 * (matched as `termAt` matches them): one pass of the terms' pattern over the window. Undefined
 * when it has fewer than `FEWEST_RECORD_BREAKS` breaks of either kind, no terms, or more than
 * `MOST_SETS` sets.
 */
export function flatRecords(
  text: string,
  terms: readonly string[],
  window: { readonly from: number; readonly to: number },
): FlatRecords | undefined {
  const to = Math.min(window.to, text.length);
  const pattern = requestTermPattern(terms);
  if (!pattern) return undefined;
  const kind = recordBreaks(text, window);
  if (!kind) return undefined;
  const next = recordStarts(text, kind);
  const sets = new Map<number, number>();
  let count = 0;
  // The terms of the record being read, and where the record after it starts.
  let mask = 0;
  let nextStart = next(window.from);
  const tally = (): boolean => {
    sets.set(mask, (sets.get(mask) ?? 0) + 1);
    count += 1;
    mask = 0;
    return sets.size <= MOST_SETS;
  };
  pattern.lastIndex = window.from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    // Past the record's end: it is done, and so is each record between (with no term).
    for (; nextStart <= match.index; nextStart = next(nextStart)) if (!tally()) return undefined;
    const term = termAt(text, match.index, match[0], terms);
    if (term !== -1 && term < MOST_MASKED_TERMS) mask |= 1 << term;
  }
  if (!tally()) return undefined;
  for (; nextStart < to; nextStart = next(nextStart)) if (!tally()) return undefined;
  return { count, sets, breaks: kind };
}

/**
 * What breaks the records of the window `[from, to)`: its runs of empty lines when it has
 * `FEWEST_RECORD_BREAKS` of them, else (read only then) its lines at the least indentation 3 or
 * more blocks open at below lines indented more, when it has as many of those; else undefined.
 */
export function recordBreaks(text: string, window: { readonly from: number; readonly to: number }): RecordBreak | undefined {
  const to = Math.min(window.to, text.length);
  const enough = (k: RecordBreak) => hasBreaks(recordStarts(text, k), window.from, to, FEWEST_RECORD_BREAKS);
  if (enough('empty')) return 'empty';
  if (enough('rule')) return 'rule';
  const kind = { outdent: leastIndent(text, window.from, to) } as const;
  return enough(kind) ? kind : undefined;
}

/** The records of `records` that hold every term of `mask` (a set of terms, as `FlatRecords.sets` has them). */
export function holdingAll(records: FlatRecords, mask: number): number {
  let found = 0;
  for (const [set, count] of records.sets) if ((set & mask) === mask) found += count;
  return found;
}

/**
 * Where the records of `text` broken by `kind` start, walked forward: the call with `at` gives the
 * start of the first record after the one holding `at`, or the text's length. Each kind of break
 * is looked for once per one found, so a walk over the text reads it once.
 */
export function recordStarts(text: string, kind: RecordBreak): (at: number) => number {
  // A rule line: the record after starts on the line under it.
  if (kind === 'rule') return startsPast(text, new RegExp(String.raw`(?:^|\n)${RULE.source}\r?\n`, 'g'));
  // A line indented more than `base`, then one indented by `base` (not empty).
  if (kind !== 'empty') {
    const base = kind.outdent;
    return startsPast(text, new RegExp(String.raw`(?:^|\n)[ \t]{${base + 1},}[^\n]*\n(?=[ \t]{${base}}[^ \t\r\n])`, 'g'));
  }
  // A line, then an empty one (`\n\n`, `\n\r\n`): the record after starts past the run of them.
  let bare = -1;
  let crlf = -1;
  return (at) => {
    if (bare !== text.length && bare < at) bare = indexOr(text.indexOf('\n\n', at), text.length);
    if (crlf !== text.length && crlf < at) crlf = indexOr(text.indexOf('\n\r\n', at), text.length);
    let next = Math.min(bare, crlf);
    if (next === text.length) return next;
    next += 1;
    while (next < text.length && (text.charCodeAt(next) === 10 || (text.charCodeAt(next) === 13 && text.charCodeAt(next + 1) === 10)))
      next += 1;
    return next;
  };
}

/** The walk of record starts where each match of `pattern` (global) ends, each looked for once per one found. */
function startsPast(text: string, pattern: RegExp): (at: number) => number {
  let found = -1;
  return (at) => {
    if (found !== text.length && found <= at) {
      pattern.lastIndex = at;
      const match = pattern.exec(text);
      found = match ? match.index + match[0].length : text.length;
    }
    return found;
  };
}

/** `index`, or `none` when it is -1 (not found). */
function indexOr(index: number, none: number): number {
  return index === -1 ? none : index;
}

/** True when `[from, to)` holds at least `least` record starts. */
function hasBreaks(next: (at: number) => number, from: number, to: number, least: number): boolean {
  let seen = 0;
  for (let at = next(from); at < to && seen < least; at = next(at)) seen += 1;
  return seen >= least;
}

/**
 * The lines of the flat record `line` is in, but `line` itself, in order: up to the breaks (of
 * the kind `breaks`) above and below it, or the text's edges, within the window and
 * `MOST_RECORD_LINES` in all. A record longer than that, up to `MOST_OUTLINED_LINES`, gives its
 * outline (`outline`): a duty return's line whose 350 lines of movements stand between the product
 * picked and its `<DutyDue>`. Undefined when none bounds it that near, or its outline is as long.
 */
export function recordLinesAround(
  text: string,
  line: BodyLine,
  window: { readonly from: number; readonly to: number },
  breaks: RecordBreak = 'empty',
): BodyLine[] | undefined {
  const above: BodyLine[] = [];
  const below: BodyLine[] = [];
  // With `outdent`, a line indented by its base below one indented more starts a record.
  const starts = (upper: LineSpan, lower: LineSpan) =>
    typeof breaks === 'object' && indentOf(text, lower) === breaks.outdent && indentOf(text, upper) > breaks.outdent;
  const isBreak = (span: LineSpan) => isEmpty(text, span) || (breaks === 'rule' && isRule(text, span));
  // Past `MOST_RECORD_LINES`, the record is read on for its outline only when `line` has few lines
  // indented as it is about it (`fewAlike`): one of a loop's hundreds of detectors stops there.
  let most = MOST_RECORD_LINES;
  const full = () => {
    if (above.length + below.length + 1 < most) return false;
    if (most === MOST_OUTLINED_LINES || !fewAlike(text, line)) return true;
    most = MOST_OUTLINED_LINES;
    return false;
  };
  let span: LineSpan = line;
  for (;;) {
    const up = lineAbove(text, span);
    if (!up || isBreak(up) || starts(up, span)) break;
    if (up.start < window.from || full()) return undefined;
    above.push({ line: line.line - above.length - 1, ...up });
    span = up;
  }
  span = line;
  for (;;) {
    const down = lineBelow(text, span);
    if (!down || isBreak(down) || starts(span, down)) break;
    if (down.end > window.to || full()) return undefined;
    below.push({ line: line.line + below.length + 1, ...down });
    span = down;
  }
  const lines = [...above.reverse(), ...below];
  if (lines.length < MOST_RECORD_LINES) return lines;
  const shown = outline(text, line, lines);
  return shown.length < MOST_RECORD_LINES ? shown : undefined;
}

/** Lines of a flat record read for its outline, at most: past this it is a section, not a record. */
export const MOST_OUTLINED_LINES = 2048;

/**
 * Of a long record's `lines` (but `line`, in order), those of its outline: the ones indented no more
 * than the first lines nested under its first line (its own fields, the `<DutyDue>` past a list of
 * movements, not the fields of each movement), and the run of lines about `line` indented at least as
 * much as it is (the `<Package>` beside the `<Name>` picked).
 */
function outline(text: string, line: BodyLine, lines: readonly BodyLine[]): BodyLine[] {
  const indents = lines.map((span) => indentOf(text, span));
  const top = indents[0]!;
  // The least indentation under the record's first line: its own fields'.
  const own = indents.reduce((least, indent) => (indent > top && indent < least ? indent : least), Infinity);
  const at = indentOf(text, line);
  // The run about `line`: up and down to the first line indented less.
  const after = lines.findIndex((span) => span.line > line.line);
  const next = after === -1 ? lines.length : after;
  let from = next;
  while (from > 0 && indents[from - 1]! >= at) from -= 1;
  let to = next;
  while (to < lines.length && indents[to]! >= at) to += 1;
  return lines.filter((_, i) => indents[i]! <= own || (i >= from && i < to));
}

/**
 * Lines indented as `line` is in the run about it (`line` too), at most, for its long record to be
 * outlined: the fields of a block of the record's (a product's code, name and package), not the items
 * of a list nested in it (a loop's hundreds of detectors), each a record of its own.
 */
export const MOST_OUTLINED_SIBLINGS = 16;

/**
 * True when the run of lines about `line` indented at least as much as it is (up and down to the
 * first line indented less, within `MOST_OUTLINED_LINES`) holds at most `MOST_OUTLINED_SIBLINGS`
 * lines indented as it is, `line` too; read no further than the one past that.
 */
function fewAlike(text: string, line: LineSpan): boolean {
  const at = indentOf(text, line);
  let alike = 1;
  let read = 0;
  for (const step of [lineAbove, lineBelow]) {
    for (let span = step(text, line); span && read < MOST_OUTLINED_LINES; span = step(text, span), read++) {
      const indent = indentOf(text, span);
      if (indent < at || isEmpty(text, span)) break;
      if (indent === at && ++alike > MOST_OUTLINED_SIBLINGS) return false;
    }
  }
  return true;
}

/** The spaces and tabs a line starts with (a line of them alone: all of them). */
function indentOf(text: string, span: LineSpan): number {
  let at = span.start;
  while (at < span.end && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at += 1;
  return at - span.start;
}

/** Lines of the window read for its records' indentation, at most: its first ones. */
const INDENT_SAMPLE = 4096;

/**
 * The least indentation (spaces and tabs) at which `FEWEST_RECORD_BREAKS` or more of the window's
 * first `INDENT_SAMPLE` lines open a block (the next line that is not empty is indented more): a
 * key or two above a list (`appointments:` above its `  - ref:` items, a JSON document's `"data": [`
 * above its objects) open no records.
 */
function leastIndent(text: string, from: number, to: number): number {
  const opened = new Map<number, number>();
  // The indentation of the last line read that was not empty, if any.
  let above = -1;
  let start = from === 0 ? 0 : text.lastIndexOf('\n', from - 1) + 1;
  for (let read = 0; read < INDENT_SAMPLE && start < to; read++) {
    let at = start;
    while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at += 1;
    const code = text.charCodeAt(at);
    if (at < to && code !== 10 && code !== 13) {
      const indent = at - start;
      if (above !== -1 && indent > above) opened.set(above, (opened.get(above) ?? 0) + 1);
      above = indent;
    }
    const end = text.indexOf('\n', at);
    if (end === -1) break;
    start = end + 1;
  }
  const bases = [...opened].filter(([, count]) => count >= FEWEST_RECORD_BREAKS).map(([indent]) => indent);
  return bases.length === 0 ? 0 : Math.min(...bases);
}

/** True when the line is empty: no char, or a `\r` alone. A line of spaces is part of its record (the blank line of an indented message). */
function isEmpty(text: string, span: LineSpan): boolean {
  return span.end === span.start || (span.end === span.start + 1 && text.charCodeAt(span.start) === 13);
}

/** A rule between records: one of `-=*_~` repeated, 3 times or more, alone on its line (a `\r` after it aside). */
const RULE = /(?:-{3,}|={3,}|\*{3,}|_{3,}|~{3,})/;
const WHOLE_RULE = new RegExp(String.raw`^${RULE.source}\r?$`);

/** True when the line is a rule between records (`RULE`): `-----`, `=====`. */
export function isRule(text: string, span: LineSpan): boolean {
  return span.end - span.start >= 3 && span.end - span.start <= 1000 && WHOLE_RULE.test(text.slice(span.start, span.end));
}
