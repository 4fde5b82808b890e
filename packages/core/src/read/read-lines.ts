import type { PageFooter } from '../messages/index.js';
import { offsetPastEnd } from '../messages/index.js';
import { countChars } from './decode-text.js';
import { formatPage, longLineCall } from './format-page.js';
import { LineScanner } from './line-scanner.js';
import type { ReadRequest } from './parse-read-request.js';
import type { PayloadSource } from './payload-source.js';
import type { LineRef } from './render-lines.js';
import { renderBackward, renderForward } from './render-lines.js';

/**
 * A page of lines (no pattern, `unit: 'lines'`): seeks to the window with the line index, reads
 * only the bytes near it, and renders it under the 50,000-char cap. Only a first line longer than
 * the cap is decoded further, to count its chars and where the rest of it starts.
 *
 * @returns The page, or the message for an offset past the last line.
 * @throws What the source rejects with.
 */
export async function readLines(source: PayloadSource, request: ReadRequest): Promise<string> {
  const { handle, offset, fromEnd, pageChars: cap } = request;
  const limit = request.limitGiven ? request.limit : undefined;
  const count = request.limit;
  const index = await source.index();
  const total = index.lines;
  if (offset >= total) return offsetPastEnd(offset, total, 'lines');
  const scanner = new LineScanner(source);
  const refs: LineRef[] = [];
  let lowerBound = 0;

  if (!fromEnd) {
    const first = offset;
    const stop = Math.min(total, first + count);
    let start = await scanner.lineStart(index, first);
    for (let line = first; line < stop && lowerBound <= cap; line++) {
      const lf = await scanner.nextLf(start);
      const end = lf === -1 ? source.size : lf;
      refs.push({ line, start, end });
      lowerBound += (end - start) / 3 + (refs.length > 1 ? 1 : 0);
      start = end + 1;
    }
    const rendered = await renderForward(source, refs, cap);
    const next = first + rendered.shown;
    const { capped: ref, shownChars } = rendered;
    let longLine: PageFooter['longLine'];
    if (ref && shownChars !== undefined) {
      const [chars, before] = await Promise.all([countChars(source, ref.start, ref.end), countChars(source, 0, ref.start)]);
      longLine = { line: (ref.line ?? 0) + 1, chars, next: longLineCall(handle, before + shownChars, false, cap) };
    }
    return formatPage(rendered.body, {
      kind: 'lines',
      first: first + 1,
      last: next,
      total,
      fromEnd: false,
      ...(ref ? { cappedInLine: (ref.line ?? 0) + 1, cap } : {}),
      ...(longLine ? { longLine } : {}),
      ...(next < total ? { next: { handle, offset: next, ...(limit ? { limit } : {}) } } : {}),
    });
  }

  const last = total - offset; // exclusive
  const first = Math.max(0, last - count);
  let end = last === total ? source.size : (await scanner.lineStart(index, last)) - 1;
  for (let line = last - 1; line >= first && lowerBound <= cap; line--) {
    const lf = await scanner.previousLf(end);
    refs.push({ line, start: lf + 1, end });
    lowerBound += (end - lf - 1) / 3 + (refs.length > 1 ? 1 : 0);
    end = lf;
  }
  refs.reverse();
  const rendered = await renderBackward(source, refs, cap);
  const shownFrom = last - rendered.shown;
  const { capped: ref, shownChars } = rendered;
  let longLine: PageFooter['longLine'];
  if (ref && shownChars !== undefined) {
    const [chars, after] = await Promise.all([countChars(source, ref.start, ref.end), countChars(source, ref.end, source.size)]);
    longLine = { line: (ref.line ?? 0) + 1, chars, next: longLineCall(handle, shownChars + after, true, cap) };
  }
  return formatPage(rendered.body, {
    kind: 'lines',
    first: shownFrom + 1,
    last,
    total,
    fromEnd: true,
    ...(ref ? { cappedInLine: (ref.line ?? 0) + 1, cap } : {}),
    ...(longLine ? { longLine } : {}),
    ...(shownFrom > 0 ? { next: { handle, offset: total - shownFrom, ...(limit ? { limit } : {}), fromEnd: true } } : {}),
  });
}
