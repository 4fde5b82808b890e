import type { CommonWordOptions } from './conjunctions.js';
import { MAX_COMMON_TERMS, rareSets } from './conjunctions.js';
import { MOST_RECORD_LINES, recordBreaks, recordStarts } from './flat-records.js';
import { requestTermPattern, termAt } from './request-terms.js';
import type { SignalLine, WordLines } from './scan-signals.js';
import { LineCursor } from './scan-signals.js';
import { charCount } from '../text/char-count.js';

/**
 * Distinct sets of common words in one record the pass counts, at most. Past this it gives up and
 * finds nothing: its memory stays bounded, and no count it gives is short.
 */
const MAX_SETS = 4096;

/**
 * The rare conjunctions of common request words in the window's flat records (`recordBreaks`:
 * runs of lines between empty lines, or items of an indented list): sets of two or more words, each
 * on more than `keep` lines, that are together in at most `keep` records (for a request whose words
 * no line holds together: the title of the one office's depot managers, whose office is on the
 * entry's next line), the rarest first, only the smallest such sets. Each record holding a set gives the line of it with the
 * most of the set's words (the first of those), which the record's other lines then come with as a
 * pick's do (`recordWords`). A record longer than `MOST_RECORD_LINES` is a section, not a record,
 * and counts for none. One pass of one regex over the window.
 */
export function recordConjunctions(text: string, options: CommonWordOptions): WordLines[] {
  const common = options.common.slice(0, MAX_COMMON_TERMS);
  if (common.length < 2) return [];
  const to = Math.min(options.to, text.length);
  const breaks = recordBreaks(text, { from: options.from, to });
  if (!breaks) return [];
  const next = recordStarts(text, breaks);
  const words = common.map((t) => options.terms[t]!);
  const pattern = requestTermPattern(words)!;
  const { keep } = options;

  // Records that hold each set (a mask over `common`), counted; each one's lines with the words, kept while at most `keep`.
  const sets = new Map<number, { count: number; held: SignalLine[][] }>();
  const at = new LineCursor(text);
  // The record being read: where it starts, the set it holds, and its lines with words.
  let recordStart = options.from;
  let nextStart = next(options.from);
  let mask = 0;
  let lines: SignalLine[] = [];
  let line: { mask: number; terms: number[]; termAt: number[] } | undefined;
  const endLine = () => {
    if (line)
      lines.push({
        line: at.line,
        start: at.start,
        end: at.end,
        at: line.termAt[0]!,
        error: false,
        terms: line.terms,
        termAt: line.termAt,
      });
    line = undefined;
  };
  const commit = (end: number): boolean => {
    endLine();
    // The lines the record spans: one more than its line breaks, counted up to the most a record has.
    const long = 1 + charCount(text, '\n', recordStart, end - 1, MOST_RECORD_LINES) > MOST_RECORD_LINES;
    if (!long && (mask & (mask - 1)) !== 0) {
      let set = sets.get(mask);
      if (!set) {
        if (sets.size === MAX_SETS) return false;
        set = { count: 0, held: [] };
        sets.set(mask, set);
      }
      set.count += 1;
      if (set.count <= keep) set.held.push(lines);
    }
    mask = 0;
    lines = [];
    recordStart = end;
    return true;
  };

  pattern.lastIndex = options.from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    const word = termAt(text, match.index, match[0], words);
    if (word === -1) continue;
    // Past the record's end: it is done, and so is each record between (with no word).
    for (; nextStart <= match.index; nextStart = next(nextStart)) if (!commit(nextStart)) return [];
    if (match.index > at.end) endLine();
    at.moveTo(match.index);
    line ??= { mask: 0, terms: [], termAt: [] };
    mask |= 1 << word;
    if ((line.mask & (1 << word)) === 0) {
      line.mask |= 1 << word;
      line.terms.push(common[word]!);
      line.termAt.push(match.index);
    }
  }
  if (!commit(Math.min(nextStart, to))) return [];

  return rareSets(sets, common, keep, (record, m) => bestLine(record, common, m));
}

/** Of a record's lines with words, the one with the most of the set `m` (a mask over `common`), the first of those. */
function bestLine(record: readonly SignalLine[], common: readonly number[], m: number): SignalLine {
  const inSet = (l: SignalLine) => l.terms.filter((t) => (m & (1 << common.indexOf(t))) !== 0).length;
  return record.reduce((best, l) => (inSet(l) > inSet(best) ? l : best));
}
