import { safeHead } from '../text/code-point-boundary.js';
import { ANCESTRY_GAP, MATCH_SEPARATOR, numberedLine, windowLine } from '../messages/index.js';
import type { MatchEntry, ShownLine } from './match-scanner.js';

/** A page of matches as rendered: its body, how many matches it shows, and whether its first match was cut to fit. */
export interface RenderedMatches {
  readonly body: string;
  readonly shown: number;
  readonly capped: boolean;
}

/**
 * Renders matches under a char budget, as `grep -n -C` would: each line after its 1-based number,
 * the lines around a match with it, windows that touch or overlap merged, `--` between the rest.
 * A window in indented text is preceded by its enclosing lines not shown yet, and `ANCESTRY_GAP`
 * when lines lie between them and it. A window inside a long line shows its line and column. The
 * first match is always shown, cut to the budget if it alone is longer; the others only whole.
 */
export function renderMatches(entries: readonly MatchEntry[], pageChars: number): RenderedMatches {
  const parts: string[] = [];
  const shownLines = new Set<number>();
  let used = 0;
  let lastLine = -2;
  let shown = 0;
  for (const entry of entries) {
    const lines: string[] = [];
    const numbers: number[] = [];
    const add = (line: ShownLine) => {
      if (shownLines.has(line.line) || numbers.includes(line.line)) return;
      lines.push(numberedLine(line.line + 1, line.text));
      numbers.push(line.line);
    };
    const first = entry.before[0]?.line ?? entry.line;
    if (first > lastLine + 1) {
      if (parts.length > 0) lines.push(MATCH_SEPARATOR);
      const ancestors = entry.ancestors.filter((a) => a.line < first && !shownLines.has(a.line));
      for (const a of ancestors) add(a);
      const lastAncestor = ancestors.at(-1);
      if (lastAncestor && lastAncestor.line < first - 1) lines.push(ANCESTRY_GAP);
    }
    for (const line of entry.before) if (line.line > lastLine) add(line);
    if (entry.window) {
      const { start, column, text, lineChars } = entry.window;
      lines.push(windowLine(entry.line + 1, column + 1, start, text, Math.max(0, lineChars - start - text.length)));
      numbers.push(entry.line);
    } else if (entry.text !== undefined) {
      add({ line: entry.line, text: entry.text });
    }
    for (const line of entry.after) add(line);
    const cost = lines.reduce((sum, line) => sum + line.length + 1, 0);
    if (shown > 0 && used + cost > pageChars + 1) break;
    parts.push(...lines);
    used += cost;
    shown += 1;
    for (const line of numbers) shownLines.add(line);
    lastLine = Math.max(lastLine, ...numbers);
  }
  const body = parts.join('\n');
  if (body.length <= pageChars) return { body, shown, capped: false };
  return { body: safeHead(body, pageChars), shown, capped: true };
}
