import { createReducer, READ_TOOL_NAME, readToolResult } from '@output-limits/core';
import { observeReduce } from '@output-limits/core/adapter';
import type { ReduceEvent, Reducer, ReducerConfig } from '@output-limits/core';
import { ToolMessage } from '@langchain/core/messages';
import { ToolInputParsingException } from '@langchain/core/tools';
import { createMiddleware, ToolInvocationError } from 'langchain';
import type { AgentMiddleware } from 'langchain';
import { readToolResultTool } from './read-tool-result-tool.js';

/** Configuration of `outputLimitsMiddleware`: the core's `ReducerConfig` plus an observer. Every field is optional. */
export interface OutputLimitsMiddlewareConfig extends ReducerConfig {
  /**
   * Called once for every tool result that went through the reducer (reduced or not); pass
   * `recordReduction` from `@output-limits/core/otel` to put it on the active OpenTelemetry span.
   * An exception it throws is logged with `console.error` and ignored. Default: none.
   */
  readonly onReduce?: (event: ReduceEvent) => void;
}

/** The middleware, with the reducer it runs (its `store` and `namespace` are the read-back tool's). */
export type OutputLimitsMiddleware = AgentMiddleware & { readonly reducer: Reducer };

/**
 * A `createAgent` middleware that keeps oversized tool results out of the context window: its
 * `wrapToolCall` runs each tool, then reduces the text of the `ToolMessage` it returned through the
 * core reducer (truncated, spilled with a handle, or summarized, by size band) before the model
 * sees it, and it registers the `read_tool_result` tool that pages spills back from the same store.
 *
 * - Only a string `content` is reduced: LangChain has already turned a structured result into JSON
 *   text. Content blocks (images, files), error messages (`status: 'error'`), `Command`s and the
 *   results of `read_tool_result` pass through untouched (and `onReduce` is not told of them); so do the message's other fields
 *   (`artifact` included, which the model never sees).
 * - The reducer gets the tool call's name and id, and the run's abort signal.
 * - `read_tool_result` arguments LangChain's schema check refuses get the core's one-line message
 *   (`[Invalid offset: ...]`), as every other bad argument does.
 * - A tool that throws is handled by LangChain as usual; the middleware does not catch.
 *
 * @param config Bands, store and the rest; see `ReducerConfig`. Default: spill from 10,000 chars into
 * a `FileStore` under the OS temp directory, truncating to 4,000 chars if the store fails.
 * @throws ConfigurationError for a configuration error (see `createReducer`).
 */
export function outputLimitsMiddleware(config: OutputLimitsMiddlewareConfig = {}): OutputLimitsMiddleware {
  const { onReduce, ...reducerConfig } = config;
  const reducer = createReducer(reducerConfig);
  const middleware = createMiddleware({
    name: 'OutputLimits',
    tools: [readToolResultTool({ store: reducer.store, ...(reducer.namespace !== undefined ? { namespace: reducer.namespace } : {}) })],
    wrapToolCall: async (request, handler) => {
      if (request.toolCall.name === READ_TOOL_NAME) {
        try {
          return await handler(request);
        } catch (error) {
          // LangChain refused the arguments against the schema; the model gets the core's one-line
          // message for them instead of LangChain's error (a stack trace with host paths).
          if (!(ToolInvocationError.isInstance(error) && error.toolError instanceof ToolInputParsingException)) throw error;
          const page = await readToolResult(reducer.store, request.toolCall.args as never, { namespace: reducer.namespace });
          return new ToolMessage({ content: page, tool_call_id: request.toolCall.id ?? '', name: READ_TOOL_NAME });
        }
      }
      const result = await handler(request);
      if (!ToolMessage.isInstance(result)) return result;
      if (result.status === 'error' || typeof result.content !== 'string') return result;
      const call = { toolName: request.toolCall.name, toolCallId: result.tool_call_id };
      const signal = request.runtime.signal;
      const reduction = await reducer.reduce(result.content, { ...call, ...(signal ? { signal } : {}) });
      observeReduce(onReduce, reduction, call);
      if (reduction.output === result.content || typeof reduction.output !== 'string') return result;
      return new ToolMessage({
        content: reduction.output,
        tool_call_id: result.tool_call_id,
        ...(result.name !== undefined ? { name: result.name } : {}),
        ...(result.id !== undefined ? { id: result.id } : {}),
        ...(result.status !== undefined ? { status: result.status } : {}),
        artifact: result.artifact as unknown,
        additional_kwargs: result.additional_kwargs,
        response_metadata: result.response_metadata,
      });
    },
  });
  return Object.assign(middleware, { reducer });
}
