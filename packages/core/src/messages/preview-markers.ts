/**
 * Markers in the preview of a spill notice: omissions, picked lines and why they were picked, the
 * body of a binary payload, and the boundaries between the joined parts of a content result.
 */
import { formatCount as n } from '../text/format-count.js';

/** Put between the head and the tail of a spill preview. */
export function previewOmission(omitted: number): string {
  return `\n...[${n(omitted)} chars omitted]...\n`;
}

/**
 * Why a salient preview picked lines: one signal, with the lines shown and the lines that have it,
 * and for a request word with more matches than lines, its matches: `"ord-1" (1 of 1 lines, 40 matches)`.
 * Request words that are rare only together name the lines that hold them all: `"api/export" and "503" (1 of 1)`;
 * common request words used unlike on their usual lines name those lines: `an unusual use of "job" and "memory" (1 of 1)`;
 * the lines of a common request word unlike its others, that word: `an unusual line with "shard 11" (1 of 1)`;
 * lines unlike all the others of the output: `an unusual line (1 of 1)`; lines with a number unlike
 * its peers beside the others: `a number unlike its peers (1 of 1)`.
 */
export interface PreviewReason {
  /** `'error'` for an error signal, `'odd-number'` for a number unlike its peers, a request word, request words together, request words used unusually, or a request word's unusual lines. */
  readonly signal:
    | 'error'
    | 'odd-number'
    | { readonly word: string }
    | { readonly words: readonly string[] }
    | { readonly unusual: readonly string[] }
    | { readonly unusualLine: readonly string[] };
  readonly shown: number;
  /** Lines that have it. */
  readonly total: number;
  /** Matches of a request word, when it has more than one on some line. */
  readonly matches?: number;
}

/** Most reasons a preview marker lists. */
const MAX_REASONS = 4;

/** One reason as a marker lists it: `an error signal (2 of 6)`, `"ord-1" (1 of 1 lines, 40 matches)`. */
export function reasonText(r: PreviewReason): string {
  const what =
    r.signal === 'error'
      ? 'an error signal'
      : r.signal === 'odd-number'
        ? 'a number unlike its peers'
        : 'word' in r.signal
          ? JSON.stringify(r.signal.word)
          : 'words' in r.signal
            ? r.signal.words.map((w) => JSON.stringify(w)).join(' and ')
            : 'unusual' in r.signal
              ? `an unusual use of ${r.signal.unusual.map((w) => JSON.stringify(w)).join(' and ')}`
              : `an unusual line${r.signal.unusualLine.map((w) => ` with ${JSON.stringify(w)}`).join('')}`;
  const matches = r.matches !== undefined && r.matches > r.total ? ` lines, ${n(r.matches)} matches` : '';
  return `${what} (${n(r.shown)} of ${n(r.total)}${matches})`;
}

function reasonList(reasons: readonly PreviewReason[]): string {
  const listed: string[] = [];
  let chars = 0;
  for (const reason of reasons.slice(0, MAX_REASONS)) {
    const text = reasonText(reason);
    if (listed.length > 0 && chars + 2 + text.length > MOST_REASON_CHARS) break;
    listed.push(text);
    chars += text.length + 2;
  }
  return `${listed.join(', ')}${reasons.length > listed.length ? ', ...' : ''}`;
}

/** Chars the reasons a marker lists take, at most, with their separators, unless it lists one: the rest are left to `...`. */
const MOST_REASON_CHARS = 160;

/**
 * `reasons` in the order whose list (`reasonList`) is the longest any order of them gives: the one
 * longest reason alone, or the set of up to `MAX_REASONS` whose texts and separators fill the most
 * of `MOST_REASON_CHARS`, then the rest (which the list leaves to `...`). Longest first is not that
 * order: two long reasons may leave no room for a third where three shorter ones fit.
 */
export function longestListed(reasons: readonly PreviewReason[]): PreviewReason[] {
  const sizes = reasons.map((r) => reasonText(r).length + 2);
  // When they all fit, every order lists them all.
  if (reasons.length <= MAX_REASONS && sizes.reduce((sum, size) => sum + size, 0) <= MOST_REASON_CHARS) return [...reasons];
  // best[k][c]: the indexes of k reasons whose sizes sum to c, if any set does.
  const best: (number[] | undefined)[][] = Array.from({ length: MAX_REASONS + 1 }, () => []);
  best[0]![0] = [];
  sizes.forEach((size, i) => {
    for (let k = MAX_REASONS - 1; k >= 0; k--)
      for (let c = MOST_REASON_CHARS - size; c >= 0; c--) {
        const set = best[k]![c];
        if (set && !best[k + 1]![c + size]) best[k + 1]![c + size] = [...set, i];
      }
  });
  let chosen: number[] = [];
  let most = 0;
  for (const row of best)
    row.forEach((set, chars) => {
      if (set && chars > most) [chosen, most] = [set, chars];
    });
  const longest = sizes.reduce((at, size, i) => (size > (sizes[at] ?? -1) ? i : at), -1);
  if (longest !== -1 && sizes[longest]! > most) chosen = [longest];
  return [...chosen.map((i) => reasons[i]!), ...reasons.filter((_, i) => !chosen.includes(i))];
}

/**
 * Put between the head and the picked lines (or the tail) of a salient preview, e.g.
 * `...[2,998,123 chars (40,001 lines) omitted; 6 of their lines follow, each after its line number N
 * (read around one with offset=N-5, limit=10), picked for an error signal (6 of 6), "ord-48213" (2 of 2)]...`
 * (one line; the line count is left out when no whole line is omitted). `reasons` lists the
 * signals found, with lines shown of lines that have it; with no line shown and no signal found it
 * says so, naming the request when there was one. `beside`: lines shown near the picked ones
 * (`6 of their lines follow with 4 near them, each ...`).
 */
export function salientOmission(
  chars: number,
  lines: number,
  shown: number,
  reasons: readonly PreviewReason[],
  requested: boolean,
  beside = 0,
): string {
  const omitted = `${n(chars)} chars${lines > 0 ? ` (${n(lines)} lines)` : ''} omitted`;
  if (shown > 0) {
    const next = beside > 0 ? ` with ${n(beside)} near ${shown === 1 ? 'it' : 'them'}` : '';
    const follow =
      shown === 1
        ? `1 of their lines follows${next}, ${beside > 0 ? 'each ' : ''}after its line number N (read around it`
        : `${n(shown)} of their lines follow${next}, each after its line number N (read around one`;
    return `...[${omitted}; ${follow} with offset=N-5, limit=10), picked for ${reasonList(reasons)}]...`;
  }
  if (reasons.length > 0) return `...[${omitted}; none of their lines fits here: ${reasonList(reasons)}]...`;
  return `...[${omitted}; none has an error signal${requested ? ' or a rare word of the request' : ''}]...`;
}

/** Put between the picked lines and the tail of a salient preview. */
export const SALIENT_TAIL = '...[last lines]...';

/**
 * Put after the first records of a records preview (`first` of them shown), e.g. `...[5,998 more
 * records; 1 follows, after its line number, for "ord-48213" (1 of 1)]...`.
 */
export function recordsOmission(more: number, first: number, shown: number, reasons: readonly PreviewReason[], requested: boolean): string {
  const rest = `${n(more)} ${first > 0 ? 'more ' : ''}records`;
  if (shown > 0) {
    const follow = shown === 1 ? '1 follows, after its line number' : `${n(shown)} follow, each after its line number`;
    return `...[${rest}; ${follow}, for ${reasonList(reasons)}]...`;
  }
  if (reasons.length > 0) return `...[${rest}; none of those matching the request fits here: ${reasonList(reasons)}]...`;
  return `...[${rest}${requested ? '; none has a rare word of the request' : ''}]...`;
}

/** A line picked for a preview, after its 1-based line number: `4213: <line>`. */
export function pickedLine(line: number, text: string): string {
  return `${line}: ${text}`;
}

/** Stands for the part of a long picked line left out before what is shown: `...[+1,234 chars] `. */
export function cutLineStart(skipped: number): string {
  return `...[+${n(skipped)} chars] `;
}

/** Stands for the part of a long picked line left out after what is shown: ` ...[+1,234 chars]`. */
export function cutLineEnd(rest: number): string {
  return ` ...[+${n(rest)} chars]`;
}

/** Body of a spill notice for a binary payload, which has no text preview: `<20,000 bytes of binary data (image/png)>`. */
export function binaryPreview(bytes: number, mediaType?: string): string {
  return `<${n(bytes)} bytes of binary data${mediaType === undefined ? '' : ` (${mediaType})`}>`;
}

/**
 * The line put before each text part after the first when the text parts of a content result (an
 * MCP result) are joined to be measured, reduced and spilled: `[content part 3 of 4]`, K the part's
 * 1-based place among all N parts (media parts included).
 */
export function contentPartBoundary(index: number, total: number): string {
  return `[content part ${n(index)} of ${n(total)}]`;
}
