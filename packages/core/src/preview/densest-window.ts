import { minutesFromMiddle } from './clock-terms.js';
import { heldTerms, termAt } from './request-terms.js';
import type { TermSearch } from './term-search.js';

/** Matches of the request's terms looked at in one line, at most. */
const MAX_MATCHES = 20_000;
/** Distinct terms a window must hold to be worth showing besides the rarest term's. */
const DISTINCT_AT_LEAST = 2;

/**
 * Where in the line `[start, end)` the request's terms meet most: the middle of the `width` chars
 * that hold the most distinct terms, each weighing 1 plus 1 / its matches in the line (so a rarer
 * term tips a tie), a phrase's match holding its words too (`Cell 1` holds `cell`); among equals
 * the one with a clock time nearest the middle of its term's span (`05:45` for "at a quarter to
 * six", not `05:35`), then the tightest (words next to each other are likelier one phrase), then
 * the one nearest `near` (the rarest term's match: the dye weighed out in the batch the request
 * names, not in the first batch), then the earliest; undefined when no window holds 2 or more
 * distinct terms. In a line too long to show whole (a sitemap on one line), that is where the item
 * the request describes in several words is (`/pricing/enterprise</loc><lastmod>`), which the
 * rarest word alone (`sitemap`, in a namespace URL) need not be near. The `ignored` terms count for
 * nothing (a phrase's match counts for its other words): where the terms another window lacks meet.
 */
export function densestAt(
  text: string,
  start: number,
  end: number,
  width: number,
  search: TermSearch,
  ignored: ReadonlySet<number> = new Set(),
  near?: number,
): number | undefined {
  const positions: number[] = [];
  const termOf: number[] = [];
  /** Of a clock time, minutes from the middle of its term's span; of any other match, undefined. */
  const offMiddle: (number | undefined)[] = [];
  const { pattern, terms } = search;
  // A phrase's match is a match of its words too: `Cell 1` holds `cell`, so `Cell 2` nearby adds nothing.
  const held = heldTerms(terms).map((others, t) => [t, ...others].filter((h) => !ignored.has(h)));
  pattern.lastIndex = start;
  for (let match = pattern.exec(text); match !== null && match.index < end; match = pattern.exec(text)) {
    if (match[0] === '') pattern.lastIndex += 1;
    const t = termAt(text, match.index, match[0], terms);
    if (t === -1 || held[t]!.length === 0) continue;
    positions.push(match.index);
    termOf.push(t);
    offMiddle.push(minutesFromMiddle(match[0], terms[t]!));
    if (positions.length === MAX_MATCHES) break;
  }
  const matches = new Map<number, number>();
  for (const t of termOf) for (const h of held[t]!) matches.set(h, (matches.get(h) ?? 0) + 1);
  const weight = (t: number) => 1 + 1 / matches.get(t)!;
  const inWindow = new Map<number, number>();
  let score = 0;
  let distinct = 0;
  const add = (t: number) => {
    for (const h of held[t]!) {
      const had = inWindow.get(h) ?? 0;
      inWindow.set(h, had + 1);
      if (had === 0) {
        score += weight(h);
        distinct += 1;
      }
    }
  };
  const remove = (t: number) => {
    for (const h of held[t]!) {
      const left = inWindow.get(h)! - 1;
      inWindow.set(h, left);
      if (left === 0) {
        score -= weight(h);
        distinct -= 1;
      }
    }
  };
  let best: { score: number; off: number; far: number; span: number; at: number } | undefined;
  /** The least minutes from the middle of a clock time's span of the matches `[i, j]`, Infinity for none. */
  const offOf = (i: number, j: number) => {
    let least = Infinity;
    for (let k = i; k <= j; k++) least = Math.min(least, offMiddle[k] ?? Infinity);
    return least;
  };
  for (let j = 0, i = 0; j < positions.length; j++) {
    add(termOf[j]!);
    for (; positions[j]! - positions[i]! > width; i++) remove(termOf[i]!);
    // A match whose terms are all also later in the window adds nothing: the window starts after it.
    while (held[termOf[i]!]!.every((h) => inWindow.get(h)! > 1)) remove(termOf[i++]!);
    if (distinct < DISTINCT_AT_LEAST || (best && score < best.score - 1e-9)) continue;
    const span = positions[j]! - positions[i]!;
    const off = offOf(i, j);
    const at = Math.floor((positions[i]! + positions[j]!) / 2);
    const far = near === undefined ? 0 : Math.abs(at - near);
    const better =
      !best ||
      score > best.score + 1e-9 ||
      off < best.off ||
      (off === best.off && (span < best.span || (span === best.span && far < best.far)));
    if (better) best = { score, off, far, span, at };
  }
  pattern.lastIndex = 0;
  return best?.at;
}
