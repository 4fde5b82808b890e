import { REQUEST_WORD, wordTerm } from './request-terms.js';
import { durationTerms } from './time-answers.js';

/**
 * Where a request names what it asks for: the words after `what`, `which`, `who`, `how much` or `how
 * many`, or after a word that asks for a thing by name (`I need the`, `give me the`, `tell me its`).
 */
const ASKING =
  /\b(?:what|which|who|how much|how many|(?:need|want|give me|tell me|show me|get me|send me|find|look up|pull up)(?= (?:the|an?|its|their|his|her)\b))\b/giu;
/** Words after one asking word, at most, that name what it asks for. */
export const MOST_ASKED_WORDS = 3;
/** Words that join two of them (`what loop and address`). */
const JOINING = new Set(['and', 'or']);

/**
 * The terms (`wordTerm`) naming what a request asks for: after each `what`, `which`, `who`,
 * `how much` or `how many`, past the stop words right after it, the words up to the next stop word
 * but `and` and `or`, at most `MOST_ASKED_WORDS` ("What time did the ticket get in": `time`; "What's
 * the depot booking reference for": `depot`, `booking`, `reference`; "What loop and address is it
 * on": `loop`, `address`; "Who is the courier for": `courier`). A line near a pick that holds one is
 * likeliest its answer. "How long" asks for the output's durations (`durationTerms`).
 */
export function askedFor(request: string | undefined): string[] {
  if (!request) return [];
  // "How long" asks for a duration, whatever words follow it.
  const found = new Set<string>(durationTerms(request).terms);
  for (const asking of request.matchAll(ASKING)) {
    let taken = 0;
    for (const [word] of request.slice(asking.index + asking[0].length).matchAll(REQUEST_WORD)) {
      const term = wordTerm(word);
      if (term !== undefined) {
        found.add(term);
        taken += 1;
      } else if (taken > 0 && !JOINING.has(word.toLowerCase())) break;
      if (taken === MOST_ASKED_WORDS) break;
    }
  }
  return [...found];
}
