import type { LineSpan } from './adjacent-line.js';
import { lineAbove } from './adjacent-line.js';
import { isRule } from './flat-records.js';
import { WORD_CHAR } from '../text/word-char.js';

/** Lines above a pick looked at, at most, for the title its section is under. */
export const TITLE_REACH = 64;

/**
 * The title of the section a line is in, when the section is headed by a line boxed by rules, a
 * rule above it and one under it (the host `dshbak` and `clush -b` print over each host's output:
 * `----------------`, `cn0264`, `----------------`): the nearest rule within `TITLE_REACH` lines
 * above `line` (blank lines and other lines between) closes the box, and the title is the line
 * above it, with a word, under another rule. Undefined when the nearest rule boxes no title (a
 * table's rule under its header, a rule between records) or none is in reach within the window.
 */
export function boxedTitle(
  text: string,
  line: LineSpan & { readonly line: number },
  window: { readonly from: number },
): (LineSpan & { readonly line: number }) | undefined {
  let span: LineSpan | undefined = line;
  for (let back = 1; back <= TITLE_REACH; back++) {
    span = lineAbove(text, span);
    if (!span || span.start < window.from) return undefined;
    if (!isRule(text, span)) continue;
    const title = lineAbove(text, span);
    const over = title && lineAbove(text, title);
    if (!title || !over || over.start < window.from || !WORD_CHAR.test(text.slice(title.start, title.end))) {
      return undefined;
    }
    return isRule(text, over) ? { line: line.line - back - 1, ...title } : undefined;
  }
  return undefined;
}
