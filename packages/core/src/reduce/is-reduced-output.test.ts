import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spill } from '../actions/spill.js';
import { summarize } from '../actions/summarize.js';
import { truncate } from '../actions/truncate.js';
import type { Action } from '../actions/action.js';
import { isReducedOutput } from './is-reduced-output.js';
import { createReducer } from './reducer.js';
import { MemoryStore } from '../stores/memory-store.js';

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

  it('requires the marker where the action puts it, with counts that agree', () => {
    const header =
      "[Tool output too large (5,000 chars); stored to handle 'h'. Read it with read_tool_result(handle='h', offset=0, limit=200).]";
    expect(isReducedOutput(`${header}\n${'p'.repeat(250)}\n...[4,500 chars omitted]...\n${'p'.repeat(250)}`)).toBe(true);
    expect(isReducedOutput(`${header}\n${'p'.repeat(500)}`)).toBe(false); // preview neither whole nor cut
    expect(isReducedOutput(header.replace("(handle='h',", "(handle='k',"))).toBe(false); // two handles
    expect(isReducedOutput(`${'a'.repeat(10)}\n\n[truncated: showing first 10 of 20 chars]`)).toBe(true);
    expect(isReducedOutput(`${'a'.repeat(11)}\n\n[truncated: showing first 10 of 20 chars]`)).toBe(false);
    expect(isReducedOutput(`[truncated: showing last 3 of 9 chars]\n\nabc`)).toBe(true);
    expect(isReducedOutput(`[truncated: showing last 3 of 9 chars]\n\nabcd`)).toBe(false);
    const middle = '\n\n[truncated: 5 chars omitted from the middle; showing first 2 + last 3 of 10 chars]\n\n';
    expect(isReducedOutput(`ab${middle}cde`)).toBe(true);
    expect(isReducedOutput(`log: ab${middle}cde`)).toBe(false); // an innocent log quoting a cut
    expect(isReducedOutput(`ab${middle}cdef`)).toBe(false);
    expect(isReducedOutput('[Tool output not shown: it could not be turned into text.]')).toBe(true);
  });

  it('does not take ordinary text for a notice', () => {
    expect(isReducedOutput('')).toBe(false);
    expect(isReducedOutput('Tool output too large')).toBe(false);
    expect(isReducedOutput('x [truncated: showing first 5 of 10 chars] y')).toBe(false);
    expect(isReducedOutput(' [Tool output too large (1 chars)')).toBe(false);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('[')),
        (s) => {
          expect(isReducedOutput(s)).toBe(false);
        },
      ),
    );
  });
});
