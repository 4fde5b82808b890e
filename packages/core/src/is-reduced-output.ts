import { formatCount } from './format-count.js';
import { budgetLine, headMarker, headTailMarker, spillHeader, summaryHeader, tailMarker } from './messages.js';

/** Matches a count as the markers print it: `7`, `12,345`. */
const COUNT = String.raw`\d{1,3}(?:,\d{3})*`;
/**
 * Sample counts for building the patterns; each formats to text no template holds, and the last is
 * the sum of the others, so a head+tail marker (head, tail, omitted, total) is made of them only.
 */
const SAMPLES = [1_001, 2_002, 3_003, 6_006] as const;

/** A pattern for the strings `make` builds: the sample's literal text, each sample count matching any count. */
function patternOf(sample: string): string {
  let pattern = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const count of SAMPLES) pattern = pattern.replaceAll(formatCount(count), COUNT);
  return pattern;
}

const [a, b, , total] = SAMPLES;
const headerStart = spillHeader('h', { chars: a }, a);
const SPILL = new RegExp(`^${patternOf(headerStart.slice(0, headerStart.indexOf('(') + 1))}`);
const SUMMARY = new RegExp(`^${patternOf(summaryHeader(a))}`);
const HEAD = new RegExp(`${patternOf(headMarker(a, b))}$`);
/** A truncation fitted to a budget starts with the budget line. */
const BUDGET_LINE = `(?:${patternOf(budgetLine(a, 'tokens')).replace('tokens', '(?:tokens|chars)')}\n)?`;
const TAIL = new RegExp(`^${BUDGET_LINE}${patternOf(tailMarker(a, b))}`);
const HEAD_TAIL = new RegExp(patternOf(headTailMarker(a, b, total)));

/**
 * True when `text` is a spill notice, a summary or a marked truncation made by this library, so a
 * wrapper or middleware never reduces it a second time. The patterns are built from the functions
 * in `messages.ts` that write those strings, so the two cannot drift apart. A bare cut (a budget
 * too small for any marker) cannot be told apart and gives false.
 */
export function isReducedOutput(text: string): boolean {
  return SPILL.test(text) || SUMMARY.test(text) || TAIL.test(text) || HEAD.test(text) || HEAD_TAIL.test(text);
}
