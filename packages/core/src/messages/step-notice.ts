/**
 * The step notice: what the model sees when the parallel calls of one step are too many for a
 * notice each within the step's share of the context window. One call carries the combined notice,
 * naming a stored list of every stored result's handle; the others carry a short marker, or nothing.
 */
import { formatCount as n } from '../text/format-count.js';
import type { SizeUnit } from '../measure/measure.js';
import { quoteHandle } from './quote.js';
import { readCall } from './read-back.js';

/**
 * The combined notice: `[Too many large results in this step for the context window: each call whose
 * result reads "[Stored: see the step's notice.]" or is empty was stored. Their handles, one a line
 * (tool call id: handle), are stored under handle 'h'. Read it with read_tool_result(handle='h', offset=0, limit=200).]`
 */
export function stepNotice(listHandle: string, readLimit: number): string {
  return (
    `[Too many large results in this step for the context window: each call whose result reads "${STEP_STORED}" or is empty was stored. ` +
    `Their handles, one a line (tool call id: handle), are stored under handle ${quoteHandle(listHandle)}. ` +
    `Read it with ${readCall({ handle: listHandle, offset: 0, limit: readLimit })}.]`
  );
}

/** What each other stored call of such a step shows, when its share holds it (else it shows nothing). */
export const STEP_STORED = "[Stored: see the step's notice.]";

/** One line of the stored list: `call_7: handle 'call_7.0-k3j9x2m1p0qa' (60,000 chars)`. */
export function stepListLine(toolCallId: string, handle: string, size: number, unit: SizeUnit): string {
  return `${toolCallId.replace(/[\r\n]/g, ' ')}: handle ${quoteHandle(handle)} (${n(size)} ${unit})`;
}
