import { indentWidth } from '../text/line-depth.js';
import { shortFormsIn } from './abbreviations.js';
import { leadingToken } from './line-shape.js';
import type { BodyLine } from './record-body.js';
import { WORD_WITHIN } from './record-body.js';
import type { TermSearch } from './term-search.js';
import { termsIn } from './term-search.js';

/** Lines above an indented pick, at most, looked through for the line of an enclosing record that names it. */
const ABOVE_REACH = 64;
/** A line that only closes a block: brackets (`},`) or an XML end tag (`</RateCard>`). */
const CLOSES = /^\s*(?:[\]})]+[,;]?|<\/[^<>]+>)\s*$/;
/** A YAML or Markdown list item's first line. */
export const ITEM = /^\s*[-*] /;

/** A line of an enclosing record that holds words of what the request asks for, and how many. */
export interface AskedLine {
  readonly line: BodyLine;
  /** The words asked for that it holds (`askedWords`), or with the lines it sits in, each once. */
  readonly words: number;
}

/** What the walks for the fields of a pick's record look for: the words naming what the request asks for that the pick lacks. */
export interface AskedSearch {
  readonly search: TermSearch;
  /** The request's words naming what it asks for (`askedFor`), by term. */
  readonly answers: ReadonlySet<number>;
  /** Of those, the ones looked for (the ones the pick lacks). */
  readonly wanted: (term: number) => boolean;
  /** Of those, the plain words no line holds, by term: a line's field name may spell them short (`shortFormsIn`: `<MndtId>`). */
  readonly short: ReadonlyMap<number, string>;
}

/**
 * The words naming what the request asks for that `asked` looks for and the line `[start, end)`
 * holds, or its field name spells short; none for a line that only closes a block (`</MndtRltdInf>`).
 */
export function askedWords(text: string, start: number, end: number, asked: AskedSearch): Set<number> {
  const to = Math.min(end, start + WORD_WITHIN);
  if (CLOSES.test(text.slice(start, to))) return new Set();
  const short = asked.short.size > 0 ? shortFormsIn(leadingToken(text.slice(start, to)), asked.short) : [];
  const held = [...termsIn(text, start, to, asked.search), ...short];
  return new Set(held.filter((t) => asked.answers.has(t) && asked.wanted(t)));
}

/**
 * The line above an indented pick that holds the most words `asked` looks for (`askedWords`), the
 * topmost of those alike: of the first fields with such a word on the way up, those of one record
 * that encloses the pick (lines with less indentation than the pick and no more than every line
 * between: not its siblings, which the lines beside it show, nor the fields of a record beside it
 * or nested in one, which `askedBeside` looks at), within
 * `ABOVE_REACH` lines, past no blank line and not above `from`. The `"agreement_no"` of the rental
 * agreement whose item holds the asset tag picked, the `<NoticeNo>` of the hold whose
 * `<Equipment>` holds the container, the `"account_no"` above a `"customer_type"` for "which
 * customer account": what the request asks for is the record the pick is in, which its first fields name.
 */
export function askedAbove(text: string, pick: BodyLine, asked: AskedSearch, from: number): AskedLine | undefined {
  const own = indentWidth(text, pick.start, pick.end);
  let limit = own;
  let best: AskedLine | undefined;
  let { start } = pick;
  for (let step = 1; step <= ABOVE_REACH && limit > 0 && start > from; step++) {
    const end = start - 1;
    start = end === 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
    if (start < from) break;
    const indent = indentWidth(text, start, end);
    if (indent === -1) break;
    // The pick's siblings are its own record's fields, which the lines beside it show.
    if (indent > limit || indent === own) continue;
    const line = text.slice(start, end);
    // Past the record whose field was found (its opener, what encloses it), or past the end of a record
    // beside it (`}`, `</RateCard>`), is another record.
    if ((best && indent < limit) || CLOSES.test(line)) break;
    limit = indent;
    const words = askedWords(text, start, end, asked).size;
    if (words > 0 && words >= (best?.words ?? 0)) best = { line: { line: pick.line - step, start, end }, words };
    // A list item's first line (`- name: ...`) starts the record: the lines at its level above it are
    // the items before, and only what encloses the list is looked at further.
    if (ITEM.test(line)) {
      if (best) break;
      limit = indent - 1;
    }
  }
  return best;
}
