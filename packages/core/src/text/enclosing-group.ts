/**
 * The bracketed group a place in a long line sits in: the object, list or tuple (`{...}`, `[...]`,
 * `(...)`) of minified code, one-line JSON or a SQL `VALUES` list that holds a match, so that a window
 * around the match can show the record it belongs to whole.
 */

const OPENERS = '([{';
const CLOSERS = ')]}';

/** A span `[start, end)` of a text. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The widest bracketed group of `text` that holds `at` and is at most `most` chars long, within
 * `[from, to)`, or undefined when none is. Brackets inside quotes count as any others: where they do
 * not balance (a `)` closing a `{`), the search stops at the group found so far.
 */
export function enclosingGroup(text: string, at: number, from: number, to: number, most: number): Span | undefined {
  let found: Span | undefined;
  let start = at;
  let end = at;
  for (;;) {
    const open = openerBefore(text, start, Math.max(from, end - most));
    if (open === undefined) return found;
    const close = closerAfter(text, end, Math.min(to, open + most), OPENERS.indexOf(text[open]!));
    if (close === undefined) return found;
    found = { start: open, end: close + 1 };
    start = open;
    end = close + 1;
  }
}

/**
 * Where a window of `width` chars that starts at `start` starts once moved, as little as it must,
 * to show `group` whole (which is at most `width` chars long).
 */
export function moveToShow(start: number, width: number, group: Span): number {
  return Math.min(Math.max(start, group.end - width), group.start);
}

/** The opener of `[lowest, before)` that no closer after it in that span matches, scanning back; undefined at a mismatch. */
function openerBefore(text: string, before: number, lowest: number): number | undefined {
  const closed: number[] = [];
  for (let i = before - 1; i >= lowest; i--) {
    const c = text[i]!;
    const closer = CLOSERS.indexOf(c);
    if (closer >= 0) {
      closed.push(closer);
      continue;
    }
    const opener = OPENERS.indexOf(c);
    if (opener < 0) continue;
    if (closed.length === 0) return i;
    if (closed.pop() !== opener) return undefined;
  }
  return undefined;
}

/** The closer of kind `kind` in `[after, below)` that closes what is open at `after`, scanning on; undefined at a mismatch. */
function closerAfter(text: string, after: number, below: number, kind: number): number | undefined {
  const opened: number[] = [];
  for (let i = after; i < below; i++) {
    const c = text[i]!;
    const opener = OPENERS.indexOf(c);
    if (opener >= 0) {
      opened.push(opener);
      continue;
    }
    const closer = CLOSERS.indexOf(c);
    if (closer < 0) continue;
    if (opened.length === 0) return closer === kind ? i : undefined;
    if (opened.pop() !== closer) return undefined;
  }
  return undefined;
}
