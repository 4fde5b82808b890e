import { MAX_COMMON_TERMS } from './conjunctions.js';
import type { CommonWordOptions } from './conjunctions.js';
import { requestTermPattern, termAt } from './request-terms.js';
import { LineCursor } from './scan-signals.js';
import type { SignalLine, WordLines } from './scan-signals.js';
import { farValuesAndSpikes } from './far-values.js';
import { numberedLines } from './line-numbers.js';
import { oddNumbers } from './odd-numbers.js';
import { forEachWordLine } from './word-on-lines.js';
import { pairOutliers, unusualValues } from './unusual-values.js';

/**
 * Chars of lines the passes read, at most (about 26 ms a MB for both over all lines): past this
 * they find nothing, since a count over part of them would call lines unusual that are not.
 */
const MAX_LINE_CHARS = 4_000_000;
/** Distinct words counted on those lines, at most: past this they are too varied for one to stand out. */
const MAX_WORDS = 20_000;
/** A word on at most this many of the lines is rare among them. */
const RARE_ON = 2;
/** Shortest run of letters that counts as a word. */
const MIN_WORD = 3;

/**
 * The window of a payload lines are read in (char offsets), the most lines found kept, and the
 * window's lines when the caller reads them once for several passes (else each pass reads them).
 */
export type WindowSpan = Pick<CommonWordOptions, 'from' | 'to' | 'keep'> & { readonly lines?: () => readonly SignalLine[] };

/** Options of `unusualLines`. */
export interface UnusualLineOptions extends CommonWordOptions {
  /** The window's lines, when the caller has them (else read here, `windowLines`). */
  readonly lines?: () => readonly SignalLine[];
  /** With no unusual line of a request word, look at all the lines of the window. */
  readonly anyLine: boolean;
  /** The window's lines with a number unlike its peers, when the caller has them (else `oddNumberLines`). */
  readonly oddNumbers?: () => WordLines[];
}

/**
 * The unusual lines of the most specific common request word: of the word on the fewest lines (more
 * than `keep`), the lines that hold a word found on at most `RARE_ON` of its lines, when those are at
 * most `keep`. `shard-11 ... note=checksum mismatch on sst 000812, file quarantined` among 1,250
 * lines of `shard-11 compaction level=N files=N took=Nms`. Found with them, as lines of their own
 * given first, the other lines of the window holding a rare value in a column of kinds
 * (`unusualValues`). With none (or no common word) and
 * `anyLine`, the same of all the lines of the window: `dial tcp ...: connection refused` among
 * 15,000 lines of `probe <host> ok rtt=Nms`, with those holding a number unlike its peers'
 * (`oddNumbers`) first, as a group of their own. Lines whose words vary (prose, names) have too many
 * such lines, and give none. A regex pass over the window counts the common words' lines, one more
 * finds the chosen word's, and two passes read the words of those lines (or of all the lines), at
 * most `MAX_LINE_CHARS` chars of them.
 */
export function unusualLines(text: string, options: UnusualLineOptions): WordLines[] {
  const common = options.common.slice(0, MAX_COMMON_TERMS);
  const words = common.map((t) => options.terms[t]!);
  const { keep } = options;
  const counts = common.length > 0 ? linesOfEach(text, words, options) : [];
  let w = -1;
  counts.forEach((count, i) => {
    if (count > keep && (w === -1 || count < counts[w]!)) w = i;
  });
  const ofWord = w === -1 ? [] : unlikeTheRest(text, linesOf(text, words[w]!, common[w]!, options), keep);
  if (ofWord.length > 0) {
    // With them, the lines holding a rare value in a column of kinds, as lines of their own (fewer,
    // so rarer): the one glucose meter set to `mg/dL`, beside the meters `in repair` or `lost`.
    const all = linesOfWindow(text, options);
    const shown = new Set(ofWord.map((l) => l.line));
    const rare = (all.length === 0 ? [] : unusualValues(text, { lines: all, keep })).filter((l) => !shown.has(l.line));
    return [
      ...(rare.length > 0 ? [{ kind: 'unusual-line' as const, terms: [], lines: rare }] : []),
      { kind: 'unusual-line', terms: [common[w]!], lines: ofWord },
    ];
  }
  if (!options.anyLine) return [];
  // No request word's lines have one: the lines of the window unlike all the others, with those
  // holding a rare value in a column of kinds or a number unlike its peers, those among repeats
  // first. The window's lines are read once for the passes, and not at all past MAX_LINE_CHARS.
  const lines = linesOfWindow(text, options);
  if (lines.length === 0) return [];
  const ofAll = unlikeTheRest(text, lines, keep);
  const odd = options.oddNumbers?.() ?? oddNumberLines(text, options);
  const rareValues = byLine([...unusualValues(text, { lines, keep }), ...odd.flatMap((found) => found.lines)]);
  const both = byLine([...ofAll, ...rareValues]);
  const found = amongRepeats(both.length <= keep ? both : rareValues, { first: lines[0]!.line, last: lines.at(-1)!.line });
  if (found.length === 0) return [];
  // A number unlike its peers' says more than a line unlike the others: its lines come first, as a group of their own.
  const oddLines = new Set(odd.flatMap((o) => o.lines.map((l) => l.line)));
  // Each group of them apart (the far values apart from the spikes), so that a group of one stays as rare as it is,
  // also when they are all that is found: the rent ten times the others' beside ten houses' odd service charges.
  const numbers = odd
    .map((group) => ({ ...group, lines: found.filter((l) => group.lines.some((g) => g.line === l.line)) }))
    .filter((group) => group.lines.length > 0);
  const rest = found.filter((l) => !oddLines.has(l.line));
  return numbers.length > 0
    ? [...numbers, ...(rest.length > 0 ? [{ kind: 'unusual-line' as const, terms: [], lines: rest }] : [])]
    : [{ kind: 'unusual-line', terms: [], lines: found }];
}

/** `lines` in order, each once. */
function byLine(lines: readonly SignalLine[]): SignalLine[] {
  return [...new Map(lines.map((line) => [line.line, line])).values()].sort((a, b) => a.line - b.line);
}

/**
 * The lines of the window holding a number unlike its peers (`oddNumbers`), or with none, a value
 * far from the rest of its place and then a value that jumps and comes straight back
 * (`farValuesAndSpikes`), each kind a group of its own, or none. With `withFar` (the request asks
 * what stands out), those come after the numbers unlike their peers too: the one domestic meter
 * point whose annual quantity is 598,210 kWh among thousands near 13,000 is what is asked, beside a
 * meter unlike its peers on lines alike.
 */
export function oddNumberLines(text: string, window: WindowSpan, withFar = false): WordLines[] {
  const lines = linesOfWindow(text, window);
  // Read for their numbers once, for both passes.
  const numbered = lines.length === 0 ? undefined : numberedLines(text, lines);
  if (numbered === undefined) return [];
  const odd = oddNumbers(text, { lines, keep: window.keep, numbered });
  if (odd.length > 0 && !withFar) return [{ kind: 'odd-number', terms: [], lines: odd }];
  const oddLines = new Set(odd.map((l) => l.line));
  const found = farValuesAndSpikes(text, { lines, keep: window.keep, numbered });
  // The far values, then the spikes, each a group of their own (so that a group of one stays as rare as it is).
  return [
    { kind: 'odd-number' as const, terms: [], lines: odd },
    ...[found.far, found.named, found.spikes].map((far) => ({
      kind: 'odd-number' as const,
      terms: [],
      lines: far.filter((l) => !oddLines.has(l.line)),
      far: true,
    })),
  ].filter((group) => group.lines.length > 0);
}

/** Lines on each side of an unusual line looked at to tell an odd line among repeats from a part of a preamble. */
const AROUND = 10;
/** Share of those lines that must be usual for an unusual line to stand among repeats. */
const AMONG_REPEATS = 0.75;
/** Lines from one that stands among repeats within which an unusual line goes with it (its detail lines). */
const WITH_IT = 2;

/**
 * Of the unusual lines of the window (lines `first` to `last`), those that stand among repeats (at
 * least 3 in 4 of the lines within `AROUND` of them are usual) and the unusual lines within
 * `WITH_IT` lines of one: the `Seq Scan` of a query plan with its `Filter` line among 2,000
 * `Index Scan`s, not the plan's header lines above them, each unlike the rest too. All of them when
 * none stands among repeats (a block of odd lines together).
 */
function amongRepeats(lines: readonly SignalLine[], window: { readonly first: number; readonly last: number }): SignalLine[] {
  const odd = new Set(lines.map((line) => line.line));
  const standing = lines.filter(({ line }) => {
    const from = Math.max(window.first, line - AROUND);
    const to = Math.min(window.last, line + AROUND);
    let usual = 0;
    for (let n = from; n <= to; n++) if (n !== line && !odd.has(n)) usual += 1;
    return usual >= AMONG_REPEATS * 2 * AROUND;
  });
  if (standing.length === 0) return [...lines];
  return lines.filter(({ line }) => standing.some((s) => Math.abs(s.line - line) <= WITH_IT));
}

/**
 * Of `lines`, those holding a word found on at most `RARE_ON` of them, when they are at most
 * `keep` (else none, as for lines past `MAX_LINE_CHARS` chars or `MAX_WORDS` distinct words).
 */
function unlikeTheRest(text: string, lines: Iterable<SignalLine>, keep: number): SignalLine[] {
  const kept: SignalLine[] = [];
  // By a word's hash: on how many lines it is, and the last one (a word twice on a line counts once).
  const seen = new Map<number, { lines: number; last: number }>();
  let current = 0;
  const count = (word: number) => {
    const known = seen.get(word);
    if (!known) seen.set(word, { lines: 1, last: current });
    else if (known.last !== current) {
      known.lines += 1;
      known.last = current;
    }
  };
  let chars = 0;
  for (const line of lines) {
    chars += line.end - line.start;
    if (chars > MAX_LINE_CHARS) return [];
    kept.push(line);
    current = line.line;
    forEachWord(text, line.start, line.end, count);
    if (seen.size > MAX_WORDS) return [];
  }
  let rare = false;
  const check = (word: number) => {
    if (seen.get(word)!.lines <= RARE_ON) rare = true;
  };
  const unusual = kept.filter((line) => {
    rare = false;
    forEachWord(text, line.start, line.end, check);
    return rare;
  });
  return unusual.length <= keep ? unusual : [];
}

/**
 * The lines of the window holding a value unlike the others of its name among the pairs of its lines
 * (`pairOutliers`: the one job whose `TIMEZONE` is not the `GMT` of 200), as one group.
 */
export function rarePairLines(text: string, window: WindowSpan): WordLines[] {
  const lines = linesOfWindow(text, window);
  const found = lines.length === 0 ? [] : pairOutliers(text, lines, window.keep);
  return found.length > 0 ? [{ kind: 'unusual-line', terms: [], lines: found }] : [];
}

/** The window's lines as the caller read them (`window.lines`), else `windowLines`. */
function linesOfWindow(text: string, window: WindowSpan): readonly SignalLine[] {
  return window.lines?.() ?? windowLines(text, window);
}

/** The whole lines of the window, in order; none when they hold over `MAX_LINE_CHARS` chars (the passes over them would give up). */
export function windowLines(text: string, window: WindowSpan): SignalLine[] {
  const to = Math.min(window.to, text.length);
  const at = new LineCursor(text);
  const lines: SignalLine[] = [];
  let chars = 0;
  let index = window.from === 0 ? 0 : text.indexOf('\n', window.from - 1) + 1;
  if (index === 0 && window.from > 0) return lines;
  while (index < to) {
    at.moveTo(index);
    if (at.end > to) break;
    chars += at.end - at.start;
    if (chars > MAX_LINE_CHARS) return [];
    lines.push({ line: at.line, start: at.start, end: at.end, at: at.start, error: false, terms: [], termAt: [] });
    index = at.end + 1;
  }
  return lines;
}

/** On how many lines of the window each of `words` is. */
function linesOfEach(text: string, words: readonly string[], window: CommonWordOptions): number[] {
  const counts = words.map(() => 0);
  forEachWordLine(text, words, window, (word) => {
    counts[word]! += 1;
  });
  return counts;
}

/** The lines of the window that hold `word` (term index `term`), in order. */
function* linesOf(text: string, word: string, term: number, window: CommonWordOptions): Generator<SignalLine> {
  const pattern = requestTermPattern([word])!;
  const to = Math.min(window.to, text.length);
  const at = new LineCursor(text);
  pattern.lastIndex = window.from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    if (termAt(text, match.index, match[0], [word]) === -1 || !at.moveTo(match.index)) continue;
    yield { line: at.line, start: at.start, end: at.end, at: match.index, error: false, terms: [term], termAt: [match.index] };
  }
}

/**
 * Calls `each` with every run of 3 or more ASCII letters in `[start, end)` of `text` (the words a
 * line is told apart by; ids and numbers are not), as a 30-bit FNV-1a hash of it lower-cased (a small
 * integer, which a Map keys fast): a rare word shares one with another of the `MAX_WORDS` with a
 * chance under 1 in 50,000. No string is made.
 */
function forEachWord(text: string, start: number, end: number, each: (word: number) => void): void {
  let length = 0;
  let hash = 0;
  for (let i = start; i <= end; i++) {
    let code = i < end ? text.charCodeAt(i) : 0;
    if (code >= 65 && code <= 90) code += 32;
    if (code >= 97 && code <= 122) {
      if (length === 0) hash = 0x811c9dc5;
      hash = Math.imul(hash ^ code, 0x01000193);
      length += 1;
      continue;
    }
    if (length >= MIN_WORD) each(hash & 0x3fffffff);
    length = 0;
  }
}
