import { READ_TOOL_NAME, READ_TOOL_RESULT_DESCRIPTION, READ_TOOL_RESULT_INPUT_SCHEMA, readToolResult } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import type { ReadToolResultToolOptions } from '@output-limits/core/adapter';
import { tool } from '@openai/agents';
import type { FunctionTool } from '@openai/agents';

/** Options of `readToolResultTool`: the store spills were written to, and the namespace whose handles it may read. */
export type { ReadToolResultToolOptions };

/**
 * The `read_tool_result` tool as an OpenAI Agents function tool: pages a spilled tool result back
 * from `store`. Its parameters are the core's JSON Schema, not strict, so the SDK passes the
 * arguments through and `readToolResult` checks them: a bad handle or argument becomes a one-line
 * message to the model, never a throw. `withOutputLimits` adds it for you.
 */
export function readToolResultTool(options: ReadToolResultToolOptions): FunctionTool {
  const { store, namespace } = options;
  return tool({
    name: READ_TOOL_NAME,
    description: READ_TOOL_RESULT_DESCRIPTION,
    // The SDK's non-strict JSON Schema type asks for `additionalProperties: true`; the core's says false.
    parameters: READ_TOOL_RESULT_INPUT_SCHEMA as never,
    strict: false,
    execute: (input: unknown) => readToolResult(store, input as ReadToolResultArgs, { namespace }),
  });
}
