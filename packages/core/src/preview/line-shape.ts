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

/**
 * The kind of record a line is: its shape (`lineShape`) and its first word of letters, so that the
 * rows of one table are one kind (`CTR-2609-046387  NEW  SHAW...` and `CTR-2609-046899  NEW  ...`),
 * and an XML element's `<IP tpl=...` another kind than its sibling `<DT tpl=...`.
 */
export function lineKind(line: string): string {
  return `${lineShape(line, 0, line.length)} ${FIRST_LETTERS.exec(line)?.[0] ?? ''}`;
}

const FIRST_LETTERS = /\p{L}+/u;

/** What a line opens with: its first run of chars up to a space, `:`, `=` or `>` (`{`, `"ticket"`, `<DrctDbtTxInf`). */
export function leadingToken(line: string): string {
  return /^\s*([^\s:=>]*)/.exec(line)![1]!;
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
