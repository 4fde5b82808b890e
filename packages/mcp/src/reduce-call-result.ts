/**
 * The one path of a `tools/call` result through the proxy: the core's one bound (`Reducer.reduce`
 * takes a `CallToolResult` apart as it is sent, parts and fields, and bounds it by the band, or by
 * the error band for an `isError` result), then what is MCP's own: a `resource_link` to the spill,
 * and the read call a notice names when the session has no read tool.
 */
import type { Reducer } from '@output-limits/core';
import { CHARS_PER_TOKEN } from '@output-limits/core';
import { outputChars } from '@output-limits/core/adapter';
import { readWithResource } from '@output-limits/core/messages';
import { callRequest } from './call-request.js';
import type { ResourceLink } from './spill-resources.js';
import { spillLink } from './spill-resources.js';

type Result = Readonly<Record<string, unknown>>;

/** How results are reduced in one proxy session. */
export interface ResultLimits {
  readonly reducer: Reducer;
  /** Whether the session offers `read_tool_result`; without it a notice names `resources/read` of the spill's URI instead. */
  readonly readTool: () => boolean;
  /** The most chars a reduced result of `toolName` (`error`: an error result) that measured `size` may be sent as: the bound of the band it reached. */
  boundChars(toolName: string, error: boolean, size: number): number;
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
  readonly result: Result;
  readonly link?: ResourceLink;
}

/** Reduces one result; `signal` stops a reduction that is no longer wanted (the call was cancelled). */
export type ReduceResult = (signal?: AbortSignal) => Promise<ReducedResult | undefined>;

/**
 * Decides at once, without waiting, whether a `tools/call` result goes to the client unchanged:
 * undefined when the core leaves it as it is (`leavesUnchanged`: below every band, or an exempt
 * tool), or when it is within the server's own size hint. Otherwise the function that reduces
 * it, to the core's reduced result (a `CallToolResult` again; a result the core could not take
 * apart becomes one text part) with a `resource_link` to the spill after the part that names it,
 * or to undefined when the core left it as it is.
 */
export function reduceCallResult(result: Result, call: ToolCall, limits: ResultLimits): ReduceResult | undefined {
  if (limits.reducer.leavesUnchanged(result, call.toolName)) return undefined;
  if (call.maxResultChars !== undefined && outputChars(result) <= call.maxResultChars) return undefined;
  return (signal) => reduceResult(result, call, limits, signal);
}

async function reduceResult(
  result: Result,
  call: ToolCall,
  limits: ResultLimits,
  signal: AbortSignal | undefined,
): Promise<ReducedResult | undefined> {
  const request = callRequest(call.args);
  const reduction = await limits.reducer.reduce(result, {
    toolName: call.toolName,
    toolCallId: call.callId,
    ...(signal ? { signal } : {}),
    ...(request !== undefined ? { request } : {}),
  });
  if (!reduction.reduced || reduction.output === result) return undefined;
  const isError = result.isError === true;
  const reduced: Result =
    typeof reduction.output === 'string'
      ? { content: [{ type: 'text', text: reduction.output }], ...(isError ? { isError } : {}) }
      : (reduction.output as Result);
  if (reduction.handle === undefined) return { result: reduced };
  const chars = reduction.unit === 'chars' ? reduction.originalSize : outputChars(result);
  const link = spillLink(reduction.handle, call.toolName, chars);
  const readTool = limits.readTool();
  const content = (reduced.content as readonly unknown[]).map((part) => (readTool ? part : readingResource(part, link)));
  const notice = content.findIndex((part) => noticeOf(part)?.includes(link.name));
  const at = notice === -1 ? content.length : notice + 1;
  const linked = { ...reduced, content: [...content.slice(0, at), link, ...content.slice(at)] };
  // The link is one more part the client reads: it goes only where the result stays within its bound,
  // the bound of the band the result reached or, when it reached none, the one what is sent reaches
  // (a result of images that do not parse, spilled whatever their size, beside a long field).
  const sent = sentChars(linked, result);
  const sentSize = reduction.unit === 'tokens' ? Math.ceil(sent / CHARS_PER_TOKEN) : sent;
  const fits = sent <= limits.boundChars(call.toolName, isError, Math.max(reduction.originalSize, sentSize));
  return fits ? { result: linked, link } : { result: { ...reduced, content }, link };
}

/** The text of a text part, else undefined. */
function noticeOf(part: unknown): string | undefined {
  const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
  return type === 'text' && typeof text === 'string' ? text : undefined;
}

/** A text part whose notice names the spill of `link`, with `resources/read` of its URI in place of the `read_tool_result` call. */
function readingResource(part: unknown, link: ResourceLink): unknown {
  const notice = noticeOf(part);
  if (notice === undefined || !notice.includes(link.name)) return part;
  const lineEnd = notice.indexOf('\n');
  const header = lineEnd === -1 ? notice : notice.slice(0, lineEnd);
  const at = header.lastIndexOf('. Read it with ');
  if (at === -1) return part;
  return {
    ...(part as object),
    text: `${header.slice(0, at + 2)}${readWithResource(link.uri)}.]${lineEnd === -1 ? '' : notice.slice(lineEnd)}`,
  };
}

/** Chars of a result as it is sent, the images the core kept as they came (parts of `original` naming an image type) left out. */
function sentChars(result: Result, original: Result): number {
  const kept = new Set(Array.isArray(original.content) ? (original.content as unknown[]) : []);
  const content = (result.content as readonly unknown[]).filter((part) => !(kept.has(part) && namesImage(part)));
  return outputChars({ ...result, content });
}

function namesImage(part: unknown): boolean {
  const { mimeType, mediaType } = (part ?? {}) as { mimeType?: unknown; mediaType?: unknown };
  const type = typeof mediaType === 'string' ? mediaType : mimeType;
  return typeof type === 'string' && /^\s*image(\/|\s*$)/i.test(type);
}
