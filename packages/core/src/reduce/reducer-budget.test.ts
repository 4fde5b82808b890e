import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passthrough } from '../actions/passthrough.js';
import { spill } from '../actions/spill.js';
import { summarize } from '../actions/summarize.js';
import { truncate } from '../actions/truncate.js';
import { isReducedOutput } from './is-reduced-output.js';
import { estimateTokens } from '../measure/measure.js';
import { readToolResult } from '../read/read-tool-result.js';
import { createReducer } from './reducer.js';
import type { ReducerConfig } from './reducer-config.js';
import type { ReductionWarning } from '../actions/reduction.js';
import { MemoryStore } from '../stores/memory-store.js';
import type { OverflowStore } from '../stores/overflow-store.js';
import { truncateText } from '../actions/truncate-text.js';

const CALL = { toolName: 'big_tool', toolCallId: 'call-1' };
const HANDLE = /stored to handle '([^']+)'/;

function setup(config: ReducerConfig = {}) {
  const store = new MemoryStore();
  const warnings: ReductionWarning[] = [];
  const reducer = createReducer({ store, onWarning: (w) => warnings.push(w), ...config });
  return { store, reducer, warnings };
}

const header = (handle: string, chars: number) =>
  `[Tool output too large (${chars.toLocaleString('en-US')} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`;

const failingStore: OverflowStore = {
  write: async () => {
    throw new Error('disk full');
  },
  read: async () => {
    throw new Error('nope');
  },
};

describe('createReducer with a budget', () => {
  it('spills a result below every band that is over the budget, the notice fitted to it', async () => {
    const { reducer, store } = setup();
    const text = 'x'.repeat(5_000);
    const r = await reducer.reduce(text, { ...CALL, budget: { tokens: 500 } });
    const handle = HANDLE.exec(String(r.output))![1]!;
    expect(r).toEqual({
      // The default (salient) preview within 1,000 chars: its marker counts against the preview.
      output: `${header(handle, 5_000)}\n[Fitted to a budget of 500 tokens.]\n${'x'.repeat(467)}\n...[4,065 chars omitted; none has an error signal]...\n${'x'.repeat(468)}`,
      reduced: true,
      action: 'spill',
      handle,
      originalSize: 5_000,
      unit: 'chars',
      budget: { tokens: 500 },
      fallbacks: [],
    });
    expect(new TextDecoder().decode(await store.read(handle))).toBe(text);
  });

  it('leaves a result within the budget and below every band as it is, and reports the budget', async () => {
    const { reducer } = setup();
    const value = { rows: [1, 2, 3] };
    const r = await reducer.reduce(value, { ...CALL, budget: { tokens: 500 } });
    expect(r).toEqual({ output: value, reduced: false, originalSize: 16, unit: 'chars', budget: { tokens: 500 }, fallbacks: [] });
    expect(r.output).toBe(value);
  });

  it('reduces the same result harder as the budget shrinks', async () => {
    const { reducer } = setup();
    const text = Array.from({ length: 2_000 }, (_, i) => `line ${i}`).join('\n');
    const sizes: number[] = [];
    for (const tokens of [2_000, 200, 100, 60]) {
      const r = await reducer.reduce(text, { ...CALL, budget: { tokens } });
      const output = String(r.output);
      expect(estimateTokens(output)).toBeLessThanOrEqual(tokens);
      sizes.push(output.length);
    }
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(4);
  });

  it('fits the band’s own truncation', async () => {
    const { reducer } = setup({ bands: [{ over: 1_000, action: truncate({ maxChars: 4_000 }) }] });
    const text = 'y'.repeat(20_000);
    const r = await reducer.reduce(text, { ...CALL, budget: { chars: 1_000 } });
    const line = '[Fitted to a budget of 1,000 chars.]';
    expect(r.output).toBe(`${line}\n${truncateText(text, { maxChars: 1_000 - line.length - 1 })}`);
    expect(r).toMatchObject({ reduced: true, action: 'truncate', budget: { chars: 1_000 } });
  });

  it('spills instead of passing through when a passthrough band’s result is over the budget', async () => {
    const { reducer } = setup({ bands: [{ over: 0, action: passthrough() }] });
    const r = await reducer.reduce('z'.repeat(3_000), { ...CALL, budget: { tokens: 300 } });
    expect(r).toMatchObject({ reduced: true, action: 'spill', budget: { tokens: 300 } });
    const within = await reducer.reduce('z'.repeat(300), { ...CALL, budget: { tokens: 300 } });
    expect(within).toMatchObject({ output: 'z'.repeat(300), reduced: false });
  });

  it('truncates to the budget when the store fails, even for a spill with no then', async () => {
    const { reducer, warnings } = setup({ store: failingStore, bands: [{ over: 10_000, action: spill() }] });
    const text = 'w'.repeat(30_000);
    const r = await reducer.reduce(text, { ...CALL, budget: { tokens: 400 } });
    expect(r).toMatchObject({
      reduced: true,
      action: 'truncate',
      fallbacks: [{ action: 'spill', reason: 'store write failed: disk full' }],
    });
    expect(String(r.output).startsWith('[Fitted to a budget of 400 tokens.]\n')).toBe(true);
    expect(estimateTokens(String(r.output))).toBeLessThanOrEqual(400);
    expect(warnings.map((w) => w.action)).toEqual(['spill']);
  });

  it('fits a summary, cutting it from its end', async () => {
    const { reducer } = setup({ bands: [{ over: 0, action: summarize({ summarize: () => 'gist '.repeat(500) }) }] });
    const r = await reducer.reduce('v'.repeat(4_000), { ...CALL, budget: { chars: 400 } });
    const output = String(r.output);
    expect(
      output.startsWith(
        '[Summary of a 4,000-char tool output; the full output was not kept.]\n[Fitted to a budget of 400 chars.]\ngist gist',
      ),
    ).toBe(true);
    expect(output.length).toBeLessThanOrEqual(400);
  });

  it('uses the header alone, and tells onWarning, when the budget cannot hold a bare notice', async () => {
    const { reducer, warnings, store } = setup();
    const text = 'q'.repeat(20_000);
    const r = await reducer.reduce(text, { ...CALL, budget: { tokens: 10 } });
    const handle = HANDLE.exec(String(r.output))![1]!;
    expect(r.output).toBe(header(handle, 20_000));
    expect(warnings).toEqual([
      {
        action: 'budget',
        reason: 'a budget of 10 tokens is too small for even a bare notice; used the smallest valid output',
        toolName: 'big_tool',
        toolCallId: 'call-1',
      },
    ]);
    // Still readable in full.
    expect(await readToolResult(store, { handle, unit: 'chars', limit: 50_000 })).toContain('q'.repeat(20_000));
  });

  it('ignores an unusable budget, and says so', async () => {
    const { reducer, warnings } = setup();
    const r = await reducer.reduce('short', { ...CALL, budget: { tokens: -1 } });
    expect(r).toEqual({ output: 'short', reduced: false, originalSize: 5, unit: 'chars', fallbacks: [] });
    expect(warnings).toEqual([
      {
        action: 'budget',
        reason: "a budget's limit must be a number >= 0; got -1; the budget was ignored",
        toolName: 'big_tool',
        toolCallId: 'call-1',
      },
    ]);
  });

  it('leaves exempt tools alone whatever the budget', async () => {
    const { reducer } = setup({ perTool: { quiet: [] } });
    const text = 'p'.repeat(50_000);
    expect((await reducer.reduce(text, { toolName: 'read_tool_result', toolCallId: 'r', budget: { tokens: 10 } })).output).toBe(text);
    expect((await reducer.reduce(text, { toolName: 'quiet', toolCallId: 'q', budget: { tokens: 10 } })).output).toBe(text);
  });

  it('spills binary over the budget', async () => {
    const { reducer } = setup();
    const bytes = new Uint8Array(2_000);
    const r = await reducer.reduce(bytes, { ...CALL, budget: { tokens: 1_000 } });
    expect(r).toMatchObject({ reduced: true, action: 'spill', unit: 'bytes' });
    expect(String(r.output).split('\n').slice(1)).toEqual(['[Fitted to a budget of 1,000 tokens.]', '<2,000 bytes of binary data>']);
  });

  it('keeps leavesUnchanged true only for values below every band and the budget', () => {
    const { reducer } = setup();
    expect(reducer.leavesUnchanged('x'.repeat(4_000), 'big_tool')).toBe(true);
    expect(reducer.leavesUnchanged('x'.repeat(4_000), 'big_tool', { tokens: 1_000 })).toBe(true);
    expect(reducer.leavesUnchanged('x'.repeat(4_001), 'big_tool', { tokens: 1_000 })).toBe(false);
    expect(reducer.leavesUnchanged('x'.repeat(4_001), 'big_tool', { chars: 4_000 })).toBe(false);
    expect(reducer.leavesUnchanged(new Uint8Array(2_000), 'big_tool', { tokens: 1_000 })).toBe(false);
    expect(reducer.leavesUnchanged('x'.repeat(4_001), 'read_tool_result', { tokens: 1 })).toBe(true);
  });

  it('is recognised as reduced output whatever the action and strategy', async () => {
    const text = Array.from({ length: 4_000 }, (_, i) => `line ${i}`).join('\n');
    for (const action of [
      spill(),
      truncate({ strategy: 'head' }),
      truncate({ strategy: 'tail' }),
      truncate(),
      summarize({ summarize: () => 'gist' }),
    ]) {
      const { reducer } = setup({ bands: [{ over: 0, action }] });
      const r = await reducer.reduce(text, { ...CALL, budget: { tokens: 300 } });
      expect(isReducedOutput(String(r.output))).toBe(true);
    }
  });

  it('never exceeds a budget that holds a bare notice, for any text', async () => {
    const { reducer } = setup();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20_000 }),
        fc.integer({ min: 80, max: 3_000 }),
        async (text, tokens) => {
          const r = await reducer.reduce(text, { ...CALL, budget: { tokens } });
          const output = typeof r.output === 'string' ? r.output : JSON.stringify(r.output);
          expect(estimateTokens(output)).toBeLessThanOrEqual(tokens);
        },
      ),
      { numRuns: 60 },
    );
  });
});
