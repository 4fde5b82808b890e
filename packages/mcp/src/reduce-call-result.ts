/**
 * The one path of a `tools/call` result through the proxy: prepare (`resultDocument`) → measure,
 * band, action, store (the core's reducer) → the reduced result (notice, `resource_link`, kept parts).
 */
import type { Reducer } from '@output-limits/core';
import { readWithResource } from '@output-limits/core/messages';
import { callRequest } from './call-request.js';
import type { ResultDocument } from './result-document.js';
import { resultDocument } from './result-document.js';
import type { ResourceLink } from './spill-resources.js';
import { spillLink } from './spill-resources.js';

/** How results are reduced in one proxy session. */
export interface ResultLimits {
  readonly reducer: Reducer;
  /** Reduces error results (`isError: true`). */
  readonly errorReducer: Reducer;
  readonly maxMediaChars: number;
  /** Whether the session offers `read_tool_result`; without it a notice names `resources/read` of the spill's URI instead. */
  readonly readTool: () => boolean;
}

/** The tool call a result answers. */
export interface ToolCall {
  readonly toolName: string;
  /** The JSON-RPC id of the `tools/call` request: the tool call id of the spill's handle. */
  readonly callId: string;
  readonly args: unknown;
  /** Chars the server asks to be let through (`_meta["anthropic/maxResultSizeChars"]`), within the user's ceiling. */
  readonly maxResultChars?: number;
}

/** A result the proxy changed, and the link to its spill when it was spilled. */
export interface ReducedResult {
  readonly result: Readonly<Record<string, unknown>>;
  readonly link?: ResourceLink;
}

/** Reduces one result; `signal` stops a reduction that is no longer wanted (the call was cancelled). */
export type ReduceResult = (signal?: AbortSignal) => Promise<ReducedResult | undefined>;

/**
 * Decides at once, without waiting, whether a `tools/call` result goes to the client unchanged:
 * undefined when its text, as `resultDocument` makes it, is below every band, or within the
 * server's own size hint. Otherwise the function that reduces it, to the reduced result
 * `{ content: [notice, resource_link?, ...kept parts], isError?, ...kept fields }`, or to undefined
 * when the core left it as it is: the notice first, so a client never shows the model data before
 * it. `structuredContent` is left out (it is in the spill, or repeated the text that is).
 */
export function reduceCallResult(
  result: Readonly<Record<string, unknown>>,
  call: ToolCall,
  limits: ResultLimits,
): ReduceResult | undefined {
  const document = resultDocument(result, limits.maxMediaChars);
  if (call.maxResultChars !== undefined && document.text.length <= call.maxResultChars) return undefined;
  const reducer = result.isError === true ? limits.errorReducer : limits.reducer;
  if (reducer.leavesUnchanged(document.text, call.toolName)) return undefined;
  return (signal) => reduceDocument(document, result.isError === true, reducer, call, limits, signal);
}

async function reduceDocument(
  document: ResultDocument,
  isError: boolean,
  reducer: Reducer,
  call: ToolCall,
  limits: ResultLimits,
  signal: AbortSignal | undefined,
): Promise<ReducedResult | undefined> {
  const request = callRequest(call.args);
  const reduction = await reducer.reduce(document.text, {
    toolName: call.toolName,
    toolCallId: call.callId,
    ...(signal ? { signal } : {}),
    ...(request !== undefined ? { request } : {}),
  });
  if (!reduction.reduced || typeof reduction.output !== 'string') return undefined;
  const link = reduction.handle === undefined ? undefined : spillLink(reduction.handle, call.toolName, document.text.length);
  const notice = link && !limits.readTool() ? withResourceRead(reduction.output, link.uri) : reduction.output;
  return {
    result: {
      content: [{ type: 'text', text: notice }, ...(link ? [link] : []), ...document.keptParts],
      ...(isError ? { isError: true } : {}),
      ...document.keptFields,
    },
    ...(link ? { link } : {}),
  };
}

/** A spill notice whose first line names `resources/read` of `uri` in place of the `read_tool_result` call. */
function withResourceRead(notice: string, uri: string): string {
  const lineEnd = notice.indexOf('\n');
  const header = lineEnd === -1 ? notice : notice.slice(0, lineEnd);
  const at = header.lastIndexOf('. Read it with ');
  if (at === -1) return notice;
  return `${header.slice(0, at + 2)}${readWithResource(uri)}.]${lineEnd === -1 ? '' : notice.slice(lineEnd)}`;
}
