import type { SignalLine } from './scan-signals.js';
import { lineShape } from './line-shape.js';
import { indentWidth } from '../text/line-depth.js';
import type { LineSpan } from './adjacent-line.js';
import { lessIndented, nearestAbove, stopBelow } from './adjacent-line.js';
import { MOST_BODY_LINES } from './record-body.js';
import { MOST_SECTION_LINES } from './section-odd-numbers.js';

/**
 * The lines that name the item a request asks for within the item the best pick opens: "hole D17
 * in the F5 2890 blast" names a hole every blast has, and the one asked for is the D17 under
 * `<Blast id="F5-2890-047">`, 880 lines below it. Of each request word the best pick lacks that is
 * on 2 lines or more (`spread`), the line that is the only one of its lines in the section `best`
 * opens (the lines indented under it, `nestedEnd`), when that is past the first lines of its record
 * (`MOST_BODY_LINES`), which come with it anyway, and one of its lines outside is shaped as that
 * one (`lineShape`): an item each section has, as each blast has its D17, not the one frame of a
 * stack trace with a word a log line elsewhere has. A best pick with nothing under it is a field
 * (a component's `"title"`): the section is the block it is in, below it (the component's examiners).
 */
export function linesInSection(
  text: string,
  best: SignalLine,
  candidates: readonly SignalLine[],
  options: { readonly to: number; readonly spread: (term: number) => boolean },
): Set<number> {
  const to = Math.min(options.to, text.length);
  // A best pick with nothing under it (a field: a component's `"title"`) names the block it is in,
  // whose lines are its section (the component's examiners).
  const own = nestedEnd(text, best, to);
  const enclosing =
    own === best.end + 1
      ? nearestAbove(text, best, MOST_BODY_LINES, lessIndented(text, indentWidth(text, best.start, best.end)))
      : undefined;
  const end = enclosing ? nestedEnd(text, enclosing, to) : own;
  const inside = (l: SignalLine) => l.start > best.end && l.end <= end;
  // Past the first lines of the best pick's record, which come with it anyway.
  const beyond = (l: SignalLine) => l.line - best.line > MOST_BODY_LINES;
  // Of each word the best pick lacks, the lines of the section it is on.
  const linesOf = new Map<number, SignalLine[]>();
  for (const line of candidates.filter(inside))
    for (const t of new Set(line.terms)) {
      if (best.terms.includes(t) || !options.spread(t)) continue;
      const lines = linesOf.get(t);
      if (lines) lines.push(line);
      else linesOf.set(t, [line]);
    }
  const found = new Set<number>();
  for (const [t, lines] of linesOf) {
    if (lines.length !== 1 || !beyond(lines[0]!)) continue;
    // The word names an item other sections have too: a line of it outside is shaped as the one inside.
    const shape = lineShape(text, lines[0]!.start, lines[0]!.end);
    if (candidates.some((l) => !inside(l) && l !== best && l.terms.includes(t) && lineShape(text, l.start, l.end) === shape))
      found.add(lines[0]!.line);
  }
  return found;
}

/**
 * Where the lines indented under `line` end: at the first line after it, not blank, indented as
 * much or less (its `</Blast>`, the next log line after a stack trace), `MOST_SECTION_LINES` on at most.
 */
function nestedEnd(text: string, line: LineSpan, to: number): number {
  const own = indentWidth(text, line.start, line.end);
  return stopBelow(text, line.end + 1, to, MOST_SECTION_LINES, (start, end) => {
    const depth = indentWidth(text, start, end);
    return depth !== -1 && depth <= own;
  });
}
