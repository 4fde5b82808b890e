import {
  isImagePayloadAnswer,
  READ_TOOL_RESULT_ARGUMENTS as ARGUMENTS,
  READ_TOOL_RESULT_DESCRIPTION,
  readSpilledImage,
  readToolResult,
} from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import { asSchema, jsonSchema, tool } from 'ai';
import type { Tool } from 'ai';
import { z } from 'zod';

/** Options of `readToolResultTool`. */
export interface ReadToolResultToolOptions {
  /** The store spills were written to: the same one the reducer (or middleware) uses. */
  readonly store: OverflowStore;
  /** Only handles in this namespace may be read. Default: none (every handle in the store). */
  readonly namespace?: string;
}

/** Arguments of the `read_tool_result` tool, as the model passes them. */
export interface ReadToolResultInput {
  handle: string;
  offset?: number | undefined;
  limit?: number | undefined;
  from_end?: boolean | undefined;
  pattern?: string | undefined;
  unit?: 'lines' | 'chars' | 'bytes' | undefined;
}

/** The tool description the model reads (the core's, shared by every adapter). */
export { READ_TOOL_RESULT_DESCRIPTION };

/** What the model is told the arguments are: types, ranges and a description of each. */
const describedSchema = z.object({
  handle: z.string().describe(ARGUMENTS.handle),
  offset: z.number().int().min(0).optional().describe(ARGUMENTS.offset),
  limit: z.number().int().min(1).optional().describe(ARGUMENTS.limit),
  from_end: z.boolean().optional().describe(ARGUMENTS.from_end),
  pattern: z.string().optional().describe(ARGUMENTS.pattern),
  unit: z.enum(['lines', 'chars', 'bytes']).optional().describe(ARGUMENTS.unit),
});

/**
 * The tool's input schema: `describedSchema` as the JSON Schema the model reads, but every input
 * is accepted, so a bad argument (`offset: -1`) reaches `readToolResult`, which answers with its
 * one-line message instead of the SDK's multi-line validation error.
 */
const inputSchema = jsonSchema<ReadToolResultInput>(async () => asSchema(describedSchema).jsonSchema, {
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
  const { store, namespace } = options;
  return tool({
    description: READ_TOOL_RESULT_DESCRIPTION,
    inputSchema,
    // readToolResult checks every argument (absent and `undefined` are the same to it).
    execute: (input) => readToolResult(store, input, { namespace }),
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
