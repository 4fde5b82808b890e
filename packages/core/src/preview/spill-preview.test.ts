import { describe, expect, it, vi } from 'vitest';
import { spill } from '../actions/spill.js';
import { summarize } from '../actions/summarize.js';
import type { Action, SummarizeRequest } from '../actions/action.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { readToolResult } from '../read/read-tool-result.js';
import { createReducer } from '../reduce/reducer.js';
import type { ReductionWarning } from '../actions/reduction.js';
import { jsonLines } from '../prepare/serialize.js';
import { MemoryStore } from '../stores/memory-store.js';

const CALL = { toolName: 'big_tool', toolCallId: 'call-1' };
const handleOf = (output: unknown) => /stored to handle '([^']+)'/.exec(String(output))?.[1] ?? '';
const header = (handle: string, chars: string) =>
  `[Tool output too large (${chars} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`;

/** 400 lines of `line i ok`, with `line 250 FATAL disk full` and `line 300 ok for tenant zed`. */
const LOG = Array.from({ length: 400 }, (_, i) =>
  i === 250 ? 'line 250 FATAL disk full' : i === 300 ? 'line 300 ok for tenant zed' : `line ${i} ok`,
).join('\n');

function setup(action: Action = spill({ previewChars: 500 })) {
  const warnings: ReductionWarning[] = [];
  const reducer = createReducer({
    store: new MemoryStore(),
    bands: [{ over: 100, action }],
    serializer: jsonLines,
    onWarning: (w) => warnings.push(w),
  });
  return { reducer, warnings };
}

describe('spill previews in the reducer', () => {
  it("keeps the 'headTail' preview byte for byte as it was", async () => {
    const { reducer } = setup(spill({ preview: 'headTail' }));
    const r = await reducer.reduce('a'.repeat(5_000) + 'b'.repeat(5_000), CALL);
    expect(r.output).toBe(`${header(handleOf(r.output), '10,000')}\n${'a'.repeat(500)}\n...[9,000 chars omitted]...\n${'b'.repeat(500)}`);
    expect(r.picked).toBeUndefined();
  });

  it('picks lines by the request of the context by default, and reports them', async () => {
    const { reducer } = setup();
    const r = await reducer.reduce(LOG, { ...CALL, request: 'Which tenant was zed?' });
    expect(r.output).toBe(
      `${header(handleOf(r.output), '4,717')}\n` +
        'line 0 ok\nline 1 ok\nline 2 ok\nline 3 ok\nline 4 ok\nline 5 ok\nline 6 ok\n' +
        '...[4,601 chars (389 lines) omitted; 2 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for an error signal (1 of 1), "tenant" (1 of 1), "zed" (1 of 1)]...\n' +
        '251: line 250 FATAL disk full\n' +
        '301: line 300 ok for tenant zed\n' +
        '...[last lines]...\nline 396 ok\nline 397 ok\nline 398 ok\nline 399 ok',
    );
    expect(r.picked).toEqual([
      { line: 251, errorSignal: true, words: [] },
      { line: 301, errorSignal: false, words: ['tenant', 'zed'] },
    ]);
  });

  it('with the default serializer, previews the records as stored (JSON lines) and states their size', async () => {
    const reducer = createReducer({
      store: new MemoryStore(),
      bands: [{ over: 100, action: spill({ previewChars: 500 }) }],
      onWarning: () => {},
    });
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: `u${i}`, name: i === 33 ? 'Ada Lovelace' : `user ${i}` }));
    const r = await reducer.reduce(rows, { ...CALL, request: 'Find lovelace' });
    expect(rows.map((row) => JSON.stringify(row)).join('\n').length).toBe(1_484);
    expect(r.output).toBe(
      `${header(handleOf(r.output), '1,484')}\nshape: [50 items of {id, name}]\n` +
        '1: {"id":"u0","name":"user 0"}\n2: {"id":"u1","name":"user 1"}\n' +
        '...[48 more records; 1 follows, after its line number, for "lovelace" (1 of 1)]...\n' +
        '34: {"id":"u33","name":"Ada Lovelace"}',
    );
    const page = await readToolResult(reducer.store, { handle: handleOf(r.output), offset: 33, limit: 1 });
    expect(page.split('\n')[0]).toBe('{"id":"u33","name":"Ada Lovelace"}');
  });

  it('previews an array spilled as JSON lines by its records, under the shape line', async () => {
    const { reducer } = setup();
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: `u${i}`, name: i === 33 ? 'Ada Lovelace' : `user ${i}` }));
    const r = await reducer.reduce(rows, { ...CALL, request: 'Find lovelace' });
    expect(r.output).toBe(
      `${header(handleOf(r.output), '1,484')}\nshape: [50 items of {id, name}]\n` +
        '1: {"id":"u0","name":"user 0"}\n2: {"id":"u1","name":"user 1"}\n' +
        '...[48 more records; 1 follows, after its line number, for "lovelace" (1 of 1)]...\n' +
        '34: {"id":"u33","name":"Ada Lovelace"}',
    );
  });

  it('runs a custom preview with the budget and the request, and cuts what it returns to the budget', async () => {
    const preview = vi.fn(
      (text: string, context: { previewChars: number; request?: string }) => `${context.request}|${text.slice(0, 1_000)}`,
    );
    const { reducer } = setup(spill({ previewChars: 20, preview }));
    const r = await reducer.reduce(LOG, { ...CALL, request: 'why' });
    expect(preview).toHaveBeenCalledWith(LOG, { previewChars: 20, request: 'why' });
    expect(String(r.output).split('\n').slice(1).join('\n')).toBe('why|line 0 ok\nline 1');
  });

  it('uses the salient preview, with a warning, when a custom preview throws', async () => {
    const { reducer, warnings } = setup(
      spill({
        previewChars: 400,
        preview: () => {
          throw new Error('bad preview');
        },
      }),
    );
    const r = await reducer.reduce(LOG, CALL);
    expect(r.output).toContain('\n251: line 250 FATAL disk full\n');
    expect(warnings).toMatchObject([
      { action: 'spill', reason: 'preview function threw (Error); used the salient preview', toolName: 'big_tool' },
    ]);
  });

  it('refuses an unknown preview when the action is made', () => {
    expect(() => spill({ preview: 'middle' as 'salient' })).toThrow(
      new ConfigurationError("spill(): preview must be 'salient', 'headTail', 'tail' or a function; got middle."),
    );
  });

  it('gives the summarizer the request', async () => {
    const summarizer = vi.fn((_request: SummarizeRequest) => 'summary');
    const { reducer } = setup(summarize({ summarize: summarizer }));
    await reducer.reduce(LOG, { ...CALL, request: 'what failed?' });
    await reducer.reduce(LOG, CALL);
    expect(summarizer.mock.calls.map(([request]) => request.request)).toEqual(['what failed?', undefined]);
  });
});
