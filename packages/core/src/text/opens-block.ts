/** Chars that, ending a line, open a block under it. */
const OPENERS = ':[{(';

/** True when the line `[start, end)` ends by opening a block: `:`, `[`, `{` or `(` after its last word (`"RoleDetailList": [`, `vehicle:`). */
export function opensBlock(text: string, line: { readonly start: number; readonly end: number }): boolean {
  let last = line.end - 1;
  while (last > line.start && /\s/.test(text.charAt(last))) last--;
  return OPENERS.includes(text.charAt(last));
}
