import { describe, expect, it } from 'vitest';
import { READ_TOOL_RESULT_DESCRIPTION } from '../messages/index.js';
import { READ_TOOL_RESULT_INPUT_SCHEMA } from './read-tool-result-schema.js';

describe('READ_TOOL_RESULT_INPUT_SCHEMA', () => {
  it('names every argument readToolResult takes, with its type; only handle is required', () => {
    expect(READ_TOOL_RESULT_INPUT_SCHEMA).toEqual({
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
    });
  });

  it('goes with the tool description, which says what the arguments do', () => {
    expect(READ_TOOL_RESULT_DESCRIPTION).toBe(
      'Read a stored tool output by its handle. pattern: literal text or list (any) to find; each match shows as "N: line" (offset=N-1 reads it) with context lines (default 3) and enclosing lines; in a long line, "N:column: window". Pages hold 6,000 chars (limit over 200: 50,000); footers give the next call. unit \'chars\': long lines; \'bytes\': hex.',
    );
  });
});
