/**
 * What `read_tool_result` answers to a `pattern`: the matches with their line numbers and the lines
 * around them, the footer, and the one-line hint when nothing matched.
 */
import { formatCount as n } from '../text/format-count.js';
import { cutLineEnd, cutLineStart } from './preview-markers.js';
import { quoteText } from './quote.js';

/** Put between two windows of matches that are not next to each other (as `grep -C` does). */
export const MATCH_SEPARATOR = '--';

/** Put after the enclosing lines of a match (the lines above it with less indentation) when lines lie between them and the match. */
export const ANCESTRY_GAP = '... (enclosing lines above)';
/** Between a match's lines and its stack trace's root cause further down (`TraceFollower`). */
export const TRACE_ROOT_GAP = "... (the trace's root cause below)";

/** A line of a match page: `12: text`, N the 1-based line number `offset=N-1` reads. */
export function numberedLine(line: number, text: string): string {
  return `${line}: ${text}`;
}

/**
 * A window of chars around a match inside a long line: `12:1000001: ...[+999,800 chars] text ...[+999,700 chars]`,
 * with the line's 1-based number, the 1-based column of the match, and the chars left out on each side.
 */
export function windowLine(line: number, column: number, before: number, text: string, after: number): string {
  return `${line}:${column}: ${before > 0 ? cutLineStart(before) : ''}${text}${after > 0 ? cutLineEnd(after) : ''}`;
}

/** The literals of a search as a footer or a message names them: `"a"`, or `"a" or "b"`. */
export function patternList(patterns: readonly string[]): string {
  return patterns.map(quoteText).join(' or ');
}

/** What a match page showed, for its footer. */
export interface MatchFooter {
  /** 1-based numbers of the first and last match shown (0 and 0 when none was). */
  readonly first: number;
  readonly last: number;
  /** Matches in all: lines, or windows in lines longer than a page shows whole. */
  readonly total: number;
  /** Lines with a match. */
  readonly matchedLines: number;
  /** Lines in the whole payload. */
  readonly totalLines: number;
  readonly patterns: readonly string[];
  readonly ignoreCase: boolean;
  readonly fromEnd: boolean;
  /** The page was cut at this many chars (its first match alone was longer). */
  readonly cappedAt?: number;
  /** Lines around the matches left out as records like them (the table's other rows), and the context the call had. */
  readonly leftOut?: number;
  readonly context?: number;
  /** The call for the next matches, rendered by `readCall`; undefined at the end (the start, from the end). */
  readonly next?: string;
}

/**
 * Last line of a match page, e.g.
 * `[matches 1-20 of 57 for "timeout" (41 of 5,000 lines); next: read_tool_result(handle='h', offset=20, pattern="timeout")]`;
 * the share of lines is given as `(5,000 lines in all)` when each match is a line of its own.
 */
export function matchFooter(f: MatchFooter): string {
  const lines = f.matchedLines === f.total ? `${n(f.totalLines)} lines in all` : `on ${n(f.matchedLines)} of ${n(f.totalLines)} lines`;
  let text = `[matches ${n(f.first)}-${n(f.last)} of ${n(f.total)} for ${patternList(f.patterns)}${f.ignoreCase ? ' in any case' : ''} (${lines})`;
  if (f.cappedAt !== undefined) text += `; output capped at ${n(f.cappedAt)} chars`;
  if (f.leftOut !== undefined)
    text += `; ${n(f.leftOut)} ${f.leftOut === 1 ? 'line' : 'lines'} like the matches left out around them (context=${f.context ?? 0} shows them)`;
  if (f.next !== undefined) text += `; next: ${f.next}`;
  else text += f.fromEnd ? '; start of output' : '; end of output';
  return `${text}]`;
}

/** How often other searches would have matched, for a search that found nothing: lines with each, in any case. */
export interface NearMiss {
  readonly text: string;
  readonly lines: number;
  /** Matches in those lines (several on one line count apart), where counted. */
  readonly matches?: number;
}

/** What a search that found nothing reports besides itself. */
export interface OtherSearches {
  /** The patterns in any case (for a case-sensitive search), then each other word of the patterns: every count, 0 too. */
  readonly nearMisses?: readonly NearMiss[];
  /** Synonyms of the patterns' words that some line holds. */
  readonly synonyms?: readonly NearMiss[];
  /** The patterns' words joined otherwise (`refund_rounding` for `refund-rounding`) that some line holds. */
  readonly spellings?: readonly NearMiss[];
}

/** What a search that found nothing shows instead: its patterns in any case, or as the output spells them. */
export interface ShownInstead {
  readonly patterns: readonly string[];
  readonly spelled: boolean;
}

/**
 * The line over the page a search that found nothing shows instead, e.g.
 * `[Shown instead: "Refund" in any case; no line contains "Refund" (80 lines searched; literal, case-sensitive).]`,
 * `[Shown instead: "refund_rounding" (spelled otherwise); no line contains "refund-rounding" (80 lines searched; literal, any case).]`
 */
export function shownInstead(patterns: readonly string[], totalLines: number, ignoreCase: boolean, instead: ShownInstead): string {
  const how = ignoreCase ? 'literal, any case' : 'literal, case-sensitive';
  const shown = `${patternList(instead.patterns)}${instead.spelled ? ' (spelled otherwise)' : ' in any case'}`;
  return `[Shown instead: ${shown}; no line contains ${patternList(patterns)} (${n(totalLines)} lines searched; ${how}).]`;
}

/**
 * Page for a search that no line matches, one line: what was searched, the lines that the search in
 * any case and each word of the pattern would have matched, the synonyms of its words found and its
 * words joined otherwise found, e.g.
 * `[No line contains "Retry budget" (1,234 lines searched; literal, case-sensitive). In any case: "Retry budget" 0 lines, "Retry" 12, "budget" 3.]`,
 * `[No line contains "deleted" (80 lines searched; literal, any case). Synonyms found: "destroy" 1 line.]`,
 * `[No line contains "refund-rounding" (80 lines searched; literal, any case). Spelled otherwise: "refund_rounding" 2 lines.]`
 */
export function noMatches(patterns: readonly string[], totalLines: number, ignoreCase = false, other: OtherSearches = {}): string {
  const how = ignoreCase ? 'literal, any case' : 'literal, case-sensitive';
  const base = `[No line contains ${patternList(patterns)} (${n(totalLines)} lines searched; ${how}).`;
  const counts = (label: string, misses: readonly NearMiss[] = []) =>
    misses.length === 0
      ? ''
      : ` ${label}: ${misses.map((m, i) => `${quoteText(m.text)} ${n(m.lines)}${i === 0 ? (m.lines === 1 ? ' line' : ' lines') : ''}`).join(', ')}.`;
  return `${base}${counts('In any case', other.nearMisses)}${counts('Synonyms found', other.synonyms)}${counts('Spelled otherwise', other.spellings)}]`;
}
