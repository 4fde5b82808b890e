/**
 * How deep a line sits in the text around it, for the lines that enclose it: its indentation (white
 * space, and the box-drawing chars of a tree, as `npm ls`, `tree` and `cargo tree` draw it, or the
 * ASCII chars of one, as Maven's `dependency:tree` and Gradle's `dependencies` draw it), and whether
 * it is a Markdown heading.
 */

/** True for a char that indents a line: a space, a tab, or a box-drawing char (U+2500 to U+257F: `│ ├─┬ └──`). */
function indents(code: number): boolean {
  return code === 32 || code === 9 || (code >= 0x2500 && code <= 0x257f);
}

/**
 * Chars that indent the line spanning `[start, end)` of `text`, or -1 when it holds nothing else (a
 * blank line). A line that starts with an ISO 8601 timestamp and a space (as GitHub Actions, `docker
 * logs --timestamps` and `kubectl logs --timestamps` prefix every line), or with a log level in
 * brackets and a space (Maven's `[INFO] `), is measured after them. An ASCII tree's rails and branch
 * (`|  +- `, `\--- `, `` `-- ``) indent the line they draw, up to its item.
 */
export function indentWidth(text: string, start: number, end: number): number {
  const from = start + (timestampWidth(text, start, end) || levelWidth(text, start, end));
  let i = from;
  while (i < end && indents(text.charCodeAt(i))) i++;
  if (i === end) return -1;
  return asciiBranchEnd(text, from, end) - from || i - from;
}

const SPACE = 32;
const TAB = 9;
const PIPE = 124;
const PLUS = 43;
const BACKSLASH = 92;
const BACKTICK = 96;
const DASH = 45;

/**
 * Where the item of an ASCII tree's line starts: after its rails (`|` and white space), its branch
 * (`+`, `\`, `` ` `` or the last rail, then dashes) and a space; `from` when the line draws no such
 * branch (a Markdown table's `| a |` or `|---|`, a YAML list's `- item`, a table border `+---+`).
 */
function asciiBranchEnd(text: string, from: number, end: number): number {
  let i = from;
  for (let code = text.charCodeAt(i); i < end && (code === SPACE || code === TAB || code === PIPE); code = text.charCodeAt(++i));
  const branch = text.charCodeAt(i);
  if (branch === PLUS || branch === BACKSLASH || branch === BACKTICK) i++;
  else if (i === from || text.charCodeAt(i - 1) !== PIPE) return from;
  const dashes = i;
  while (i < end && text.charCodeAt(i) === DASH) i++;
  return i > dashes && i < end && text.charCodeAt(i) === SPACE ? i + 1 : from;
}

/** The length of the log level in brackets that starts at `start` with the one space after it (`[INFO] `, `[WARNING] `), or 0. */
function levelWidth(text: string, start: number, end: number): number {
  if (text.charCodeAt(start) !== OPEN_SQUARE) return 0;
  let i = start + 1;
  while (i < end && i - start <= MAX_LEVEL_LETTERS && isCapital(text.charCodeAt(i))) i++;
  return i - start >= 3 && text.charCodeAt(i) === CLOSE_SQUARE && text.charCodeAt(i + 1) === SPACE ? i + 2 - start : 0;
}

const OPEN_SQUARE = 91;
const CLOSE_SQUARE = 93;
/** `WARNING`, `CRITICAL`: the longest level names. */
const MAX_LEVEL_LETTERS = 8;
const isCapital = (code: number) => code >= 65 && code <= 90;

const isDigit = (code: number) => code >= 48 && code <= 57;
/** Where each char of `2026-12-03T10:00:37` is a digit (`0`) or must be the char itself; `T` may be a space. */
const STAMP = '0000-00-00T00:00:00';

/**
 * The length of the ISO 8601 timestamp that starts at `start` with the one space after it
 * (`2026-12-03T10:00:37.4408835Z `, `2026-12-03 10:00:37,123 `, `2026-12-03T10:00:37+02:00 `), or 0.
 */
function timestampWidth(text: string, start: number, end: number): number {
  if (end - start < STAMP.length + 1 || !isDigit(text.charCodeAt(start))) return 0;
  for (let k = 1; k < STAMP.length; k++) {
    const code = text.charCodeAt(start + k);
    const want = STAMP.charCodeAt(k);
    if (want === 48 ? !isDigit(code) : code !== want && !(want === 84 && code === 32)) return 0;
  }
  let i = start + STAMP.length;
  if (text.charCodeAt(i) === 46 || text.charCodeAt(i) === 44) for (i++; i < end && isDigit(text.charCodeAt(i)); i++);
  const zone = text.charCodeAt(i);
  if (zone === 90) i++;
  else if (zone === 43 || zone === 45) for (i++; i < end && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 58); i++);
  return i < end && text.charCodeAt(i) === 32 ? i + 1 - start : 0;
}

/** The level of the Markdown heading the line spanning `[start, end)` is (`#` to `######`, a space, then text), or 0. */
export function headingLevel(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && i - start < 6 && text.charCodeAt(i) === 35) i++;
  const level = i - start;
  return level > 0 && i + 1 < end && text.charCodeAt(i) === 32 && text.charCodeAt(i + 1) !== 32 ? level : 0;
}
