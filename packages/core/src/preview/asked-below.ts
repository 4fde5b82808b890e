import { indentWidth } from '../text/line-depth.js';
import { nearestAbove } from './adjacent-line.js';
import type { AskedLine } from './asked-above.js';
import { askedWords } from './asked-above.js';
import type { BodyLine } from './record-body.js';
import { lineEnd } from './scan-signals.js';
import type { TermSearch } from './term-search.js';

/** Lines below an indented pick, at most, looked through for a field of its record that holds what the request asks for. */
const BELOW_REACH = 64;

/**
 * The field below an indented pick, in the record that encloses it, whose path holds the most words
 * naming what the request asks for (`answers`) for which `wanted` is true: the line and the lines
 * it sits in, up to the record's own fields (the level of the pick's nearest enclosing line). It
 * must hold one itself; of those alike, the nearest. Looked for within `BELOW_REACH` lines, past no
 * blank line, not past the record's end (a line with less indentation than the enclosing line, or at
 * its level a line opened as it is, or any line when it is not indented) nor `to`.
 * `"bankReference"` under `"payment": {` in the claim whose `"ticket": {` holds the serial picked,
 * for "what payment reference did the money go out under": the record's other blocks hold the answer.
 */
export function askedBelow(
  text: string,
  pick: BodyLine,
  search: TermSearch,
  answers: ReadonlySet<number>,
  wanted: (term: number) => boolean,
  to: number,
): AskedLine | undefined {
  const own = indentWidth(text, pick.start, pick.end);
  const enclosing = enclosingOf(text, pick, own);
  if (enclosing === undefined) return undefined;
  const { indent: fields, opener } = enclosing;
  // The asked words of the lines the walk is in, one per indentation, outermost first.
  const path: { indent: number; words: ReadonlySet<number> }[] = [];
  let best: AskedLine | undefined;
  let start = pick.end + 1;
  for (let step = 1; step <= BELOW_REACH && start < to; step++) {
    const end = Math.min(to, lineEnd(text, start));
    const indent = indentWidth(text, start, end);
    // Past the record: a line out of it, or at the level of the pick's enclosing line another record's
    // start: a line opened as that one is (`{`, `- `, `<DrctDbtTxInf>`), or any line where that one is
    // not indented.
    if (indent === -1 || indent < fields) break;
    if (indent === fields && (fields === 0 || leadingToken(text.slice(start, end)) === opener)) break;
    while (path.length > 0 && path[path.length - 1]!.indent >= indent) path.pop();
    path.push({ indent, words: askedWords(text, start, end, search, answers, wanted) });
    // A line holding none has its enclosing line's words, which that line had first.
    const held = new Set(path.flatMap((p) => [...p.words])).size;
    if (held > (best?.words ?? 0)) best = { line: { line: pick.line + step, start, end }, words: held };
    start = end + 1;
  }
  return best;
}

/** The indentation of an indented line's nearest enclosing line, and what that line opens with, or none (past a blank line). */
function enclosingOf(text: string, pick: BodyLine, own: number): { indent: number; opener: string } | undefined {
  if (own <= 0) return undefined;
  const found = nearestAbove(text, pick, BELOW_REACH, (start, end) => {
    const indent = indentWidth(text, start, end);
    return indent === -1 || indent < own;
  });
  const indent = found ? indentWidth(text, found.start, found.end) : -1;
  return indent === -1 ? undefined : { indent, opener: leadingToken(text.slice(found!.start, found!.end)) };
}

/** What a line opens with: its first run of chars up to a space, `:`, `=` or `>` (`{`, `"ticket"`, `<DrctDbtTxInf`). */
function leadingToken(line: string): string {
  return /^\s*([^\s:=>]*)/.exec(line)![1]!;
}
