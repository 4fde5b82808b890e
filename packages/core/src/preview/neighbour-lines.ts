import { indentWidth } from '../text/line-depth.js';
import { JSON_BRACKET, WORD_CHAR } from '../text/word-char.js';
import { renderLine } from './pick-lines.js';
import type { ShownLine } from './pick-lines.js';
import type { LineSpan } from './adjacent-line.js';
import { lessIndented, lineAbove, lineBelow, nearestAbove } from './adjacent-line.js';
import { opensBlock } from '../text/opens-block.js';
import { isListItem, opensItem } from '../text/list-item.js';
import { isRule } from './flat-records.js';
import { termSearch, termsIn } from './term-search.js';
import type { SignalLine } from './scan-signals.js';
import { lineShape } from './line-shape.js';
import { asksForMoment, holdsMoment } from './time-answers.js';
import { boxedTitle } from './boxed-title.js';

/** Lines on each side of a picked line a preview may show beside it (as `read_tool_result` shows 3 around a match). */
export const NEIGHBOUR_REACH = 3;
/** Lines on each side of a picked line within which a line that holds a word of the request is shown first. */
export const NEAR_WORD_REACH = 10;
/**
 * Lines above an indented pick over which the lines of its outline (those with no more indentation
 * than the pick and every line between: its siblings, its enclosing lines and theirs) may hold a
 * word of the request too: the `Node:` of a `kubectl describe` record 20 lines above its `OOMKilled`.
 */
export const OUTLINE_REACH = 64;
/**
 * The most lines a preview may show beside one pick: its near lines on each side, its outline further
 * up, its siblings further down and its record's first line.
 */
export const MOST_BESIDE_A_PICK = 2 * NEAR_WORD_REACH + 2 * (OUTLINE_REACH - NEAR_WORD_REACH) + 1;
/** The most without a request: its block above and the lines next to it below. */
export const MOST_BESIDE_UNASKED = NEAR_WORD_REACH + NEIGHBOUR_REACH;

/** Options of `neighbourLines`. */
export interface NeighbourOptions {
  /** Characters the rendered lines may take, one `\n` each included. */
  readonly budget: number;
  /** Longest a rendered line's text may be before it is cut. */
  readonly lineCap: number;
  /** Only lines wholly within `[from, to)` (char offsets): the head and the tail show the rest. */
  readonly from: number;
  readonly to: number;
  /**
   * Shapes (`lineShape`) of the lines the output is made of, as its first line and the tail's
   * first line show them: a line of such a shape is a record of its own (the next log line), not
   * what a pick needs.
   */
  readonly background: readonly string[];
  /** Request terms, as `requestTerms` gives them: a line near a pick that holds one comes first. */
  readonly terms?: readonly string[];
  /**
   * Lines picked for a word of the request (not for an error signal alone): the lines near them
   * that hold a word of the request come before those near the other picks.
   */
  readonly asked?: ReadonlySet<number>;
  /** Of those, the picks that scored under half the best: the lines near them come after the lines near the others. */
  readonly weak?: ReadonlySet<number>;
  /**
   * Terms (indices in `terms`) naming what the request asks for (`askedFor`): a line near a pick that
   * holds one the pick lacks comes before the other lines near the picks (the `<Time>` of each scan
   * of the barcode asked about, before the turnstile of the first). A line with a time of day holds
   * those asking for a moment (`asksForMoment`: the `"ts"` of a position report, for "What time").
   */
  readonly answers?: ReadonlySet<number>;
  /** The request asks when (`asksWhen`): a line near a pick with a time of day answers it, as a word of `answers` does. */
  readonly whenAsked?: boolean;
}

/** Shown lines with at most this many lines between them get those lines too (`neighbourLines`). */
export const MOST_BRIDGED = 2;

/** The fewest chars a line beside a pick takes: `N: x` and its `\n`. */
export const SHORTEST_LINE = 5;

/** A line near a pick: its number and span without its `\n`. */
interface Span {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  /** Below the block the pick is in, in the rest of its list item (`walk`): shown only for a word of the request. */
  readonly pastBlock?: true;
}

/**
 * The lines near the picked ones that fit in what a preview's budget has left. First the lines
 * that hold a word of the request the pick does not, where it shows (the changed value under a
 * matched file name, the sibling field of a matched item; not the next log line with the same
 * common word): within `NEAR_WORD_REACH` lines after each pick, nearest first, the best pick first,
 * then those before, then the outline of an indented pick further up (`outlineAbove`: the `Node:`
 * of the `kubectl describe` record an `OOMKilled` sits in), then the first line of its record, with
 * or without a word (the `"sku"` of a JSON object); the picks a word of the request led to first,
 * then those with an error signal alone. A line shown with a word naming what the request asks for
 * (`answers`) that opens a block brings the first line nested under it (the `name:` under
 * `courier:`). Then the lines next to the picks, up to `NEIGHBOUR_REACH` away, in that order: the
 * frame under a panic, the value under its key, the detail under an error; what follows a salient
 * line is the likeliest next thing the model needs (what encloses it is shown already, with the pick). A blank line bounds them all: past it is
 * another record. Skipped: lines already shown, lines shaped like the output's own records
 * (`background`: in a log, the next log line says nothing of a pick, even with a common word of
 * the request), and a line too long for what is left (it is not cut further than `lineCap`).
 */
export function neighbourLines(
  text: string,
  ranked: readonly SignalLine[],
  shown: readonly ShownLine[],
  options: NeighbourOptions,
): ShownLine[] {
  const taken = new Set(shown.map((line) => line.line));
  const out: ShownLine[] = [];
  let left = options.budget;
  const terms = options.terms ?? [];
  // Made once: each pick and each line near one is searched with it.
  const search = termSearch(terms);
  const pattern = search?.pattern;
  const reach = pattern ? NEAR_WORD_REACH : NEIGHBOUR_REACH;
  // The words naming what the request asks for, with its `when` as an index no term has; of those,
  // the ones asking for a moment ("What time", "When did").
  const when = terms.length;
  const answers = new Set([...(options.answers ?? []), ...(options.whenAsked ? [when] : [])]);
  const moments = [...answers].filter((t) => t === when || asksForMoment(terms[t]!));
  // The request's words in `[start, end)`. Text with a time of day holds the moment words: it says
  // when (the `"ts"` of the position report a pick is in).
  const wordsIn = (start: number, end: number) => {
    const words = search ? termsIn(text, start, end, search) : new Set<number>();
    if (moments.length > 0 && holdsMoment(text, start, end)) for (const t of moments) words.add(t);
    return words;
  };
  // Each pick's lines within reach, after it and before it, nearest first; cut at the window.
  const near = ranked.map((pick) => ({
    after: walk(text, pick, 1, reach, options),
    before: walk(text, pick, -1, reach, options),
    ...outlineOf(pattern ? outlineAbove(text, pick, options) : undefined),
    below: pattern ? siblingsBelow(text, pick, options) : [],
    title: pattern ? titleOf(boxedTitle(text, pick, options)) : [],
    block: blockAbove(text, pick, options),
    // The request words around the pick's signal: a line near it adds to them.
    words: wordsIn(Math.max(pick.start, pick.at - options.lineCap), Math.min(pick.end, pick.at + options.lineCap)),
  }));

  /** Shows `span` when it fits what is left; false when the budget is spent. */
  const offer = (span: Span, accept: (span: Span) => boolean): boolean => {
    if (left < SHORTEST_LINE) return false;
    if (taken.has(span.line)) return true;
    // At least `N: ` and the line (or its cap): what cannot fit is not looked at further.
    if (String(span.line).length + 3 + Math.min(span.end - span.start, options.lineCap) > left) return true;
    if (!accept(span)) return true;
    if (!show(span)) return true;
    // A key naming what the request asks for, whose value is nested under it (`courier:` over its
    // `name:`), shows that value's first line too.
    const below = opensBlock(text, span) && namesAnswer(span) ? lineBelow(text, span) : undefined;
    const value = below && { line: span.line + 1, ...below };
    if (value && value.start >= options.from && value.end <= options.to && !taken.has(value.line) && plain(value)) {
      if (indentWidth(text, value.start, value.end) > indentWidth(text, span.start, span.end)) show(value);
    }
    return true;
  };
  /** Shows `span` rendered when it fits what is left. */
  const show = (span: Span): boolean => {
    const rendered = renderLine(text, span, options.lineCap, span.start);
    if (rendered.length + 1 > left) return false;
    taken.add(span.line);
    out.push({ line: span.line, rendered });
    left -= rendered.length + 1;
    return true;
  };
  // Blank lines and lines shaped like the output's own records are never shown beside a pick.
  const plain = (span: Span) => !isBlank(text, span.start, span.end) && !options.background.includes(lineShape(text, span.start, span.end));
  // The request's words in a line near a pick, as far as its cap shows it; and those the pick lacks.
  const wordsOf = (span: Span) => wordsIn(span.start, Math.min(span.end, span.start + options.lineCap));
  const added = (span: Span, pickWords: ReadonlySet<number>) => [...wordsOf(span)].filter((t) => !pickWords.has(t));
  const namesAnswer = (span: Span) => [...wordsOf(span)].some((t) => answers.has(t));
  type Phase = { sides: readonly Side[]; reach: number; accept: (span: Span, pickWords: ReadonlySet<number>, side: Side) => boolean };
  const answering: Phase[] =
    answers.size > 0
      ? [
          {
            sides: ['after', 'before'],
            reach: NEAR_WORD_REACH,
            accept: (span, pickWords) => plain(span) && added(span, pickWords).some((t) => answers.has(t)),
          },
        ]
      : [];
  const all: Phase[] = [
    ...answering,
    {
      sides: ['after', 'before', 'outline', 'below', 'title', 'head'],
      reach: OUTLINE_REACH,
      // The title of the pick's section and its record's first line name what the pick is in: they need no word of the request.
      accept: (span, pickWords, side) => plain(span) && (side === 'title' || side === 'head' || added(span, pickWords).length > 0),
    },
    // An indented pick's block above it (its siblings, up to the line that encloses them), nearest first.
    { sides: ['block'], reach: NEAR_WORD_REACH, accept: plain },
    { sides: ['after', 'before'], reach: NEIGHBOUR_REACH, accept: (span) => plain(span) && !span.pastBlock },
  ];
  const phases = pattern ? all : all.slice(1);
  const asked = options.asked ?? new Set<number>();
  // The lines near the picks by number, for the gaps between shown lines.
  const spans = new Map<number, Span>();
  for (const lines of near) for (const span of [...lines.after, ...lines.before]) spans.set(span.line, span);
  /** The lines between two shown lines at most `MOST_BRIDGED` apart, so that the two read as one piece; false when the budget is spent. */
  const bridgeGaps = (): boolean => {
    const lines = [...taken].sort((a, b) => a - b);
    for (let i = 1; i < lines.length; i++) {
      const gap = lines[i]! - lines[i - 1]! - 1;
      if (gap < 1 || gap > MOST_BRIDGED) continue;
      for (let line = lines[i - 1]! + 1; line < lines[i]!; line++) {
        const span = spans.get(line);
        if (span && !offer(span, plain)) return false;
      }
    }
    return true;
  };
  // The phases of the lines with a word of the request: the answering ones, then the others.
  const worded = answering.length + 1;
  for (const [phase, { sides, reach: phaseReach, accept }] of phases.entries()) {
    // After the near lines with a word of the request, the gaps they leave between shown lines.
    if (pattern && phase === worded && !bridgeGaps()) return out;
    // With a request, the picks it led to first, then the others (an error line alone).
    const weak = options.weak ?? new Set<number>();
    const tiers =
      pattern && phase < worded
        ? [
            near.filter((_, i) => asked.has(ranked[i]!.line) && !weak.has(ranked[i]!.line)),
            near.filter((_, i) => asked.has(ranked[i]!.line) && weak.has(ranked[i]!.line)),
            near.filter((_, i) => !asked.has(ranked[i]!.line)),
          ]
        : [near];
    for (const tier of tiers) {
      for (const side of sides) {
        for (let distance = 1; distance <= phaseReach; distance++) {
          for (const lines of tier) {
            const span = lines[side][distance - 1];
            if (span && !offer(span, (s) => accept(s, lines.words, side))) return out;
          }
        }
      }
    }
  }
  return out;
}

/**
 * Where a pick's lines beside it are: below it, above it, its outline further up, the title of its
 * section, its record's first line, and its block above it.
 */
type Side = 'after' | 'before' | 'outline' | 'below' | 'title' | 'head' | 'block';

/** The boxed title of a pick's section as a side of it. */
function titleOf(title: Span | undefined): Span[] {
  return title ? [title] : [];
}

/** The outline's spans and head as sides of a pick. */
function outlineOf(outline: Outline | undefined): { outline: Span[]; head: Span[] } {
  return { outline: outline?.spans ?? [], head: outline?.head ?? [] };
}

/**
 * The lines `1..reach` lines below (above, when `direction` is -1) `line`, nearest first, as far as
 * the window `[from, to)` holds them whole and no blank line or rule (`-----`) comes between: past
 * one is another record or paragraph (the next pod of a `kubectl describe`, the resource before in a
 * plan, the next contact of an export). For an
 * indented line, nor a line of brackets only or an XML closing tag with less indentation: past the
 * `}` or `{` of the JSON object it is in, or the `</Event>` of its element (shown below it), is the
 * next one or the one before. Below a line in the block of a list item's field (the `"name"` in an
 * order's `"patron": {`), past that block, the rest of the item: the lines indented more than the
 * item, its own lists among them (the order's tickets, with the seat), as `read_tool_result` shows
 * a match's record.
 */
function walk(
  text: string,
  line: Pick<SignalLine, 'line' | 'start' | 'end'>,
  direction: 1 | -1,
  reach: number,
  window: { readonly from: number; readonly to: number },
): Span[] {
  const spans: Span[] = [];
  const indent = indentWidth(text, line.start, line.end);
  // Below a line in a field's block of a list item, the rest of the item: its indentation.
  const item = direction > 0 && indent > 0 ? listItemDepth(text, line, window) : undefined;
  let outOfBlock = false;
  let span: LineSpan | undefined = line;
  for (let step = 1; step <= reach; step++) {
    span = direction > 0 ? lineBelow(text, span) : lineAbove(text, span);
    if (!span) break;
    const { start, end } = span;
    if (start < window.from || end > window.to || isBlank(text, start, end) || isRule(text, span)) break;
    if (item !== undefined) {
      const width = indentWidth(text, start, end);
      // Out of its block, every line indented more than the item is the item's (its own lists too);
      // the brackets that close and open blocks there say nothing.
      if (width < indent) outOfBlock = true;
      if (outOfBlock) {
        if (width <= item) break;
        if (WORD_CHAR.test(text.slice(start, end))) spans.push({ line: line.line + direction * step, start, end, pastBlock: true });
        continue;
      }
    }
    const closing = indent > 0 ? closesRecord(text, start, end, indent) : undefined;
    // Below, an element's closing tag is still its own: the walk stops past it.
    if (closing === 'tag' && direction > 0) spans.push({ line: line.line + direction * step, start, end });
    if (closing !== undefined) break;
    spans.push({ line: line.line + direction * step, start, end });
  }
  return spans;
}

/**
 * The indentation of the list item whose field's block holds `line`, looked for within
 * `OUTLINE_REACH` lines above it: the nearest lines with less indentation are its block
 * (`"patron": {`) and the item (`{`, a YAML `- `). A bracket alone is an item of a list when the
 * line above it opens the list (`isListItem`) or closes the item before it at its indentation (`},`).
 * Undefined when the block is the item itself, or no such item is in reach.
 */
function listItemDepth(text: string, line: LineSpan, window: { readonly from: number }): number | undefined {
  if (opensItem(text.slice(line.start, line.end))) return undefined;
  const block = nearestAbove(text, line, OUTLINE_REACH, lessIndented(text, indentWidth(text, line.start, line.end)));
  if (!block || block.start < window.from || opensItem(text.slice(block.start, block.end))) return undefined;
  const blockIndent = indentWidth(text, block.start, block.end);
  const item = nearestAbove(text, block, OUTLINE_REACH - block.back, lessIndented(text, blockIndent));
  if (!item || item.start < window.from) return undefined;
  const indent = indentWidth(text, item.start, item.end);
  const itemText = text.slice(item.start, item.end);
  const above = lineAbove(text, item);
  const previous = above && above.start >= window.from ? text.slice(above.start, above.end) : undefined;
  const afterItem = previous !== undefined && indentWidth(previous, 0, previous.length) === indent && /^\s*[}\]],?\s*$/.test(previous);
  return isListItem(itemText, previous) || (afterItem && opensItem(itemText)) ? indent : undefined;
}

/**
 * The lines above an indented pick, nearest first, up to `NEAR_WORD_REACH`, that have at least its
 * indentation (`indentWidth`): the fields of the JSON object or YAML mapping a pick is in, and what
 * is nested in them (the `"host": {"name": ...}` of an Elasticsearch hit above its `"message"`); the
 * line that encloses them is shown with the pick. Only when that line (less indentation), or a blank
 * line, bounds them within `OUTLINE_REACH` lines: lines all indented alike with nothing above them
 * are a list, not a record. None for a line that is not indented, or whose line above has less
 * indentation (a traceback's code line under its frame).
 */
function blockAbove(text: string, pick: Pick<SignalLine, 'line' | 'start' | 'end'>, window: { readonly from: number }): Span[] {
  const limit = indentWidth(text, pick.start, pick.end);
  const spans: Span[] = [];
  if (limit <= 0) return spans;
  let { start } = pick;
  for (let step = 1; step <= OUTLINE_REACH && start > 0; step++) {
    const end = start - 1;
    start = end === 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
    if (start < window.from) break;
    if (indentWidth(text, start, end) < limit) return spans;
    if (step <= NEAR_WORD_REACH) spans.push({ line: pick.line - step, start, end });
  }
  return [];
}

/**
 * The outline of an indented pick past `NEAR_WORD_REACH` lines above it, up to `OUTLINE_REACH`,
 * nearest first: the lines with no more indentation (`indentWidth`) than the pick and every line
 * between them and it, so its siblings, the lines enclosing it and their siblings, not what is
 * nested in those; none for a line that is not indented (a log line's outline would be every line
 * above it). A blank line ends it, but for one between the pick's paragraph and the line it is
 * indented under (a git log message under its commit's header), which it crosses; past that blank
 * line it holds the lines near the pick too, which the walk to them stops at. Then `head` is the
 * record's first line: the outline's top, or the
 * line under the first line with less indentation and no word (a JSON object's `{`), or under a
 * separator (a line with no word and no bracket: a YAML document's `---`), where the outline ends:
 * a `kubectl describe` record's `Name:`, the `"sku"` of an array's JSON object. Past a `{` the
 * outline goes on up: the `"RoleName"` a few levels above a policy statement in its role.
 */
function outlineAbove(text: string, pick: Pick<SignalLine, 'line' | 'start' | 'end'>, window: { readonly from: number }): Outline {
  const own = indentWidth(text, pick.start, pick.end);
  let limit = own;
  if (limit <= 0) return { spans: [], head: [] };
  const spans: Span[] = [];
  let top: Span | undefined;
  let head: Span[] | undefined;
  let blank = false;
  // The step just past the one blank line crossed between the pick and the line it is under, if any.
  let crossed = 0;
  let { start } = pick;
  for (let step = 1; step <= OUTLINE_REACH && start > 0; step++) {
    const end = start - 1;
    start = end === 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
    if (start < window.from) break;
    const indent = indentWidth(text, start, end);
    // A blank line between the pick's paragraph and the line it is indented under (a git log
    // message under its commit's header) is crossed, once; any other ends the outline.
    if (indent === -1 && crossed === 0 && limit === own) {
      crossed = step + 1;
      continue;
    }
    if (indent === -1 || (step === crossed && indent >= limit)) {
      blank = true;
      break;
    }
    if (indent > limit) continue;
    const line = text.slice(start, end);
    const wordless = !WORD_CHAR.test(line);
    // A separator (a YAML document's `---`): above it is another record.
    if (wordless && !JSON_BRACKET.test(line)) {
      head ??= top ? [top] : [];
      break;
    }
    // A JSON object's `{` with less indentation opens the record: its first line is the head; the
    // outline goes on to the lines that enclose it.
    if (head === undefined && wordless && indent < limit) head = top ? [top] : [];
    limit = indent;
    const span = { line: pick.line - step, start, end };
    if (head === undefined) top = span;
    // Past a blank line, the lines near the pick are not walked to: the outline holds them.
    if (step > NEAR_WORD_REACH || crossed > 0) spans.push(span);
  }
  // A blank line or the text's start: the record starts at the top; out of reach, where it starts is not known.
  return { spans, head: head ?? (top && (blank || start === 0) ? [top] : []) };
}

/**
 * The siblings of an indented pick below it, past `NEAR_WORD_REACH` lines and up to `OUTLINE_REACH`,
 * nearest first: the lines with its indentation (`indentWidth`) before one with less, so the other
 * fields of the JSON object or YAML mapping it is in, not what is nested in them (the
 * `"receipt_email"` of the charge whose `"disputed": true` was picked). A blank line ends them.
 */
function siblingsBelow(text: string, pick: Pick<SignalLine, 'line' | 'start' | 'end'>, window: { readonly to: number }): Span[] {
  const limit = indentWidth(text, pick.start, pick.end);
  const spans: Span[] = [];
  if (limit <= 0) return spans;
  let { end } = pick;
  for (let step = 1; step <= OUTLINE_REACH && end < text.length; step++) {
    const start = end + 1;
    const next = text.indexOf('\n', start);
    end = next === -1 ? text.length : next;
    if (end > window.to) break;
    const indent = indentWidth(text, start, end);
    if (indent < limit) break;
    if (indent === limit && step > NEAR_WORD_REACH) spans.push({ line: pick.line + step, start, end });
  }
  return spans;
}

/**
 * How the line `[start, end)` closes a block with less indentation than `indent`, if it does: with
 * brackets only (no letter or digit: a JSON object's `}`), or with an XML closing tag alone
 * (`</Event>`).
 */
function closesRecord(text: string, start: number, end: number, indent: number): 'bracket' | 'tag' | undefined {
  const width = indentWidth(text, start, end);
  if (width === -1 || width >= indent) return undefined;
  const line = text.slice(start, end);
  return !WORD_CHAR.test(line) ? 'bracket' : CLOSING_TAG.test(line) ? 'tag' : undefined;
}

/** A line that is an XML closing tag alone, with its indentation. */
const CLOSING_TAG = /^[ \t]*<\/[^\s<>]+>\r?$/;

/** A pick's outline further up than its near lines, and the first line of its record. */
interface Outline {
  readonly spans: Span[];
  readonly head: Span[];
}

/** True when the line spanning `[start, end)` holds only spaces, tabs and a `\r`. */
function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 13) return false;
  }
  return true;
}
