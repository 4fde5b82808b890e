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
