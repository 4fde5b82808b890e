import type { BodyLine } from './record-body.js';
import { WORD_WITHIN } from './record-body.js';
import type { TermSearch } from './term-search.js';
import { termsIn } from './term-search.js';

/**
 * `lines` in the order the room goes to them when not all fit: the first (a block's head) first,
 * then those with a word naming what the request asks for (`answers`), then the rest, each in
 * their order: the `<Detonator>` line of "Which detonator ID", last in the `<Hole>` block of the
 * hole the request names, before the block's other fields.
 */
export function wordsFirst(
  text: string,
  lines: readonly BodyLine[],
  search: TermSearch | undefined,
  answers: ReadonlySet<number>,
): BodyLine[] {
  if (!search || answers.size === 0 || lines.length < 3) return [...lines];
  const asks = (line: BodyLine) =>
    [...termsIn(text, line.start, Math.min(line.end, line.start + WORD_WITHIN), search)].some((t) => answers.has(t));
  const [head, ...rest] = lines;
  return [head!, ...rest.filter(asks), ...rest.filter((line) => !asks(line))];
}
