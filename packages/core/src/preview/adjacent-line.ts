import { indentWidth } from '../text/line-depth.js';

/** A line's span in a text, without its `\n`. */
export interface LineSpan {
  readonly start: number;
  readonly end: number;
}

/** The line after the one ending at `line.end`, or undefined at the text's end. */
export function lineBelow(text: string, line: LineSpan): LineSpan | undefined {
  if (line.end >= text.length) return undefined;
  const start = line.end + 1;
  const next = text.indexOf('\n', start);
  return { start, end: next === -1 ? text.length : next };
}

/** The line before the one starting at `line.start`, or undefined at the text's start. */
export function lineAbove(text: string, line: LineSpan): LineSpan | undefined {
  if (line.start === 0) return undefined;
  const end = line.start - 1;
  return { start: end === 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1, end };
}

/** For `nearestAbove`: whether a line of `text` is not blank and less indented than `than` (a line one of that indentation sits in). */
export function lessIndented(text: string, than: number): (start: number, end: number) => boolean {
  return (start, end) => {
    const indent = indentWidth(text, start, end);
    return indent !== -1 && indent < than;
  };
}

/**
 * The nearest line above `line`, up to `most` lines up, that `accepts` takes, with how many lines up
 * it is; undefined when none is.
 */
export function nearestAbove(
  text: string,
  line: LineSpan,
  most: number,
  accepts: (start: number, end: number) => boolean,
): (LineSpan & { readonly back: number }) | undefined {
  let span: LineSpan | undefined = line;
  for (let back = 1; back <= most; back++) {
    span = lineAbove(text, span);
    if (!span) return undefined;
    if (accepts(span.start, span.end)) return { ...span, back };
  }
  return undefined;
}

/**
 * Where the first line from `from` (a line's start) that `stops` takes starts, reading at most `most`
 * lines and none past `to` (a line running past it is cut there); else where the reading stopped.
 */
export function stopBelow(text: string, from: number, to: number, most: number, stops: (start: number, end: number) => boolean): number {
  let at = from;
  for (let lines = 0; at < to && lines < most; lines++) {
    const next = text.indexOf('\n', at);
    const end = next === -1 || next > to ? to : next;
    if (stops(at, end)) return at;
    at = end + 1;
  }
  return Math.min(at, to);
}
