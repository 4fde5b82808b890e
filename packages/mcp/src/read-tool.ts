import { READ_TOOL_NAME, READ_TOOL_RESULT_DESCRIPTION, READ_TOOL_RESULT_INPUT_SCHEMA } from '@output-limits/core';

/** `read_tool_result` as an MCP tool, as the proxy adds it to `tools/list`: the core's description and schema. */
export const READ_TOOL = {
  name: READ_TOOL_NAME,
  description: READ_TOOL_RESULT_DESCRIPTION,
  inputSchema: READ_TOOL_RESULT_INPUT_SCHEMA,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
} as const;
