/**
 * Step 1 of a result: the tool's value becomes a `Payload` (text, or bytes for binary), through
 * the serializer; content results (MCP-style parts) are read as their text.
 */
export * from './content-result.js';
export * from './model-output.js';
export * from './payload.js';
export * from './serialize.js';
