import { isContentResult } from '../prepare/content-result.js';
import type { ContentPart, ContentResult } from '../prepare/content-result.js';
import { referenceHint } from '../messages/references.js';
import type { Reducer } from '../reduce/reducer-config.js';
import type { Reduction } from '../actions/reduction.js';

/** How a spill notice's first line starts (`spillHeader`, `spillFileHeader`). */
const NOTICE_START = '[Tool output too large (';
/** How the hint line starts and ends (read off the message itself), to take it out again. */
const SAMPLE_HINT = referenceHint('H', ['T']);
const HINT_START = SAMPLE_HINT.slice(0, SAMPLE_HINT.indexOf('T, write'));
const HINT_END = SAMPLE_HINT.slice(SAMPLE_HINT.indexOf("H'") + 2);

/**
 * A reducer that gives every spill notice of `reducer` a second line saying how to pass the whole
 * output to the tools that take references (`referenceHint`), e.g.
 * `[To pass this whole output to upload_log, write '@tool_result:h' as the argument's value; the tool receives the exact stored output.]`.
 * The line comes right under the header (before a budget, `shape:` or preview line), in a string
 * notice or in the text part of a content result that holds the notice; the output grows by that
 * line. `isOwnOutput` takes the line out before it asks `reducer`, so a hinted notice still counts
 * as this library's own output. With no tools, `reducer` itself is returned.
 */
export function withReferenceHints(reducer: Reducer, tools: readonly string[]): Reducer {
  if (tools.length === 0) return reducer;
  return {
    ...reducer,
    reduce: async (value, context) => hinted(await reducer.reduce(value, context), tools),
    reduceOutput: async (output, context) => hintedOutput(await reducer.reduceOutput(output, context), tools),
    leavesUnchanged: (value, toolName, budget) => reducer.leavesUnchanged(value, toolName, budget),
    isOwnOutput: (text, toolName) => reducer.isOwnOutput(withoutReferenceHint(text), toolName),
  };
}

function hinted(reduction: Reduction, tools: readonly string[]): Reduction {
  const { handle, output } = reduction;
  if (reduction.action !== 'spill' || handle === undefined) return reduction;
  const hint = referenceHint(handle, tools);
  if (typeof output === 'string') return output.startsWith(NOTICE_START) ? { ...reduction, output: withLine(output, hint) } : reduction;
  if (!isContentResult(output)) return reduction;
  const at = output.content.findIndex((part) => part.type === 'text' && (part as { text: string }).text.startsWith(NOTICE_START));
  if (at < 0) return reduction;
  const content: ContentPart[] = [...output.content];
  const part = content[at] as { type: 'text'; text: string };
  content[at] = { ...part, text: withLine(part.text, hint) };
  return { ...reduction, output: { ...output, content } satisfies ContentResult };
}

/** `hinted` for a reduction of a model output (`reduceOutput`): a text output's value, or the notice part of a `content` output. */
function hintedOutput(reduction: Reduction, tools: readonly string[]): Reduction {
  const output = reduction.output as { readonly type?: unknown; readonly value?: unknown } | undefined;
  if (typeof output !== 'object' || output === null) return reduction;
  if (output.type === 'content' && Array.isArray(output.value)) {
    const inner = hinted({ ...reduction, output: { content: output.value as ContentPart[] } }, tools).output as ContentResult;
    return { ...reduction, output: { ...output, value: inner.content } };
  }
  if (output.type !== 'text' && output.type !== 'error-text' && output.type !== 'json') return reduction;
  const inner = hinted({ ...reduction, output: output.value }, tools);
  return inner.output === output.value ? reduction : { ...reduction, output: { ...output, value: inner.output } };
}

/** `text` with `line` after its first line. */
function withLine(text: string, line: string): string {
  const newline = text.indexOf('\n');
  return newline < 0 ? `${text}\n${line}` : `${text.slice(0, newline)}\n${line}${text.slice(newline)}`;
}

/** `text` without a reference hint as its second line (a notice `withReferenceHints` made); other texts as they are. */
export function withoutReferenceHint(text: string): string {
  if (!text.startsWith(NOTICE_START)) return text;
  const first = text.indexOf('\n');
  if (first < 0 || !text.startsWith(HINT_START, first + 1)) return text;
  const second = text.indexOf('\n', first + 1);
  const line = second < 0 ? text.slice(first + 1) : text.slice(first + 1, second);
  if (!line.endsWith(HINT_END)) return text;
  return second < 0 ? text.slice(0, first) : text.slice(0, first) + text.slice(second);
}
