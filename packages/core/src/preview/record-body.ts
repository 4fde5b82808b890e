import { indentWidth } from '../text/line-depth.js';
import { JSON_BRACKET, WORD_CHAR } from '../text/word-char.js';
import type { LineSpan } from './adjacent-line.js';
import { lessIndented, lineAbove, lineBelow, nearestAbove } from './adjacent-line.js';
import { lineShape } from './line-shape.js';
import { opensItem } from '../text/list-item.js';

/** Lines of its record a pick that opens one brings with it, at most. */
export const MOST_BODY_LINES = 10;

/** A line of a record below the line that opens it: its number and span without its `\n`. */
export interface BodyLine {
  readonly line: number;
  readonly start: number;
  readonly end: number;
}

/**
 * The lines below `line` that make the record it opens, within `reach` lines (`MOST_BODY_LINES` by
 * default), or none when it opens no record. A line opens one when nothing with a word or as much
 * indentation stands above it (the text's start, a blank line, a separator or bracket line, a line
 * with less indentation), or when the record before ends above it and lines indented under it follow
 * (`opensRecord`). Its record is the lines indented under it (a yarn.lock entry's `version` and
 * `resolved` under `minimist@0.0.8:`), or the lines indented as it is and deeper (the fields of a
 * `dpkg -s` paragraph under `Package: tzdata`, the fields after a JSON object's first one, nested
 * ones with them but not their brackets). It ends at a blank line, a line with less indentation (its
 * `}`), a separator (a line with no word or bracket: `---`) or the end of the window `to`; for a
 * line shaped like the output's own records (`background`: a log line), at the next such line. So
 * the item a request names brings its own fields, not the lines that merely mention it.
 */
export function recordBody(
  text: string,
  line: BodyLine,
  window: {
    readonly to: number;
    readonly background: readonly string[];
    /** Lines below the opener looked at, at most: `MOST_BODY_LINES` unless given. */
    readonly reach?: number;
  },
): BodyLine[] {
  const own = indentWidth(text, line.start, line.end);
  if (own === -1 || !opensRecord(text, line, own)) return [];
  const body: BodyLine[] = [];
  // The line is one of the output's own records (a log line): its record ends at the next one.
  const entry = window.background.includes(lineShape(text, line.start, line.end));
  let under: boolean | undefined;
  let span: LineSpan | undefined = line;
  for (let step = 1; step <= (window.reach ?? MOST_BODY_LINES); step++) {
    span = lineBelow(text, span);
    if (!span || span.end > window.to) break;
    const { start, end } = span;
    const indent = indentWidth(text, start, end);
    // The first line says which: lines indented under the opener, or lines indented as it is.
    under ??= indent > own;
    if (indent === -1 || indent < own || (under && indent === own)) break;
    // A line with no word ends the record when it is a separator (`---`) or its first line; a
    // bracket line is passed over (the `},` of an object nested in the record).
    if (!hasWord(text, start, end)) {
      if (step === 1 || !JSON_BRACKET.test(text.slice(start, Math.min(end, start + WORD_WITHIN)))) break;
      continue;
    }
    // A line shaped like the output's own records (the next log line) ends the record of one of them.
    if (entry && window.background.includes(lineShape(text, start, end))) break;
    body.push({ line: line.line + step, start, end });
  }
  return body;
}

/**
 * True when `line`, indented by `own`, opens a record: above it is the text's
 * start, a blank line, a line with no word or one with less indentation; or one with more (the
 * end of the record before) when the line below is indented under it (the next yarn.lock entry).
 */
function opensRecord(text: string, line: LineSpan, own: number): boolean {
  const above = lineAbove(text, line);
  if (above === undefined) return true;
  const indent = indentWidth(text, above.start, above.end);
  if (indent === -1 || indent < own || !hasWord(text, above.start, above.end)) return true;
  const below = lineBelow(text, line);
  return indent !== own && below !== undefined && indentWidth(text, below.start, below.end) > own;
}

/** Chars of a line looked at for a word: a line without one in as many is a separator or a bracket line. */
export const WORD_WITHIN = 256;

/** True when the line `[start, end)` has a letter or digit within its first `WORD_WITHIN` chars. */
function hasWord(text: string, start: number, end: number): boolean {
  return WORD_CHAR.test(text.slice(start, Math.min(end, start + WORD_WITHIN)));
}

/**
 * Lines below a pick looked at, at most, for the field its record holds with a word of the request:
 * as many as a record brings (the `"capacity"` seven fields under a station's `"name"`).
 */
export const MOST_FIELDS_DOWN = MOST_BODY_LINES;

/**
 * The lines below an indented `line` down to the nearest one with a word `wanted` accepts, when that
 * is within `MOST_FIELDS_DOWN` lines and every line on the way is indented as `line` is (its sibling
 * fields: the `SITE_CITY` and `SITE_ZIP` between a matched `SITE_ADDR` and the `ZONING` asked for);
 * else none. What is read is then one run of the record's lines.
 */
export function fieldsDownTo(
  text: string,
  line: BodyLine,
  window: { readonly to: number },
  wanted: (start: number, end: number) => boolean,
): BodyLine[] {
  const own = indentWidth(text, line.start, line.end);
  if (own <= 0) return [];
  const run: BodyLine[] = [];
  let span: LineSpan | undefined = line;
  for (let step = 1; step <= MOST_FIELDS_DOWN; step++) {
    span = lineBelow(text, span);
    if (!span || span.end > window.to || indentWidth(text, span.start, span.end) !== own || !hasWord(text, span.start, span.end)) return [];
    run.push({ line: line.line + step, start: span.start, end: span.end });
    if (wanted(span.start, span.end)) return run;
  }
  return [];
}

/** Lines below a pick looked at, at most, for the line of its section that holds what the request asks of it. */
export const SECTION_REACH = 64;
/** Request words a line must hold, that the pick lacks, to be the line of its section asked for. */
const ASKED_WORDS_AT_LEAST = 2;

/**
 * The line below `line`, within `SECTION_REACH` lines and before the next line that starts as it
 * does (shaped like it, with the same first chars: the next item's `Serial Number:`, the next
 * record's `query |`, not the `plans |` under it), that holds the most request words `line` lacks
 * (`wordsAt` gives them), counting those of the lines below `line` it is indented under (its keys:
 * the `memory:` under `limits:`, not the one under `requests:`) and of the fields above it in the
 * list item it is a field of (the `instrument: barometer` above a sensor's `serial:`), at least 2;
 * then the one whose words are on the fewest lines of the section (a container's `memory` and
 * `limits`, not its name's words on its image and its name), then the most that `hintsAt` counts
 * (words the request spells out that the line abbreviates: `exec` for "execution"), the nearest
 * among equals: what the request asks of the item `line` names (the `Power_On_Hours` row 54 lines
 * under the one disk serial asked about, the `mean_exec_time` of a query, not its `mean_plan_time`,
 * the memory limit of the container whose environment variable was picked, the serial of the
 * sensor whose instrument is asked about). An indented line's section ends at the first line no
 * more indented than the line it is under (its `},`, the list's next item). Given after the keys
 * and fields that hold words it lacks, in order; lines `skip` accepts are passed over.
 * Undefined when none does.
 */
export function askedInSection(
  text: string,
  line: BodyLine,
  window: { readonly to: number },
  wordsAt: (start: number, end: number) => readonly number[],
  hintsAt: (start: number, end: number) => number = () => 0,
  skip: (line: number) => boolean = () => false,
): BodyLine[] | undefined {
  const shape = lineShape(text, line.start, line.end);
  const lead = leadOf(text, line);
  const found: Asked[] = [];
  // Lines of the section each word is on: a word on many is the item's name, not what is asked of it.
  const linesOf = new Map<number, number>();
  // The lines below `line` the current one is indented under, least indented first, with their words.
  const keys: SectionLine[] = [];
  // The lines of each list item open at an indentation, by indentation: a field's siblings above it.
  const items = new Map<number, SectionLine[]>();
  // The line above the current one, where its list item may open.
  let previous: LineSpan = line;
  // An indented line's section ends at the first line as little indented as the line it is under
  // (the `},` that closes it, the next item of a list, a key beside it).
  const under = enclosingIndent(text, line);
  let span: LineSpan | undefined = line;
  for (let step = 1; step <= SECTION_REACH; step++) {
    span = lineBelow(text, span);
    if (!span || span.end > window.to || (lineShape(text, span.start, span.end) === shape && leadOf(text, span) === lead)) break;
    const indent = indentWidth(text, span.start, span.end);
    if (indent === -1) continue;
    if (indent <= under) break;
    while (keys.length > 0 && keys.at(-1)!.indent >= indent) keys.pop();
    const here = { span: { line: line.line + step, ...span }, indent, words: wordsAt(span.start, span.end) };
    keys.push(here);
    // Its siblings above it in the list item it is a field of (the `instrument: barometer` above a
    // sensor's `serial:`): the lines at its indentation since the line opening the item.
    for (const depth of [...items.keys()]) if (depth > indent) items.delete(depth);
    if (indentWidth(text, previous.start, previous.end) < indent && opensItem(text.slice(previous.start, previous.end)))
      items.set(indent, []);
    const siblings = items.get(indent) ?? [];
    if (items.has(indent)) items.set(indent, [...siblings, here]);
    previous = span;
    for (const t of new Set(here.words)) linesOf.set(t, (linesOf.get(t) ?? 0) + 1);
    if (skip(here.span.line)) continue;
    const own = new Set(here.words);
    const above = [...keys.slice(0, -1), ...siblings].filter((key) => key.words.some((t) => !own.has(t)));
    const words = new Set([...own, ...above.flatMap((key) => key.words)]);
    if (words.size >= ASKED_WORDS_AT_LEAST) found.push({ lines: [...above.map((key) => key.span), here.span], words });
  }
  const rarity = (asked: Asked) => [...asked.words].reduce((sum, t) => sum + 1 / linesOf.get(t)!, 0);
  const hints = (asked: Asked) => hintsAt(asked.lines.at(-1)!.start, asked.lines.at(-1)!.end);
  let best: Asked | undefined;
  for (const asked of found) {
    const order = best ? asked.words.size - best.words.size || rarity(asked) - rarity(best) || hints(asked) - hints(best) : 1;
    if (order > 0) best = asked;
  }
  return best?.lines;
}

/** A line of a section below a pick (`askedInSection`), with its indentation and request words. */
interface SectionLine {
  readonly span: BodyLine;
  readonly indent: number;
  readonly words: readonly number[];
}

/** A line of a section with request words (`askedInSection`), after the lines it is under that hold others. */
interface Asked {
  readonly lines: BodyLine[];
  /** The request words of the line and of those lines. */
  readonly words: ReadonlySet<number>;
}

/**
 * The indentation of the nearest line above `line`, within `SECTION_REACH` lines, that is less
 * indented than it: the key it is under (a container's `- env:` above its `- name:`); -1 for a line
 * with none (not indented, or out of reach).
 */
function enclosingIndent(text: string, line: LineSpan): number {
  const own = indentWidth(text, line.start, line.end);
  const above = own > 0 ? nearestAbove(text, line, SECTION_REACH, lessIndented(text, own)) : undefined;
  return above ? indentWidth(text, above.start, above.end) : -1;
}

/** Chars after a line's indentation that tell which item's line it is, when lines are shaped alike. */
const LEAD_CHARS = 3;

/** The first `LEAD_CHARS` chars of `line` after its indentation. */
function leadOf(text: string, line: LineSpan): string {
  let at = line.start;
  while (at < line.end && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at += 1;
  return text.slice(at, Math.min(line.end, at + LEAD_CHARS));
}
