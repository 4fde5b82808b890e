import type { PageFooter } from '../messages/index.js';
import { noMatches, offsetPastEnd } from '../messages/index.js';
import { formatPage, longLineCall } from './format-page.js';
import { LineScanner } from './line-scanner.js';
import type { ReadRequest } from './parse-read-request.js';
import type { PayloadSource } from './payload-source.js';
import type { LineRef } from './render-lines.js';
import { renderBackward, renderForward } from './render-lines.js';
import type { MatchScan } from './scan-matches.js';
import { scanMatches } from './scan-matches.js';

/** From the end with a pattern: matches remembered in one pass; past it the matches are counted first. */
const MAX_RING = 100_000;

/**
 * A page of the lines that contain `pattern` (the request's, passed again as a string): streams the
 * payload with `scanMatches`, keeping only the window's matches (from the end: the last
 * `offset + limit` in a ring of at most 100,000, or else in a second pass after counting), then
 * renders them under the 50,000-char cap. Offsets count matching lines.
 *
 * @returns The page, or the message for no match or an offset past the last match.
 * @throws What the source rejects with.
 */
export async function readMatches(source: PayloadSource, request: ReadRequest, pattern: string): Promise<string> {
  const { handle, offset, limit, fromEnd } = request;
  if (pattern.includes('\n')) return noMatches(pattern, (await source.index()).lines); // no line holds an LF

  const refs: LineRef[] = [];
  let scan: MatchScan;
  let first: number; // window start, among the matches
  if (!fromEnd) {
    scan = await scanMatches(source, pattern, (match, ref) => {
      if (match >= offset && match < offset + limit) refs.push(ref);
    });
    first = offset;
  } else if (offset + limit <= MAX_RING) {
    const size = offset + limit;
    const ring: LineRef[] = [];
    scan = await scanMatches(source, pattern, (match, ref) => {
      ring[match % size] = ref;
    });
    const last = scan.matches - offset;
    first = Math.max(0, last - limit);
    for (let match = first; match < last; match++) {
      const ref = ring[match % size];
      if (ref) refs.push(ref);
    }
  } else {
    const counted = await scanMatches(source, pattern, () => undefined);
    const last = counted.matches - offset;
    first = Math.max(0, last - limit);
    scan = await scanMatches(source, pattern, (match, ref) => {
      if (match >= first && match < last) refs.push(ref);
    });
  }
  const { matches, chars } = scan;
  const index = await source.index();
  const lines = index.lines;
  if (matches === 0) return noMatches(pattern, lines);
  if (offset >= matches) return offsetPastEnd(offset, matches, 'matches');

  const common = { kind: 'matches', total: matches, totalLines: lines, pattern, fromEnd } as const;
  const rendered = fromEnd ? await renderBackward(source, refs) : await renderForward(source, refs);
  const { capped: ref, shownChars } = rendered;
  // The matches were not counted as lines: the capped line's number is found from the index, once.
  const cappedInLine = ref ? (await new LineScanner(source).lineAt(index, ref.start)) + 1 : undefined;
  let longLine: PageFooter['longLine'];
  if (ref && cappedInLine !== undefined && shownChars !== undefined) {
    const lineChars = ref.chars ?? 0;
    const lineCharStart = ref.charStart ?? 0;
    const offsetOfRest = fromEnd ? chars - (lineCharStart + lineChars - shownChars) : lineCharStart + shownChars;
    longLine = { line: cappedInLine, chars: lineChars, next: longLineCall(handle, offsetOfRest, fromEnd) };
  }
  const capped = cappedInLine === undefined ? {} : { cappedInLine };
  if (!fromEnd) {
    const next = first + rendered.shown;
    return formatPage(rendered.body, {
      ...common,
      first: first + 1,
      last: next,
      ...capped,
      ...(longLine ? { longLine } : {}),
      ...(next < matches ? { next: { handle, offset: next, limit, pattern } } : {}),
    });
  }
  const last = matches - offset;
  const shownFrom = last - rendered.shown;
  return formatPage(rendered.body, {
    ...common,
    first: shownFrom + 1,
    last,
    ...capped,
    ...(longLine ? { longLine } : {}),
    ...(shownFrom > 0 ? { next: { handle, offset: matches - shownFrom, limit, pattern, fromEnd: true } } : {}),
  });
}
