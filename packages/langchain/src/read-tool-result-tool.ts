import { READ_TOOL_NAME, READ_TOOL_RESULT_DESCRIPTION, READ_TOOL_RESULT_INPUT_SCHEMA, readToolResult } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import type { ReadToolResultToolOptions } from '@output-limits/core/adapter';
import { tool } from '@langchain/core/tools';
import type { DynamicStructuredTool } from '@langchain/core/tools';

/** Options of `readToolResultTool`: the store spills were written to, and the namespace whose handles it may read. */
export type { ReadToolResultToolOptions };

/**
 * The `read_tool_result` tool as a LangChain.js tool: pages a spilled tool result back from `store`.
 * It returns the page as a string and never throws; a bad handle or argument becomes a one-line
 * message to the model. `outputLimitsMiddleware` registers it for you; use this directly with a
 * LangGraph `ToolNode` or your own loop.
 */
export function readToolResultTool(options: ReadToolResultToolOptions): DynamicStructuredTool {
  const { store, namespace } = options;
  return tool((input: unknown) => readToolResult(store, input as ReadToolResultArgs, { namespace }), {
    name: READ_TOOL_NAME,
    description: READ_TOOL_RESULT_DESCRIPTION,
    schema: READ_TOOL_RESULT_INPUT_SCHEMA,
  });
}
