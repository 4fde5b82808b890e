import { READ_TOOL_RESULT_DESCRIPTION, READ_TOOL_RESULT_INPUT_SCHEMA, readToolResult } from '@output-limits/core';
import { readSpilledImage } from '@output-limits/core/adapter';
import type { ReadToolResultToolOptions as KitReadToolOptions } from '@output-limits/core/adapter';
import { isImagePayloadAnswer } from '@output-limits/core/messages';
import { jsonSchema, tool } from 'ai';
import type { JSONSchema7, Tool } from 'ai';

/** Options of `readToolResultTool`: the store and namespace every adapter's read tool takes, and a page size. */
export interface ReadToolResultToolOptions extends KitReadToolOptions {
  /**
   * Most chars of body one page holds, below the tool's own caps: a number, or one per call from the
   * call's messages (`withOutputLimits` with `context` gives each page the budget a result would get).
   */
  readonly maxPageChars?: number | ((call: { readonly toolCallId: string; readonly messages: readonly unknown[] }) => number);
}

/** Arguments of the `read_tool_result` tool, as the model passes them. */
export interface ReadToolResultInput {
  handle: string;
  offset?: number | undefined;
  limit?: number | undefined;
  from_end?: boolean | undefined;
  pattern?: string | string[] | undefined;
  context?: number | undefined;
  ignore_case?: boolean | undefined;
  unit?: 'lines' | 'chars' | 'bytes' | undefined;
}

/** The tool description the model reads (the core's, shared by every adapter). */
export { READ_TOOL_RESULT_DESCRIPTION };

/**
 * The tool's input schema: the core's JSON Schema, as the model reads it, but every input is
 * accepted, so a bad argument (`offset: -1`) reaches `readToolResult`, which answers with its
 * one-line message instead of the SDK's multi-line validation error.
 */
const inputSchema = jsonSchema<ReadToolResultInput>(READ_TOOL_RESULT_INPUT_SCHEMA as unknown as JSONSchema7, {
  validate: (value) => ({ success: true, value: value as ReadToolResultInput }),
});

/**
 * The `read_tool_result` tool: pages a spilled tool output back from `store`. Its `execute` returns
 * the page as a string and never throws; a bad handle or argument becomes a message to the model.
 * When the page is the answer for a spilled image (PNG, JPEG, GIF or WebP, up to 3.75 MiB), its
 * `toModelOutput` shows the model that answer and the image itself, as an `image-data` part.
 * Its input schema describes the arguments to the model but lets any input through to
 * `readToolResult`, so bad arguments get the library's one-line messages (`[Invalid offset: ...]`).
 * `withOutputLimits` adds it for you; use this directly with `outputLimitsMiddleware` or your own loop.
 */
export function readToolResultTool(options: ReadToolResultToolOptions): Tool<ReadToolResultInput, string> {
  const { store, namespace, maxPageChars } = options;
  return tool({
    description: READ_TOOL_RESULT_DESCRIPTION,
    inputSchema,
    // readToolResult checks every argument (absent and `undefined` are the same to it).
    execute: (input, { toolCallId, messages }) => {
      const pageChars = typeof maxPageChars === 'function' ? maxPageChars({ toolCallId, messages }) : maxPageChars;
      return readToolResult(store, input, { namespace, ...(pageChars !== undefined ? { maxPageChars: pageChars } : {}) });
    },
    toModelOutput: async ({ input, output }) => {
      const image = isImagePayloadAnswer(output) ? await readSpilledImage(store, input, { namespace }) : undefined;
      if (!image) return { type: 'text', value: output };
      return {
        type: 'content',
        value: [
          { type: 'text', text: output },
          { type: 'image-data', data: image.base64, mediaType: image.mediaType },
        ],
      };
    },
  });
}
