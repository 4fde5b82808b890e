import { isStopWord, REQUEST_WORD } from './request-terms.js';

/** Titles before a name, which an output seldom writes with it (`Mrs Joan Pearce` is `Joan Pearce`). */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame']);
/** Most words of a name: a longer run of capitalised words is a title or a heading, not a name. */
const MOST_NAME_WORDS = 4;

/** A capitalised word that may be part of a name: a capital, a lower-case letter, then letters (`St`, `Oyelaran`, `McAllister`), and no stop word (`The`, `Which`, `At`). */
function isNameWord(word: string): boolean {
  return /^\p{Lu}\p{Ll}\p{L}*$/u.test(word) && !isStopWord(word);
}

/**
 * The names a request writes as two to `MOST_NAME_WORDS` capitalised words one space apart, after
 * any title, lower-cased, in its order: `margit oyelaran` for "Which seat does Margit Oyelaran
 * have", `joan pearce` for "Mrs Joan Pearce's knee". A line with one word of a name but not the
 * name is about someone or somewhere else (`Margit Mbeki`).
 */
export function requestNames(request: string | undefined): string[] {
  if (!request) return [];
  const names = new Set<string>();
  let run: string[] = [];
  let end = 0;
  const close = () => {
    const name = TITLES.has(run[0]?.toLowerCase() ?? '') ? run.slice(1) : run;
    if (name.length >= 2 && name.length <= MOST_NAME_WORDS) names.add(name.join(' ').toLowerCase());
    run = [];
  };
  for (const match of request.matchAll(REQUEST_WORD)) {
    const [word] = match;
    if (run.length > 0 && (!isNameWord(word) || !/^[ \t]$/.test(request.slice(end, match.index)))) close();
    if (isNameWord(word)) {
      run.push(word);
      end = match.index + word.length;
    }
  }
  close();
  return [...names];
}
