import { indentWidth } from '../text/line-depth.js';
import type { LineSpan } from './adjacent-line.js';
import { lineAbove, lineBelow } from './adjacent-line.js';
import type { BodyLine } from './record-body.js';

/** Lines above a pick, at most, looked over for the first line of the list item it is in. */
export const MOST_ITEM_HEAD_LINES = 24;

/**
 * The first line of the list item `pick` is in, past a block it is nested in within the item (the
 * `ont:` whose `serial:` was picked, under `- subscriber_id: CVB-0057306`): the nearest line above
 * with less indentation than every line between that opens an item, a YAML `- ` line itself, or
 * the line under a `{` or `-` alone (the first field of a JSON object in an array). Within
 * `MOST_ITEM_HEAD_LINES` lines and the window `[from, to)`; undefined for a pick directly in the
 * item (its enclosing line is the item's, shown with it), when a line at the margin comes first, and
 * when the item's first line names none (`naming`).
 */
export function listItemHead(text: string, pick: BodyLine, window: { readonly from: number; readonly to: number }): BodyLine | undefined {
  let below = indentWidth(text, pick.start, pick.end);
  // No line is indented less than one at the margin: a pick there is in no item's block.
  if (below <= 0) return undefined;
  // Whether a block of the item encloses the pick: the item's line is not the pick's enclosing line.
  let nested = false;
  let span = lineAbove(text, pick);
  for (let line = pick.line - 1; span && span.start >= window.from && pick.line - line <= MOST_ITEM_HEAD_LINES; line--) {
    const indent = indentWidth(text, span.start, span.end);
    if (indent !== -1 && indent < below) {
      const item = text.slice(span.start, span.end).trim();
      if (item.startsWith('- ')) return nested && naming(text, span) ? { line, ...span } : undefined;
      if (item === '{' || item === '-') {
        const first = lineBelow(text, span);
        return nested && first && first.end <= window.to && naming(text, first) ? { line: line + 1, ...first } : undefined;
      }
      if (indent === 0) return undefined;
      below = indent;
      nested = true;
    }
    span = lineAbove(text, span);
  }
  return undefined;
}

/**
 * Whether a line can name its item: its text, indentation aside, is nowhere else in `text` (a
 * GeoJSON feature's `"type": "Feature",` heads every feature alike).
 */
function naming(text: string, line: LineSpan): boolean {
  const own = text.slice(line.start, line.end).trim();
  const first = text.indexOf(own);
  return own.length > 0 && text.indexOf(own, first + 1) === -1;
}
