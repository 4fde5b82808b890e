/**
 * The distinctive words of a request (the latest user message): what a salient preview looks for
 * in a payload besides error signals.
 */

/**
 * Most words taken from one request. The scan ranks them by how rare they are in the payload, so
 * more words cost little: a preamble before the question does not push the question's words out.
 */
export const MAX_REQUEST_TERMS = 24;

/**
 * Longest word taken from a request, in chars: longer than any id, hash or path worth searching
 * for, and short enough that the scan's regular expression stays small whatever the request holds
 * (a pasted hex dump is one word of thousands of chars).
 */
export const MAX_TERM_CHARS = 64;

/** Most distinct words of a request considered before picking `MAX_REQUEST_TERMS` of them. */
const MAX_CANDIDATES = 1_000;

/**
 * Words that say nothing about which lines matter: English function words, and the verbs and
 * fillers of a request to an assistant ("find", "look", "please", "briefly").
 */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are aren as at be because been before being below ' +
    'between both but by can cannot could did didn do does doesn doing don down during each either else even ever ' +
    'every few for from further get gets got had has have having he her here hers him his how however i if in into ' +
    'is isn it its itself just let me might more most much must my no nor not now of off on once one only or other ' +
    'our ours out over own please same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up upon us very was wasn we were weren what when where whether ' +
    'which while who whom whose why will with within without would yet you your yours ' +
    // Verbs and fillers of a request.
    'answer ask briefly check explain find give go going help know let like look looking make mention need ' +
    'please quick quickly see show summarize summary tell thanks think try use want went wrong ' +
    'today yesterday thing things something anything everything way'
  ).split(' '),
);

/** A word: letters and digits, with `_ - . / : @ #` allowed inside (ids, paths, dates, versions). */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}_.\-/:@#]*[\p{L}\p{N}])?/gu;

/**
 * The distinctive words of `request`, lower-cased, in the order it has them: stop words, words under
 * 3 characters and words over `MAX_TERM_CHARS` are left out, a trailing plural or `-ed`/`-ing` of a
 * plain word is cut (`errors` -> `error`, `failed` -> `fail`), duplicates are dropped. When there are
 * more than `MAX_REQUEST_TERMS`, those kept are the ids (words with a digit or a symbol) and then the
 * last words, since a question tends to come after its preamble.
 */
export function requestTerms(request: string | undefined): string[] {
  if (!request) return [];
  const seen = new Set<string>();
  for (const [word] of request.matchAll(WORD)) {
    if (word.length < 3 || word.length > MAX_TERM_CHARS) continue;
    const lower = word.toLowerCase();
    if (STOP_WORDS.has(lower)) continue;
    const term = stem(lower);
    if (!STOP_WORDS.has(term)) seen.add(term);
    if (seen.size === MAX_CANDIDATES) break;
  }
  const terms = [...seen];
  if (terms.length <= MAX_REQUEST_TERMS) return terms;
  const ids = terms.filter(isWholeTerm).slice(-MAX_REQUEST_TERMS);
  const words = terms.filter((t) => !isWholeTerm(t)).slice(ids.length - MAX_REQUEST_TERMS);
  const kept = new Set([...ids, ...(ids.length < MAX_REQUEST_TERMS ? words : [])]);
  return terms.filter((t) => kept.has(t));
}

/**
 * True when a term is matched whole (an id, a number, a path: it holds a digit or a symbol);
 * otherwise it is a stem and matches any word it starts (`error` matches `ERROR` and `errors`).
 */
export function isWholeTerm(term: string): boolean {
  return /[^\p{L}]/u.test(term);
}

/** Cuts a plural or an `-ed`/`-ing` ending off a plain lower-case word, keeping at least 4 letters (3 for a plural `s`). */
function stem(word: string): string {
  if (isWholeTerm(word)) return word;
  const cut = (suffix: string, keep = 4) =>
    word.endsWith(suffix) && word.length - suffix.length >= keep ? word.slice(0, -suffix.length) : undefined;
  if (/(?:ss|us|is)$/.test(word)) return word;
  return cut('ies') ?? cut('ing') ?? cut('ed') ?? cut('es') ?? cut('s', 3) ?? word;
}

/**
 * One global regex that matches any of `terms`, ignoring case (written with explicit case classes,
 * which V8 scans far faster than the `i` flag), longest first. It has no word boundaries:
 * `termAt` checks them and tells which term matched.
 */
export function requestTermPattern(terms: readonly string[]): RegExp | undefined {
  if (terms.length === 0) return undefined;
  const sources = [...terms].sort((a, b) => b.length - a.length).map(caseless);
  return new RegExp(sources.join('|'), 'g');
}

/**
 * The index in `terms` of the term `match` (at `index` in `text`) is, or -1 when the match does not
 * start a word, or (for a whole term) ends inside a word: `ord-4821` does not match `ORD-48213`,
 * `2025-06-03` matches `2025-06-03T10:00:00Z`.
 */
export function termAt(text: string, index: number, match: string, terms: readonly string[]): number {
  if (index > 0 && isWordChar(text, index - 1)) return -1;
  const term = terms.indexOf(match.toLowerCase());
  if (term === -1 || !isWholeTerm(terms[term]!)) return term;
  const after = index + match.length;
  if (after >= text.length) return term;
  const last = match.charCodeAt(match.length - 1);
  const next = text.charCodeAt(after);
  // A term ending in a digit must not be followed by one; one ending in a letter, by a letter.
  return isDigit(last) ? (isDigit(next) ? -1 : term) : isWordChar(text, after) && !isDigit(next) ? -1 : term;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return /[\p{L}\p{N}]/u.test(text[index]!);
}

/** `term` as a regex source matching it in any case: `[oO][rR][dD]-48213`. */
function caseless(term: string): string {
  let source = '';
  for (const char of term) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    const escaped = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    source += lower !== upper && lower.length === 1 && upper.length === 1 ? `[${lower}${upper}]` : escaped;
  }
  return source;
}
