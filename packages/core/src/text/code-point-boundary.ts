/**
 * Moves a cut index off the middle of a UTF-16 surrogate pair. `toward: 'start'` moves it one back
 * (the pair goes to the right of the cut), `'end'` one forward (the pair goes to the left).
 */
export function codePointBoundary(text: string, index: number, toward: 'start' | 'end'): number {
  if (index <= 0 || index >= text.length) return Math.max(0, Math.min(index, text.length));
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  const splitsPair = before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
  if (!splitsPair) return index;
  return toward === 'start' ? index - 1 : index + 1;
}

/** The first `count` code units of `text`, one fewer when the cut would split a surrogate pair. */
export function safeHead(text: string, count: number): string {
  return text.slice(0, codePointBoundary(text, count, 'start'));
}

/** The last `count` code units of `text`, one fewer when the cut would split a surrogate pair. */
export function safeTail(text: string, count: number): string {
  if (count <= 0) return '';
  return text.slice(codePointBoundary(text, text.length - count, 'end'));
}
