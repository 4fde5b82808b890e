import { createReducer } from '@output-limits/core';
import { assertNoReadToolClash, observeReduce } from '@output-limits/core/adapter';
import type { ReduceEvent, Reducer, ReducerConfig } from '@output-limits/core';
import type { FunctionTool, Tool } from '@openai/agents';
import { readToolResultTool } from './read-tool-result-tool.js';

/** Configuration of `withOutputLimits`: the core's `ReducerConfig` plus an observer. Every field is optional. */
export interface OutputLimitsConfig extends ReducerConfig {
  /**
   * Called once for every tool result that went through the reducer (reduced or not); pass
   * `recordReduction` from `@output-limits/core/otel` to put it on the active OpenTelemetry span.
   * An exception it throws is logged with `console.error` and ignored. Default: none.
   */
  readonly onReduce?: (event: ReduceEvent) => void;
}

/** The tools `withOutputLimits` returns: the given ones, in order, then `read_tool_result`. */
export type WithOutputLimits<TOOLS extends readonly Tool[]> = [...TOOLS, FunctionTool];

/** `type`s of the SDK's structured tool outputs (text, image, file), which pass through as they are. */
const OUTPUT_ITEM_TYPES = new Set(['text', 'image', 'file', 'input_text', 'input_image', 'input_file']);

/**
 * Wraps the `invoke` of every selected function tool so that its result goes through the core
 * reducer before the model sees it (truncated, spilled with a handle, or summarized, by size band),
 * and adds the `read_tool_result` tool that pages spills back from the same store.
 *
 * Returns a new array; the tools themselves are not changed (a wrapped tool is a copy). Passed
 * through as they are: hosted, computer, shell and apply-patch tools, function tools with an
 * `outputSchema` (a reduced string would break it), and tools `toolFilter` leaves out. A result
 * that is one of the SDK's structured outputs (`{ type: 'image' | 'file' | 'text', ... }`, or an
 * array of them) passes through too. What `invoke` returns for an error (the tool's
 * `errorFunction` text) is reduced like any string; an error it throws propagates unchanged.
 *
 * @param tools The agent's tools.
 * @param config Bands, store and the rest; see `ReducerConfig`. Default: spill from 10,000 chars
 * into a `FileStore` under the OS temp directory, truncating to 4,000 chars if the store fails.
 * @throws ConfigurationError for a configuration error or a tool already named `read_tool_result`.
 */
export function withOutputLimits<const TOOLS extends readonly Tool[]>(
  tools: TOOLS,
  config: OutputLimitsConfig = {},
): WithOutputLimits<TOOLS> {
  assertNoReadToolClash(
    tools.map((candidate) => candidate.name),
    'withOutputLimits',
  );
  const { onReduce, ...reducerConfig } = config;
  const reducer = createReducer(reducerConfig);
  const wrapped = tools.map((candidate) =>
    candidate.type === 'function' && candidate.outputSchema === undefined && !reducer.exempts(candidate.name)
      ? wrapTool(candidate, reducer, onReduce)
      : candidate,
  );
  const read = readToolResultTool({ store: reducer.store, ...(reducer.namespace !== undefined ? { namespace: reducer.namespace } : {}) });
  return [...wrapped, read] as unknown as WithOutputLimits<TOOLS>;
}

function wrapTool(original: FunctionTool, reducer: Reducer, onReduce: OutputLimitsConfig['onReduce']): FunctionTool {
  const invoke: FunctionTool['invoke'] = async (runContext, input, details) => {
    const result = await original.invoke(runContext, input, details);
    if (isOutputItem(result)) return result;
    const call = { toolName: original.name, toolCallId: details?.toolCall?.callId ?? '' };
    const signal = details?.signal;
    const reduction = await reducer.reduce(result, { ...call, ...(signal ? { signal } : {}) });
    observeReduce(onReduce, reduction, call);
    return reduction.output;
  };
  return { ...original, invoke };
}

function isOutputItem(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isOutputItem);
  return typeof value === 'object' && value !== null && OUTPUT_ITEM_TYPES.has(String((value as { type?: unknown }).type));
}
