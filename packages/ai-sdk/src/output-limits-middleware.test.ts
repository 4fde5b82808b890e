import { createHash } from 'node:crypto';
import { MemoryStore, spill, summarize, truncate } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import { testPng } from '@output-limits/core/test';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import * as aiTest from 'ai/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReduceEvent } from './output-limits-config.js';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import { readToolResultTool } from './read-tool-result-tool.js';
import { AI_MAJOR } from './test/ai-major.js';
import { mockUsage, textStep, toolCallStep } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

type Middleware = ReturnType<typeof outputLimitsMiddleware>;
type TransformOptions = Parameters<NonNullable<Middleware['transformParams']>>[0];
type Params = TransformOptions['params'];
type Prompt = Params['prompt'];
type ToolPart = Extract<Extract<Prompt[number], { role: 'tool' }>['content'][number], { type: 'tool-result' }>;
type Output = ToolPart['output'];

const model = new MockLanguageModelV3();
const fmt = (value: number) => value.toLocaleString('en-US');

function toolMessage(...parts: Array<{ id: string; name?: string; output: Output }>): Prompt[number] {
  return {
    role: 'tool',
    content: parts.map((part) => ({ type: 'tool-result', toolCallId: part.id, toolName: part.name ?? 'logs', output: part.output })),
  };
}

function paramsOf(...messages: Prompt): Params {
  return { prompt: [{ role: 'user', content: [{ type: 'text', text: 'go' }] }, ...messages] };
}

async function transform(middleware: Middleware, params: Params): Promise<Params> {
  return middleware.transformParams!({ type: 'generate', params, model });
}

function outputs(params: Params): Output[] {
  return params.prompt.flatMap((message) =>
    message.role === 'tool' ? message.content.flatMap((part) => (part.type === 'tool-result' ? [part.output] : [])) : [],
  );
}

/** A MemoryStore that records the keys written. */
function recordingStore(): OverflowStore & { keys: string[] } {
  const inner = new MemoryStore();
  const keys: string[] = [];
  return {
    keys,
    write: (key, data, options) => {
      keys.push(key);
      return inner.write(key, data, options);
    },
    read: (handle) => inner.read(handle),
  };
}

const BIG = Array.from({ length: 3_000 }, (_, i) => `line ${i}`).join('\n');
const contentKey = (text: string) => `mw-${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
const spillHeader = (chars: number, handle: string) =>
  `[Tool output too large (${fmt(chars)} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`;

const usage = mockUsage;

describe('outputLimitsMiddleware.transformParams', () => {
  it('replaces an oversized text output with the spill notice, under a content-hash key', async () => {
    const store = recordingStore();
    const middleware = outputLimitsMiddleware({ store });
    expect(middleware.specificationVersion).toBe('v3');
    expect(middleware.store).toBe(store);
    const params = paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: BIG } }));
    const result = await transform(middleware, params);
    const [output] = outputs(result);
    const handle = contentKey(BIG);
    expect(store.keys).toEqual([handle]);
    expect(output!.type).toBe('text');
    expect((output as { value: string }).value.split('\n')[0]).toBe(spillHeader(BIG.length, handle));
    expect(new TextDecoder().decode(await store.read(handle))).toBe(BIG);
    // The input params are not changed; the user message is the same object.
    expect(outputs(params)[0]).toEqual({ type: 'text', value: BIG });
    expect(result.prompt[0]).toBe(params.prompt[0]);
  });

  it('serializes a json output (measured compact, spilled indented, small objects on one line) and keeps the output’s providerOptions', async () => {
    const store = recordingStore();
    const middleware = outputLimitsMiddleware({ store });
    const value = { rows: Array.from({ length: 2_000 }, (_, i) => ({ i })) };
    const providerOptions = { anthropic: { cacheControl: { type: 'ephemeral' } } };
    const result = await transform(middleware, paramsOf(toolMessage({ id: 'c1', output: { type: 'json', value, providerOptions } })));
    const [output] = outputs(result) as Array<{ type: string; value: string; providerOptions?: unknown }>;
    const stored = `{\n  "rows": [\n${value.rows.map((row) => `    {"i": ${row.i}}`).join(',\n')}\n  ]\n}`;
    expect(store.keys).toEqual([contentKey(stored)]);
    expect(output!.type).toBe('text');
    expect(output!.value.split('\n')[0]).toBe(spillHeader(stored.length, contentKey(stored)));
    expect(output!.providerOptions).toEqual(providerOptions);
  });

  it('reduces the text parts of a content output in place and keeps its media parts', async () => {
    const store = recordingStore();
    const middleware = outputLimitsMiddleware({
      store,
      bands: [{ over: 100, action: truncate({ maxChars: 60, strategy: 'head' }) }],
      onWarning: () => {},
    });
    const image = { type: 'image-data', data: Buffer.from(testPng()).toString('base64'), mediaType: 'image/png' } as const;
    const value = [{ type: 'text', text: 'x'.repeat(100) }, image, { type: 'text', text: 'y'.repeat(100) }] as const;
    const result = await transform(middleware, paramsOf(toolMessage({ id: 'c1', output: { type: 'content', value: [...value] } })));
    expect(outputs(result)).toEqual([
      {
        type: 'content',
        value: [{ type: 'text', text: `${'x'.repeat(16)}\n\n[truncated: showing first 16 of 223 chars]` }, image],
      },
    ]);
    expect(store.keys).toEqual([]);
  });

  it('leaves small outputs, errors under the error band, denials, images that parse and its own notices alone, returning the same params', async () => {
    const store = recordingStore();
    const middleware = outputLimitsMiddleware({
      store,
      bands: [{ over: 100, action: spill({ previewChars: 500, then: truncate({ maxChars: 60 }) }) }],
    });
    const long = 'e'.repeat(5_000);
    const notice = `[Tool output too large (5,000 chars); stored to handle 'x'. Read it with read_tool_result(handle='x', offset=0, limit=200).]\n${'p'.repeat(250)}\n...[4,500 chars omitted]...\n${'p'.repeat(250)}`;
    const params = paramsOf(
      toolMessage(
        { id: 'a', output: { type: 'text', value: 'small' } },
        { id: 'b', output: { type: 'error-text', value: long } },
        { id: 'c', output: { type: 'error-json', value: { message: long } } },
        { id: 'd', output: { type: 'execution-denied', reason: 'the user said no' } },
        {
          id: 'e',
          output: {
            type: 'content',
            value: [
              { type: 'text', text: 'caption' },
              { type: 'image-data', data: Buffer.from(testPng(5_000)).toString('base64'), mediaType: 'image/png' },
            ],
          },
        },
        { id: 'f', output: { type: 'text', value: notice } },
        { id: 'g', name: 'read_tool_result', output: { type: 'text', value: long } },
      ),
    );
    expect(await transform(middleware, params)).toBe(params);
    expect(store.keys).toEqual([]);
  });

  it('does not measure a part it certainly leaves alone, unless onReduce is to be told of it (once)', async () => {
    const measured: string[] = [];
    const tokenizer = (text: string) => {
      measured.push(text);
      return Math.ceil(text.length / 4);
    };
    const params = paramsOf(toolMessage({ id: 'a', output: { type: 'text', value: 'small' } }));
    const quiet = outputLimitsMiddleware({ store: new MemoryStore(), overTokens: true, tokenizer });
    expect(await transform(quiet, params)).toBe(params);
    expect(measured).toEqual([]);
    const events: ReduceEvent[] = [];
    const observed = outputLimitsMiddleware({
      store: new MemoryStore(),
      overTokens: true,
      tokenizer,
      onReduce: (event) => events.push(event),
    });
    expect(await transform(observed, params)).toBe(params);
    expect(await transform(observed, params)).toBe(params);
    expect(measured).toEqual(['small']);
    expect(events.map((event) => [event.toolCallId, event.reduced])).toEqual([['a', false]]);
  });

  it('reduces a part once: later calls get the same replacement, and the same result spilled again is stored once', async () => {
    const store = recordingStore();
    const events: ReduceEvent[] = [];
    const middleware = outputLimitsMiddleware({ store, onReduce: (event) => events.push(event) });
    const first = await transform(middleware, paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: BIG } })));
    const again = await transform(
      middleware,
      paramsOf(
        toolMessage({ id: 'c1', output: { type: 'text', value: BIG } }),
        toolMessage({ id: 'c2', output: { type: 'text', value: BIG } }),
      ),
    );
    const [a, b, c] = [...outputs(first), ...outputs(again)];
    expect(b).toBe(a);
    expect(c).toEqual(a);
    expect(events.map((event) => event.toolCallId)).toEqual(['c1', 'c2']);
    expect(new Set(store.keys)).toEqual(new Set([contentKey(BIG)]));

    // Another middleware (another process) makes the identical replacement.
    const other = outputLimitsMiddleware({ store: recordingStore() });
    expect(outputs(await transform(other, paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: BIG } }))))).toEqual([a]);
  });

  it('makes the same replacement for the same part in any middleware instance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 3_000 }), fc.constantFrom('spill', 'truncate'), async (value, kind) => {
        const bands = [{ over: 1_000, action: kind === 'spill' ? spill() : truncate({ maxChars: 300 }) }];
        const part = () => paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value } }));
        const a = outputs(await transform(outputLimitsMiddleware({ store: new MemoryStore(), bands }), part()));
        const b = outputs(await transform(outputLimitsMiddleware({ store: new MemoryStore(), bands }), part()));
        expect(a).toEqual(b);
        if (value.length < 1_000) expect(a).toEqual([{ type: 'text', value }]);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps the namespace in content keys', async () => {
    const store = recordingStore();
    const middleware = outputLimitsMiddleware({ store, namespace: 'user 1' });
    await transform(middleware, paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: BIG } })));
    expect(store.keys).toEqual([`_user_201/${contentKey(BIG)}`]);
    expect(middleware.namespace).toBe('user 1');
  });

  it('summarizes once with the configured model and passes the call’s abort signal', async () => {
    const summaryModel = new MockLanguageModelV3({ doGenerate: async () => textStep('three thousand lines', usage(9, 3)) });
    const usages: unknown[] = [];
    const middleware = outputLimitsMiddleware({
      store: new MemoryStore(),
      bands: [{ over: 1_000, action: summarize() }],
      model: summaryModel,
      onUsage: (u) => usages.push(u),
    });
    const controller = new AbortController();
    const params = { ...paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: BIG } })), abortSignal: controller.signal };
    const first = await transform(middleware, params);
    const second = await transform(middleware, params);
    const expected = {
      type: 'text',
      value: `[Summary of a ${fmt(BIG.length)}-char tool output; the full output was not kept.]\nthree thousand lines`,
    };
    expect(outputs(first)).toEqual([expected]);
    expect(outputs(second)).toEqual([expected]);
    expect(summaryModel.doGenerateCalls).toHaveLength(1);
    expect(summaryModel.doGenerateCalls[0]!.abortSignal).toBeInstanceOf(AbortSignal);
    expect(usages).toEqual([{ inputTokens: 9, outputTokens: 3, totalTokens: 12 }]);
  });

  it('does not keep a fallback caused by an aborted call', async () => {
    let calls = 0;
    const controller = new AbortController();
    const middleware = outputLimitsMiddleware({
      store: new MemoryStore(),
      bands: [{ over: 1_000, action: summarize({ then: truncate({ maxChars: 200 }) }) }],
      summarizer: async ({ signal }) => {
        calls += 1;
        if (calls > 1) return 'summary';
        // The call is aborted while its summary is pending (not before it starts, whatever the machine's speed).
        setTimeout(() => controller.abort(), 1);
        return new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      },
      onWarning: () => undefined,
    });
    const pending = transform(middleware, {
      ...paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: BIG } })),
      abortSignal: controller.signal,
    });
    expect((outputs(await pending)[0] as { value: string }).value).toContain('[truncated:');
    const retried = await transform(middleware, paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: BIG } })));
    expect((outputs(retried)[0] as { value: string }).value).toBe(
      `[Summary of a ${fmt(BIG.length)}-char tool output; the full output was not kept.]\nsummary`,
    );
  });

  it('checks its configuration when created', () => {
    expect(() => outputLimitsMiddleware({ bands: [{ over: 0, action: summarize() }] })).toThrow(
      '[output-limits] outputLimitsMiddleware: the summarize() action at bands[0] has no summarizer. Pass `model` (or `summarizer`) to outputLimitsMiddleware, or give the action its own `summarize` function.',
    );
  });
});

describe('outputLimitsMiddleware through wrapLanguageModel', () => {
  it('rewrites an unwrapped tool’s result before the model sees it, and read_tool_result reads it from the shared store', async () => {
    const store = new MemoryStore();
    const middleware = outputLimitsMiddleware({ store });
    let step = 0;
    const inner = new MockLanguageModelV3({
      doGenerate: async () => {
        step += 1;
        if (step === 1) return toolCallStep('c1', 'logs', {});
        if (step === 2) return toolCallStep('c2', 'read_tool_result', { handle: contentKey(BIG), unit: 'chars', limit: 6 });
        return textStep('done');
      },
    });
    const result = await generateText({
      model: wrapLanguageModel({ model: inner, middleware }),
      tools: { logs: tool({ inputSchema: z.object({}), execute: async () => BIG }), read_tool_result: readToolResultTool(middleware) },
      prompt: 'go',
      stopWhen: stepCountIs(5),
    });
    // The tool itself was not wrapped: its step result is the raw payload.
    expect(result.steps[0]!.toolResults[0]!.output).toBe(BIG);
    const second = outputs(inner.doGenerateCalls[1]!);
    expect(second).toHaveLength(1);
    expect((second[0] as { value: string }).value.split('\n')[0]).toBe(spillHeader(BIG.length, contentKey(BIG)));
    const third = outputs(inner.doGenerateCalls[2]!);
    // The same replacement on the next step, and the read-back page passes through.
    expect(third[0]).toEqual(second[0]);
    expect((third[1] as { value: string }).value.startsWith('line 0')).toBe(true);
  });

  // ai@7 wraps into LanguageModelV4 and takes the middleware's 'v3' declaration as it is.
  it.skipIf(AI_MAJOR !== 7)('ai@7: rewrites the prompt of a LanguageModelV4 model', async () => {
    // Not in ai@6's ai/test; same constructor options as the V3 mock.
    const MockLanguageModelV4 = (aiTest as Record<string, unknown>)['MockLanguageModelV4'] as typeof MockLanguageModelV3;
    let step = 0;
    const inner = new MockLanguageModelV4({ doGenerate: async () => (step++ === 0 ? toolCallStep('c1', 'logs', {}) : textStep('done')) });
    expect(inner.specificationVersion).toBe('v4');
    const middleware = outputLimitsMiddleware({ store: new MemoryStore() });
    const wrapped = wrapLanguageModel({ model: inner, middleware });
    expect(wrapped.specificationVersion).toBe('v4');
    const tools = { logs: tool({ inputSchema: z.object({}), execute: async () => BIG }), read_tool_result: readToolResultTool(middleware) };
    await generateText({ model: wrapped, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    const [output] = outputs(inner.doGenerateCalls[1]!);
    expect((output as { type: string; value: string }).type).toBe('text');
    expect((output as { value: string }).value.split('\n')[0]).toBe(spillHeader(BIG.length, contentKey(BIG)));
  });

  it('does not touch results withOutputLimits already reduced, even under smaller bands', async () => {
    const store = recordingStore();
    const tools = withOutputLimits({ logs: tool({ inputSchema: z.object({}), execute: async () => BIG }) }, { store });
    const notice = (await tools.logs.execute!({}, { toolCallId: 'c1', messages: [] })) as string;
    const middleware = outputLimitsMiddleware({ store, bands: [{ over: 100, action: truncate({ maxChars: 100 }) }] });
    const params = paramsOf(toolMessage({ id: 'c1', output: { type: 'text', value: notice } }));
    expect(await transform(middleware, params)).toBe(params);
  });
});
