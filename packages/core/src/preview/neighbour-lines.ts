import { renderLine } from './pick-lines.js';
import type { ShownLine } from './pick-lines.js';
import type { SignalLine } from './scan-signals.js';

/** Lines on each side of a picked line a preview may show beside it (as `read_tool_result` shows 3 around a match). */
export const NEIGHBOUR_REACH = 3;

/** Options of `neighbourLines`. */
export interface NeighbourOptions {
  /** Characters the rendered lines may take, one `\n` each included. */
  readonly budget: number;
  /** Longest a rendered line's text may be before it is cut. */
  readonly lineCap: number;
  /** Only lines wholly within `[from, to)` (char offsets): the head and the tail show the rest. */
  readonly from: number;
  readonly to: number;
  /**
   * Shapes (`lineShape`) of the lines the output is made of, as its first line and the tail's
   * first line show them: a line of such a shape is a record of its own (the next log line), not
   * what a pick needs.
   */
  readonly background: readonly string[];
}

/** The fewest chars a line beside a pick takes: `N: x` and its `\n`. */
export const SHORTEST_LINE = 5;

/**
 * The lines next to the picked ones that fit in what a preview's budget has left: the line after
 * each pick, the best pick first, then the second line after each, up to `NEIGHBOUR_REACH` lines
 * away, then the lines before them the same way. The frame under a panic, the value under its key,
 * the detail under an error: what follows a salient line is the likeliest next thing the model
 * needs (what encloses it is shown already, with the pick). Skipped: lines already shown, blank
 * lines, lines shaped like the output's own records (`background`: in a log, the next log line says
 * nothing of a pick), and a line too long for what is left (it is not cut further than `lineCap`).
 */
export function neighbourLines(
  text: string,
  ranked: readonly SignalLine[],
  shown: readonly ShownLine[],
  options: NeighbourOptions,
): ShownLine[] {
  const taken = new Set(shown.map((line) => line.line));
  const out: ShownLine[] = [];
  let left = options.budget;
  for (const direction of [1, -1] as const) {
    for (let distance = 1; distance <= NEIGHBOUR_REACH; distance++) {
      for (const pick of ranked) {
        if (left < SHORTEST_LINE) return out;
        const span = lineAt(text, pick, direction * distance);
        if (!span || taken.has(span.line) || span.start < options.from || span.end > options.to) continue;
        // At least `N: ` and the line (or its cap): what cannot fit is not looked at further.
        if (String(span.line).length + 3 + Math.min(span.end - span.start, options.lineCap) > left) continue;
        if (isBlank(text, span.start, span.end) || options.background.includes(lineShape(text, span.start, span.end))) continue;
        const rendered = renderLine(text, span, options.lineCap, span.start);
        if (rendered.length + 1 > left) continue;
        taken.add(span.line);
        out.push({ line: span.line, rendered });
        left -= rendered.length + 1;
      }
    }
  }
  return out;
}

/** The line `offset` lines below (above, when negative) `line`: its number and span without its `\n`; undefined past either end. */
function lineAt(
  text: string,
  line: Pick<SignalLine, 'line' | 'start' | 'end'>,
  offset: number,
): { line: number; start: number; end: number } | undefined {
  let { start, end } = line;
  for (let step = 0; step < Math.abs(offset); step++) {
    if (offset > 0) {
      if (end >= text.length) return undefined;
      start = end + 1;
      const next = text.indexOf('\n', start);
      end = next === -1 ? text.length : next;
    } else {
      if (start === 0) return undefined;
      end = start - 1;
      start = end === 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
    }
  }
  return { line: line.line + offset, start, end };
}

/** True when the line spanning `[start, end)` holds only spaces, tabs and a `\r`. */
function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 13) return false;
  }
  return true;
}

/** Raw chars of a line that make its shape. */
const SHAPE_CHARS = 24;

/**
 * The shape of how a line starts, to tell records of one kind apart from other lines: its first 24
 * chars with letters as `a`, digits as `0` and white space as a space, runs of one such char as one
 * (an ISO timestamp with milliseconds is 24 chars: log lines of one format share one, whatever follows).
 * `2026-12-01T10:00:00Z INFO worker-3 ...` and `2026-12-01T10:53:00Z INFO worker-4 ...` share one.
 */
export function lineShape(text: string, start: number, end: number): string {
  let shape = '';
  let last = -1;
  const stop = Math.min(end, start + SHAPE_CHARS);
  for (let i = start; i < stop; i++) {
    const code = text.charCodeAt(i);
    const kind = code < 128 ? ASCII_KINDS[code]! : otherKind(code);
    if (kind !== last) shape += String.fromCharCode(kind);
    last = kind;
  }
  return shape;
}

/** What each ASCII code stands for in a shape: `a` for letters, `0` for digits, a space for white space, else itself. */
const ASCII_KINDS = Uint8Array.from({ length: 128 }, (_, code) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
    ? 97
    : code >= 48 && code <= 57
      ? 48
      : code === 32 || (code >= 9 && code <= 13)
        ? 32
        : code,
);

const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const SPACE = /\s/;

/** What a UTF-16 code unit past ASCII stands for in a shape. */
function otherKind(code: number): number {
  const char = String.fromCharCode(code);
  return LETTER.test(char) ? 97 : DIGIT.test(char) ? 48 : SPACE.test(char) ? 32 : code;
}
