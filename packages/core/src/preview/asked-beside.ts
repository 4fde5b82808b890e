import { indentWidth } from '../text/line-depth.js';
import type { LineSpan } from './adjacent-line.js';
import { lessIndented, lineAbove, nearestAbove } from './adjacent-line.js';
import type { AskedLine, AskedSearch } from './asked-above.js';
import { ITEM, askedWords } from './asked-above.js';
import { leadingToken } from './line-shape.js';
import type { BodyLine } from './record-body.js';
import { lineEnd } from './scan-signals.js';

/** Lines beside an indented pick, at most, looked through for a field of its record that holds what the request asks for. */
const BESIDE_REACH = 64;
/** What a line opens with when it names nothing: a record of a list (`{`, `- `). */
const UNNAMED = /^[^\p{L}\p{N}]*$/u;

/**
 * The field beside an indented pick in its record whose path holds the most words `asked` looks
 * for: the better of `askedBelow` and `askedBefore`, the one holding more, else the nearer, else the
 * one below; within `window`.
 */
export function askedBeside(
  text: string,
  pick: BodyLine,
  asked: AskedSearch,
  window: { readonly from: number; readonly to: number },
): AskedLine | undefined {
  const enclosing = enclosingOf(text, pick);
  const below = askedBelow(text, pick, asked, window.to, enclosing);
  const before = askedBefore(text, pick, asked, window.from, enclosing);
  if (!below || !before) return below ?? before;
  const nearer = below.line.line - pick.line <= pick.line - before.line.line ? below : before;
  return below.words === before.words ? nearer : below.words > before.words ? below : before;
}

/**
 * The field below an indented pick, in the record that encloses it, whose path holds the most words
 * `asked` looks for (`askedWords`): the line and the lines it sits in, up to the record's own fields
 * (the level of the pick's nearest enclosing line). Of those alike, the nearest. Looked for within
 * `BESIDE_REACH` lines, past no blank line, not past the record's end (a line with less indentation
 * than the enclosing line, or at its level a line opened as it is, or any line when it is not
 * indented) nor `to`. `"bankReference"` under `"payment": {` in the claim whose `"ticket": {` holds
 * the serial picked, for "what payment reference did the money go out under": the record's other
 * blocks hold the answer.
 */
export function askedBelow(
  text: string,
  pick: BodyLine,
  asked: AskedSearch,
  to: number,
  enclosing: Enclosing | undefined = enclosingOf(text, pick),
): AskedLine | undefined {
  if (enclosing === undefined) return undefined;
  const { indent: fields, opener } = enclosing;
  const held = pathWords();
  let best: AskedLine | undefined;
  let start = pick.end + 1;
  for (let step = 1; step <= BESIDE_REACH && start < to; step++) {
    const end = Math.min(to, lineEnd(text, start));
    const indent = indentWidth(text, start, end);
    // Past the record: a line out of it, or at the level of the pick's enclosing line another record's
    // start: a line opened as that one is (`{`, `- `, `<DrctDbtTxInf>`), or any line where that one is
    // not indented.
    if (indent === -1 || indent < fields) break;
    if (indent === fields && (fields === 0 || leadingToken(text.slice(start, end)) === opener)) break;
    // A line holding none has its enclosing line's words, which that line had first.
    const words = held(indent, askedWords(text, start, end, asked));
    if (words > (best?.words ?? 0)) best = { line: { line: pick.line + step, start, end }, words };
    start = end + 1;
  }
  return best;
}

/**
 * The field above an indented pick, in the record that encloses it, whose path holds the most words
 * `asked` looks for, as `askedBelow` weighs them; it holds one itself, and of those alike it is the
 * nearest. The record starts at the pick's enclosing line when that line names nothing (`{`, `- `)
 * or is not indented, else at the line above it with less indentation (the `<DrctDbtTxInf>` whose
 * `<Dbtr>` holds the name picked), and after a line at the enclosing line's level opened or closed
 * as that line is (`<Dbtr>`, `</Dbtr>`: the record before). Looked for within `BESIDE_REACH`
 * lines, past no blank line, not above `from`. `<MndtId>` under `<MndtRltdInf>` in the direct debit
 * whose debtor's name is picked, for "what mandate reference do we have for": the record's block
 * before the pick's holds the answer.
 */
export function askedBefore(
  text: string,
  pick: BodyLine,
  asked: AskedSearch,
  from: number,
  enclosing: Enclosing | undefined = enclosingOf(text, pick),
): AskedLine | undefined {
  if (enclosing === undefined) return undefined;
  const { indent: fields, opener, back: opens } = enclosing;
  const named = fields > 0 && !UNNAMED.test(opener);
  const lines: { span: BodyLine; indent: number }[] = [];
  let span: LineSpan | undefined = pick;
  for (let back = 1; back <= BESIDE_REACH; back++) {
    span = lineAbove(text, span);
    if (!span || span.start < from) break;
    const indent = indentWidth(text, span.start, span.end);
    if (indent === -1 || indent < fields) break;
    if (back > opens && indent === fields && nameOf(leadingToken(text.slice(span.start, span.end))) === nameOf(opener)) break;
    lines.push({ span: { line: pick.line - back, ...span }, indent });
    if (back === opens && !named) break;
  }
  const held = pathWords();
  let best: AskedLine | undefined;
  for (const { span: line, indent } of lines.reverse()) {
    const own = askedWords(text, line.start, line.end, asked);
    const words = held(indent, own);
    if (own.size > 0 && words >= (best?.words ?? 0)) best = { line, words };
  }
  return best;
}

/**
 * Counts the asked words of a walk's lines read top-down, each with those of the lines of the walk
 * it sits in (one per indentation, the nearest above with less): its path.
 */
function pathWords(): (indent: number, words: ReadonlySet<number>) => number {
  const path: { indent: number; words: ReadonlySet<number> }[] = [];
  return (indent, words) => {
    while (path.length > 0 && path[path.length - 1]!.indent >= indent) path.pop();
    path.push({ indent, words });
    return new Set(path.flatMap((p) => [...p.words])).size;
  };
}

/** A pick's nearest enclosing line, as the walks through its record take it (`enclosingOf`). */
interface Enclosing {
  /** Its indentation: the level of the record's fields. */
  readonly indent: number;
  /** What it opens with (`leadingToken`). */
  readonly opener: string;
  /** How many lines above the pick it is. */
  readonly back: number;
}

/**
 * The indentation of an indented line's nearest enclosing line, what that line opens with, and how
 * many lines above it is; none past a blank line, nor when the line above the enclosing one with
 * less indentation is not indented and opens no list item: the document's outermost element (an
 * `<hashlist>`, a JSON object's `{`) is no record, and its parts are not one record's fields.
 */
function enclosingOf(text: string, pick: BodyLine): Enclosing | undefined {
  const own = indentWidth(text, pick.start, pick.end);
  if (own <= 0) return undefined;
  const found = nearestAbove(text, pick, BESIDE_REACH, (start, end) => {
    const indent = indentWidth(text, start, end);
    return indent === -1 || indent < own;
  });
  const indent = found ? indentWidth(text, found.start, found.end) : -1;
  if (indent === -1) return undefined;
  const record = indent > 0 ? nearestAbove(text, found!, BESIDE_REACH, lessIndented(text, indent)) : undefined;
  if (record && indentWidth(text, record.start, record.end) === 0 && !ITEM.test(text.slice(record.start, record.end))) return undefined;
  return { indent, opener: leadingToken(text.slice(found!.start, found!.end)), back: found!.back };
}

/** What an opener names, the same for an XML element's start and end tags (`<Dbtr` and `</Dbtr`). */
function nameOf(opener: string): string {
  return opener.replace(/^<\//, '<');
}
