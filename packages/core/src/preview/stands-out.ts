import type { Span } from './dismissed-clauses.js';

/** Words comparing a thing with others (`much weaker`, `far above`), after `far`, `much`, `way` and the like. */
const COMPARATIVES = [
  'more|less|fewer|above|below|over|under|off|worse|better',
  'longer|shorter|higher|lower|bigger|smaller|larger|greater|faster|slower|older|newer|earlier|later',
  'weaker|stronger|warmer|colder|hotter|cooler|heavier|lighter|wider|narrower|deeper|shallower',
  'louder|quieter|thicker|thinner|busier|cheaper|dearer|costlier|brighter|darker|denser|looser|tighter',
].join('|');

/** Words doubting a thing is as it should be (`an absurd number`, `looks suspicious`), and their adverbs. */
const DOUBTED = [
  'absurd(?:ly)?|implausibl[ey]|impossibl[ey]|unrealistic(?:ally)?|ridiculous(?:ly)?|suspicious(?:ly)?',
  'bizarre(?:ly)?|weird(?:ly)?|strange(?:ly)?|unusual(?:ly)?|abnormal(?:ly)?|peculiar(?:ly)?',
].join('|');

/**
 * Words with which a request compares a thing with its like to ask which stands out: "which one stands
 * out", "far longer than anything else", "much weaker than the others", "far above everything else",
 * "nowhere near what the rest show", "nothing like its counterparts", "set up differently from the
 * others", "on a different clock from all the others", "took ages compared to the rest", "out of step
 * with the rest", "doesn't match", "that can't be right". They say how to look, not what at: their
 * words are no terms of the request (`comparisonSpans`).
 */
const COMPARING = [
  String.raw`\bstands? out\b`,
  String.raw`\bodd one out\b`,
  String.raw`\b(?:can't|cannot|can not|couldn't|could not) (?:possibly )?be (?:right|correct|true)\b`,
  String.raw`\bnothing like\b`,
  String.raw`\bunlike (?:the|its|their|all|any|every)\b`,
  String.raw`\bdifferent(?:ly)? (?:from|to|than)\b`,
  String.raw`\bout of (?:step|line|kilter)\b`,
  String.raw`\b(?:far|much|way|a lot|noticeably|significantly|considerably) (?:${COMPARATIVES})\b`,
  String.raw`\bnowhere near\b`,
  String.raw`\bthan (?:any|all|every|anything|anyone|everyone|everything|the rest|the others)\b`,
  String.raw`(?<=\b(?:different(?:ly)?|differs?|compared|apart)\b[^.?!]{0,60})\b(?:from|to|with) (?:all (?:of )?)?(?:the rest|the others|all the others|every(?:one|thing|body) else)\b`,
  String.raw`\b(?:doesn't|does not|don't|do not|isn't|is not|aren't|are not) (?:match|fit)\b`,
  String.raw`\bcounterparts\b`,
].join('|');

/**
 * `COMPARING`, or words that name what stands out, or doubt a thing is as it should be ("outliers",
 * "anomalous", "an absurd number of visitors", "something odd"): an output may name those too (an
 * `anomaly` flag), so they stay terms.
 */
const STANDS_OUT = new RegExp(
  [COMPARING, String.raw`\boutliers?\b`, String.raw`\banomal`, String.raw`\b(?:${DOUBTED})\b`, String.raw`\bodd\b(?!-)`].join('|'),
  'i',
);

/**
 * True when `request` asks for what stands out among like things (`STANDS_OUT`): then the lines
 * with a number unlike its peers, or far from the rest of its place, pick with the request's words,
 * not only in the room they leave.
 */
export function asksWhatStandsOut(request: string | undefined): boolean {
  return request !== undefined && STANDS_OUT.test(request);
}

/** The spans of `request` that compare a thing with its like (`COMPARING`): "way out of line", "far higher than the rest". */
export function comparisonSpans(request: string): Span[] {
  return [...request.matchAll(new RegExp(COMPARING, 'gi'))].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}
