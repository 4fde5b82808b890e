import { safeHead } from '../text/code-point-boundary.js';
import { ANCESTRY_GAP, MATCH_SEPARATOR, numberedLine, TRACE_ROOT_GAP, windowLine } from '../messages/index.js';
import { lineKind } from '../preview/line-shape.js';
import { opensWithTime } from '../text/opens-with-time.js';
import type { MatchEntry, ShownLine } from './match-scanner.js';

/** A page of matches as rendered: its body, how many matches it shows, whether its first match was cut to fit, and the lines of their context left out as records like them. */
export interface RenderedMatches {
  readonly body: string;
  readonly shown: number;
  readonly capped: boolean;
  readonly leftOut: number;
}

/**
 * Renders matches under a char budget, as `grep -n -C` would: each line after its 1-based number,
 * the lines around a match with it, windows that touch or overlap merged, `--` between the rest.
 * A window in indented text is preceded by its enclosing lines not shown yet, and `ANCESTRY_GAP`
 * when lines lie between them and it. A window inside a long line shows its line and column. The
 * first match is always shown, cut to the budget if it alone is longer; the others only whole. A
 * match that starts a stack trace is followed by its root cause (`MatchEntry.root`), past
 * `TRACE_ROOT_GAP` when lines lie between, unless a later match on the page comes first.
 * With `leaveOutAlike` (the call gave no context), the lines around a match of its own kind
 * (`lineKind`: the table's other rows, an element's siblings of its tag) are left out, and counted,
 * unless the match `opensWithTime` (a log's lines around one are what led to it and followed).
 */
export function renderMatches(entries: readonly MatchEntry[], pageChars: number, leaveOutAlike = false): RenderedMatches {
  const parts: string[] = [];
  const shownLines = new Set<number>();
  let used = 0;
  let lastLine = -2;
  let shown = 0;
  const leftOut = new Set<number>();
  for (const [i, entry] of entries.entries()) {
    // Lines past the next match are that match's to show, before or after it.
    const nextMatch = entries[i + 1]?.line ?? Infinity;
    const lines: string[] = [];
    const numbers: number[] = [];
    const add = (line: ShownLine) => {
      if (shownLines.has(line.line) || numbers.includes(line.line)) return;
      lines.push(numberedLine(line.line + 1, line.text));
      numbers.push(line.line);
    };
    // Lines of the same kind as the match are records like it (the table's other rows), not its
    // context; but the lines around a log line are what happened before and after it.
    const kind = leaveOutAlike && entry.text !== undefined && !opensWithTime(entry.text) ? lineKind(entry.text) : undefined;
    const unlike = (line: ShownLine) => kind === undefined || lineKind(line.text) !== kind;
    const before = entry.before.filter(unlike);
    const after = entry.after.filter((line) => unlike(line) && (kind === undefined || line.line < nextMatch));
    const alike = [...entry.before, ...entry.after].filter((line) => !unlike(line)).map((line) => line.line);
    const first = before[0]?.line ?? entry.line;
    if (first > lastLine + 1) {
      if (parts.length > 0) lines.push(MATCH_SEPARATOR);
      const ancestors = entry.ancestors.filter((a) => a.line < first && !shownLines.has(a.line));
      for (const a of ancestors) add(a);
      const lastAncestor = ancestors.at(-1);
      if (lastAncestor && lastAncestor.line < first - 1) lines.push(ANCESTRY_GAP);
    }
    for (const line of before) if (line.line > lastLine) add(line);
    if (entry.window) {
      const { start, column, text, lineChars } = entry.window;
      lines.push(windowLine(entry.line + 1, column + 1, start, text, Math.max(0, lineChars - start - text.length)));
      numbers.push(entry.line);
    } else if (entry.text !== undefined) {
      add({ line: entry.line, text: entry.text });
    }
    for (const line of after) add(line);
    // A match that starts a stack trace shows its root cause, when no later match shows those lines.
    const shownTo = Math.max(entry.line, ...numbers);
    const root = entry.root.filter((line) => line.line > shownTo && line.line < nextMatch);
    if (root.length > 0 && root[0]!.line > shownTo + 1) lines.push(TRACE_ROOT_GAP);
    for (const line of root) add(line);
    const cost = lines.reduce((sum, line) => sum + line.length + 1, 0);
    if (shown > 0 && used + cost > pageChars + 1) break;
    parts.push(...lines);
    used += cost;
    shown += 1;
    for (const line of alike) leftOut.add(line);
    for (const line of numbers) shownLines.add(line);
    lastLine = Math.max(lastLine, ...numbers);
  }
  const body = parts.join('\n');
  const left = [...leftOut].filter((line) => !shownLines.has(line)).length;
  if (body.length <= pageChars) return { body, shown, capped: false, leftOut: left };
  return { body: safeHead(body, pageChars), shown, capped: true, leftOut: left };
}
