import { cutLineEnd } from '../messages/index.js';
import { headingLevel, indentWidth } from '../text/line-depth.js';
import { lineShape } from '../preview/line-shape.js';
import { enclosingGroup, moveToShow } from '../text/enclosing-group.js';
import { fieldKey } from '../text/field-key.js';
import { isListItem, opensItem } from '../text/list-item.js';
import { streamText } from './decode-text.js';
import { foldCase } from './fold-case.js';
import { TraceFollower } from '../preview/trace-follower.js';
import type { PayloadSource } from './payload-source.js';

/** A line longer than this is shown as windows of chars around its matches, and cut when shown around one. */
export const LONG_LINE_CHARS = 500;
/** Chars shown from the start of a long line shown around a match, and of an enclosing line. */
export const LINE_HEAD_CHARS = 200;
/** Most enclosing lines (ancestry) kept for one match: the nearest ones. */
export const MAX_ANCESTORS = 6;
/**
 * Lines after a match, at most, that its record may add to its `context`: the lines of the block it
 * is in, from it down, indented as it is or deeper (the other fields of the YAML list item
 * `- alert: X` opens, what `"key": {` holds, the `"capacity"` five fields under a matched `"name"`),
 * to the next item of a list, a line like the matched one (setting the same key, or of the same
 * shape when it sets none) or a line with less indentation; past the block of a list item's field
 * it is in, the rest of that item, its own lists included (an order's tickets under its patron's
 * matched `"name"`).
 */
export const MAX_RECORD_AFTER = 20;
/**
 * Lines before a match, at most, that its record may add to its `context`: every line below the
 * nearest enclosing line this near that opens an item of a list (the `{` of the ticket a matched
 * `"name"` is nested in, so the ticket's `id` shows too; a YAML `- name: x`).
 */
export const MAX_RECORD_BEFORE = 10;
/** Lines after a match, at most, that the trace it is about may start on: its exception's line under the log lines saying what failed. */
const LINES_BEFORE_TRACE = 2;
/** A window in a long line stops taking in the next match once it is this many chars long. */
const MAX_MERGED_WINDOW = 2_000;
/** Depth of the indentation stack kept while scanning: deeper lines drop their outermost enclosing lines. */
const MAX_STACK = 64;

/** A line shown beside a match: its 0-based number and its text as shown (a long one cut). */
export interface ShownLine {
  readonly line: number;
  readonly text: string;
}

/** A window of chars around one or more matches inside a long line. */
export interface LineWindow {
  /** Char offset in the line of the window's start. */
  start: number;
  /** Char offset in the line of the first match in it (0-based column). */
  readonly column: number;
  /** The window's chars. */
  text: string;
  /** The line's length in chars, known once the scan has passed its end. */
  lineChars: number;
}

/** One match as a page shows it: a short line whole, or a window of a long line, with its surroundings. */
export interface MatchEntry {
  /** 0-based line number. */
  readonly line: number;
  /** The line, when it is not longer than `LONG_LINE_CHARS`. */
  readonly text?: string;
  /** The window, in a longer line. */
  readonly window?: LineWindow;
  /** The lines before it (up to `context`), the nearest last. */
  readonly before: readonly ShownLine[];
  /** The lines after it (up to `context`). */
  readonly after: ShownLine[];
  /** The nearest enclosing lines (smaller indentation, above it), outermost first. */
  readonly ancestors: readonly ShownLine[];
  /** For a match that starts a stack trace, its root cause's lines (`TraceFollower`), once the trace has ended. */
  readonly root: ShownLine[];
}

/** What a `MatchScanner` looks for and keeps. */
export interface MatchScannerOptions {
  /** Non-empty literals without an LF; a line matches when it holds any of them. */
  readonly literals: readonly string[];
  readonly ignoreCase: boolean;
  /** Lines kept before and after each kept match. */
  readonly context: number;
  /** Chars kept on each side of a match inside a long line. */
  readonly window: number;
  /** Matches `[from, to)` (0-based, in payload order) are kept with their text; the rest are counted. */
  readonly from: number;
  readonly to: number;
}

interface Pending {
  readonly index: number;
  readonly start: number;
  end: number;
  /** Where its first match starts, and where its last ends. */
  readonly first: number;
  last: number;
  readonly entry?: MatchEntry;
}

interface StackLine {
  readonly line: number;
  readonly indent: number;
  readonly text: string;
}

/**
 * A kept match still taking lines after it: `left` of its context, then up to `record` more indented
 * at least `depth` (`indented`) and not like the matched line (`like`: the key it sets, or its
 * shape when it sets none), or deeper than it.
 */
interface Waiting {
  readonly entry: MatchEntry;
  left: number;
  readonly depth: number;
  readonly indented: boolean;
  readonly like: { readonly key: string } | { readonly shape: string };
  /** The indentation of the item of a list whose field's block it is in (`isListItem`), if any: lines indented less than it, and more than the item, are its record too. */
  readonly itemDepth: number;
  /** Whether its record has left its block for the rest of that item: from there, every line indented more than the item is the item's (a list of its own included). */
  outOfBlock: boolean;
  record: number;
}

/**
 * Finds the matches of one or more literals line by line as the decoded payload streams through it
 * (`piece` with each decoded piece, `finish` at the end). A line of up to `LONG_LINE_CHARS` chars is
 * one match; in a longer line each occurrence is a match, shown as a window of chars around it
 * (occurrences whose windows overlap make one). Matches in `[from, to)` are kept with the lines
 * around them and the nearest enclosing lines, those with less indentation above them. Memory stays
 * bounded by the kept matches, one piece and a few windows, however long the lines are.
 */
export class MatchScanner {
  /** Matches counted so far (all of them, after `finish`). */
  matches = 0;
  /** Lines with at least one match. */
  matchedLines = 0;
  /** Lines in the payload, after `finish`. */
  lines = 0;
  /** The kept matches, in payload order. */
  readonly kept: MatchEntry[] = [];

  private readonly literals: readonly string[];
  private readonly longest: number;
  private line = 0;
  /** The line's first chars: all of it while it is short. */
  private head = '';
  private length = 0;
  private long = false;
  /** Long line: its chars from `bufStart` on. */
  private buf = '';
  private bufStart = 0;
  /** Long line: occurrences starting before this offset have been found. */
  private nextSearch = 0;
  private pending: Pending | undefined;
  private lineMatched = false;
  private lineEntries: MatchEntry[] = [];
  private readonly ring: ShownLine[] = [];
  private readonly stack: StackLine[] = [];
  /** Kept matches still taking lines after them. */
  private waiting: Waiting[] = [];
  /** Kept matches whose lines after them may be a stack trace, followed to its root cause. */
  private following: { readonly entry: MatchEntry; readonly follower: TraceFollower<ShownLine> }[] = [];

  constructor(private readonly options: MatchScannerOptions) {
    this.literals = options.ignoreCase ? options.literals.map(foldCase) : options.literals;
    this.longest = Math.max(1, ...this.literals.map((l) => l.length));
  }

  /** Takes the next decoded piece of the payload. */
  piece(text: string): void {
    if (!this.collecting() && !this.long && this.skippable(text)) return;
    let from = 0;
    for (;;) {
      const newline = text.indexOf('\n', from);
      if (newline === -1) {
        if (from < text.length) this.feed(from === 0 ? text : text.slice(from));
        return;
      }
      this.feed(text.slice(from, newline));
      this.endLine();
      from = newline + 1;
    }
  }

  /** Ends the payload (its last line). */
  finish(): void {
    this.endLine();
    this.lines = this.line;
    for (const { entry, follower } of this.following) entry.root.push(...follower.root());
    this.following = [];
  }

  /** True while a kept match still wants lines after it (its context, its block, its trace), or matches to keep may still come. */
  private collecting(): boolean {
    return this.matches < this.options.to || this.waiting.length > 0 || this.following.length > 0;
  }

  /**
   * Counting only: a piece in which no literal occurs (nor across its start) is passed by counting
   * its line breaks. Returns false when it must be walked line by line.
   */
  private skippable(text: string): boolean {
    const hay = this.fold(text);
    if (this.literals.some((l) => hay.includes(l))) return false;
    const carry = this.fold(this.head.slice(-(this.longest - 1))) + hay.slice(0, this.longest - 1);
    if (this.longest > 1 && this.literals.some((l) => carry.includes(l))) return false;
    const first = text.indexOf('\n');
    if (first === -1) {
      this.feed(text);
      return true;
    }
    this.feed(text.slice(0, first));
    this.endLine();
    for (let i = text.indexOf('\n', first + 1); i !== -1; i = text.indexOf('\n', i + 1)) this.line += 1;
    const last = text.lastIndexOf('\n');
    if (last + 1 < text.length) this.feed(text.slice(last + 1));
    return true;
  }

  private fold(text: string): string {
    return this.options.ignoreCase ? foldCase(text) : text;
  }

  /** More chars of the current line (no LF). */
  private feed(segment: string): void {
    if (!this.long) {
      if (this.head.length + segment.length <= LONG_LINE_CHARS) {
        this.head += segment;
        this.length += segment.length;
        return;
      }
      this.long = true;
      this.buf = this.head + segment;
      this.head = this.buf.slice(0, LONG_LINE_CHARS + 1);
      this.bufStart = 0;
    } else {
      this.buf += segment;
    }
    this.length += segment.length;
    this.searchLong(false);
  }

  /** Finds the occurrences in the long line's buffer that are complete, then drops what is no longer needed. */
  private searchLong(final: boolean): void {
    const hay = this.fold(this.buf);
    const from = this.nextSearch - this.bufStart;
    const until = final ? hay.length : hay.length - (this.longest - 1);
    const found: [number, number][] = [];
    for (const literal of this.literals) {
      for (let i = hay.indexOf(literal, from); i !== -1 && i < until; i = hay.indexOf(literal, i + 1)) {
        found.push([i, literal.length]);
      }
    }
    found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    let last = -1;
    for (const [i, length] of found) {
      if (i === last) continue;
      last = i;
      this.occurrence(this.bufStart + i, length);
    }
    this.nextSearch = this.bufStart + Math.max(from, until);
    const { window } = this.options;
    if (this.pending && this.nextSearch >= this.pending.end + window) this.close();
    if (final) return;
    // Kept: what a window may yet show, moved back by up to its width to take in a record.
    const pending = this.pending?.entry ? this.pending : undefined;
    const keepFrom = Math.max(
      this.bufStart,
      Math.min(this.nextSearch - 2 * (window + this.longest), pending ? pending.start - (pending.end - pending.start) : Infinity),
    );
    if (keepFrom > this.bufStart) {
      this.buf = this.buf.slice(keepFrom - this.bufStart);
      this.bufStart = keepFrom;
    }
  }

  /** An occurrence at char `at` of the long line. */
  private occurrence(at: number, length: number): void {
    this.lineMatched = true;
    const { window } = this.options;
    const pending = this.pending;
    if (pending && at - window < pending.end && pending.end - pending.start < MAX_MERGED_WINDOW) {
      pending.end = Math.max(pending.end, at + length + window);
      pending.last = Math.max(pending.last, at + length);
      return;
    }
    if (pending) this.close();
    const index = this.matches++;
    const start = Math.max(0, at - window);
    if (index < this.options.from || index >= this.options.to) {
      this.pending = { index, start, end: at + length + window, first: at, last: at + length };
      return;
    }
    const entry: MatchEntry = {
      line: this.line,
      window: { start, column: at, text: '', lineChars: 0 },
      before: this.ring.slice(-this.options.context),
      after: [],
      ancestors: this.ancestors(),
      root: [],
    };
    this.kept.push(entry);
    this.lineEntries.push(entry);
    this.pending = { index, start, end: at + length + window, first: at, last: at + length, entry };
  }

  /**
   * Closes the pending window: its text is taken from the buffer, moved to show whole the widest
   * object, list or tuple around its first match that fits it (`enclosingGroup`), its matches kept.
   */
  private close(): void {
    const pending = this.pending;
    this.pending = undefined;
    const window = pending?.entry?.window;
    if (!window) return;
    const { bufStart } = this;
    const bufEnd = bufStart + this.buf.length;
    const width = Math.min(pending.end, bufEnd) - pending.start;
    let start = pending.start;
    const group = enclosingGroup(this.buf, pending.first - bufStart, 0, this.buf.length, width);
    if (group) {
      start = bufStart + moveToShow(start - bufStart, width, group);
      start = Math.max(start, pending.last - width, bufStart, 0);
      start = Math.min(start, pending.first, bufEnd - width);
    }
    window.start = start;
    window.text = this.buf.slice(start - bufStart, start + width - bufStart);
  }

  private endLine(): void {
    if (this.long) {
      this.searchLong(true);
      this.close();
      for (const entry of this.lineEntries) if (entry.window) entry.window.lineChars = this.length;
    } else {
      const hay = this.fold(this.head);
      if (this.literals.some((l) => hay.includes(l))) {
        this.lineMatched = true;
        const index = this.matches++;
        if (index >= this.options.from && index < this.options.to) {
          const ancestors = this.ancestors();
          const entry: MatchEntry = { line: this.line, text: this.head, before: this.before(ancestors), after: [], ancestors, root: [] };
          this.kept.push(entry);
          this.lineEntries.push(entry);
        }
      }
    }
    if (this.lineMatched) this.matchedLines += 1;
    if (this.collecting() || this.lineEntries.length > 0) this.remember();
    this.line += 1;
    this.head = '';
    this.length = 0;
    this.long = false;
    this.buf = '';
    this.bufStart = 0;
    this.nextSearch = 0;
    this.lineMatched = false;
    this.lineEntries = [];
  }

  /** Keeps the ended line for what comes after it: as context before later matches and after earlier ones, and as an enclosing line. */
  private remember(): void {
    const { context } = this.options;
    const shown: ShownLine = { line: this.line, text: this.length <= LONG_LINE_CHARS ? this.head : cut(this.head, this.length) };
    const indent = depthOf(this.head);
    if (this.waiting.length > 0) {
      for (const w of this.waiting) {
        // Past its context, a match takes the lines of its block while they go on: indented under it,
        // or as it is when it is indented itself, up to the next item of a list or a line like it
        // (the next station's `"name"`, the next line of a log stored in a JSON string).
        // Out of its block, into the rest of the item (or past the item, where the record ends anyway).
        if (indent !== BLANK && indent < w.depth) w.outOfBlock = true;
        const inRecord =
          indent !== BLANK &&
          (w.outOfBlock
            ? indent > w.itemDepth
            : indent > w.depth || (w.indented && indent === w.depth && !opensItem(this.head) && !this.likeMatched(w)));
        if (w.left <= 0 && !inRecord) w.record = 0;
        if (w.left <= 0 && w.record <= 0) continue;
        w.entry.after.push(shown);
        w.left -= 1;
        w.record -= 1;
        if (!inRecord) w.record = 0;
      }
      this.waiting = this.waiting.filter((w) => w.left > 0 || w.record > 0);
    }
    if (this.following.length > 0) {
      for (const { entry, follower } of this.following) {
        follower.take(shown, shown.text);
        if (follower.done) entry.root.push(...follower.root());
      }
      this.following = this.following.filter(({ follower }) => !follower.done);
    }
    const last = this.lineEntries.at(-1);
    // A match in a long line is a window, no trace's line.
    if (last && !last.window) {
      const follower = new TraceFollower(shown, shown.text, LINES_BEFORE_TRACE);
      this.following.push({ entry: last, follower });
    }
    if (last && context > 0) {
      // A match in a long line is shown as a window: its record is not looked for.
      const depth = last.window || indent === BLANK ? Infinity : indent;
      const key = fieldKey(this.head);
      const like = key === undefined ? { shape: lineShape(this.head, 0, this.head.length) } : { key };
      // Past the block it is in, the rest of the item of a list that block is a field of (the
      // `"seat"` beside the `"holder"` whose name matched, in one ticket's object); a line that
      // opens an item, or whose block is an item, is in no field's block.
      const enclosing = last.window || opensItem(this.head) ? [] : last.ancestors;
      const [list, item, block] = [enclosing.at(-3), enclosing.at(-2), enclosing.at(-1)];
      const itemDepth = item && block && isListItem(item.text, list?.text) && !opensItem(block.text) ? depthOf(item.text) : Infinity;
      this.waiting.push({
        entry: last,
        left: context,
        depth,
        indented: indent > 0,
        like,
        itemDepth,
        outOfBlock: false,
        record: MAX_RECORD_AFTER,
      });
    }
    if (context > 0) {
      this.ring.push(shown);
      if (this.ring.length > Math.max(context, MAX_RECORD_BEFORE)) this.ring.shift();
    }
    if (indent === BLANK) return; // a blank line encloses nothing
    while (this.stack.length > 0 && this.stack[this.stack.length - 1]!.indent >= indent) this.stack.pop();
    this.stack.push({ line: this.line, indent, text: this.length <= LINE_HEAD_CHARS ? this.head : cut(this.head, this.length) });
    if (this.stack.length > MAX_STACK) this.stack.shift();
  }

  /**
   * Whether the current line is the next of the kind `w` matched, which ends the matched one's
   * block: a field setting the same key (the next station's `"name"`), or, for a matched line that
   * sets none, a line of the same shape (the next line of a log kept in a JSON string).
   */
  private likeMatched(w: Waiting): boolean {
    return 'key' in w.like ? fieldKey(this.head) === w.like.key : lineShape(this.head, 0, this.head.length) === w.like.shape;
  }

  /**
   * The lines a match on the current line shows before it: its `context`, or, when the nearest of
   * its enclosing lines (`ancestors`, outermost first) that opens an item of a list (`opensItem`),
   * else the nearest of them, is at most `MAX_RECORD_BEFORE` lines up, every line below that one,
   * if they are more; not for a line that opens an item itself.
   */
  private before(ancestors: readonly ShownLine[]): ShownLine[] {
    const { context } = this.options;
    if (context === 0) return [];
    const near = this.ring.slice(-context);
    // A line that opens an item itself starts its record: the lines above are another's.
    const inReach = (a: ShownLine | undefined) => (a && a.line >= this.line - MAX_RECORD_BEFORE ? a : undefined);
    // The item of a list the match is in, else the element or key it is directly under (an XML event's `<ANPREvent>`).
    const item = opensItem(this.head) ? undefined : (inReach(ancestors.findLast((a) => opensItem(a.text))) ?? inReach(ancestors.at(-1)));
    const record = item ? this.ring.filter((l) => l.line > item.line) : [];
    return record.length > near.length ? record : near;
  }

  /** The nearest lines above the current one with less indentation (or Markdown headings of a higher level), outermost first. */
  private ancestors(): ShownLine[] {
    const indent = depthOf(this.head);
    if (indent === BLANK) return [];
    const out: ShownLine[] = [];
    for (let i = this.stack.length - 1, below = indent; i >= 0 && out.length < MAX_ANCESTORS; i--) {
      const s = this.stack[i]!;
      if (s.indent < below) {
        out.push({ line: s.line, text: s.text });
        below = s.indent;
      }
    }
    return out.reverse();
  }
}

/** The first `LINE_HEAD_CHARS` chars of a line of `length` chars, and how many were left out. */
function cut(head: string, length: number): string {
  const shown = head.slice(0, LINE_HEAD_CHARS);
  return `${shown}${cutLineEnd(length - shown.length)}`;
}

/** The depth of a blank line, which encloses nothing and has no enclosing lines. */
const BLANK = -1;

/**
 * How deep a line sits, for its enclosing lines: its indentation (`indentWidth`); a Markdown
 * heading sits above every line that is not one, `#` above `##` (-8 to -3); `BLANK` for a blank line.
 */
function depthOf(text: string): number {
  const indent = indentWidth(text, 0, text.length);
  if (indent !== 0) return indent;
  const level = headingLevel(text, 0, text.length);
  return level > 0 ? level - 9 : 0;
}

/** Streams the payload once through every scanner (the text is decoded once). */
export async function scanPayload(source: PayloadSource, scanners: readonly MatchScanner[]): Promise<void> {
  await streamText(source, 0, source.size, (text) => {
    for (const scanner of scanners) scanner.piece(text);
  });
  for (const scanner of scanners) scanner.finish();
}
