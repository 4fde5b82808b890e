import { READ_TOOL_RESULT_ARGUMENTS } from './messages/index.js';

/**
 * The JSON Schema of `read_tool_result`'s arguments, for frameworks that take one (LangChain.js,
 * OpenAI Agents JS, an MCP server, a hand-written loop). Only `handle` is required; the rest have the
 * defaults `readToolResult` applies. `readToolResult` checks every argument itself, so a call that
 * gets past a framework without validation still gets a one-line message, never a throw.
 */
export const READ_TOOL_RESULT_INPUT_SCHEMA = {
  type: 'object',
  properties: {
    handle: { type: 'string', description: READ_TOOL_RESULT_ARGUMENTS.handle },
    offset: { type: 'integer', minimum: 0, description: READ_TOOL_RESULT_ARGUMENTS.offset },
    limit: { type: 'integer', minimum: 1, description: READ_TOOL_RESULT_ARGUMENTS.limit },
    from_end: { type: 'boolean', description: READ_TOOL_RESULT_ARGUMENTS.from_end },
    pattern: { type: 'string', description: READ_TOOL_RESULT_ARGUMENTS.pattern },
    unit: { type: 'string', enum: ['lines', 'chars', 'bytes'], description: READ_TOOL_RESULT_ARGUMENTS.unit },
  },
  required: ['handle'],
  additionalProperties: false,
} as const;
