import { requestTermPattern, termAt } from './request-terms.js';
import { LineCursor } from './scan-signals.js';

/**
 * Calls `visit` once for each line of `[from, to)` that holds each of `words` (request terms, at
 * most 30): with the word's index, the line (a cursor on it) and where the word's first match on it
 * starts. One pass of one regex (`requestTermPattern`) over the window; a match `termAt` rejects
 * (inside a word) is no match.
 */
export function forEachWordLine(
  text: string,
  words: readonly string[],
  window: { readonly from: number; readonly to: number },
  visit: (word: number, line: LineCursor, at: number) => void,
): void {
  const pattern = requestTermPattern(words);
  if (!pattern) return;
  const to = Math.min(window.to, text.length);
  const line = new LineCursor(text);
  // The words seen on the line the cursor is on, a bit each.
  let seen = 0;
  pattern.lastIndex = window.from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    const word = termAt(text, match.index, match[0], words);
    if (word === -1) continue;
    if (line.moveTo(match.index)) seen = 0;
    if ((seen & (1 << word)) !== 0) continue;
    seen |= 1 << word;
    visit(word, line, match.index);
  }
}
