/**
 * How deep a line sits in the text around it, for the lines that enclose it: its indentation (white
 * space, and the box-drawing chars of a tree, as `npm ls`, `tree` and `cargo tree` draw it), and
 * whether it is a Markdown heading.
 */

/** True for a char that indents a line: a space, a tab, or a box-drawing char (U+2500 to U+257F: `│ ├─┬ └──`). */
function indents(code: number): boolean {
  return code === 32 || code === 9 || (code >= 0x2500 && code <= 0x257f);
}

/**
 * Chars that indent the line spanning `[start, end)` of `text`, or -1 when it holds nothing else (a
 * blank line). A line that starts with an ISO 8601 timestamp and a space (as GitHub Actions, `docker
 * logs --timestamps` and `kubectl logs --timestamps` prefix every line) is measured after them.
 */
export function indentWidth(text: string, start: number, end: number): number {
  const from = start + timestampWidth(text, start, end);
  let i = from;
  while (i < end && indents(text.charCodeAt(i))) i++;
  return i === end ? -1 : i - from;
}

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
