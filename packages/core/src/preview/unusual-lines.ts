import { MAX_COMMON_TERMS } from './conjunctions.js';
import type { CommonWordOptions } from './conjunctions.js';
import { requestTermPattern, termAt } from './request-terms.js';
import { LineCursor } from './scan-signals.js';
import type { SignalLine, WordLines } from './scan-signals.js';

/**
 * Chars of a word's lines the pass reads, at most: past this it finds nothing, since a count over
 * part of them would call lines unusual that are not.
 */
const MAX_LINE_CHARS = 1_000_000;
/** Distinct words counted on those lines, at most: past this they are too varied for one to stand out. */
const MAX_WORDS = 20_000;
/** A word on at most this many of the lines is rare among them. */
const RARE_ON = 2;
/** Runs of 3 or more ASCII letters: the words a line is told apart by (ids and numbers are not). */
const LETTERS = /[A-Za-z]{3,}/g;

/**
 * The unusual lines of the most specific common request word: of the word on the fewest lines (more
 * than `keep`), the lines that hold a word found on at most `RARE_ON` of its lines, when those are at
 * most `keep`. `shard-11 ... note=checksum mismatch on sst 000812, file quarantined` among 1,250
 * lines of `shard-11 compaction level=N files=N took=Nms`. Lines whose words vary (prose, names)
 * have too many such lines, and give none. Two regex passes over the window and one over the
 * word's lines (at most `MAX_LINE_CHARS` chars of them).
 */
export function unusualLines(text: string, options: CommonWordOptions): WordLines[] {
  const common = options.common.slice(0, MAX_COMMON_TERMS);
  if (common.length === 0) return [];
  const words = common.map((t) => options.terms[t]!);
  const { keep } = options;
  const counts = linesOfEach(text, words, options);
  let w = -1;
  counts.forEach((count, i) => {
    if (count > keep && (w === -1 || count < counts[w]!)) w = i;
  });
  if (w === -1) return [];

  // The word's lines, and on how many of them each word of theirs is.
  const lines: SignalLine[] = [];
  const seen = new Map<string, number>();
  let chars = 0;
  for (const line of linesOf(text, words[w]!, common[w]!, options)) {
    chars += line.end - line.start;
    if (chars > MAX_LINE_CHARS) return [];
    lines.push(line);
    for (const word of wordsOn(text, line)) seen.set(word, (seen.get(word) ?? 0) + 1);
    if (seen.size > MAX_WORDS) return [];
  }
  const unusual = lines.filter((line) => [...wordsOn(text, line)].some((word) => seen.get(word)! <= RARE_ON));
  return unusual.length > 0 && unusual.length <= keep ? [{ kind: 'unusual-line', terms: [common[w]!], lines: unusual }] : [];
}

/** On how many lines of the window each of `words` is. */
function linesOfEach(text: string, words: readonly string[], window: CommonWordOptions): number[] {
  const counts = words.map(() => 0);
  const pattern = requestTermPattern(words)!;
  const to = Math.min(window.to, text.length);
  const at = new LineCursor(text);
  let onLine = 0;
  pattern.lastIndex = window.from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    const word = termAt(text, match.index, match[0], words);
    if (word === -1) continue;
    if (at.moveTo(match.index)) onLine = 0;
    if ((onLine & (1 << word)) !== 0) continue;
    onLine |= 1 << word;
    counts[word]! += 1;
  }
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

/** The distinct words (`LETTERS`, lower-cased) of a line. */
function wordsOn(text: string, line: Pick<SignalLine, 'start' | 'end'>): Set<string> {
  const found = new Set<string>();
  LETTERS.lastIndex = line.start;
  for (let match = LETTERS.exec(text); match !== null && match.index < line.end; match = LETTERS.exec(text)) {
    found.add(match[0].toLowerCase());
  }
  return found;
}
