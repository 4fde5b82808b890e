import { MAX_COMMON_TERMS } from './conjunctions.js';
import type { CommonWordOptions } from './conjunctions.js';
import { requestTermPattern, termAt } from './request-terms.js';
import { LineCursor } from './scan-signals.js';
import type { SignalLine, WordLines } from './scan-signals.js';

/** Chars after a word that tell its uses apart: `memory peak 34% of` from `memory limit 2Gi reached`. */
const USE_CHARS = 12;
/**
 * Most uses a common word may have for one of them to stand out. A word used more ways (in prose,
 * or before ids) has no usual use, so none of its uses is unusual, and it is looked for no more.
 */
const MAX_USES = 16;

/**
 * How a word is used: the `USE_CHARS` chars on its line from `from`, read forward (`step` 1: after
 * the word it is in, so `passwordauthentication yes` and `passwordauthentication no` are two uses of
 * `password`) or backward (`step` -1: before it, so `- locked <0x…>` and `- waiting to lock <0x…>`
 * are two uses of the address), letters in lower case and each run of digits as one `0` (that counts
 * as one char, so `rows_in=4 rows_out` and `rows_in=96510 rows_out` are one use), as a 32-bit FNV-1a
 * hash (no string is built; two of a word's at most 16 uses share a hash with a chance under 1 in 30
 * million).
 */
function useFrom(text: string, from: number, step: 1 | -1): number {
  let hash = 0x811c9dc5;
  let digits = false;
  let taken = 0;
  for (let i = from; i >= 0 && i < text.length && taken < USE_CHARS; i += step) {
    let code = text.charCodeAt(i);
    if (code === 10) break;
    if (code >= 48 && code <= 57) {
      if (digits) continue;
      digits = true;
      code = 48;
    } else {
      digits = false;
      if (code >= 65 && code <= 90) code += 32;
    }
    hash = Math.imul(hash ^ code, 0x01000193);
    taken += 1;
  }
  return hash;
}

/** Where the word a match ends inside ends: past the letters, digits and `_` that follow it (`authentication` after `password`). */
function wordEnd(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95)) break;
  }
  return i;
}

/**
 * The unusual uses of common request words: for each word on more than `keep` lines that is used in
 * at most `MAX_USES` ways (told apart by the chars after it, or with `before` by those before it), the lines where it is used in a way
 * that is on at most `keep` lines while another way is on more; the rarest first. `job=nightly-reindex`
 * among `job=` and five usual names, `memory limit 2Gi reached` among `memory peak N% of limit`. Each
 * line counts a word's first use on it. One pass of one regex over the window, which stops once
 * every word is used in too many ways.
 */
export function unusualUses(text: string, options: CommonWordOptions & { readonly before?: boolean }): WordLines[] {
  const common = options.common.slice(0, MAX_COMMON_TERMS);
  if (common.length === 0) return [];
  const words = common.map((t) => options.terms[t]!);
  let pattern = requestTermPattern(words);
  const to = Math.min(options.to, text.length);
  const { keep } = options;

  // Each word's uses, counted, with their lines while at most `keep`; undefined once it has too many.
  const uses: (Map<number, { count: number; lines: SignalLine[] }> | undefined)[] = common.map(() => new Map());
  const at = new LineCursor(text);
  let seen = 0;
  pattern!.lastIndex = options.from;
  for (let match = pattern!.exec(text); match !== null && match.index < to; match = pattern!.exec(text)) {
    const word = termAt(text, match.index, match[0], words);
    if (word === -1) continue;
    if (at.moveTo(match.index)) seen = 0;
    const byUse = uses[word];
    if (!byUse || (seen & (1 << word)) !== 0) continue;
    seen |= 1 << word;
    const use = options.before ? useFrom(text, match.index - 1, -1) : useFrom(text, wordEnd(text, match.index + match[0].length), 1);
    let found = byUse.get(use);
    if (!found) {
      if (byUse.size === MAX_USES) {
        uses[word] = undefined;
        const live = words.filter((_, w) => uses[w] !== undefined);
        if (live.length === 0) return [];
        // The word is looked for no more: the pass speeds up. Indexes stay those of `words`.
        const lastIndex = pattern!.lastIndex;
        pattern = requestTermPattern(live);
        pattern!.lastIndex = lastIndex;
        continue;
      }
      found = { count: 0, lines: [] };
      byUse.set(use, found);
    }
    found.count += 1;
    if (found.count <= keep) {
      const { line, start, end } = at;
      found.lines.push({ line, start, end, at: match.index, error: false, terms: [common[word]!], termAt: [match.index] });
    }
  }

  // One entry for the uses of several words on the same lines (`job=nightly-reindex ... memory limit`).
  const byLines = new Map<string, SignalLine[]>();
  uses.forEach((byUse, w) => {
    if (!byUse || ![...byUse.values()].some((u) => u.count > keep)) return;
    for (const u of byUse.values()) {
      if (u.count > keep) continue;
      const key = u.lines.map((l) => l.line).join(',');
      const same = byLines.get(key);
      byLines.set(
        key,
        same
          ? same.map((l, i) => ({
              ...l,
              at: Math.min(l.at, u.lines[i]!.at),
              terms: [...l.terms, common[w]!],
              termAt: [...l.termAt, u.lines[i]!.at],
            }))
          : u.lines,
      );
    }
  });
  return [...byLines.values()]
    .map((lines) => ({ kind: 'unusual' as const, terms: lines[0]!.terms, lines }))
    .sort((a, b) => a.lines.length - b.lines.length || a.lines[0]!.line - b.lines[0]!.line);
}
