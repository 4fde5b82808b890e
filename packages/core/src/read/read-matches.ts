import type { OtherSearches, ShownInstead } from '../messages/index.js';
import { matchFooter, noMatches, offsetPastEnd, readCall, shownInstead } from '../messages/index.js';
import { requestWords } from '../preview/request-terms.js';
import { termSynonyms } from '../preview/term-synonyms.js';
import { foldCase } from './fold-case.js';
import { formatPage } from './format-page.js';
import { MatchScanner, scanPayload } from './match-scanner.js';
import type { ReadRequest } from './parse-read-request.js';
import type { PayloadSource } from './payload-source.js';
import { renderMatches } from './render-matches.js';
import { spellingVariants } from './spelling-variants.js';

/** Chars shown on each side of a match inside a long line, per line of `context` (and with none). */
const WINDOW_PER_CONTEXT = 50;
/** Most other searches (the patterns in any case, their words) a search that found nothing reports. */
const MAX_HINTS = 6;
/** A word of a pattern, for the hint: letters and digits. */
const WORD = /[\p{L}\p{N}]{2,}/gu;

/** The literals, context and case rule of a search. */
interface Search {
  readonly patterns: readonly string[];
  readonly ignoreCase: boolean;
  readonly context: number;
}

/**
 * A page of the matches of `request.patterns` (any of them, literal, in any case with
 * `ignoreCase`): streams the payload once (from the end: once to count, once to keep the window),
 * keeping only the page's matches with `context` lines around each, their enclosing lines, and
 * windows of chars around matches inside long lines; renders them under the page's char budget.
 * Offsets count matches. When nothing matches, the answer says how many lines the search in any
 * case and each word of the patterns would have matched.
 *
 * @returns The page, or the message for no match or an offset past the last match.
 * @throws What the source rejects with.
 */
export async function readMatches(source: PayloadSource, request: ReadRequest & Search): Promise<string> {
  const { handle, offset, limit, fromEnd, patterns, ignoreCase, context } = request;
  const literals = patterns.filter((p) => !p.includes('\n')); // no line holds an LF
  const scanner = (from: number, to: number) =>
    new MatchScanner({ literals, ignoreCase, context, window: WINDOW_PER_CONTEXT * Math.max(1, context + 1), from, to });

  let scan: MatchScanner;
  let first: number; // the page's first match, 0-based
  if (!fromEnd) {
    scan = scanner(offset, offset + limit);
    await scanPayload(source, [scan]);
    first = offset;
  } else {
    const counted = scanner(0, 0);
    await scanPayload(source, [counted]);
    const end = counted.matches - offset;
    first = Math.max(0, end - limit);
    scan = counted.matches > offset ? scanner(first, end) : counted;
    if (scan !== counted) await scanPayload(source, [scan]);
  }
  const { matches, matchedLines, lines } = scan;
  if (matches === 0) {
    const other = await otherSearches(source, request);
    const instead = offset === 0 ? searchInstead(request, other) : undefined;
    if (instead === undefined) return noMatches(patterns, lines, ignoreCase, other);
    const page = await readMatches(source, { ...request, patterns: instead.patterns, ignoreCase: true });
    return `${shownInstead(patterns, lines, ignoreCase, instead)}\n${page}`;
  }
  if (offset >= matches) return offsetPastEnd(offset, matches, 'matches');

  // From the end, the page keeps the matches nearest its end when they do not all fit.
  let entries = scan.kept;
  const leaveOutAlike = !request.contextGiven;
  let rendered = renderMatches(entries, request.pageChars, leaveOutAlike);
  while (fromEnd && rendered.shown < entries.length) {
    entries = entries.slice(entries.length - rendered.shown);
    rendered = renderMatches(entries, request.pageChars, leaveOutAlike);
  }
  const shownFrom = fromEnd ? first + scan.kept.length - rendered.shown : first;
  const shownTo = shownFrom + rendered.shown;
  const again = {
    handle,
    pattern: patterns,
    ...(request.limitGiven ? { limit } : {}),
    ...(ignoreCase ? { ignoreCase } : {}),
    ...(request.contextGiven ? { context } : {}),
  };
  const next = fromEnd
    ? shownFrom > 0
      ? readCall({ ...again, offset: matches - shownFrom, fromEnd: true })
      : undefined
    : shownTo < matches
      ? readCall({ ...again, offset: shownTo })
      : undefined;
  return formatPage(
    rendered.body,
    matchFooter({
      first: shownFrom + 1,
      last: shownTo,
      total: matches,
      matchedLines,
      totalLines: lines,
      patterns,
      ignoreCase,
      fromEnd,
      ...(rendered.capped ? { cappedAt: request.pageChars } : {}),
      ...(rendered.leftOut > 0 ? { leftOut: rendered.leftOut, context } : {}),
      ...(next !== undefined ? { next } : {}),
    }),
  );
}

/**
 * What a search that found nothing shows instead: its patterns in any case when some line holds one
 * so (the search was case-sensitive), else the spellings of them some line holds (`refund_rounding`
 * for `refund-rounding`, `substitution` for `substitutions`), in any case; or nothing.
 */
function searchInstead(search: Search, other: OtherSearches): ShownInstead | undefined {
  const inAnyCase = (other.nearMisses ?? []).filter((miss) => search.patterns.includes(miss.text));
  const caseMatches = inAnyCase.reduce((sum, miss) => sum + (miss.matches ?? miss.lines), 0);
  if (caseMatches > 0) return caseMatches <= MOST_SHOWN_INSTEAD ? { patterns: search.patterns, spelled: false } : undefined;
  const spellings = other.spellings ?? [];
  const spelledMatches = spellings.reduce((sum, spelling) => sum + (spelling.matches ?? spelling.lines), 0);
  return spelledMatches > 0 && spelledMatches <= MOST_SHOWN_INSTEAD ? { patterns: spellings.map((s) => s.text), spelled: true } : undefined;
}

/** Matches, at most, of another search that a search that found nothing shows instead: more are only counted. */
const MOST_SHOWN_INSTEAD = 10;

/**
 * For a search that found nothing: the lines each pattern would match in any case (when the search
 * was case-sensitive), then the lines each other word of the patterns is on, in any case; and those
 * of the synonyms of its words (`termSynonyms`) and of its words joined otherwise
 * (`spellingVariants`) that some line holds; all counted in one more pass.
 */
async function otherSearches(source: PayloadSource, search: Search): Promise<OtherSearches> {
  const tries = new Map<string, string>(); // folded -> as shown
  if (!search.ignoreCase) for (const p of search.patterns) tries.set(foldCase(p), p);
  const own = new Set(search.patterns.map(foldCase));
  for (const p of search.patterns) {
    for (const [word] of p.matchAll(WORD)) if (!own.has(foldCase(word)) && !tries.has(foldCase(word))) tries.set(foldCase(word), word);
  }
  const list = [...tries].filter(([folded]) => !folded.includes('\n')).slice(0, MAX_HINTS);
  // Stems the output may use for the patterns' words (`destroy` for `deleted`), each a literal too.
  const synonyms = termSynonyms(requestWords(search.patterns.join(' '), { dismissals: false })).slice(0, MAX_HINTS);
  const spellings = [...new Set(search.patterns.flatMap(spellingVariants))].filter((s) => !own.has(s)).slice(0, MAX_HINTS);
  const literals = [...list.map(([folded]) => folded), ...synonyms, ...spellings];
  if (literals.length === 0) return {};
  const scanners = literals.map(
    (literal) => new MatchScanner({ literals: [literal], ignoreCase: true, context: 0, window: 0, from: 0, to: 0 }),
  );
  await scanPayload(source, scanners);
  const counted = (text: string, i: number) => ({ text, lines: scanners[i]!.matchedLines, matches: scanners[i]!.matches });
  const found = (texts: readonly string[], from: number) => texts.map((text, i) => counted(text, from + i)).filter((s) => s.lines > 0);
  return {
    nearMisses: list.map(([, text], i) => counted(text, i)),
    synonyms: found(synonyms, list.length),
    spellings: found(spellings, list.length + synonyms.length),
  };
}
