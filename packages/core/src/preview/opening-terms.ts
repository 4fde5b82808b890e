import { caseless } from '../text/caseless.js';
import { indentWidth } from '../text/line-depth.js';
import { lineEnd } from './scan-signals.js';
import { termSearch, termsIn } from './term-search.js';

/** Chars of an output's opening whose unindented whole lines name it with the head: its title, its command line, a report's header. */
export const OPENING_CHARS = 1_024;

/**
 * The request's terms (indices in `terms`) that the output's opening holds: its head (up to
 * `headEnd`), and its unindented lines whole in its first `OPENING_CHARS` (not the records under
 * a title). They name the output itself, not a place in it: `route plan` in the log of a job named
 * `route-plan-nightly`, `casualty care refresher` in a report's `<title>`. But for a word of a name
 * the request writes (`requestNames`) that the output holds, in any case: it names what the request
 * asks about, which the opening may list too (`Kestrel Marine`, the client of a time export whose one
 * entry is asked for).
 */
export function openingTerms(text: string, terms: readonly string[], options: { headEnd: number; names: readonly string[] }): Set<number> {
  const search = termSearch(terms);
  if (!search) return new Set();
  const found = termsIn(text, 0, options.headEnd, search);
  const end = text.lastIndexOf('\n', OPENING_CHARS);
  for (let start = options.headEnd; start < end;) {
    const stop = lineEnd(text, start);
    if (indentWidth(text, start, stop) === 0) for (const t of termsIn(text, start, stop, search)) found.add(t);
    start = stop + 1;
  }
  // Only a name with a word a found term starts is looked for in the whole text, once.
  const names = options.names.filter((name) => [...found].some((t) => namesTerm(name, terms[t]!)));
  const held = names.filter((name) => new RegExp(caseless(name)).test(text));
  return new Set([...found].filter((t) => !held.some((name) => namesTerm(name, terms[t]!))));
}

/** Whether a word of `name` starts with `term`. */
function namesTerm(name: string, term: string): boolean {
  return name.split(' ').some((word) => word.startsWith(term));
}
