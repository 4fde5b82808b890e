import type { SignalLine } from '../preview/scan-signals.js';

/** Every line of `text` as a scan's window gives it, with no signal on it: for tests of the passes over a window's lines. */
export function signalLinesOf(text: string): SignalLine[] {
  const lines: SignalLine[] = [];
  let start = 0;
  text.split('\n').forEach((line, i) => {
    lines.push({ line: i + 1, start, end: start + line.length, at: start, error: false, terms: [], termAt: [] });
    start += line.length + 1;
  });
  return lines;
}

/** Line `n` (1-based) of `text` as a span: its number, and where it starts and ends (without its `\n`). */
export function lineOf(text: string, n: number): { line: number; start: number; end: number } {
  let start = 0;
  for (let i = 1; i < n; i++) start = text.indexOf('\n', start) + 1;
  const end = text.indexOf('\n', start);
  return { line: n, start, end: end === -1 ? text.length : end };
}
