import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spill, summarize, truncate } from './actions.js';
import type { Action } from './actions.js';
import { isReducedOutput } from './is-reduced-output.js';
import { createReducer } from './reducer.js';
import { MemoryStore } from './stores/memory-store.js';

async function reduced(action: Action, text: string): Promise<string> {
  const reducer = createReducer({ store: new MemoryStore(), bands: [{ over: 0, action }] });
  const reduction = await reducer.reduce(text, { toolName: 't', toolCallId: 'c' });
  expect(reduction.reduced).toBe(true);
  return reduction.output as string;
}

const text = Array.from({ length: 4_000 }, (_, i) => `line ${i}`).join('\n');

describe('isReducedOutput', () => {
  it.each([
    ['a spill notice', spill()],
    ['a spill notice without preview', spill({ previewChars: 0 })],
    ['a summary', summarize({ summarize: () => 'gist' })],
    ['a head+tail cut', truncate({ maxChars: 500 })],
    ['a head cut', truncate({ maxChars: 500, strategy: 'head' })],
    ['a tail cut', truncate({ maxChars: 500, strategy: 'tail' })],
    ['a cut keeping tail lines', truncate({ maxChars: 500, strategy: 'head', keepTailLines: 2 })],
  ])('recognises %s made by the reducer', async (_, action) => {
    expect(isReducedOutput(await reduced(action, text))).toBe(true);
  });

  it('recognises large counts with thousands separators', () => {
    expect(isReducedOutput('[Summary of a 1,234,567-char tool output; the full output was not kept.]\nx')).toBe(true);
  });

  it('does not take ordinary text for a notice', () => {
    expect(isReducedOutput('')).toBe(false);
    expect(isReducedOutput('Tool output too large')).toBe(false);
    expect(isReducedOutput('x [truncated: showing first 5 of 10 chars] y')).toBe(false);
    expect(isReducedOutput(' [Tool output too large (1 chars)')).toBe(false);
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes('[')), (s) => {
        expect(isReducedOutput(s)).toBe(false);
      }),
    );
  });
});
