import { streamText } from './decode-text.js';
import type { PayloadSource } from './payload-source.js';
import type { LineRef } from './render-lines.js';

/** What `scanMatches` counted in the whole payload. */
export interface MatchScan {
  /** Matching lines. */
  readonly matches: number;
  /** UTF-16 length of the whole decoded text. */
  readonly chars: number;
}

/**
 * Streams the payload once, counting chars and matching lines, and hands each matching line (its
 * number among the matches, and where it is) to `onMatch`. Memory stays at one block plus the last
 * `pattern.length - 1` chars of the current line, however long the lines are. Lines are not counted
 * (the line index knows their number): a block without a match costs a decode and a substring search.
 * `pattern` is a non-empty literal without an LF.
 */
export async function scanMatches(
  source: PayloadSource,
  pattern: string,
  onMatch: (match: number, ref: LineRef) => void,
): Promise<MatchScan> {
  const keep = pattern.length - 1;
  let lineStart = 0;
  let lineCharStart = 0;
  let lineChars = 0;
  let matched = false;
  /** The last `keep` chars of the current line, to find a match that straddles two pieces. */
  let carry = '';
  let chars = 0;
  let matches = 0;

  const finish = (end: number): void => {
    if (matched) onMatch(matches++, { start: lineStart, end, chars: lineChars, charStart: lineCharStart });
  };
  const tailOf = (text: string): string => (keep === 0 ? '' : text.slice(-keep));

  await streamText(source, 0, source.size, (text, bytes, at) => {
    if (!matched && !text.includes(pattern) && !(carry !== '' && (carry + text.slice(0, keep)).includes(pattern))) {
      // Fast path: no line of this piece matches; only count and keep the current line's state.
      const lastNewline = text.lastIndexOf('\n');
      if (lastNewline === -1) {
        lineChars += text.length;
        carry = tailOf(carry + text);
      } else {
        lineStart = at + bytes.lastIndexOf(10) + 1;
        lineCharStart = chars + lastNewline + 1;
        lineChars = text.length - lastNewline - 1;
        carry = tailOf(text.slice(lastNewline + 1));
      }
      chars += text.length;
      return;
    }
    let from = 0;
    let byteFrom = 0;
    let occurrence = -2;
    for (;;) {
      const newline = text.indexOf('\n', from);
      const pieceEnd = newline === -1 ? text.length : newline;
      if (!matched && from === 0 && carry !== '' && (carry + text.slice(0, Math.min(keep, pieceEnd))).includes(pattern)) matched = true;
      if (!matched) {
        if (occurrence < from && occurrence !== -1) occurrence = text.indexOf(pattern, from);
        if (occurrence !== -1 && occurrence + pattern.length <= pieceEnd) matched = true;
      }
      lineChars += pieceEnd - from;
      if (newline === -1) {
        carry = matched ? '' : tailOf(carry + text.slice(from));
        break;
      }
      const lf = bytes.indexOf(10, byteFrom);
      finish(at + lf);
      lineStart = at + lf + 1;
      lineCharStart = chars + newline + 1;
      lineChars = 0;
      matched = false;
      carry = '';
      from = newline + 1;
      byteFrom = lf + 1;
    }
    chars += text.length;
  });
  finish(source.size);
  return { matches, chars };
}
