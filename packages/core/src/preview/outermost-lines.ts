import { indentWidth } from '../text/line-depth.js';
import { opensBlock } from '../text/opens-block.js';
import { MAX_COMMON_TERMS } from './conjunctions.js';
import type { CommonWordOptions } from './conjunctions.js';
import type { SignalLine, WordLines } from './scan-signals.js';
import { forEachWordLine } from './word-on-lines.js';

/** Lines of a common word, at most, indented less than all its others for them to name what holds the others. */
const MOST_OUTERMOST = 2;

/**
 * The lines where a common request word is indented less than on all its other lines, when they are
 * one or two: in nested data, the line that names the thing the deeper lines belong to. "The van that
 * does the Ashcombe round" is the route whose `name: Ashcombe & Brennick Valley` sits at 4 spaces,
 * where its 20 drops' `address: "... Ashcombe"` sit at 8. Each line counts a word once; its
 * indentation is measured past a log line's time and level (`indentWidth`). One pass of one regex
 * over the window; nothing for a word whose lines are all indented alike (a flat log, a table), or
 * whose outermost line opens a block: a key such as `"RoleDetailList": [` names a kind, not a thing.
 */
export function outermostLines(text: string, options: CommonWordOptions): WordLines[] {
  const common = options.common.slice(0, MAX_COMMON_TERMS);
  if (common.length === 0) return [];
  const words = common.map((t) => options.terms[t]!);
  // Each word's least indentation so far, its lines there (the first few, and how many), and its other lines.
  const least = common.map(() => Infinity);
  const outermost: SignalLine[][] = common.map(() => []);
  const onLeast = common.map(() => 0);
  const deeper = common.map(() => 0);
  forEachWordLine(text, words, options, (word, { line, start, end }, at) => {
    const indent = indentWidth(text, start, end);
    const found: SignalLine = { line, start, end, at, error: false, terms: [common[word]!], termAt: [at] };
    if (indent < least[word]!) {
      deeper[word]! += onLeast[word]!;
      least[word] = indent;
      outermost[word] = [found];
      onLeast[word] = 1;
    } else if (indent === least[word]) {
      if (onLeast[word]! < MOST_OUTERMOST) outermost[word]!.push(found);
      onLeast[word]! += 1;
    } else deeper[word]! += 1;
  });
  return common.flatMap((t, w) =>
    onLeast[w]! <= MOST_OUTERMOST && deeper[w]! > options.keep && !outermost[w]!.some((l) => opensBlock(text, l))
      ? [{ kind: 'unusual' as const, terms: [t], lines: outermost[w]! }]
      : [],
  );
}
