/** True for a blank inside a line: a space, a tab or a carriage return (a CRLF line's `\r`). */
export function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 13;
}

/** Where the span `[start, end)` of `text` ends without its trailing blanks (`isBlank`): `start` when it is all blank. */
export function trimmedEnd(text: string, start: number, end: number): number {
  let last = end;
  while (last > start && isBlank(text.charCodeAt(last - 1))) last--;
  return last;
}
