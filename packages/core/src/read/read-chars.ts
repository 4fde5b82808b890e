import { codePointBoundary } from '../text/code-point-boundary.js';
import type { NextCall } from '../messages/index.js';
import { offsetPastEnd } from '../messages/index.js';
import { countChars, streamText } from './decode-text.js';
import { formatPage } from './format-page.js';
import type { ReadRequest } from './parse-read-request.js';
import type { PayloadSource } from './payload-source.js';

/** Streams the payload; resolves to its UTF-16 length and its chars `[from, to)` (clamped). */
async function charWindow(source: PayloadSource, from: number, to: number, stopAtTo: boolean): Promise<{ total: number; text: string }> {
  let total = 0;
  let text = '';
  await streamText(source, 0, source.size, (piece) => {
    const start = total;
    total += piece.length;
    if (total > from && start < to) text += piece.slice(Math.max(0, from - start), Math.max(0, to - start));
    return !(stopAtTo && total >= to);
  });
  return { total, text };
}

/**
 * A page of chars (`unit: 'chars'`): offset and limit count UTF-16 code units of the decoded text,
 * and the page's ends are moved off the middle of a surrogate pair. Streams the payload to count its
 * chars (from the end: first a count, then a second pass that stops after the window), keeping only
 * the window.
 *
 * @returns The page, or the message for an offset past the end.
 * @throws What the source rejects with.
 */
export async function readChars(source: PayloadSource, request: ReadRequest): Promise<string> {
  const { handle, offset, fromEnd } = request;
  const limit = Math.min(request.limit, request.pageChars);
  let total: number;
  let window: string; // chars [windowStart, ...) of the text
  let windowStart: number;
  if (!fromEnd) {
    windowStart = Math.max(0, offset - 1);
    ({ total, text: window } = await charWindow(source, windowStart, offset + limit + 1, false));
  } else {
    total = await countChars(source, 0, source.size);
    windowStart = Math.max(0, total - offset - limit - 2);
    if (offset < total) ({ text: window } = await charWindow(source, windowStart, total - offset + 2, true));
    else window = '';
  }
  if (total === 0 && offset === 0) return formatPage('', { kind: 'chars', first: 0, last: 0, total: 0, fromEnd });
  if (offset >= total) return offsetPastEnd(offset, total, 'chars');

  // Boundaries in window coordinates, moved off the middle of surrogate pairs.
  const at = (position: number, toward: 'start' | 'end'): number => codePointBoundary(window, position - windowStart, toward) + windowStart;
  let start: number;
  let end: number;
  if (!fromEnd) {
    start = at(offset, 'start');
    end = at(Math.min(total, offset + limit), 'start');
    if (end <= start) end = at(Math.min(total, start + limit + 1), 'end');
  } else {
    end = at(total - offset, 'end');
    start = at(Math.max(0, end - limit), 'end');
    if (start >= end) start = at(Math.max(0, end - limit - 1), 'start');
  }
  const body = window.slice(start - windowStart, end - windowStart);
  const next: NextCall | undefined = fromEnd
    ? start > 0
      ? { handle, unit: 'chars', offset: total - start, limit, fromEnd: true }
      : undefined
    : end < total
      ? { handle, unit: 'chars', offset: end, limit }
      : undefined;
  return formatPage(body, { kind: 'chars', first: start + 1, last: end, total, fromEnd, ...(next ? { next } : {}) });
}
