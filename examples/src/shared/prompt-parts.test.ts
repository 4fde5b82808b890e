import { describe, expect, it } from 'vitest';
import type { ModelPrompt } from './prompt-parts.js';
import { spilledCharsIn, spillHandleIn, toolCallsIn, toolResultsIn } from './prompt-parts.js';

const NOTICE =
  "[Tool output too large (3,000,033 chars); stored to handle 'ns/it\\'s.0-abc'. Read it with read_tool_result(handle='ns/it\\'s.0-abc', offset=0, limit=200).]\npreview";

describe('spillHandleIn', () => {
  it('takes the first quoted handle out of a notice and unescapes it', () => {
    expect(spillHandleIn(NOTICE)).toBe("ns/it's.0-abc");
    expect(spillHandleIn("stored to handle 'a\\\\b'")).toBe('a\\b');
  });
  it('is undefined for text that is not a notice', () => {
    expect(spillHandleIn('2025-06-03 ERROR something')).toBeUndefined();
  });
});

describe('spilledCharsIn', () => {
  it('reads the stated size', () => {
    expect(spilledCharsIn(NOTICE)).toBe(3_000_033);
    expect(spilledCharsIn('[Summary of a 12-char tool output]')).toBeUndefined();
  });
});

describe('toolCallsIn / toolResultsIn', () => {
  const prompt: ModelPrompt = [
    { role: 'user', content: [{ type: 'text', text: 'go' }] },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'list', input: { since: 'x' } }] },
    {
      role: 'tool',
      content: [
        { type: 'tool-result', toolCallId: 'c1', toolName: 'list', output: { type: 'json', value: [{ a: 1 }] } },
        { type: 'tool-result', toolCallId: 'c2', toolName: 'logs', output: { type: 'text', value: NOTICE } },
      ],
    },
  ];
  it('lists calls with their inputs and results rendered as text', () => {
    expect(toolCallsIn(prompt)).toEqual([{ toolCallId: 'c1', toolName: 'list', input: { since: 'x' } }]);
    expect(toolResultsIn(prompt)).toEqual([
      { toolCallId: 'c1', toolName: 'list', text: '[{"a":1}]' },
      { toolCallId: 'c2', toolName: 'logs', text: NOTICE },
    ]);
  });
});
