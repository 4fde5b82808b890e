import { charCount } from '../text/char-count.js';
import { isBlank } from '../text/trimmed-end.js';
import { isDigit } from './line-numbers.js';
import { errorSignalFinder } from './error-signal-finder.js';
import { heldTerms, requestTermPattern, termAt } from './request-terms.js';

/** A line of the payload that has a signal, as the scan found it. */
export interface SignalLine {
  /** 1-based line number. */
  readonly line: number;
  /** Span of the line in the text, without its `\n`. */
  readonly start: number;
  readonly end: number;
  /** Where the first signal on the line starts. */
  readonly at: number;
  /** The line has an error signal. */
  readonly error: boolean;
  /** Indexes of the request terms on the line. */
  readonly terms: readonly number[];
  /** Where the first match of each of `terms` starts, in the same order. */
  readonly termAt: readonly number[];
}

/**
 * Lines that request words too common to pick by alone still pick: the few lines where two or more
 * of them meet (`conjunctions`), where one is used unlike on its usual lines (`unusualUses`), or
 * the lines of one that are unlike its others (`unusualLines`).
 */
export interface WordLines {
  /**
   * `together`: each line holds all of `terms`; `unusual`: each line uses each of `terms` unusually;
   * `unusual-line`: each line holds the one of `terms` and a word its other lines lack (with no
   * `terms`, a word the other lines of the window lack); `odd-number`: each line holds a number
   * unlike its peers (`oddNumbers`; no `terms`).
   */
  readonly kind: 'together' | 'unusual' | 'unusual-line' | 'odd-number';
  /** Indexes of the request terms, in request order. */
  readonly terms: readonly number[];
  /** The lines (every one: they are few), in order. */
  readonly lines: readonly SignalLine[];
  /** `odd-number` lines that hold a value far from the rest of its place (`farValues`), not one unlike lines alike: a weaker sign. */
  readonly far?: boolean;
}

/** What one scan of a payload found. */
export interface SignalScan {
  /** Lines in the whole text (`\n` count + 1, as `read_tool_result` counts them). */
  readonly totalLines: number;
  /** Lines of the window with an error signal. */
  readonly errorLines: number;
  /** Some line of the whole text starts with `#`: it may have Markdown headings (none when false). */
  readonly hashLines: boolean;
  /**
   * Lines of the window with each term, by term index, counted up to `keep + 1`: a term past
   * `keep` lines is too common to pick by, and no longer looked for.
   */
  readonly termLines: readonly number[];
  /** Matches of each term in the window (several on one line count apart), counted while the term is looked for. */
  readonly termMatches: readonly number[];
  /**
   * Lines with a signal in the window, in order: the first `keep` lines with an error signal and
   * every line with a term on at most `keep` lines (with the terms found on it until then).
   */
  readonly lines: readonly SignalLine[];
  /**
   * The error signal is on more than `keep` lines, and its first `keep` lines hold at most
   * `MOST_REPEATED_ERROR_TEXTS` texts (blanks aside): the output's content, not a failure (`- panic`
   * in every minion's list of settings).
   */
  readonly errorsRepeat?: boolean;
  /**
   * The last run of error lines in the window, each within `ERROR_RUN_GAP` lines of the one
   * before: its first line (kept past `keep`), how many lines it holds, and where its last ends.
   */
  readonly errorRun?: { readonly first: SignalLine; readonly lines: number; readonly lastEnd: number };
}

/** Lines apart, at most, for two error lines to be of one run (a failure's lines, interleaved with another step's output). */
export const ERROR_RUN_GAP = 10;

/** Distinct texts, at most, of the first lines of an error signal that repeat (`SignalScan.errorsRepeat`). */
const MOST_REPEATED_ERROR_TEXTS = 3;

/** Options of `scanSignals`. */
export interface ScanOptions {
  /** Look for error signals. */
  readonly errors: boolean;
  /** Request terms, as `requestTerms` gives them. */
  readonly terms: readonly string[];
  /** Only signals that start within `[from, to)` (char offsets) count. */
  readonly from: number;
  readonly to: number;
  /** Lines kept per signal. */
  readonly keep: number;
}

/** Comment lines (`# ...`: the command or report that printed a table) read past, at most, for the table's header under them. */
const MOST_COMMENT_LINES = 8;

/**
 * Whether request term `t` was found on a table's header alone (`tableHeader`: `APP VERSION`, cut by
 * the preview's head when it is long; `DATE  SENSOR ...` under `# rsis report hourly ...`), on the
 * lines above it (the command that printed the table, its title, its comments: `# product CA
 * (Commercial Auto) table TERRITORY_RELATIVITY`), or on lines that repeat it (the header each
 * consumer group's table starts with, spaced otherwise): words that say what the table holds, not
 * a line to show.
 */
export function onTableHeaderOnly(text: string, scan: SignalScan, t: number): boolean {
  const header = tableHeader(text);
  if (header === undefined) return false;
  const lines = scan.lines.filter((l) => l.terms.includes(t));
  return lines.length > 0 && lines.length === scan.termLines[t] && lines.every((l) => isHeaderLine(text, header, l));
}

/** A table's header: its line, and its words, each run of white space one space. */
export interface TableHeader {
  readonly line: number;
  readonly words: string;
}

/** Whether `line` is the table's `header`, a line above it (the command, title or comments that say what the table is), or a line that repeats it (spaced otherwise). */
export function isHeaderLine(text: string, header: TableHeader, line: { line: number; start: number; end: number }): boolean {
  if (line.line <= header.line) return true;
  // The line's chars against the header's words, each run of white space as one space, up to the first that differ.
  const { words } = header;
  let at = 0;
  let i = skipSpaces(text, line.start, line.end);
  while (i < line.end && at < words.length) {
    if (isBlank(text.charCodeAt(i))) {
      i = skipSpaces(text, i, line.end);
      if (words.charCodeAt(at) !== SPACE) return false;
    } else if (text.charCodeAt(i++) !== words.charCodeAt(at)) return false;
    at += 1;
  }
  return at === words.length && skipSpaces(text, i, line.end) === line.end;
}

/** Where the run of spaces, tabs and carriage returns (`isBlank`) at `from` ends (at most `end`). */
function skipSpaces(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  return i;
}

const SPACE = 32;

/**
 * The table's header: among the first `MOST_COMMENT_LINES` + 1 lines, the first that is not blank,
 * a `#` comment, a shell prompt's command (`$ aws-health ...`) or a rule (`-----`, `---+---`), holds
 * two fields or more, and has under it (past one rule) a line that is no comment, at least half as
 * long, with more digits: `NAME  STATUS ...` over
 * `ip-10-42-0-7  Ready ...`, the column names under a report's title and command line; not a key
 * and its value (`Site: SVG`, `"date": "2026-11-19",`), nor a line over 4,096 chars, and none in a
 * document that opens with `{`, `[` or `<`.
 */
export function tableHeader(text: string): TableHeader | undefined {
  let start = 0;
  for (let line = 1; line <= MOST_COMMENT_LINES + 1; line++) {
    const end = lineEnd(text, start);
    if (end >= text.length) return undefined;
    const first = text.charCodeAt(skipSpaces(text, start, end));
    // A JSON or XML document is no table.
    if (line === 1 && (first === OPEN_BRACKET || first === OPEN_BRACE || first === LESS_THAN)) return undefined;
    if (first !== HASH && !isPrompt(text, start, end) && end - start <= MOST_HEADER_CHARS && !isHeaderRule(text, start, end)) {
      let below = end + 1;
      if (isHeaderRule(text, below, lineEnd(text, below))) below = lineEnd(text, below) + 1;
      const belowEnd = lineEnd(text, Math.min(below, text.length));
      const row = below < text.length && text.charCodeAt(below) !== HASH && end - start <= 2 * (belowEnd - below);
      const words = row ? spacedAsOne(text.slice(start, end)) : '';
      // A key and its value (a title's `Site: SVG`) is no header.
      const header = row && !KEY_VALUE.test(words) && /[ ,;|]/.test(words);
      if (header) {
        const headerDigits = digitsIn(text, start, end);
        if (digitsIn(text, below, belowEnd, headerDigits) > headerDigits) return { line, words };
      }
    }
    start = end + 1;
  }
  return undefined;
}

/** A shell prompt and the command after it (`$ aws-health --network all`): what printed the table, read past as a comment is. */
function isPrompt(text: string, start: number, end: number): boolean {
  const at = skipSpaces(text, start, end);
  return text.charCodeAt(at) === DOLLAR && text.charCodeAt(at + 1) === SPACE;
}

/** Chars of a table's header, at most: a longer line is data. */
const MOST_HEADER_CHARS = 4_096;

/** Whether `[start, end)` is a rule under a header: dashes or equals signs, with spaces, `+` and `|` between. */
function isHeaderRule(text: string, start: number, end: number): boolean {
  let marks = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === DASH || code === EQUALS) marks += 1;
    else if (!isBlank(code) && code !== PLUS && code !== BAR) return false;
  }
  return marks > 0;
}

/** The digits in `[start, end)`, counted up to one past `stopPast` at most. */
function digitsIn(text: string, start: number, end: number, stopPast = Infinity): number {
  let count = 0;
  for (let i = start; i < end && count <= stopPast; i++) if (isDigit(text.charCodeAt(i))) count += 1;
  return count;
}

const [DASH, EQUALS, PLUS, BAR, OPEN_BRACKET, OPEN_BRACE, LESS_THAN, DOLLAR] = [45, 61, 43, 124, 91, 123, 60, 36];
/** A line that starts with a key and its value (`"date": "2026-11-19",`, `name: api`, `port=22`): a record's field, not a header. */
const KEY_VALUE = /^(?:"[^"]*"|[\w.-]+)\s*[:=]\s/;

/** `line` with each run of spaces, tabs and carriage returns one space, and none at its ends. */
function spacedAsOne(line: string): string {
  return line.replace(/[ \t\r]+/g, ' ').replace(/^ | $/g, '');
}

/**
 * Finds the lines with an error signal or a request term in one pass over `text`: each regex runs
 * once over the window, and a cursor walks the line breaks once, so the cost is linear in the text
 * and the memory in `keep` times the number of signals.
 */
export function scanSignals(text: string, options: ScanOptions): SignalScan {
  const { from, keep, terms } = options;
  const to = Math.min(options.to, text.length);
  const termLines = terms.map(() => 0);
  const held = heldTerms(terms);
  const termMatches = terms.map(() => 0);
  let live = terms;
  let errorLines = 0;
  const lines: SignalLine[] = [];
  // The last run of error lines so far: its first line, how many, the last one's number and end.
  let runFirst: SignalLine | undefined;
  let runLines = 0;
  let runLast = 0;
  let runEnd = 0;
  let hashLines = text.charCodeAt(0) === HASH;

  const findError = options.errors ? errorSignalFinder() : undefined;
  let termPattern = requestTermPattern(live);
  const first = (pattern: RegExp | undefined): RegExpExecArray | null => {
    if (!pattern) return null;
    const match = pattern.exec(text);
    return match && match.index < to ? match : null;
  };
  if (termPattern) termPattern.lastIndex = from;
  // Where the next error signal starts (-1: none before `to`).
  let nextError = findError ? findError(text, from, to) : -1;
  let nextTerm = first(termPattern);

  // The line the cursor is on: number, span, and what was found on it so far.
  let line = 1;
  let start = 0;
  let end = lineEnd(text, 0);
  let error = false;
  let found: number[] = [];
  let foundAt: number[] = [];
  let at = -1;

  const commit = () => {
    if (!error && found.length === 0) return;
    if (error) errorLines += 1;
    let retired = false;
    for (const t of found) {
      termLines[t]! += 1;
      if (termLines[t] === keep + 1) retired = true;
    }
    const kept = (error && errorLines <= keep) || found.some((t) => termLines[t]! <= keep);
    const startsRun = error && (runFirst === undefined || line - runLast > ERROR_RUN_GAP);
    const signal: SignalLine | undefined = kept || startsRun ? { line, start, end, at, error, terms: found, termAt: foundAt } : undefined;
    if (kept) lines.push(signal!);
    if (error) {
      if (startsRun) {
        runFirst = signal;
        runLines = 0;
      }
      runLines += 1;
      runLast = line;
      runEnd = end;
    }
    if (retired && termPattern) {
      // A term now too common is looked for no more: the scan speeds up instead of slowing down.
      live = terms.filter((_, t) => termLines[t]! <= keep);
      const lastIndex = termPattern.lastIndex;
      termPattern = requestTermPattern(live);
      if (termPattern) termPattern.lastIndex = Math.max(lastIndex, end);
      nextTerm = first(termPattern);
    }
    error = false;
    found = [];
    foundAt = [];
    at = -1;
  };

  while (nextError !== -1 || nextTerm) {
    const isError = nextError !== -1 && (nextTerm === null || nextError <= nextTerm.index);
    // The term match is taken before a commit can rebuild the term pattern (and find its next match).
    const match = isError ? null : nextTerm!;
    const index = match ? match.index : nextError;
    if (index > end) {
      commit();
      // The lines before the signal's have nothing on them: they are only counted.
      do {
        line += 1;
        start = end + 1;
        if (text.charCodeAt(start) === HASH) hashLines = true;
        end = text.indexOf('\n', start);
      } while (end !== -1 && index > end);
      if (end === -1) end = text.length;
    }
    if (isError) {
      if (at === -1) at = index;
      error = true;
      // One error signal marks the line; the rest of it need not be searched.
      nextError = findError!(text, Math.max(index + 1, end), to);
    } else if (match) {
      const t = terms.indexOf(live[termAt(text, match.index, match[0], live)] ?? '');
      // A term brings the terms it holds (a quoted phrase its words): the match is theirs too.
      for (const u of t === -1 ? [] : [t, ...held[t]!]) {
        termMatches[u]! += 1;
        if (found.includes(u)) continue;
        found.push(u);
        foundAt.push(match.index);
        if (at === -1) at = match.index;
      }
      const pattern = termPattern;
      // A commit may have rebuilt the pattern (and found its next match) already.
      if (pattern && nextTerm === match) nextTerm = first(pattern);
    }
  }
  commit();
  // Count the lines after the last match.
  for (let i = text.indexOf('\n', end); i !== -1; i = text.indexOf('\n', i + 1)) {
    line += 1;
    if (text.charCodeAt(i + 1) === HASH) hashLines = true;
  }
  const errorsRepeat =
    errorLines > keep &&
    distinctTexts(
      text,
      lines.filter((l) => l.error),
    ) <= MOST_REPEATED_ERROR_TEXTS;
  return {
    totalLines: line,
    errorLines,
    hashLines,
    termLines,
    termMatches,
    lines,
    ...(errorsRepeat ? { errorsRepeat } : {}),
    ...(runFirst ? { errorRun: { first: runFirst, lines: runLines, lastEnd: runEnd } } : {}),
  };
}

/** How many distinct texts `lines` hold, leading and trailing blanks aside. */
function distinctTexts(text: string, lines: readonly SignalLine[]): number {
  return new Set(lines.map((l) => text.slice(l.start, l.end).trim())).size;
}

const HASH = 35;

/** Where the line holding `start` ends: its `\n`, or the end of the text. */
export function lineEnd(text: string, start: number): number {
  const i = text.indexOf('\n', start);
  return i === -1 ? text.length : i;
}

/**
 * The line under an offset that only moves forward (a regex's matches, in order): its 1-based
 * number and span without its `\n`, the breaks between two lines counted once.
 */
export class LineCursor {
  line = 0;
  start = 0;
  end = -1;

  constructor(private readonly text: string) {}

  /** Moves to the line holding `index` (not before the current one); true when that is a new line. */
  moveTo(index: number): boolean {
    if (index <= this.end) return false;
    const { text } = this;
    this.line += 1 + charCount(text, '\n', this.end === -1 ? 0 : this.end + 1, index);
    this.start = index === 0 ? 0 : text.lastIndexOf('\n', index - 1) + 1;
    this.end = lineEnd(text, index);
    return true;
  }
}
