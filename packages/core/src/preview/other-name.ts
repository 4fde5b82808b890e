import { wordTerm } from './request-terms.js';
import type { SignalLine } from './scan-signals.js';
import type { TermSearch } from './term-search.js';
import { termsIn } from './term-search.js';

/** Longest line in which a name and its words are looked for anywhere. */
const NAME_LINE_CHARS = 2_000;
/** In a longer line (a one-line payload holds every name somewhere), chars on each side of its signal in which they are. */
const NAME_WITHIN = 200;

/**
 * Whether a line holds a word of one of `names` (as a term of it) but not the name itself, both
 * looked for in the whole line, or around its signal in a line over `NAME_LINE_CHARS`, when one of
 * the `ranked` lines holds the name: `Margit Mbeki` when `Margit Oyelaran` is asked about and
 * picked. Names no ranked line holds say nothing (`Joan Pearce` written `PEARCE, Joan`).
 */
export function partOfOtherName(
  text: string,
  ranked: readonly SignalLine[],
  search: TermSearch | undefined,
  names: readonly string[],
): (line: SignalLine) => boolean {
  const long = (l: SignalLine) => l.end - l.start > NAME_LINE_CHARS;
  const from = (l: SignalLine) => (long(l) ? Math.max(l.start, l.at - NAME_WITHIN) : l.start);
  const to = (l: SignalLine) => (long(l) ? Math.min(l.end, l.at + NAME_WITHIN) : l.end);
  const around = (l: SignalLine) => text.slice(from(l), to(l)).toLowerCase();
  const held = names.filter((name) => ranked.some((l) => around(l).includes(name)));
  if (held.length === 0 || !search) return () => false;
  // The terms a name's words are (`Ines` is `ine`, as `wordTerm` stems it).
  const nameTerms = held.map((name) => name.split(' ').map(wordTerm));
  return (l) => {
    const words = [...termsIn(text, from(l), to(l), search)].map((t) => search.terms[t]!);
    const lower = around(l);
    return held.some((name, n) => nameTerms[n]!.some((term) => term !== undefined && words.includes(term)) && !lower.includes(name));
  };
}
