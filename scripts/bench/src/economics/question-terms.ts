/**
 * The search terms a reader takes from a question, and from nothing else: the words a person would
 * type into a search box, most distinctive first. Generic: no task, tool or library is known here.
 */

/** Words that never narrow a search: English function words and the verbs of a question. */
const STOP_WORDS = new Set(
  (
    'a about above after all also an and any are as at be been before being below between both but by can could did do does ' +
    'doing during each for from had has have having how i if in into is it its itself just me more most my no nor not now of ' +
    'off on once only or other our out over own same she should so some such than that the their them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will with would you ' +
    'your please tell show find give list look see know want need check explain report say said get got us let me one two ' +
    'value set setting exactly'
  ).split(' '),
);

/** A word: letters and digits, with `_ - . / : @ #` inside (ids, paths, versions, keys). */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}_.\-/:@#]*[\p{L}\p{N}])?/gu;

/** How distinctive a word looks on its own: an id (a digit or a symbol) first, then a capitalised or upper-case word, then the rest. */
function rank(word: string): number {
  if (/[\p{N}_.\-/:@#]/u.test(word)) return 0;
  if (/^\p{Lu}{2,}$/u.test(word) || /\p{Ll}\p{Lu}/u.test(word)) return 1;
  return 2;
}

/** The question's search terms, as written, most distinctive first (ids, then upper-case words, then the longest). */
export function questionTerms(question: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const [word] of question.matchAll(WORD)) {
    const lower = word.toLowerCase();
    if (word.length < 3 || STOP_WORDS.has(lower) || seen.has(lower)) continue;
    seen.add(lower);
    words.push(word);
  }
  return words
    .map((word, order) => ({ word, order }))
    .sort((a, b) => rank(a.word) - rank(b.word) || b.word.length - a.word.length || a.order - b.order)
    .map((w) => w.word);
}
