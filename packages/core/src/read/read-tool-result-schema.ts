/**
 * The JSON Schema of `read_tool_result`'s arguments, for every framework (the AI SDK, LangChain.js,
 * OpenAI Agents JS, an MCP server, a hand-written loop). Only `handle` is required; the rest have the
 * defaults `readToolResult` applies, and the tool description says what they do (the two together
 * stay under 200 tokens). `readToolResult` checks every argument itself, so a call that gets past a
 * framework without validation still gets a one-line message, never a throw.
 */
export const READ_TOOL_RESULT_INPUT_SCHEMA = {
  type: 'object',
  properties: {
    handle: { type: 'string' },
    pattern: { type: ['string', 'array'], items: { type: 'string' } },
    context: { type: 'integer' },
    ignore_case: { type: 'boolean' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
    from_end: { type: 'boolean' },
    unit: { enum: ['lines', 'chars', 'bytes'] },
  },
  required: ['handle'],
} as const;
