import { describe, expect, it } from 'vitest';
import { READ_TOOL_RESULT_ARGUMENTS, READ_TOOL_RESULT_DESCRIPTION } from './messages/index.js';
import { READ_TOOL_RESULT_INPUT_SCHEMA } from './read-tool-result-schema.js';

describe('READ_TOOL_RESULT_INPUT_SCHEMA', () => {
  it('declares every argument readToolResult takes, with its description, and requires only the handle', () => {
    expect(READ_TOOL_RESULT_INPUT_SCHEMA).toEqual({
      type: 'object',
      properties: {
        handle: { type: 'string', description: 'The handle from the "[Tool output too large ...]" notice, copied exactly.' },
        offset: {
          type: 'integer',
          minimum: 0,
          description:
            'How many lines (or chars) to skip before the page starts, counted from the start, or from the end with from_end; default 0.',
        },
        limit: { type: 'integer', minimum: 1, description: 'How many lines (or chars) to return; default 200, larger values are capped.' },
        from_end: {
          type: 'boolean',
          description: 'Count offset from the end of the output instead of the start, to read its last part; default false.',
        },
        pattern: {
          type: 'string',
          description:
            'Return only lines containing this literal, case-sensitive text (not a regular expression); offset and limit then count matching lines.',
        },
        unit: {
          type: 'string',
          enum: ['lines', 'chars', 'bytes'],
          description:
            'Page by "lines" (the default), by "chars" for outputs with very long lines, or by "bytes" for a hex dump of binary data.',
        },
      },
      required: ['handle'],
      additionalProperties: false,
    });
    expect(Object.keys(READ_TOOL_RESULT_INPUT_SCHEMA.properties)).toEqual(Object.keys(READ_TOOL_RESULT_ARGUMENTS));
  });

  it('goes with the tool description', () => {
    expect(READ_TOOL_RESULT_DESCRIPTION).toBe(
      "Read back a tool output that was too large to show in full. Such an output was stored, and in its place you saw a notice starting with \"[Tool output too large\" that gives its handle; pass that handle exactly as shown. Each call returns one page (200 lines unless you set limit, at most 1,000 lines or 50,000 chars), ending with a footer that says what was shown and gives the call for the next page. Use offset and limit to page, from_end to read from the end (such as the last lines of a log), pattern to keep only the lines containing a literal, case-sensitive substring (not a regular expression), and unit='chars' to page by characters through very long lines. Binary data is never shown as text: read without unit to learn its type (an image comes back as an image), or with unit='bytes' for a hex dump (256 bytes unless you set limit).",
    );
  });
});
