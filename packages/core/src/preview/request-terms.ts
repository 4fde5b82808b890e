/**
 * The distinctive words of a request (the latest user message): what a salient preview looks for
 * in a payload besides error signals.
 */
import { clockTermAt, clockTerms, clockTermSource, isClockTerm } from './clock-terms.js';
import { dateTermAt, dateTerms, dateTermSource, isDateTerm } from './date-terms.js';
import { endingTermAt, endingTerms, endingTermSource, isEndingTerm } from './ending-terms.js';
import { isOrdinalTerm, ordinalTermAt, ordinalTerms, ordinalTermSource } from './ordinal-terms.js';
import type { Span } from './dismissed-clauses.js';
import type { CalendarDay } from './made-on.js';
import { dismissedClauses } from './dismissed-clauses.js';
import { comparisonSpans } from './stands-out.js';
import { termSynonyms } from './term-synonyms.js';
import { isShortQualifiedMatch, shortQualifiedSource } from './short-qualified.js';
import { durationTerms } from './time-answers.js';
import { caseless } from '../text/caseless.js';

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
 * English function words: they say nothing about which lines matter. One with a plural `s` is a
 * noun (the `cans` of a beer, `wills`), which a stem keeps (`can`); `ones` and `others` are
 * function words of their own.
 */
const FUNCTION_WORDS = new Set(
  (
    'a about above after again against all also am an and any are aren as at be because been before being below ' +
    'between both but by can cannot could did didn do does doesn doing don down during each either else even ever ' +
    'every few for from further get gets got had has have having he her here hers him his how however i if in into ' +
    'is isn it its itself just let me might more most much must my no nor not now of off on once one ones only or other ' +
    'others our ours out over own please same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up upon us very was wasn we were weren what when where whether ' +
    'which while who whom whose why will with within without would yet you your yours'
  ).split(' '),
);

/**
 * Words that say nothing about which lines matter: the function words, and the verbs and fillers of
 * a request to an assistant ("find", "look", "please", "briefly"), whose `s` is a verb's (`shows`).
 */
const STOP_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...(
    'answer ask back briefly check explain fetch find give go going help know let like look looking make mention need ' +
    'please pull quick quickly see show summarize summary tell thanks think try use want went wrong ' +
    'today yesterday thing things something anything everything way'
  ).split(' '),
]);

/** True when `word` says nothing about which lines matter (`STOP_WORDS`), in any case. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** A word of two capitals, or of a capital and a digit: an acronym (`IP`, `AZ`, `OS`) or a short id (`B3` of a taxiway, `T5`), a term though shorter than 3. */
const ACRONYM = /^[A-Z][A-Z\d]$/;

/** A word: letters and digits, with `_ - . / : @ #` allowed inside (ids, paths, dates, versions). */
export const REQUEST_WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}_.\-/:@#]*[\p{L}\p{N}])?/gu;

/**
 * The distinctive words of `request`, lower-cased, in the order it has them: the words of a clause
 * that says not to look at something ("the deprecation warnings are old news, ignore those"), stop
 * words, words under 3 characters and words over `MAX_TERM_CHARS` are left out, a trailing plural
 * or `-ed`/`-ing` of a plain word is cut (`errors` -> `error`, `failed` -> `fail`), duplicates are dropped. When there are
 * more than `MAX_REQUEST_TERMS`, those kept are the ids (words with a digit or a symbol) and then the
 * last words, since a question tends to come after its preamble. A word with the one- or two-digit
 * number after it is one term (`lodash 3`). The times of day it names come next, as spans of
 * clock times (`clockTerms`: "a little after two in the afternoon" is `14:00–14:20`), and the days
 * of the year it names in words (`dateTerms`: "3 November" is `--11-03`; with `today`, the day an
 * output says it was made on, "tomorrow" is the day after it; without it, with `latest`, the
 * latest day the output shows, "Saturday" is the last Saturday on or before it), in place of the words that
 * name them, of its first words when there is no room and of a time it writes in digits (`06:40`);
 * for "how long", the words an output names durations by (`durationTerms`: `duration`, `elapsed`). The
 * numbers of its ordinals (`ordinalTerms`: "second" is `№2`, the end of `EDGX-OE-2`), then synonyms of
 * the words an output may use instead (`destroy` for `delete`: `termSynonyms`) follow, while there
 * is room.
 */
export function requestTerms(request: string | undefined, today?: CalendarDay, latest?: CalendarDay): string[] {
  if (!request) return [];
  const dismissed = dismissedClauses(request);
  const clocks = clockTerms(request, dismissed);
  const dates = dateTerms(request, dismissed, today, latest);
  // The words of a named time, day or number's end ("a little after two in the afternoon", "3 November", "ends 4471") are its term's alone.
  const named = [...clocks, ...dates, ...endingTerms(request, dismissed)];
  // A request asking how long asks for the output's durations (`durationTerms`), not for "long".
  const durations = durationTerms(request);
  // Words that compare a thing with its like ("way out of line") say how to look, not what at.
  const skip = [...dismissed, ...named.flatMap((time) => time.spans), ...durations.spans, ...comparisonSpans(request)];
  const words = requestWords(request, { dismissals: false, skip });
  const terms = [...new Set([...named.map((time) => time.term), ...durations.terms])];
  const asked = [...(clocks.length > 0 ? words.filter((word) => !CLOCK_TIME.test(word)) : words), ...terms].slice(-MAX_REQUEST_TERMS);
  // The numbers its ordinals may be written as (`EDGX-OE-2` for "second"), then the words the output
  // may use for them instead, as far as room is left.
  const also = [...ordinalTerms(request), ...termSynonyms(asked)].filter((term) => !asked.includes(term));
  return [...asked, ...also.slice(0, MAX_REQUEST_TERMS - asked.length)];
}

/** A time of day as a request writes it in digits, `06:40` or `14:05:30`: a clock term's span holds it. */
const CLOCK_TIME = /^\d{1,2}:\d\d(?::\d\d)?$/;

/**
 * `requestTerms` without the synonyms and times: the phrases the request quotes (`quotedPhrases`),
 * then its own words, but for those of the clauses that say what not to look at
 * (`dismissedClauses`; with `dismissals: false`, as for a search's own patterns, none are) and those
 * in the `skip` spans.
 */
export function requestWords(
  request: string | undefined,
  options: { readonly dismissals?: boolean; readonly skip?: readonly Span[] } = {},
): string[] {
  if (!request) return [];
  // A phrase the request quotes is looked for as it is written: the name of a panel, a job, a message.
  const seen = new Set<string>(quotedPhrases(request));
  let previous: { word: string; start: number; end: number } | undefined;
  // The word before `previous`: what a number qualifies when `previous` is "version" (`lodash version 3` is `lodash 3`).
  let named: typeof previous;
  // What the request says not to look at ("the deprecation warnings are old news, ignore those").
  const dismissed = [...(options.dismissals === false ? [] : dismissedClauses(request)), ...(options.skip ?? [])].sort(
    (a, b) => a.start - b.start,
  );
  // The dismissed clause at or after the current word (words and clauses both come in order).
  let next = 0;
  for (const match of request.matchAll(REQUEST_WORD)) {
    const [word] = match;
    while (next < dismissed.length && dismissed[next]!.end <= match.index) next += 1;
    if (next < dismissed.length && match.index >= dismissed[next]!.start) {
      previous = named = undefined;
      continue;
    }
    const versioned =
      previous && named && VERSION_WORDS.has(previous.word.toLowerCase()) && /^[ \t]+$/.test(request.slice(named.end, previous.start));
    const qualified = qualifiedTerm(word, versioned ? named : previous, request.slice(previous?.end ?? 0, match.index));
    const numbered = numberedName(word, previous, request.slice(previous?.end ?? 0, match.index));
    const split = splitId(word, previous, request.slice(previous?.end ?? 0, match.index));
    named = previous;
    previous = { word, start: match.index, end: match.index + word.length };
    if (numbered !== undefined) seen.add(numbered);
    if (split !== undefined) seen.add(split);
    if (qualified !== undefined) seen.add(qualified);
    else {
      const term = wordTerm(word);
      if (term !== undefined) seen.add(term);
    }
    if (seen.size === MAX_CANDIDATES) break;
  }
  const terms = [...seen];
  return terms.length <= MAX_REQUEST_TERMS ? terms : mostTelling(terms);
}

/**
 * Opening quote, a phrase of two to eight words (at most `MAX_TERM_CHARS` chars, no quote or line
 * break inside, not starting or ending with a space), closing quote: `'Ledger write latency p99'`,
 * `"Place order"`, `` `connection reset` ``. A quote opens only after the start, a space or an
 * opening bracket, and closes only before the end, a space or punctuation, so the apostrophe of
 * `here's` or `don't` opens nothing.
 */
const QUOTED =
  /(?<=^|[\s([{])(['"`\u2018\u201c])([^\s'"`\u2018\u2019\u201c\u201d](?:[^'"`\u2018\u2019\u201c\u201d\n]*[^\s'"`\u2018\u2019\u201c\u201d])?)(['"`\u2019\u201d])(?=$|[\s.,;:!?)\]}])/gu;

/** The phrases of two words or more that `request` quotes (`QUOTED`), lower-cased, in its order. */
function quotedPhrases(request: string): string[] {
  const phrases: string[] = [];
  for (const [, , phrase] of request.matchAll(QUOTED)) {
    const words = phrase!.trim().split(/\s+/);
    if (words.length >= 2 && words.length <= 8 && phrase!.length <= MAX_TERM_CHARS) phrases.push(phrase!.toLowerCase());
  }
  return phrases;
}

/** `MAX_REQUEST_TERMS` of `terms`, in their order: the ids (words with a digit or a symbol), then the last words. */
function mostTelling(terms: readonly string[]): string[] {
  const ids = terms.filter(isWholeTerm).slice(-MAX_REQUEST_TERMS);
  const words = terms.filter((t) => !isWholeTerm(t)).slice(ids.length - MAX_REQUEST_TERMS);
  const kept = new Set([...ids, ...(ids.length < MAX_REQUEST_TERMS ? words : [])]);
  return terms.filter((t) => kept.has(t));
}

/** Words between a name and its number that say the number is its version: `lodash version 3`, `node ver 18`. */
const VERSION_WORDS = new Set(['version', 'ver', 'release', 'major']);

/** Chars that may stand between a word and the number that qualifies it: `lodash@3`, `worker-3`, `node v18`, `python3`. */
const QUALIFIER_GAP = String.raw`[ \t:=#_@/.\-]{0,2}[vV]?`;
/** The gap as an output may write it, where the word is a key and the number its value: with quotes, `"lot": 63`, `lot="63"`. */
const OUTPUT_QUALIFIER_GAP = String.raw`["']?[ \t:=#_@/.\-]{0,2}["']?[vV]?`;
/** A word, a gap and a number of one or two digits: a qualified term as the request spells it (`worker-3`, `python3`, `lodash 3`). */
const QUALIFIED = new RegExp(String.raw`^(\p{L}{2,})(${QUALIFIER_GAP})(\d{1,2})$`, 'u');
/** A small number, as a request writes one after the word it qualifies: `3`, `18`, `v3`. */
const SMALL_NUMBER = /^v?\d{1,2}$/;

/**
 * The term of a word qualified by a number of one or two digits, spelled as the request has it
 * (`worker-3`, `python3`, `lodash@v3`, or `lodash 3` for the two words), or undefined. It matches
 * the word and the number with up to two of `QUALIFIER_GAP`'s chars between them, and never a
 * longer number: `lodash 3` finds `lodash@3.10.1`, not `lodash@33`. The number is too short to be a
 * term alone, and the word may be on every line (`worker-1` to `worker-9`).
 */
function qualifiedTerm(word: string, previous: { word: string } | undefined, gap: string): string | undefined {
  if (QUALIFIED.test(word)) return word.toLowerCase();
  if (!SMALL_NUMBER.test(word) || !previous || !/^[ \t]+$/.test(gap) || !/^\p{L}{2,}$/u.test(previous.word)) return undefined;
  const lower = previous.word.toLowerCase();
  return STOP_WORDS.has(lower) || lower.length > MAX_TERM_CHARS ? undefined : `${lower} ${word.toLowerCase()}`;
}

/** A number of 1 to 4 digits, as a house or a unit writes one before its name: `23`, `5`, `1207`. */
const HOUSE_NUMBER = /^\d{1,4}$/;

/**
 * The term of a name (a capitalised word) under the number before it, `23 tannery` for "23 Tannery
 * Row": the house, not the street's other houses (`11 Tannery Row`). Only after a number of 1 to 4
 * digits and one space or tab, and not for a stop word (`3 The`); undefined otherwise.
 */
function numberedName(word: string, previous: { word: string } | undefined, gap: string): string | undefined {
  if (!previous || !HOUSE_NUMBER.test(previous.word) || !/^[ \t]$/.test(gap) || !/^\p{Lu}\p{Ll}+$/u.test(word)) return undefined;
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) || lower.length > MAX_TERM_CHARS ? undefined : `${previous.word} ${lower}`;
}

/** A part of an id a request writes in two: 2 to 5 capitals and digits (`SK19`, `WFD`, `SW1A`, `1AA`). */
const ID_PART = /^[A-Z\d]{2,5}$/;

/** Whether `term` is a split id's (`splitId`): two parts of 2 to 5 letters and digits, one part with both. */
function isSplitId(term: string): boolean {
  const parts = term.split(' ');
  return (
    parts.length === 2 && parts.every((part) => /^[a-z\d]{2,5}$/.test(part)) && parts.some((part) => /[a-z]/.test(part) && /\d/.test(part))
  );
}

/**
 * The term of an id the request writes in two parts with one space between (a number plate `SK19
 * WFD`, a postcode `SW1A 1AA`), which an output may write with the space, a `-` or nothing between
 * (`SK19WFD`): both parts `ID_PART`s, one of them with a letter and a digit, so that no two words
 * or numbers are taken for one (`CPU 95`, `BA 117`); undefined otherwise.
 */
function splitId(word: string, previous: { word: string } | undefined, gap: string): string | undefined {
  if (!previous || gap !== ' ' || !ID_PART.test(word) || !ID_PART.test(previous.word)) return undefined;
  const term = `${previous.word} ${word}`.toLowerCase();
  return isSplitId(term) ? term : undefined;
}

/**
 * For each of `terms`, the indexes of the other terms it holds, so that a line with the one has the
 * others: a qualified term's word (`lodash 3` holds `lodash`), a quoted phrase's words (`ledger write
 * latency p99` holds `ledger` and `p99`, and `servic` when it holds `services`).
 */
export function heldTerms(terms: readonly string[]): number[][] {
  return terms.map((term) => {
    const parts = qualifiedParts(term);
    if (parts) return terms.indexOf(parts.word) === -1 ? [] : [terms.indexOf(parts.word)];
    if (!/\s/.test(term)) return [];
    const words = term.split(/\s+/);
    return terms.flatMap((other, u) =>
      other !== term && words.some((word) => word === other || (!isWholeTerm(other) && word.startsWith(other))) ? [u] : [],
    );
  });
}

/** The word and the number of a qualified term (`lodash 3`), or undefined for any other term. */
function qualifiedParts(term: string): { word: string; number: string } | undefined {
  const parts = QUALIFIED.exec(term);
  return parts ? { word: parts[1]!, number: parts[3]! } : undefined;
}

/**
 * True when a term is matched whole (an id, a number, a path: it holds a digit or a symbol);
 * otherwise it is a stem and matches any word it starts (`error` matches `ERROR` and `errors`).
 */
export function isWholeTerm(term: string): boolean {
  return /[^\p{L}]/u.test(term);
}

/**
 * The term a word of a request is, lower-cased and stemmed (`errors` -> `error`), or undefined for
 * a stop word, or a word under 3 chars (but an acronym) or over `MAX_TERM_CHARS`.
 */
export function wordTerm(word: string): string | undefined {
  if ((word.length < 3 && !ACRONYM.test(word)) || word.length > MAX_TERM_CHARS) return undefined;
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return undefined;
  const term = stem(lower);
  return !STOP_WORDS.has(term) || isNounOfFunctionWord(lower, term) ? term : undefined;
}

/** True when `word` is the plural `s` of the function word `stem`: a noun (`cans`), not a verb's `s` (`shows`). */
function isNounOfFunctionWord(word: string, stem: string): boolean {
  return word === `${stem}s` && FUNCTION_WORDS.has(stem);
}

/**
 * Cuts a plural or an `-ed`/`-ing` ending off a plain lower-case word, keeping at least 4 letters (3
 * for a plural `s`), a past tense's `-ied` as a plural's `-ies` (`rectified` is `rectif`, which starts
 * `RectifyBy`), and a `y` after a consonant, keeping at least 5 (`battery` is `batter`, which starts
 * `batteries`; not `duty` or `display`).
 */
function stem(word: string): string {
  if (isWholeTerm(word)) return word;
  const cut = (suffix: string, keep = 4) =>
    word.endsWith(suffix) && word.length - suffix.length >= keep ? word.slice(0, -suffix.length) : undefined;
  if (/(?:ss|us|is)$/.test(word)) return word;
  return (
    cut('ies') ??
    cut('ied') ??
    cut('ing') ??
    cut('ed') ??
    cut('es') ??
    cut('s', 3) ??
    (/[^aeiou]y$/.test(word) ? cut('y', 5) : undefined) ??
    word
  );
}

/**
 * One global regex that matches any of `terms`, ignoring case (written with explicit case classes,
 * which V8 scans far faster than the `i` flag), longest first. It has no word boundaries:
 * `termAt` checks them and tells which term matched.
 */
export function requestTermPattern(terms: readonly string[]): RegExp | undefined {
  if (terms.length === 0) return undefined;
  const sources = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((term) => {
      if (isClockTerm(term)) return clockTermSource(term);
      if (isDateTerm(term)) return dateTermSource(term);
      if (isEndingTerm(term)) return endingTermSource(term);
      if (isOrdinalTerm(term)) return ordinalTermSource(term);
      const qualified = qualifiedParts(term);
      if (qualified)
        return `${caseless(qualified.word)}${OUTPUT_QUALIFIER_GAP}${qualified.number}|${shortQualifiedSource(qualified.word, qualified.number)}`;
      const joined = joinedParts(term);
      return joined ? joined.map(caseless).join(JOINER) : caseless(term);
    });
  return new RegExp(sources.join('|'), 'g');
}

/**
 * The index in `terms` of the term `match` (at `index` in `text`) is, or -1 when the match does not
 * start a word (for a plain word, a camelCase hump does: `Base` in `apiBase`, and so does the end of
 * a word run together of one case when the word is long: `install` in `postinstall`), or (for a
 * whole term) ends inside a word: `ord-4821` does not match `ORD-48213`, `2025-06-03` matches
 * `2025-06-03T10:00:00Z`. A clock time is a clock term's (`clockTermAt`) wherever its pattern matched
 * it: `14:03` in `T14:03:27Z`; a date is a date term's (`dateTermAt`) where it starts a word.
 */
export function termAt(text: string, index: number, match: string, terms: readonly string[]): number {
  const clock = clockTermAt(match, terms);
  if (clock !== -1) return clock;
  const ending = endingTermAt(text, index, match, terms);
  if (ending !== -1) return ending;
  const ordinal = ordinalTermAt(text, index, match, terms);
  if (ordinal !== -1) return ordinal;
  const lettered = isLetteredNumber(text, index, match);
  const inWord = index > 0 && isWordChar(text, index - 1) && !lettered;
  if (inWord && !isCamelHump(text, index) && !isCompoundTail(text, index, match)) return -1;
  const lower = match.toLowerCase();
  let term = terms.indexOf(lower);
  if (term === -1) term = terms.findIndex((t) => isQualifiedMatch(lower, t) || isJoinedMatch(lower, t));
  // A qualified term's word written short, in an id's capitals: a word of its own, ended there (`L2` in `MBC-L2`, not `PL2` or `L20`).
  if (term === -1 && !inWord) {
    const short = terms.findIndex((t) => {
      const parts = qualifiedParts(t);
      return parts !== undefined && isShortQualifiedMatch(match, parts.word, parts.number);
    });
    if (short !== -1) return isWordChar(text, index + match.length) ? -1 : short;
  }
  // A date's pattern sets its own bounds: `20261103` may run on into its time (`20261103064000`).
  if (term === -1) return dateTermAt(match, terms);
  // A two-letter term (an acronym) is a word of its own or a camelCase hump of its own: `private_ip`, `PrivateIpAddress`, not `zip` or `ipv6`.
  if (terms[term]!.length < 3)
    return (inWord && !isCamelHump(text, index)) ||
      isSameCaseLetter(text, index + match.length, match) ||
      runsOnInDigits(text, index, match)
      ? -1
      : term;
  // An id starts a word of its own; only a plain word may start at a camelCase hump, and a short one
  // only as the whole hump: `Ran` in `SeVK7zJY7TJpRanutR0m` is chance, not the word "ran".
  if (!isWholeTerm(terms[term]!)) {
    const partOfHump = inWord && match.length < WHOLE_HUMP_BELOW && isLower(text.charCodeAt(index + match.length));
    return partOfHump ? -1 : term;
  }
  if (inWord) return -1;
  const after = index + match.length;
  if (after >= text.length) return term;
  const last = match.charCodeAt(match.length - 1);
  const next = text.charCodeAt(after);
  // A term ending in a digit must not be followed by one; one ending in a letter, by a letter.
  return isDigit(last) ? (isDigit(next) ? -1 : term) : isWordChar(text, after) && !isDigit(next) ? -1 : term;
}

/** Digits a number must have to match after the letters of an id: `2240518` in `s2240518`, not `2026` in `FY2026`. */
const LETTERED_NUMBER_DIGITS = 5;

/**
 * True when `match`, at `index` of `text`, is a number of `LETTERED_NUMBER_DIGITS` digits or more
 * right after a letter: an id's number under its prefix (the student `2240518` a user names, written
 * `s2240518@...`; the order `48213` in `ORD48213`), which a number that long hardly is by chance.
 */
function isLetteredNumber(text: string, index: number, match: string): boolean {
  if (index === 0 || match.length < LETTERED_NUMBER_DIGITS || !/^\d+$/.test(match)) return false;
  const before = text.charCodeAt(index - 1);
  return isUpper(before) || isLower(before);
}

/** Whether the char at `at` is a letter in the case of `match`'s last letter: `match` would end inside a word. */
function isSameCaseLetter(text: string, at: number, match: string): boolean {
  const next = text.charCodeAt(at);
  return isLower(match.charCodeAt(match.length - 1)) ? isLower(next) : isUpper(next);
}

/** True when `match`, at `index` of `text`, ends in a digit and a digit follows it: `B3` in `B31`. */
function runsOnInDigits(text: string, index: number, match: string): boolean {
  return isDigit(match.charCodeAt(match.length - 1)) && isDigit(text.charCodeAt(index + match.length));
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;

/** A plain word shorter than this matches at a camelCase hump only when the hump ends with it. */
const WHOLE_HUMP_BELOW = 5;

/** A plain word this long or longer matches at the end of a word run together of one case: `install` in `postinstall`. */
const COMPOUND_TAIL_AT_LEAST = 7;

/**
 * A long plain word that ends a word of one case, the way compounds are written run together
 * (`postinstall`, `healthcheck`, `FILESYSTEM`): `match` is letters only, at least
 * `COMPOUND_TAIL_AT_LEAST` of them, in the case of the letter before it, and no letter or digit follows.
 */
function isCompoundTail(text: string, index: number, match: string): boolean {
  if (match.length < COMPOUND_TAIL_AT_LEAST || !/^[a-z]+$|^[A-Z]+$/.test(match)) return false;
  const before = text.charCodeAt(index - 1);
  const sameCase = isLower(match.charCodeAt(0)) ? isLower(before) : isUpper(before);
  return sameCase && !isWordChar(text, index + match.length);
}

/** An upper-case letter after a lower-case one starts a word of a camelCase name: `Base` in `apiBase`, `Retries` in `maxRetries`. */
function isCamelHump(text: string, index: number): boolean {
  return isUpper(text.charCodeAt(index)) && isLower(text.charCodeAt(index - 1));
}

/** Whether `lower` (a lower-cased match) is the qualified term `term`'s word, a gap, then its number. */
function isQualifiedMatch(lower: string, term: string): boolean {
  const parts = qualifiedParts(term);
  if (!parts || !lower.startsWith(parts.word) || !lower.endsWith(parts.number)) return false;
  return QUALIFIER_GAP_WHOLE.test(lower.slice(parts.word.length, lower.length - parts.number.length));
}

const QUALIFIER_GAP_WHOLE = new RegExp(`^${OUTPUT_QUALIFIER_GAP}$`);

/** Letters joined by `-` or `_`: a word as a request may spell it (`power-on`, `read_only`). */
const JOINED = /^\p{L}+(?:[-_]\p{L}+)+$/u;
/** What joins a joined word's parts in an output: `-`, `_`, a space or nothing (`Power_On`, `power on`, `PowerOn`). */
const JOINER = '[-_ ]?';

/** The letter runs of a joined word (`power-on`: `power`, `on`), the parts of a split id (`sk19 wfd`: `splitId`), or undefined for any other term. */
function joinedParts(term: string): string[] | undefined {
  if (JOINED.test(term)) return term.split(/[-_]/);
  return isSplitId(term) ? term.split(' ') : undefined;
}

/** Whether `lower` (a lower-cased match) is the joined word `term` with its parts joined otherwise. */
function isJoinedMatch(lower: string, term: string): boolean {
  const parts = joinedParts(term);
  return parts !== undefined && lower.replace(/[-_ ]/g, '') === parts.join('');
}

function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return /[\p{L}\p{N}]/u.test(text[index]!);
}
