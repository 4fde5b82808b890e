import {
  DEFAULT_READ_BYTES,
  DEFAULT_READ_LIMIT,
  isImagePayloadAnswer,
  MAX_READ_CHARS,
  MAX_READ_LINES,
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

const count = new Intl.NumberFormat('en-US');

/** The tool description the model reads. */
export const READ_TOOL_RESULT_DESCRIPTION =
  'Read back a tool output that was too large to show in full. Such an output was stored, and in its place ' +
  'you saw a notice starting with "[Tool output too large" that gives its handle; pass that handle exactly as shown. ' +
  `Each call returns one page (${count.format(DEFAULT_READ_LIMIT)} lines unless you set limit, at most ` +
  `${count.format(MAX_READ_LINES)} lines or ${count.format(MAX_READ_CHARS)} chars), ending with a footer that ` +
  'says what was shown and gives the call for the next page. ' +
  'Use offset and limit to page, from_end to read from the end (such as the last lines of a log), pattern to keep ' +
  "only the lines containing a literal, case-sensitive substring (not a regular expression), and unit='chars' to " +
  'page by characters through very long lines. Binary data is never shown as text: read without unit to learn its ' +
  `type (an image comes back as an image), or with unit='bytes' for a hex dump (${count.format(DEFAULT_READ_BYTES)} bytes unless you set limit).`;

/** What the model is told the arguments are: types, ranges and a description of each. */
const describedSchema = z.object({
  handle: z.string().describe('The handle from the "[Tool output too large ...]" notice, copied exactly.'),
  offset: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('How many lines (or chars) to skip before the page starts, counted from the start, or from the end with from_end; default 0.'),
  limit: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(`How many lines (or chars) to return; default ${count.format(DEFAULT_READ_LIMIT)}, larger values are capped.`),
  from_end: z
    .boolean()
    .optional()
    .describe('Count offset from the end of the output instead of the start, to read its last part; default false.'),
  pattern: z
    .string()
    .optional()
    .describe('Return only lines containing this literal, case-sensitive text (not a regular expression); offset and limit then count matching lines.'),
  unit: z
    .enum(['lines', 'chars', 'bytes'])
    .optional()
    .describe('Page by "lines" (the default), by "chars" for outputs with very long lines, or by "bytes" for a hex dump of binary data.'),
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
