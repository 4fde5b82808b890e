/**
 * How deep a line sits in the text around it, for the lines that enclose it: its indentation (white
 * space, and the box-drawing chars of a tree, as `npm ls`, `tree` and `cargo tree` draw it), and
 * whether it is a Markdown heading.
 */

/** True for a char that indents a line: a space, a tab, or a box-drawing char (U+2500 to U+257F: `│ ├─┬ └──`). */
function indents(code: number): boolean {
  return code === 32 || code === 9 || (code >= 0x2500 && code <= 0x257f);
}

/** Chars that indent the line spanning `[start, end)` of `text`, or -1 when it holds nothing else (a blank line). */
export function indentWidth(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && indents(text.charCodeAt(i))) i++;
  return i === end ? -1 : i - start;
}

/** The level of the Markdown heading the line spanning `[start, end)` is (`#` to `######`, a space, then text), or 0. */
export function headingLevel(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && i - start < 6 && text.charCodeAt(i) === 35) i++;
  const level = i - start;
  return level > 0 && i + 1 < end && text.charCodeAt(i) === 32 && text.charCodeAt(i + 1) !== 32 ? level : 0;
}
