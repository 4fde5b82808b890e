import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { passthrough } from '../actions/passthrough.js';
import { spill } from '../actions/spill.js';
import { summarize } from '../actions/summarize.js';
import { truncate } from '../actions/truncate.js';
import { OutputLimitsError } from '../errors/output-limits-error.js';
import { readToolResult } from '../read/read-tool-result.js';
import { createReducer } from './reducer.js';
import { compactJson, indentedJson, jsonLines } from '../prepare/serialize.js';
import type { ReducerConfig } from './reducer-config.js';
import type { ReductionWarning } from '../actions/reduction.js';
import { MemoryStore } from '../stores/memory-store.js';
import type { OverflowStore } from '../stores/overflow-store.js';

const CALL = { toolName: 'big_tool', toolCallId: 'call-1' };
const HANDLE = /stored to handle '([^']+)'/;

function setup(config: ReducerConfig = {}) {
  const store = new MemoryStore();
  const warnings: ReductionWarning[] = [];
  const reducer = createReducer({ store, onWarning: (w) => warnings.push(w), ...config });
  return { store, reducer, warnings };
}

function handleOf(output: unknown): string {
  const match = HANDLE.exec(String(output));
  if (!match?.[1]) throw new Error(`no handle in ${String(output).slice(0, 200)}`);
  return match[1];
}

const failingStore: OverflowStore = {
  write: async () => {
    throw new Error('EROFS: read-only file system, open /secret/path');
  },
  read: async () => {
    throw new Error('nope');
  },
};

describe('createReducer', () => {
  describe('default band', () => {
    it('passes an output under 10,000 chars through unchanged', async () => {
      const { reducer } = setup();
      const text = 'x'.repeat(9_999);
      const r = await reducer.reduce(text, CALL);
      expect(r).toEqual({ output: text, reduced: false, originalSize: 9_999, unit: 'chars', fallbacks: [] });
    });

    it('spills an output of 10,000 chars with the exact notice, and stores it byte for byte', async () => {
      const { reducer, store } = setup();
      const text = 'a'.repeat(5_000) + 'b'.repeat(5_000);
      const r = await reducer.reduce(text, CALL);
      const handle = handleOf(r.output);
      expect(handle).toMatch(/^call-1\.0-[0-9a-z]{12}$/);
      expect(r).toMatchObject({ reduced: true, action: 'spill', handle, originalSize: 10_000, unit: 'chars' });
      expect(r.output).toBe(
        `[Tool output too large (10,000 chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]\n` +
          `${'a'.repeat(467)}\n...[9,066 chars omitted; none has an error signal]...\n${'b'.repeat(467)}`,
      );
      expect(new TextDecoder().decode(await store.read(handle))).toBe(text);
    });

    it('keeps a structured value below the band as the same object', async () => {
      const { reducer } = setup();
      const value = { a: 1, list: [1, 2, 3] };
      const r = await reducer.reduce(value, CALL);
      expect(r.output).toBe(value);
      expect(r.reduced).toBe(false);
      expect(r.originalSize).toBe(JSON.stringify(value).length);
    });

    it('adds a shape line for a structured spill', async () => {
      const { reducer } = setup({ bands: [{ over: 10, action: spill({ previewChars: 0 }) }] });
      const r = await reducer.reduce({ id: 7, name: 'n', tags: ['a'] }, CALL);
      const handle = handleOf(r.output);
      const lines = String(r.output).split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(
        `[Tool output too large (37 chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`,
      );
      expect('{"id": 7, "name": "n", "tags": ["a"]}').toHaveLength(37); // what was stored (it fits on one line), and what it pages
      expect(lines[1]).toMatch(/^shape: \{'id': number, 'name': string, 'tags': /);
    });

    it('spills binary verbatim, measured in bytes, with no text preview', async () => {
      const { reducer, store } = setup();
      const bytes = new Uint8Array(20_000).map((_, i) => (i * 7) % 256);
      const r = await reducer.reduce(bytes, CALL);
      const handle = handleOf(r.output);
      expect(r).toMatchObject({ action: 'spill', originalSize: 20_000, unit: 'bytes' });
      expect(r.output).toBe(
        `[Tool output too large (20,000 bytes (binary)); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', unit='bytes', offset=0, limit=256).]\n<20,000 bytes of binary data>`,
      );
      expect(handle).toMatch(/^call-1\.0-[0-9a-z]{12}\.bin$/);
      expect(await store.read(handle)).toEqual(bytes);
    });

    it('measures an ArrayBuffer and a Node Buffer as bytes', async () => {
      const { reducer } = setup({ bands: [{ over: 4, action: passthrough() }] });
      expect((await reducer.reduce(new ArrayBuffer(12), CALL)).unit).toBe('bytes');
      expect((await reducer.reduce(Buffer.from('hello'), CALL)).originalSize).toBe(5);
    });

    it('gives every spill a distinct handle, also for the same call id', async () => {
      const { reducer } = setup();
      const text = 'z'.repeat(20_000);
      const outputs = await Promise.all(Array.from({ length: 20 }, () => reducer.reduce(text, CALL)));
      expect(new Set(outputs.map((r) => r.handle)).size).toBe(20);
    });

    it('prefixes handles with the namespace, encoded one to one', async () => {
      const plain = await setup({ namespace: 'conversation-42' }).reducer.reduce('q'.repeat(10_000), CALL);
      expect(plain.handle).toMatch(/^conversation-42\/call-1\.0-[0-9a-z]{12}$/);
      const spaced = await setup({ namespace: 'user 42' }).reducer.reduce('q'.repeat(10_000), CALL);
      expect(spaced.handle).toMatch(/^_user_2042\/call-1\.0-[0-9a-z]{12}$/);
    });

    it('keeps namespaces apart that a lossy cleaning would merge: another namespace cannot read the spill', async () => {
      const long = 'tenant-'.padEnd(100, 'x');
      const pairs: [string, string][] = [
        ['a@b.io', 'a_b.io'],
        ['a b', 'a_b'],
        ['ü', '_c3_bc'],
        [`${long}1`, `${long}2`],
        ['', '_'],
        ['..', '_2e_2e'],
      ];
      for (const [owner, other] of pairs) {
        const { reducer, store } = setup({ namespace: owner });
        const r = await reducer.reduce('secret '.repeat(2_000), CALL);
        expect(await readToolResult(store, { handle: r.handle!, limit: 1 }, { namespace: other })).toMatch(
          /^\[No stored tool result for handle /,
        );
        expect(await readToolResult(store, { handle: r.handle!, limit: 1 }, { namespace: owner })).toMatch(/^secret /);
      }
    });

    it('refuses a namespace too long to fit in a handle', () => {
      expect(() => createReducer({ namespace: 'x'.repeat(161) })).toThrow(
        '[output-limits] namespace is too long: 161 chars once encoded for handles, at most 160. Use a shorter id (a hash of it, say).',
      );
      expect(() => createReducer({ namespace: 'x'.repeat(160) })).not.toThrow();
    });
  });

  describe('band selection', () => {
    const bands = [
      { over: 100, action: truncate({ maxChars: 50 }) },
      { over: 1_000, action: spill() },
      { over: 500, action: truncate({ maxChars: 200, strategy: 'head' }) },
    ];

    it('picks the band with the largest threshold reached, whatever the list order', async () => {
      const { reducer } = setup({ bands });
      expect((await reducer.reduce('x'.repeat(99), CALL)).reduced).toBe(false);
      expect((await reducer.reduce('x'.repeat(100), CALL)).output).toHaveLength(50);
      expect((await reducer.reduce('x'.repeat(999), CALL)).output).toHaveLength(200);
      expect((await reducer.reduce('x'.repeat(1_000), CALL)).action).toBe('spill');
    });

    it('lets perTool replace the bands for that tool only', async () => {
      const { reducer } = setup({ bands, perTool: { logs: [{ over: 10, action: truncate({ maxChars: 10, strategy: 'tail' }) }] } });
      expect((await reducer.reduce('y'.repeat(20), { ...CALL, toolName: 'logs' })).output).toBe('y'.repeat(10));
      expect((await reducer.reduce('y'.repeat(20), CALL)).reduced).toBe(false);
    });

    it('leaves out tools outside a list filter or a predicate filter', async () => {
      const byList = setup({ toolFilter: ['other'] }).reducer;
      const byFn = setup({ toolFilter: (name) => name !== 'big_tool' }).reducer;
      const big = 'w'.repeat(50_000);
      expect((await byList.reduce(big, CALL)).output).toBe(big);
      expect((await byFn.reduce(big, CALL)).output).toBe(big);
      expect((await byFn.reduce(big, { ...CALL, toolName: 'x' })).reduced).toBe(true);
    });

    it('never reduces read_tool_result', async () => {
      const { reducer } = setup();
      const big = 'r'.repeat(50_000);
      expect((await reducer.reduce(big, { ...CALL, toolName: 'read_tool_result' })).output).toBe(big);
    });

    it('takes an Error returned as a value for an error result: the error bands, not `bands`, and its message as text', async () => {
      const { reducer } = setup({ bands: [{ over: 0, action: truncate({ maxChars: 1 }) }] });
      const error = new Error('x'.repeat(100));
      // JSON.stringify would send `{}`; what is measured (name and message) is what is sent.
      expect((await reducer.reduce(error, CALL)).output).toBe(`{"name":"Error","message":"${'x'.repeat(100)}"}`);
      const big = new Error('y'.repeat(30_000));
      const r = await reducer.reduce(big, CALL);
      expect(r.action).toBe('spill');
      expect(String(r.output).split('\n')[1]).toBe('...[29,038 chars omitted]...');
    });

    it('rejects a negative or NaN threshold', () => {
      expect(() => createReducer({ bands: [{ over: -1, action: spill() }] })).toThrow(OutputLimitsError);
      expect(() => createReducer({ bands: [{ over: -1, action: spill() }] })).toThrow(
        '[output-limits] bands: Band.over must be a number >= 0; got -1.',
      );
      expect(() => createReducer({ perTool: { t: [{ over: Number.NaN, action: spill() }] } })).toThrow(
        'perTool.t: Band.over must be a number >= 0; got NaN.',
      );
    });

    it('rejects a band whose action, or a then in its chain, is not an action', () => {
      expect(() => createReducer({ bands: [{ over: 1, action: undefined as never }] })).toThrow(
        '[output-limits] bands: Band.action must be an action such as spill() or truncate(); got undefined.',
      );
      expect(() => createReducer({ perTool: { t: [{ over: 1, action: { ...spill(), then: 'truncate' as never } }] } })).toThrow(
        '[output-limits] perTool.t: Band.action.then must be an action such as spill() or truncate(); got truncate.',
      );
    });

    it('matches everything with over: 0', async () => {
      const { reducer } = setup({ bands: [{ over: 0, action: truncate({ maxChars: 0 }) }] });
      expect((await reducer.reduce('a', CALL)).output).toBe('');
    });
  });

  describe('fallbacks', () => {
    it('truncates when the store write fails, recording why and warning without leaking to the output', async () => {
      const { reducer, warnings } = setup({ store: failingStore });
      const text = 'e'.repeat(30_000);
      const r = await reducer.reduce(text, CALL);
      expect(r.action).toBe('truncate');
      expect(String(r.output)).toHaveLength(4_000);
      expect(String(r.output)).not.toContain('/secret/path');
      // The reason goes to spans and warnings: no host path (issue 19, defect 9).
      expect(r.fallbacks).toEqual([{ action: 'spill', reason: 'store write failed: EROFS: read-only file system, open <path>' }]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ action: 'spill', toolName: 'big_tool', toolCallId: 'call-1' });
    });

    it('leaves the output unchanged when an action without then fails', async () => {
      const { reducer } = setup({ store: failingStore, bands: [{ over: 1, action: spill() }] });
      const value = { big: true };
      const r = await reducer.reduce(value, CALL);
      expect(r.output).toBe(value);
      expect(r.reduced).toBe(false);
      expect(r.fallbacks).toHaveLength(1);
    });

    it('gives up a write that outlasts its timeout and runs then', async () => {
      const hanging: OverflowStore = { write: () => new Promise(() => undefined), read: async () => new Uint8Array() };
      const { reducer } = setup({
        store: hanging,
        bands: [{ over: 1, action: spill({ timeoutMs: 20, then: truncate({ maxChars: 5, strategy: 'head' }) }) }],
      });
      const r = await reducer.reduce('0123456789', CALL);
      expect(r.output).toBe('01234');
      expect(r.action).toBe('truncate');
      expect(r.fallbacks[0]?.reason).toBe('store write failed: timed out after 20 ms');
    });

    it('truncate on binary falls through to then, and to a one-line notice without then', async () => {
      const { reducer, store } = setup({ bands: [{ over: 1, action: truncate({ then: spill() }) }] });
      const bytes = new Uint8Array([1, 2, 3]);
      const r = await reducer.reduce(bytes, CALL);
      expect(r.action).toBe('spill');
      expect(await store.read(r.handle ?? '')).toEqual(bytes);
      const bare = setup({ bands: [{ over: 1, action: truncate() }] }).reducer;
      expect(await bare.reduce(bytes, CALL)).toMatchObject({
        output: '[Tool output not shown: 3 bytes of binary data, too large to show and not stored.]',
        reduced: true,
        fallbacks: [{ action: 'truncate', reason: 'binary payload' }],
      });
    });

    it('chains summarize -> spill -> truncate', async () => {
      const { reducer } = setup({
        store: failingStore,
        bands: [
          { over: 1, action: summarize({ summarize: () => '   ', then: spill({ then: truncate({ maxChars: 3, strategy: 'head' }) }) }) },
        ],
      });
      const r = await reducer.reduce('abcdef', CALL);
      expect(r.output).toBe('abc');
      expect(r.fallbacks.map((f) => f.action)).toEqual(['summarize', 'spill']);
      expect(r.fallbacks[0]?.reason).toBe('summarizer returned an empty summary');
    });
  });

  describe('summarize', () => {
    it('replaces the output with a headed summary and reports usage', async () => {
      const summarizer = vi.fn(async ({ toolName, text }: { toolName: string; text: string }) => ({
        text: `  ${toolName}: ${text.length} chars  `,
        usage: { inputTokens: 10, outputTokens: 3, totalTokens: 13 },
      }));
      const { reducer } = setup({ bands: [{ over: 5, action: summarize({ summarize: summarizer }) }] });
      const r = await reducer.reduce('x'.repeat(12_345), CALL);
      expect(r.output).toBe('[Summary of a 12,345-char tool output; the full output was not kept.]\nbig_tool: 12345 chars');
      expect(r).toMatchObject({ action: 'summarize', reduced: true, usage: { inputTokens: 10, outputTokens: 3, totalTokens: 13 } });
    });

    it('uses the reducer summarizer when the action has none, and falls back when there is neither', async () => {
      const withDefault = setup({ summarizer: () => 'short', bands: [{ over: 1, action: summarize() }] }).reducer;
      expect((await withDefault.reduce('long text', CALL)).output).toBe(
        '[Summary of a 9-char tool output; the full output was not kept.]\nshort',
      );
      const without = setup({ bands: [{ over: 1, action: summarize({ then: truncate({ maxChars: 4, strategy: 'head' }) }) }] }).reducer;
      const r = await without.reduce('long text', CALL);
      expect(r.output).toBe('long');
      expect(r.fallbacks).toEqual([{ action: 'summarize', reason: 'no summarizer configured' }]);
    });

    it('falls back when the summarizer throws or hangs past its timeout', async () => {
      const throwing = setup({
        bands: [
          {
            over: 1,
            action: summarize({
              summarize: () => Promise.reject(new Error('rate limited')),
              then: truncate({ maxChars: 2, strategy: 'head' }),
            }),
          },
        ],
      }).reducer;
      expect((await throwing.reduce('abcd', CALL)).fallbacks[0]?.reason).toBe('summarizer failed: rate limited');
      let sawAbort = false;
      const hanging = setup({
        bands: [
          {
            over: 1,
            action: summarize({
              timeoutMs: 20,
              summarize: ({ signal }) =>
                new Promise((_, reject) => signal.addEventListener('abort', () => ((sawAbort = true), reject(new Error('aborted'))))),
              then: truncate({ maxChars: 2, strategy: 'head' }),
            }),
          },
        ],
      }).reducer;
      const r = await hanging.reduce('abcd', CALL);
      expect(r.output).toBe('ab');
      expect(r.fallbacks[0]?.reason).toBe('summarizer failed: timed out after 20 ms');
      expect(sawAbort).toBe(true);
    });

    it('aborts the summary with the tool call and falls back, leaving no unhandled rejection', async () => {
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      const controller = new AbortController();
      let summarySignal: AbortSignal | undefined;
      const { reducer } = setup({
        bands: [
          {
            over: 1,
            action: summarize({
              summarize: ({ signal }) => {
                summarySignal = signal;
                setTimeout(() => controller.abort(), 5);
                return new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 30));
              },
              then: truncate({ maxChars: 1, strategy: 'head' }),
            }),
          },
        ],
      });
      const r = await reducer.reduce('xyz', { ...CALL, signal: controller.signal });
      expect(r.output).toBe('x');
      expect(summarySignal?.aborted).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    });

    it('does not summarize binary', async () => {
      const summarizer = vi.fn(() => 'never');
      const { reducer } = setup({ bands: [{ over: 1, action: summarize({ summarize: summarizer }) }] });
      const bytes = new Uint8Array(10);
      expect((await reducer.reduce(bytes, CALL)).output).toBe(
        '[Tool output not shown: 10 bytes of binary data, too large to show and not stored.]',
      );
      expect(summarizer).not.toHaveBeenCalled();
    });
  });

  describe('text preparation', () => {
    it('strips ANSI codes before measuring when asked', async () => {
      const { reducer } = setup({ stripAnsi: true, bands: [{ over: 6, action: truncate({ maxChars: 1 }) }] });
      const r = await reducer.reduce('\u001b[31mred\u001b[0m', CALL);
      expect(r).toMatchObject({ output: 'red', reduced: false, originalSize: 3 });
    });

    it('passes null and undefined on as they are, not as the text "null"', async () => {
      const { reducer } = setup();
      expect(await reducer.reduce(null, CALL)).toMatchObject({ output: null, reduced: false, originalSize: 4 });
      expect((await reducer.reduce(undefined, CALL)).output).toBeUndefined();
      const json = await reducer.reduceOutput({ type: 'json', value: null }, CALL);
      expect(json.output).toEqual({ type: 'json', value: null });
    });

    it('measures what the serializer renders, so an indented layout can cross a band compact JSON does not', async () => {
      const value = { a: 1, b: 2, c: 3 };
      const bands = [{ over: 20, action: truncate({ maxChars: 1_000 }) }];
      expect((await setup({ bands }).reducer.reduce(value, CALL)).originalSize).toBe(19);
      const indented = await setup({ bands, serializer: (v) => JSON.stringify(v, null, 2) }).reducer.reduce(value, CALL);
      expect(indented.originalSize).toBe(JSON.stringify(value, null, 2).length);
    });

    it('falls back to compact JSON when the serializer throws, and warns', async () => {
      const { reducer, warnings } = setup({
        serializer: () => {
          throw new Error('boom');
        },
        bands: [{ over: 1, action: truncate({ maxChars: 100 }) }],
      });
      const r = await reducer.reduce({ a: 1 }, CALL);
      expect(r.originalSize).toBe(7);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        action: 'serialize',
        reason: 'serializer threw or returned non-text; used compactJson',
        toolName: 'big_tool',
        toolCallId: 'call-1',
      });
    });

    it('falls back to the chars/4 estimate when the tokenizer throws, and warns', async () => {
      const { reducer, warnings } = setup({
        overTokens: true,
        tokenizer: () => {
          throw new Error('wasm not loaded');
        },
        bands: [{ over: 10, action: truncate({ maxChars: 20, strategy: 'head' }) }],
      });
      const r = await reducer.reduce('x'.repeat(100), CALL);
      expect(r).toMatchObject({ unit: 'tokens', originalSize: 25, action: 'truncate' });
      expect(warnings).toEqual([
        expect.objectContaining({
          action: 'measure',
          reason: 'tokenizer threw: wasm not loaded; used the chars/4 estimate',
          toolCallId: 'call-1',
        }),
      ]);
    });

    it('measures tokens with the tokenizer and stops counting at the largest threshold', async () => {
      const seen: number[] = [];
      const tokenizer = (text: string) => (seen.push(text.length), text.split(' ').length);
      const { reducer } = setup({ overTokens: true, tokenizer, bands: [{ over: 1_000, action: truncate({ maxChars: 100 }) }] });
      const small = await reducer.reduce('w '.repeat(998), CALL);
      expect(small).toMatchObject({ unit: 'tokens', reduced: false, originalSize: 999 });
      expect(small.sizeIsLowerBound).toBeUndefined();
      const big = await reducer.reduce('w '.repeat(1_000_000), CALL);
      expect(big).toMatchObject({ unit: 'tokens', action: 'truncate', sizeIsLowerBound: true });
      expect(big.originalSize).toBeGreaterThanOrEqual(1_000);
    });
  });

  describe('leavesUnchanged', () => {
    it('is false for a value with U+009B in a key under stripAnsi, which the measured JSON loses', async () => {
      const { reducer } = setup({ stripAnsi: true, bands: [{ over: 50, action: truncate({ maxChars: 10 }) }] });
      const value = { '\u009ba': 0 };
      expect(reducer.leavesUnchanged(value, 'big_tool')).toBe(false);
      expect((await reducer.reduce(value, CALL)).output).toBe('{"":0}');
    });

    it('is true only when reduce returns the value itself, for any string, bytes or value and any config', async () => {
      const configs: ReducerConfig[] = [
        {},
        { bands: [{ over: 50, action: truncate({ maxChars: 10 }) }] },
        { stripAnsi: true, bands: [{ over: 50, action: truncate({ maxChars: 10 }) }] },
        { overTokens: true, bands: [{ over: 20, action: truncate({ maxChars: 10 }) }] },
        { overTokens: true, tokenizer: (t) => t.length, bands: [{ over: 30, action: truncate({ maxChars: 10 }) }] },
        { toolFilter: ['other'], bands: [{ over: 0, action: truncate({ maxChars: 1 }) }] },
        { bands: [] },
        { serializer: indentedJson, bands: [{ over: 50, action: truncate({ maxChars: 10 }) }] },
      ];
      // Strings and keys drawn from every char class the JSON paths treat apart: escapes, U+2028,
      // U+2029, U+0085, U+009B, lone surrogates and ANSI codes.
      const text = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.string({
          unit: fc.constantFrom('a', '"', '\\', '\n', '\u2028', '\u2029', '\u0085', '\u009b', '\ud800', '\u001b'),
          maxLength: 8,
        }),
      );
      const data = fc.letrec((tie) => ({
        value: fc.oneof(
          { depthSize: 'small' },
          text,
          fc.double(),
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.constant(undefined),
          fc.array(tie('value'), { maxLength: 4 }),
          fc.dictionary(text, tie('value'), { maxKeys: 4 }),
        ),
      })).value;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...configs),
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 120 }),
            fc.string({ maxLength: 120 }).map((t) => `\u001b[1m${t}`),
            fc.uint8Array({ maxLength: 80 }),
            { arbitrary: data, weight: 4 },
            fc.anything({ maxDepth: 2, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }),
            fc.constantFrom(
              new Error('boom'),
              new (class Order {
                id = 1;
              })(),
              { toJSON: () => 'x' },
            ),
          ),
          async (config, value) => {
            const { reducer } = setup(config);
            if (!reducer.leavesUnchanged(value, 'big_tool')) return;
            const r = await reducer.reduce(value, CALL);
            expect(r.output).toBe(value);
            expect(r.reduced).toBe(false);
          },
        ),
        { numRuns: 500 },
      );
    });

    it('is true for small results and exempt tools, false for big strings', () => {
      const { reducer } = setup();
      expect(reducer.leavesUnchanged('small', 'big_tool')).toBe(true);
      expect(reducer.leavesUnchanged('x'.repeat(10_000), 'big_tool')).toBe(false);
      expect(reducer.leavesUnchanged('x'.repeat(10_000), 'read_tool_result')).toBe(true);
      expect(reducer.leavesUnchanged('lone \ud800', 'big_tool')).toBe(false);
    });

    it('is true for small plain data with the default serializer, false for what compact JSON writes otherwise', () => {
      const { reducer } = setup();
      expect(reducer.leavesUnchanged({ a: 1, b: ['x', null, true], c: { d: 'é\n"' } }, 'big_tool')).toBe(true);
      expect(reducer.leavesUnchanged([1, 2, 3], 'big_tool')).toBe(true);
      expect(reducer.leavesUnchanged(42, 'big_tool')).toBe(true);
      expect(reducer.leavesUnchanged({ a: 'x'.repeat(9_990) }, 'big_tool')).toBe(true); // 9,998 chars of JSON
      expect(reducer.leavesUnchanged({ a: 'x'.repeat(9_992) }, 'big_tool')).toBe(false);
      expect(reducer.leavesUnchanged({ a: 'line\u2028separator' }, 'big_tool')).toBe(false);
      expect(reducer.leavesUnchanged({ 'key\u0085': 1 }, 'big_tool')).toBe(false);
      expect(reducer.leavesUnchanged(new Date(0), 'big_tool')).toBe(false);
      expect(reducer.leavesUnchanged(new Error('boom'), 'big_tool')).toBe(false);
      expect(reducer.leavesUnchanged(new Map([['a', 1]]), 'big_tool')).toBe(false);
      expect(setup({ serializer: indentedJson }).reducer.leavesUnchanged({ a: 1 }, 'big_tool')).toBe(false);
      expect(setup({ stripAnsi: true }).reducer.leavesUnchanged({ a: '\u009b31mred' }, 'big_tool')).toBe(false);
    });

    it('is true for a small CallToolResult with structuredContent, _meta and other parts; false at the band or with media', () => {
      const { reducer } = setup();
      const text = 'x'.repeat(4_000);
      const small = {
        content: [
          { type: 'text', text },
          { type: 'resource_link', uri: 'file:///a', name: 'a', mimeType: 'text/plain' },
        ],
      };
      expect(reducer.leavesUnchanged({ ...small, structuredContent: { content: text }, _meta: { m: 1 } }, 'big_tool')).toBe(true);
      // The same text twice (once as JSON) reaches the band: what is sent is measured.
      expect(reducer.leavesUnchanged({ ...small, structuredContent: { content: 'y'.repeat(6_000) } }, 'big_tool')).toBe(false);
      expect(reducer.leavesUnchanged({ ...small, structuredContent: { rows: Array.from({ length: 20_000 }, () => 1) } }, 'big_tool')).toBe(
        false,
      );
      expect(reducer.leavesUnchanged({ content: [{ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' }] }, 'big_tool')).toBe(
        false,
      );
      expect(
        reducer.leavesUnchanged({ content: [{ type: 'text', text: 'e' }], isError: true, structuredContent: { a: 1 } }, 'big_tool'),
      ).toBe(true);
    });

    it('is true only when reduce returns a CallToolResult itself, whatever its parts and fields (property)', async () => {
      const configs: ReducerConfig[] = [
        { bands: [{ over: 400, action: truncate({ maxChars: 10 }) }], errorBands: [{ over: 600, action: truncate({ maxChars: 10 }) }] },
        { overTokens: true, bands: [{ over: 100, action: truncate({ maxChars: 10 }) }] },
        { stripAnsi: true, bands: [{ over: 400, action: truncate({ maxChars: 10 }) }] },
        { bands: [{ over: 60, action: truncate({ maxChars: 10 }) }] },
      ];
      const json = fc.jsonValue({ maxDepth: 3 });
      const part = fc.oneof(
        fc.record({ type: fc.constant('text'), text: fc.string({ maxLength: 300 }) }),
        fc.record({ type: fc.string({ maxLength: 8 }), extra: json }),
        fc.record({ type: fc.constant('image'), data: fc.base64String({ maxLength: 40 }), mimeType: fc.constant('image/png') }),
        fc.record({
          type: fc.constant('resource'),
          resource: fc.record({ uri: fc.constant('file:///a'), text: fc.string({ maxLength: 300 }) }),
        }),
        // Any UTF-16 (escapes, U+2028, U+0085, U+009B, lone surrogates): measured as compactJson writes it.
        fc.record({
          type: fc.constant('note'),
          s: fc.string({ unit: 'binary', maxLength: 200 }),
          t: fc.constantFrom('\u2028\u0085\u009b"\\', '\ud800'),
        }),
      );
      const fields = fc.dictionary(fc.constantFrom('structuredContent', '_meta', 'x', 'a\u2028b'), json, { maxKeys: 3 });
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...configs),
          fc.array(part, { minLength: 1, maxLength: 4 }),
          fields,
          fc.boolean(),
          async (config, content, extra, isError) => {
            const { reducer } = setup(config);
            const value = { ...extra, content, ...(isError ? { isError } : {}) };
            if (!reducer.leavesUnchanged(value, 'big_tool')) return;
            const r = await reducer.reduce(value, CALL);
            expect(r.output).toBe(value);
            expect(r.reduced).toBe(false);
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  describe('spill then read back', () => {
    const NEXT = /; next: read_tool_result\(handle='[^']+', offset=(\d+), limit=\d+\)\]$/;

    async function pageBack(store: OverflowStore, handle: string): Promise<string> {
      const bodies: string[] = [];
      for (let offset = 0; ;) {
        const page = await readToolResult(store, { handle, offset, limit: 7 });
        const footerAt = page.lastIndexOf('\n[');
        bodies.push(page.slice(0, footerAt));
        const next = NEXT.exec(page.slice(footerAt + 1));
        if (!next) return bodies.join('\n');
        offset = Number(next[1]);
      }
    }

    it('reconstructs the serialized text exactly, for any value and each serializer', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(compactJson, indentedJson, jsonLines),
          fc.anything({
            withMap: true,
            withSet: true,
            withBigInt: true,
            withDate: true,
            withTypedArray: true,
            withNullPrototype: true,
            maxDepth: 4,
          }),
          async (serializer, value) => {
            const { reducer, store } = setup({ serializer, bands: [{ over: 0, action: spill() }] });
            const r = await reducer.reduce(value, CALL);
            expect(r.action).toBe('spill');
            // Binary values (fast-check makes typed arrays) are stored as their bytes, not serialized,
            // and read back as hex pages, so they are checked byte for byte.
            if (ArrayBuffer.isView(value)) {
              expect(await store.read(r.handle ?? '')).toEqual(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
              return;
            }
            const text = (typeof value === 'string' ? value : serializer(value)).toWellFormed();
            expect(await pageBack(store, r.handle ?? '')).toBe(text);
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});

describe('createReducer: hostile results and failures', () => {
  it('cuts a text to 4,000 chars when every action of the band failed', async () => {
    const { reducer } = setup({ store: failingStore, bands: [{ over: 1, action: spill() }] });
    const text = 'x'.repeat(10_000);
    const r = await reducer.reduce(text, CALL);
    expect(r).toMatchObject({ reduced: true, action: 'truncate', fallbacks: [{ action: 'spill' }] });
    expect(r.output).toBe(
      `${'x'.repeat(1_559)}\n\n[truncated: 6,102 chars omitted from the middle; showing first 1,559 + last 2,339 of 10,000 chars]\n\n${'x'.repeat(2_339)}`,
    );
  });

  it('sends a structured value cut at the depth limit as the text it was measured as', async () => {
    const { reducer } = setup();
    let deep: unknown = 'p'.repeat(100_000);
    for (let i = 0; i < 1_100; i++) deep = [deep];
    const r = await reducer.reduce(deep, CALL);
    expect(r.reduced).toBe(false);
    expect(typeof r.output).toBe('string');
    expect((r.output as string).length).toBe(r.originalSize);
    expect(r.output).toBe(`${'['.repeat(1_000)}"[Too deep]"${']'.repeat(1_000)}`);
  });

  it('keeps the same object when its JSON is what was measured, and sends text for a cycle', async () => {
    const { reducer } = setup();
    const plain = { a: [1, 2], d: new Date(0) };
    expect((await reducer.reduce(plain, CALL)).output).toBe(plain);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect((await reducer.reduce(cyclic, CALL)).output).toBe('{"a":1,"self":"[Circular]"}');
  });

  it('never throws: a proxy whose getPrototypeOf throws, a summarizer returning junk, a throwing onWarning', async () => {
    const proxy = new Proxy(
      { a: 1 },
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    );
    const { reducer } = setup({ bands: [{ over: 0, action: spill() }] });
    expect((await reducer.reduce(proxy, CALL)).action).toBe('spill');
    expect(reducer.leavesUnchanged(proxy, CALL.toolName)).toBe(false);
    expect((await setup().reducer.reduce(proxy, CALL)).reduced).toBe(false);

    const junk = setup({ bands: [{ over: 1, action: summarize({ summarize: () => ({ text: 5 }) as unknown as string }) }] });
    const r = await junk.reducer.reduce('abc', CALL);
    expect(r).toMatchObject({ output: 'abc', fallbacks: [{ action: 'summarize', reason: 'summarizer returned an empty summary' }] });

    const throwing = createReducer({
      store: failingStore,
      bands: [{ over: 1, action: spill() }],
      onWarning: () => {
        throw new Error('observer');
      },
    });
    expect((await throwing.reduce('y'.repeat(5_000), CALL)).output).toHaveLength(4_000);
  });

  it('cuts an over-long summary to 4,000 chars', async () => {
    const { reducer } = setup({ bands: [{ over: 1, action: summarize({ summarize: () => 's'.repeat(50_000) }) }] });
    const r = await reducer.reduce('abc', CALL);
    expect(r.output).toBe(
      `[Summary of a 3-char tool output; the full output was not kept.]\n${'s'.repeat(3_950)}\n\n[truncated: showing first 3,950 of 50,000 chars]`,
    );
  });

  it('shows a notice for a value whose serialization throws even in compact JSON (a getter that changes under the walk)', async () => {
    let reads = 0;
    const poisoned = {
      toJSON: () => {
        throw new RangeError('Invalid string length');
      },
    };
    const value = Object.defineProperty({}, 'x', { enumerable: true, get: () => (++reads % 2 === 0 ? poisoned : 1) });
    const { reducer, warnings } = setup();
    const r = await reducer.reduce(value, CALL);
    expect(r).toMatchObject({ output: '[Tool output not shown: it could not be turned into text.]', reduced: true });
    expect(warnings.map((w) => [w.action, w.reason])).toEqual([
      ['serialize', 'compactJson threw (Invalid string length); the output is not shown'],
    ]);
  });

  it('shows a one-line notice for binary no action could store', async () => {
    const { reducer } = setup({ store: failingStore });
    const r = await reducer.reduce(Buffer.alloc(2_000_000), CALL);
    expect(r.output).toBe('[Tool output not shown: 2,000,000 bytes of binary data, too large to show and not stored.]');
    expect(r.fallbacks.map((f) => f.action)).toEqual(['spill', 'truncate']);
  });
});

describe('createReducer: isOwnOutput', () => {
  it('takes its own outputs for its own, and no text longer than the band it falls in can produce', async () => {
    const { reducer } = setup({ bands: [{ over: 1_000, action: spill({ then: truncate() }) }] });
    const log = Array.from({ length: 2_000 }, (_, i) => `line ${i}`).join('\n');
    const notice = (await reducer.reduce(log, CALL)).output as string;
    expect(reducer.isOwnOutput(notice, CALL.toolName)).toBe(true);
    // The same forms, 5 MB long: not this library's.
    const header = notice.split('\n')[0]!;
    expect(reducer.isOwnOutput(`${header}\n${'z'.repeat(5_000_000)}`, CALL.toolName)).toBe(false);
    expect(
      reducer.isOwnOutput(`[Summary of a 9-char tool output; the full output was not kept.]\n${'z'.repeat(5_000_000)}`, CALL.toolName),
    ).toBe(false);
    const quoted = `${'z'.repeat(5_000_000)}\n\n[truncated: 5 chars omitted from the middle; showing first 1 + last 1 of 7 chars]\n\nz`;
    expect(reducer.isOwnOutput(quoted, CALL.toolName)).toBe(false);
    expect(reducer.isOwnOutput('plain text', CALL.toolName)).toBe(false);
    expect(reducer.isOwnOutput(notice, 'read_tool_result')).toBe(false);
  });
});
