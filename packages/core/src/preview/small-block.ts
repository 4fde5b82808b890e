import { indentWidth } from '../text/line-depth.js';
import { lineAbove, lineBelow } from './adjacent-line.js';
import type { BodyLine } from './record-body.js';

/** Lines, at most, of the block a best pick standing alone brings whole, the pick's among them. */
export const MOST_BLOCK_LINES = 12;

/** A line of only closing brackets and commas (`},`, `]`): the end of the block it is indented as. */
const CLOSER = /^\s*[}\])]+,?\s*$/;

/**
 * The lines of the small block `pick` is in, but the pick's own: from the nearest line above with
 * less indentation (the `"valuation": {` a field is in), or from the pick when the line under it is
 * indented more (the record a `VIN ...` line heads), down to the last line indented more than that
 * first line, and the line of closing brackets at its indentation after it (`},`); a blank line ends
 * it, and the window `[from, to)` bounds it. Undefined when the block is over `MOST_BLOCK_LINES` lines,
 * or there is none (a line among lines of its indentation, at the top).
 */
export function smallBlock(text: string, pick: BodyLine, window: { readonly from: number; readonly to: number }): BodyLine[] | undefined {
  const depth = indentWidth(text, pick.start, pick.end);
  if (depth < 0) return undefined;
  const inside = (span: { start: number; end: number }) => span.start >= window.from && span.end <= window.to;
  // The block's first line: the pick when the line under it is indented more (it heads one), else
  // the nearest line above with less indentation.
  let head: BodyLine = pick;
  const above: BodyLine[] = [];
  const next = lineBelow(text, pick);
  if (!next || !inside(next) || indentWidth(text, next.start, next.end) <= depth) {
    // No line is indented less than one at the margin: a pick there heads no block and is in none.
    if (depth === 0) return undefined;
    for (let at = lineAbove(text, pick), line = pick.line - 1; ; at = lineAbove(text, at), line--) {
      if (!at || !inside(at) || above.length >= MOST_BLOCK_LINES) return undefined;
      const width = indentWidth(text, at.start, at.end);
      if (width < 0) return undefined;
      const span = { line, ...at };
      if (width < depth) {
        head = span;
        break;
      }
      above.unshift(span);
    }
  }
  const headDepth = indentWidth(text, head.start, head.end);
  const below: BodyLine[] = [];
  for (let at = lineBelow(text, pick), line = pick.line + 1; at && inside(at); at = lineBelow(text, at), line++) {
    const width = indentWidth(text, at.start, at.end);
    if (width < 0) break;
    if (width <= headDepth) {
      if (width === headDepth && CLOSER.test(text.slice(at.start, at.end))) below.push({ line, ...at });
      break;
    }
    below.push({ line, ...at });
    if (below.length > MOST_BLOCK_LINES) return undefined;
  }
  const lines = [...(head === pick ? [] : [head]), ...above, ...below];
  return lines.length + 1 <= MOST_BLOCK_LINES ? lines : undefined;
}
