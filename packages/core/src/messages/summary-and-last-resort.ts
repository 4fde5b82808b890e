/**
 * What the model sees in place of the output itself: the header of a summary, or, as a last
 * resort, a notice that the output is not shown.
 */
import { formatCount as n } from '../text/format-count.js';

// ---------------------------------------------------------------------------------------------
// Summary.

/** First line of a summarized output, so the model knows the full text is not in front of it. */
export function summaryHeader(chars: number): string {
  return `[Summary of a ${n(chars)}-char tool output; the full output was not kept.]`;
}

// ---------------------------------------------------------------------------------------------
// Last resort: what the model sees when every action of a band failed and nothing of the output
// can be shown as text.

/** A binary output that no action could handle (the store failed, or no action spills). */
export function binaryNotShown(bytes: number): string {
  return `[Tool output not shown: ${n(bytes)} bytes of binary data, too large to show and not stored.]`;
}

/** A structured output that could not be turned into text at all (its serialization threw). */
export function outputNotShown(): string {
  return '[Tool output not shown: it could not be turned into text.]';
}
