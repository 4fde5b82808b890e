/**
 * Indented JSON with every object or array that fits on one line written on one line, as
 * Prettier and `json-stringify-pretty-compact` lay JSON out:
 *
 * ```
 * {
 *   "user": {"id": "4412", "email": "ana@example.com"},
 *   "tags": [
 *     {"key": "release", "value": "storefront@4.18.2"},
 *     {"key": "user", "value": "email:ana@example.com"}
 *   ]
 * }
 * ```
 *
 * One field a line spreads a small record over as many lines as it has fields: the record's name
 * and the field asked about end up lines apart, past what a preview or a search shows around a
 * match. Folded, a small record is one line, and the lines of a large one are its fields.
 */

/** A folded line, its indentation included, is at most this long. */
export const FOLD_WIDTH = 80;

/**
 * `indented` (JSON as `JSON.stringify(value, null, 2)` writes it, or `pageableJson`'s token by
 * token layout of the same shape) with each object or array whose lines, joined, fit in `width`
 * chars written on one line: its first line, then the others without their indentation, a space
 * after each comma and none after an opening bracket or before a closing one. Only whitespace changes, so `JSON.parse` gives the same value.
 */
export function foldSmallContainers(indented: string, width: number = FOLD_WIDTH): string {
  if (!indented.includes('\n')) return indented;
  const lines = indented.split('\n');
  const closers = closingLines(lines);
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const close = closers[i]!;
    const folded = close > i ? foldedLine(lines, i, close, width) : undefined;
    if (folded === undefined) {
      out.push(lines[i]!);
      i += 1;
    } else {
      out.push(folded);
      i = close + 1;
    }
  }
  return out.length === lines.length ? indented : out.join('\n');
}

/** For each line that opens an object or array (it ends in `{` or `[`), the line that closes it; -1 for any other. */
function closingLines(lines: readonly string[]): Int32Array {
  const closers = new Int32Array(lines.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const first = line.charCodeAt(indentOf(line));
    if (first === CLOSE_BRACE || first === CLOSE_BRACKET) {
      const opener = open.pop();
      if (opener !== undefined) closers[opener] = i;
    }
    const last = line.charCodeAt(line.length - 1);
    if (last === OPEN_BRACE || last === OPEN_BRACKET) open.push(i);
  }
  return closers;
}

/** Lines `from` to `to` on one line, or undefined when that is longer than `width` (looked at no further than `width`). */
function foldedLine(lines: readonly string[], from: number, to: number, width: number): string | undefined {
  let length = lines[from]!.length;
  for (let i = from + 1; i <= to && length <= width; i += 1) {
    const line = lines[i]!;
    length += line.length - indentOf(line) + (afterComma(lines[i - 1]!) ? 1 : 0);
  }
  if (length > width) return undefined;
  let folded = lines[from]!;
  for (let i = from + 1; i <= to; i += 1) folded += (afterComma(lines[i - 1]!) ? ' ' : '') + lines[i]!.trimStart();
  return folded;
}

/** True when `line` ends in a comma: the next item follows it after a space. */
function afterComma(line: string): boolean {
  return line.charCodeAt(line.length - 1) === COMMA;
}

/** The number of spaces a line starts with. */
function indentOf(line: string): number {
  let at = 0;
  while (line.charCodeAt(at) === SPACE) at += 1;
  return at;
}

const SPACE = 0x20;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
