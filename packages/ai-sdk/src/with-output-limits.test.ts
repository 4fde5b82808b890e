import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isReducedOutput, MemoryStore, OutputLimitsError, passthrough, spill, summarize, truncate } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import { testPng } from '@output-limits/core/test';
import { dynamicTool, generateText, jsonSchema, stepCountIs, streamText, tool, validateUIMessages } from 'ai';
import * as ai from 'ai';
import type { ModelMessage, Tool, ToolExecutionOptions, UIMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ReduceEvent } from './output-limits-config.js';
import { DEFAULT_REQUEST_SUMMARY_PROMPT } from './summarize-with-model.js';
import { AI_MAJOR, forAiMajor } from './test/ai-major.js';
import { mockUsage, scriptedModel, textStep, toolCallsStep } from './test/index.js';
import type { MockToolCall, ModelPrompt } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

// ---------------------------------------------------------------------------------------------
// Helpers

type Prompt = ModelPrompt;
const usage = mockUsage;
const toolCalls = (...calls: MockToolCall[]) => toolCallsStep(calls, mockUsage(10, 5));
const text = (value: string) => textStep(value, mockUsage(20, 2));

interface PromptToolResult {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly output: { readonly type: string; readonly value?: unknown };
}

function toolResultsIn(prompt: Prompt): PromptToolResult[] {
  return prompt
    .filter((message) => message.role === 'tool')
    .flatMap((message) => message.content)
    .filter((part): part is Extract<typeof part, { type: 'tool-result' }> => part.type === 'tool-result')
    .map((part) => ({ toolCallId: part.toolCallId, toolName: part.toolName, output: part.output }));
}

function lastToolText(prompt: Prompt): string {
  const last = toolResultsIn(prompt).at(-1);
  if (!last || last.output.type !== 'text' || typeof last.output.value !== 'string') throw new Error('no text tool result');
  return last.output.value;
}

const HEADER =
  /^\[Tool output too large \(([\d,]+) chars\); stored to handle '([^']+)'\. Read it with read_tool_result\(handle='([^']+)', offset=0, limit=200\)\.\]$/;

function handleIn(notice: string): string {
  const match = HEADER.exec(notice.split('\n')[0] ?? '');
  if (!match?.[2]) throw new Error(`no spill header in ${notice.slice(0, 200)}`);
  return match[2];
}

/** `rows` lines `row <i>: value <7i>`, joined by LF. */
function rowsText(rows: number): string {
  return Array.from({ length: rows }, (_, i) => `row ${i}: value ${i * 7}`).join('\n');
}

const fmt = (value: number) => value.toLocaleString('en-US');
const options = (toolCallId = 'c1') => ({ toolCallId, messages: [] as ModelMessage[] });
const silent = { onWarning: () => undefined };

/** A 200 KB string payload. */
const ROWS = 12_000;
const BIG = rowsText(ROWS);

// ---------------------------------------------------------------------------------------------

describe('withOutputLimits through generateText', () => {
  it('spills a 200 KB result: the next prompt holds the notice, not the payload, and read_tool_result pages it back', async () => {
    expect(BIG.length).toBeGreaterThan(200_000);
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(
      { logs: tool({ description: 'Fetch logs', inputSchema: z.object({ day: z.string() }), execute: async () => BIG }) },
      { store, onReduce: (event) => events.push(event) },
    );
    const model = scriptedModel([
      toolCalls({ toolCallId: 'c1', toolName: 'logs', input: { day: 'mon' } }),
      (prompt) =>
        toolCalls({
          toolCallId: 'c2',
          toolName: 'read_tool_result',
          input: { handle: handleIn(lastToolText(prompt)), pattern: 'row 4242:', context: 0 },
        }),
      text('done'),
    ]);

    const result = await generateText({ model, tools, prompt: 'look at the logs', stopWhen: stepCountIs(5) });

    expect(model.doGenerateCalls).toHaveLength(3);
    expect(model.doGenerateCalls[0]!.tools!.map((t) => t.name).sort()).toEqual(['logs', 'read_tool_result']);
    const [spilled] = toolResultsIn(model.doGenerateCalls[1]!.prompt);
    expect(spilled!.toolName).toBe('logs');
    expect(spilled!.output.type).toBe('text');
    const notice = spilled!.output.value as string;
    const handle = handleIn(notice);
    expect(notice.split('\n')[0]).toBe(
      `[Tool output too large (${fmt(BIG.length)} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`,
    );
    expect(handle.startsWith('c1.')).toBe(true);
    expect(notice).not.toContain('row 6000:');
    expect(notice.length).toBeLessThan(1_500);
    expect(new TextDecoder().decode(await store.read(handle))).toBe(BIG);
    // Steps (and so UI messages) hold the same reduced value the model saw.
    expect(result.steps[0]!.toolResults[0]!.output).toBe(notice);
    expect(events).toEqual([
      {
        toolName: 'logs',
        toolCallId: 'c1',
        action: 'spill',
        handle,
        originalSize: BIG.length,
        unit: 'chars',
        reduced: true,
        fallbacks: [],
        tokensKeptOut: Math.ceil(BIG.length / 4) - Math.ceil(notice.length / 4),
      },
    ]);
    expect(result.text).toBe('done');
  });

  // Depends on the final core readToolResult (the page footer in packages/core/src/messages/).
  it('hands the read-back page to the model exactly', async () => {
    const store = new MemoryStore();
    const tools = withOutputLimits({ logs: tool({ inputSchema: z.object({}), execute: async () => BIG }) }, { store });
    const model = scriptedModel([
      toolCalls({ toolCallId: 'c1', toolName: 'logs', input: {} }),
      (prompt) =>
        toolCalls({
          toolCallId: 'c2',
          toolName: 'read_tool_result',
          input: { handle: handleIn(lastToolText(prompt)), pattern: 'row 4242:', context: 0 },
        }),
      text('done'),
    ]);
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(5) });
    const [, read] = toolResultsIn(model.doGenerateCalls[2]!.prompt);
    expect(read).toEqual({
      toolCallId: 'c2',
      toolName: 'read_tool_result',
      output: {
        type: 'text',
        value: `4243: row 4242: value 29694\n[matches 1-1 of 1 for "row 4242:" (${fmt(ROWS)} lines in all); end of output]`,
      },
    });
  });

  it('leaves a small result as it is (the same object reaches the steps)', async () => {
    const value = { ok: true, rows: [1, 2, 3] };
    const tools = withOutputLimits(
      { small: tool({ inputSchema: z.object({}), execute: async () => value }) },
      { store: new MemoryStore() },
    );
    const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'small', input: {} }), text('ok')]);
    const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    expect(result.steps[0]!.toolResults[0]!.output).toBe(value);
    expect(toolResultsIn(model.doGenerateCalls[1]!.prompt)[0]!.output).toEqual({ type: 'json', value });
  });

  it('gives parallel calls in one step distinct handles, each holding its own payload', async () => {
    const store = new MemoryStore();
    const tools = withOutputLimits(
      { fetch: tool({ inputSchema: z.object({ page: z.number() }), execute: async ({ page }) => `page ${page}\n${'x'.repeat(20_000)}` }) },
      { store },
    );
    const model = scriptedModel([
      toolCalls({ toolCallId: 'a', toolName: 'fetch', input: { page: 1 } }, { toolCallId: 'b', toolName: 'fetch', input: { page: 2 } }),
      text('ok'),
    ]);
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    const results = toolResultsIn(model.doGenerateCalls[1]!.prompt);
    const handles = results.map((r) => handleIn(r.output.value as string));
    expect(handles).toHaveLength(2);
    expect(new Set(handles).size).toBe(2);
    expect(new TextDecoder().decode(await store.read(handles[0]!)).startsWith('page 1\n')).toBe(true);
    expect(new TextDecoder().decode(await store.read(handles[1]!)).startsWith('page 2\n')).toBe(true);
  });

  it('lets a tool error through unchanged: the next prompt holds the original message', async () => {
    const error = new Error('disk quota exceeded on /var/log');
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async (): Promise<string> => Promise.reject(error) }) },
      { store: new MemoryStore() },
    );
    const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'logs', input: {} }), text('sorry')]);
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    // The SDK's own error text: ai@6 sends error.message, ai@7 sends String(error).
    const value = forAiMajor({ 6: 'disk quota exceeded on /var/log', 7: 'Error: disk quota exceeded on /var/log' });
    expect(toolResultsIn(model.doGenerateCalls[1]!.prompt)).toEqual([
      { toolCallId: 'c1', toolName: 'logs', output: { type: 'error-text', value } },
    ]);
    await expect(tools.logs.execute!({}, options())).rejects.toBe(error);
  });

  it('lets a synchronous throw through as the same error object', () => {
    const error = new TypeError('bad input');
    const tools = withOutputLimits(
      {
        sync: tool({
          inputSchema: z.object({}),
          execute: (): string => {
            throw error;
          },
        }),
      },
      { store: new MemoryStore() },
    );
    expect(() => tools.sync.execute!({}, options())).toThrow(error);
  });
});

describe('the wrapped execute, for any result', () => {
  it('reduces the final value of a thenable that resolves to another, non-compliant thenable', async () => {
    const inner = { then: (onFulfilled: (value: unknown) => void) => onFulfilled(BIG) };
    const outer = { then: (onFulfilled: (value: unknown) => unknown) => onFulfilled(inner) };
    const store = new MemoryStore();
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: () => outer as unknown as Promise<string> }) },
      { store },
    );
    const output = await tools.logs.execute!({}, options());
    expect(typeof output).toBe('string');
    expect(handleIn(output as string)).toMatch(/^c1\.0-/);
  });

  it('returns the same value below the threshold and a recognisable reduced string from it on', async () => {
    const tools = withOutputLimits(
      { any: tool({ inputSchema: z.object({ value: z.unknown() }), execute: async ({ value }) => value }) },
      { store: new MemoryStore(), bands: [{ over: 200, action: truncate({ maxChars: 150 }) }] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 400 }), fc.array(fc.record({ id: fc.nat(), name: fc.string() }), { maxLength: 20 })),
        async (value) => {
          const output = await tools.any.execute!({ value }, options());
          const size = typeof value === 'string' ? value.length : JSON.stringify(value).length;
          if (size < 200) expect(output).toBe(value);
          else {
            expect(typeof output).toBe('string');
            expect((output as string).length).toBeLessThanOrEqual(150);
            expect(isReducedOutput(output as string)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('summaries', () => {
  const payload = `ERROR a\n${'noise\n'.repeat(8_000)}ERROR b`;

  function summaryModel(summary: string): MockLanguageModelV3 {
    return new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text', text: summary }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: usage(700, 30),
        warnings: [],
      }),
    });
  }

  it('puts the summary model’s answer in the prompt and reports its usage', async () => {
    const summarizer = summaryModel('  Two errors: a and b.  ');
    const usages: unknown[] = [];
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => payload }) },
      {
        bands: [{ over: 1_000, action: summarize() }],
        model: summarizer,
        onUsage: (u, info) => usages.push({ ...u, ...info }),
        onReduce: (event) => events.push(event),
      },
    );
    const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'logs', input: {} }), text('ok')]);
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });

    expect(lastToolText(model.doGenerateCalls[1]!.prompt)).toBe(
      `[Summary of a ${fmt(payload.length)}-char tool output; the full output was not kept.]\nTwo errors: a and b.`,
    );
    expect(summarizer.doGenerateCalls).toHaveLength(1);
    // The prompt 'go' is the request, so the default prompt is the one that carries it.
    const expectedPrompt = DEFAULT_REQUEST_SUMMARY_PROMPT.split('{toolName}')
      .join('logs')
      .split('{request}')
      .join('go')
      .split('{output}')
      .join(payload);
    expect(summarizer.doGenerateCalls[0]!.prompt).toEqual([{ role: 'user', content: [{ type: 'text', text: expectedPrompt }] }]);
    expect(usages).toEqual([{ inputTokens: 700, outputTokens: 30, totalTokens: 730, toolName: 'logs' }]);
    expect(events).toEqual([
      {
        toolName: 'logs',
        toolCallId: 'c1',
        action: 'summarize',
        originalSize: payload.length,
        unit: 'chars',
        reduced: true,
        fallbacks: [],
        usage: { inputTokens: 700, outputTokens: 30, totalTokens: 730 },
        tokensKeptOut: Math.ceil(payload.length / 4) - Math.ceil(lastToolText(model.doGenerateCalls[1]!.prompt).length / 4),
      },
    ]);
  });

  it('uses a custom summaryPrompt, and a summarize() deep in a then chain or perTool list finds the model', async () => {
    const summarizer = summaryModel('short');
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => payload }) },
      {
        store: { write: async () => Promise.reject(new Error('down')), read: async () => new Uint8Array() },
        perTool: { logs: [{ over: 10, action: spill({ then: summarize({ then: truncate() }) }) }] },
        model: summarizer,
        summaryPrompt: 'Tool {toolName} said:\n{output}',
        ...silent,
      },
    );
    const output = await tools.logs.execute!({}, options());
    expect(output).toBe(`[Summary of a ${fmt(payload.length)}-char tool output; the full output was not kept.]\nshort`);
    expect(summarizer.doGenerateCalls[0]!.prompt).toEqual([
      { role: 'user', content: [{ type: 'text', text: `Tool logs said:\n${payload}` }] },
    ]);
  });

  it('reports the usage of a summary the reducer then rejects as empty', async () => {
    const usages: unknown[] = [];
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => payload }) },
      {
        bands: [{ over: 1_000, action: summarize({ then: truncate({ maxChars: 100 }) }) }],
        model: summaryModel('   '),
        onUsage: (u) => usages.push(u),
        ...silent,
      },
    );
    const output = (await tools.logs.execute!({}, options())) as string;
    expect(output.length).toBeLessThanOrEqual(100);
    expect(usages).toEqual([{ inputTokens: 700, outputTokens: 30, totalTokens: 730 }]);
  });

  it('reports usage of an action’s own summarize function, and a throwing observer changes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const tools = withOutputLimits(
        { logs: tool({ inputSchema: z.object({}), execute: async () => payload }) },
        {
          bands: [{ over: 1_000, action: summarize({ summarize: () => ({ text: 'own', usage: { totalTokens: 9 } }) }) }],
          onUsage: () => {
            throw new Error('observer bug');
          },
          onReduce: () => {
            throw new Error('observer bug');
          },
        },
      );
      expect(await tools.logs.execute!({}, options())).toBe(
        `[Summary of a ${fmt(payload.length)}-char tool output; the full output was not kept.]\nown`,
      );
      expect(errors.mock.calls.map((call) => call[0])).toEqual([
        '[output-limits] onUsage threw; ignored:',
        '[output-limits] onReduce threw; ignored:',
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('aborts the pending summary call when the run is aborted', async () => {
    let started!: () => void;
    const summaryStarted = new Promise<void>((resolve) => (started = resolve));
    let summarySignal: AbortSignal | undefined;
    const summarizer = new MockLanguageModelV3({
      doGenerate: async ({ abortSignal }) => {
        summarySignal = abortSignal;
        started();
        return new Promise<never>((_, reject) => abortSignal?.addEventListener('abort', () => reject(abortSignal.reason), { once: true }));
      },
    });
    const controller = new AbortController();
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => payload }) },
      { bands: [{ over: 1_000, action: summarize() }], model: summarizer, onReduce: (e) => events.push(e), ...silent },
    );
    const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'logs', input: {} }), text('ok')]);
    const run = generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3), abortSignal: controller.signal });
    await summaryStarted;
    expect(summarySignal!.aborted).toBe(false);
    controller.abort();
    await run.catch(() => undefined);
    expect(summarySignal!.aborted).toBe(true);
    // The band's only action failed: the last resort bounds the output (a 4,000-char cut).
    expect(events).toMatchObject([{ toolCallId: 'c1', reduced: true, action: 'truncate', fallbacks: [{ action: 'summarize' }] }]);
  });
});

describe('streamText with a streaming tool', () => {
  it('passes preliminary values through and makes the reduced last value final', async () => {
    const store = new MemoryStore();
    const loading = { status: 'loading' };
    const done = { status: 'done', rows: BIG.split('\n') };
    const tools = withOutputLimits(
      {
        streamy: tool({
          inputSchema: z.object({}),
          async *execute() {
            yield loading;
            yield done;
          },
        }),
      },
      { store },
    );
    let step = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        const chunks =
          step++ === 0
            ? [
                { type: 'stream-start' as const, warnings: [] },
                { type: 'tool-call' as const, toolCallId: 'c1', toolName: 'streamy', input: '{}' },
                { type: 'finish' as const, finishReason: { unified: 'tool-calls' as const, raw: undefined }, usage: usage(10, 5) },
              ]
            : [
                { type: 'stream-start' as const, warnings: [] },
                { type: 'text-start' as const, id: 't' },
                { type: 'text-delta' as const, id: 't', delta: 'ok' },
                { type: 'text-end' as const, id: 't' },
                { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: undefined }, usage: usage(20, 2) },
              ];
        return {
          stream: new ReadableStream({
            start: (c) => {
              for (const chunk of chunks) c.enqueue(chunk);
              c.close();
            },
          }),
        };
      },
    });
    const result = streamText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    const results: Array<{ preliminary: boolean; output: unknown }> = [];
    for await (const part of result.fullStream) {
      if (part.type === 'tool-result') results.push({ preliminary: part.preliminary === true, output: part.output });
    }
    const notice = lastToolText(model.doStreamCalls[1]!.prompt);
    const handle = handleIn(notice);
    expect(results.map((r) => r.preliminary)).toEqual([true, true, true, false]);
    expect(results[0]!.output).toBe(loading);
    expect(results[1]!.output).toBe(done);
    expect(results[2]!.output).toBe(notice);
    expect(results[3]!.output).toBe(notice);
    expect(JSON.parse(new TextDecoder().decode(await store.read(handle)))).toEqual(done);
  });

  it('yields nothing for an iterable that yields nothing', async () => {
    const tools = withOutputLimits(
      {
        empty: tool({
          inputSchema: z.object({}),
          // eslint-disable-next-line require-yield -- a streaming tool that yields nothing is the case under test
          async *execute(): AsyncGenerator<string> {
            return;
          },
        }),
      },
      { store: new MemoryStore() },
    );
    const values: unknown[] = [];
    for await (const value of tools.empty.execute!({}, options()) as AsyncIterable<unknown>) values.push(value);
    expect(values).toEqual([]);
  });

  it('does not yield again when the last value stays as it is', async () => {
    const tools = withOutputLimits(
      {
        small: tool({
          inputSchema: z.object({}),
          async *execute() {
            yield 'a';
            yield 'b';
          },
        }),
      },
      { store: new MemoryStore() },
    );
    const values: unknown[] = [];
    for await (const value of tools.small.execute!({}, options()) as AsyncIterable<unknown>) values.push(value);
    expect(values).toEqual(['a', 'b']);
  });
});

describe('which tools are wrapped', () => {
  const bigTool = () => tool({ inputSchema: z.object({}), execute: async () => 'y'.repeat(20_000) });

  it('returns a new object, leaves the input alone and passes exempt tools through as the same object', () => {
    const client = tool({ inputSchema: z.object({ q: z.string() }), outputSchema: z.string() });
    const provider = {
      type: 'provider' as const,
      id: 'acme.search' as const,
      args: {},
      inputSchema: z.object({}),
      execute: async () => 'z'.repeat(20_000),
    } satisfies Tool;
    const excluded = bigTool();
    const wrapped = bigTool();
    const originalExecute = wrapped.execute;
    const tools = { client, provider, excluded, wrapped };
    const snapshot = { ...tools };
    const result = withOutputLimits(tools, { store: new MemoryStore(), toolFilter: (name) => name !== 'excluded' });
    expect(result).not.toBe(tools);
    expect(tools).toEqual(snapshot);
    expect(Object.keys(tools)).toEqual(['client', 'provider', 'excluded', 'wrapped']);
    expect(Object.keys(result)).toEqual(['client', 'provider', 'excluded', 'wrapped', 'read_tool_result']);
    expect(result.client).toBe(client);
    expect(result.provider).toBe(provider);
    expect(result.excluded).toBe(excluded);
    expect(result.wrapped).not.toBe(wrapped);
    expect(wrapped.execute).toBe(originalExecute);
  });

  it('honours a toolFilter list', async () => {
    const result = withOutputLimits({ a: bigTool(), b: bigTool() }, { store: new MemoryStore(), toolFilter: ['a'] });
    expect(await result.a.execute!({}, options())).toMatch(/^\[Tool output too large/);
    expect(await result.b.execute!({}, options())).toBe('y'.repeat(20_000));
  });

  it('wraps dynamic (MCP-style) tools and keeps their type', async () => {
    const mcp = dynamicTool({
      description: 'MCP tool',
      inputSchema: jsonSchema({ type: 'object' }),
      execute: async () => ({ blob: 'q'.repeat(20_000) }),
    });
    const result = withOutputLimits({ mcp }, { store: new MemoryStore() });
    expect(result.mcp.type).toBe('dynamic');
    expect(result.mcp.description).toBe('MCP tool');
    const output = (await result.mcp.execute!({}, options())) as string;
    expect(output).toMatch(/^\[Tool output too large \(20,016 chars\); stored to handle 'c1\.0-/); // the indented JSON stored
  });

  it('keeps non-enumerable properties and the prototype, and runs execute with this = the original tool', async () => {
    let seenThis: unknown;
    const original = tool({
      inputSchema: z.object({}),
      execute: async function (this: unknown) {
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test records which `this` execute was called with
        seenThis = this;
        return 'ok';
      },
    });
    const caller = Symbol('caller');
    Object.defineProperty(original, 'codeModeCaller', { value: 'keep me', enumerable: false });
    Object.defineProperty(original, caller, { value: 42, enumerable: false });
    const result = withOutputLimits({ original }, { store: new MemoryStore() });
    const copy = result.original as unknown as Record<string | symbol, unknown>;
    expect(copy.codeModeCaller).toBe('keep me');
    expect(Object.getOwnPropertyDescriptor(copy, 'codeModeCaller')!.enumerable).toBe(false);
    expect(copy[caller]).toBe(42);
    expect(Object.keys(copy)).toEqual(Object.keys(original));
    const input = {};
    const opts = options('c9');
    const spy = vi.spyOn(original, 'execute');
    const fresh = withOutputLimits({ original }, { store: new MemoryStore() });
    await fresh.original.execute!(input, opts);
    expect(spy).toHaveBeenCalledWith(input, opts);
    expect(seenThis).toBe(original);
  });

  // experimental_toolCaller exists only in ai@7; it attaches the caller as a non-enumerable property.
  it.skipIf(AI_MAJOR !== 7)('ai@7: keeps the caller experimental_toolCaller attaches', async () => {
    type AttachCaller = (tool: Tool, definition: { type: 'provider'; prepareProviderOptions: (options: unknown) => unknown }) => Tool;
    const attach = (ai as Record<string, unknown>)['experimental_toolCaller'] as AttachCaller;
    const definition = { type: 'provider' as const, prepareProviderOptions: (options: unknown) => options };
    const withCaller = attach(bigTool(), definition);
    expect(Object.keys(withCaller)).not.toContain('experimental_toolCaller');
    const result = withOutputLimits({ coded: withCaller }, { store: new MemoryStore() });
    expect(result.coded).not.toBe(withCaller);
    expect((result.coded as { experimental_toolCaller?: unknown }).experimental_toolCaller).toBe(definition);
    expect(await result.coded.execute!({}, options())).toMatch(/^\[Tool output too large/);
  });

  it('refuses a tool already named read_tool_result', () => {
    const call = () => withOutputLimits({ read_tool_result: bigTool() });
    expect(call).toThrow(OutputLimitsError);
    expect(call).toThrow(
      "[output-limits] withOutputLimits: a tool is already named 'read_tool_result', the name of the tool it adds. Rename your tool.",
    );
  });

  it('uses the default FileStore (under the OS temp directory) and reads back from it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ol-ai-sdk-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = dir;
    try {
      const tools = withOutputLimits({ big: bigTool() });
      const notice = (await tools.big.execute!({}, options('file-1'))) as string;
      const handle = handleIn(notice);
      expect(notice).not.toContain(dir);
      const page = (await tools.read_tool_result.execute!({ handle, unit: 'chars', limit: 5 }, options('r1'))) as string;
      expect(page.startsWith('yyyyy')).toBe(true);
      expect(page).not.toContain(dir);
      expect((await readdir(dir, { recursive: true })).length).toBeGreaterThan(0);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the context a tool is called with', () => {
  const page = `4243: row 4242: value 29694\n[matches 1-1 of 1 for "row 4242:" (${fmt(ROWS)} lines in all); end of output]`;
  const script = () =>
    scriptedModel([
      toolCalls({ toolCallId: 'c1', toolName: 'search', input: {} }),
      (prompt) =>
        toolCalls({
          toolCallId: 'c2',
          toolName: 'read_tool_result',
          input: { handle: handleIn(lastToolText(prompt)), pattern: 'row 4242:', context: 0 },
        }),
      text('done'),
    ]);

  // ai@7 removed experimental_context (replaced by the per-tool context below).
  it.skipIf(AI_MAJOR !== 6)('ai@6: passes experimental_context to the original execute', async () => {
    const seen: unknown[] = [];
    const search = tool({
      inputSchema: z.object({}),
      execute: async (_input, { experimental_context }) => {
        seen.push(experimental_context);
        return BIG;
      },
    });
    const model = script();
    const tools = withOutputLimits({ search }, { store: new MemoryStore() });
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(5), experimental_context: { user: 'u1' } });
    expect(seen).toEqual([{ user: 'u1' }]);
    expect(toolResultsIn(model.doGenerateCalls[2]!.prompt)[1]!.output).toEqual({ type: 'text', value: page });
  });

  // ai@7 options, built outside the call so the ai@6 types these tests are checked against accept them.
  it.skipIf(AI_MAJOR !== 7)('ai@7: keeps contextSchema and passes the context from toolsContext to the original execute', async () => {
    const seen: unknown[] = [];
    const contextSchema = z.object({ user: z.string() });
    const definition = {
      inputSchema: z.object({}),
      contextSchema,
      execute: async (_input: unknown, options: ToolExecutionOptions) => {
        seen.push((options as { context?: unknown }).context);
        return BIG;
      },
    };
    const tools = withOutputLimits({ search: tool(definition) }, { store: new MemoryStore() });
    expect((tools.search as { contextSchema?: unknown }).contextSchema).toBe(contextSchema);
    expect(Object.hasOwn(tools.read_tool_result, 'contextSchema')).toBe(false);

    const model = script();
    // read_tool_result declares no contextSchema, so it needs no toolsContext entry.
    const call = { model, tools, prompt: 'go', stopWhen: stepCountIs(5), toolsContext: { search: { user: 'u1' } } };
    await generateText(call);
    expect(seen).toEqual([{ user: 'u1' }]);
    expect(toolResultsIn(model.doGenerateCalls[2]!.prompt)[1]!.output).toEqual({ type: 'text', value: page });

    // The SDK validates the context against the kept schema before execute runs.
    const invalid = { ...call, model: script(), toolsContext: { search: { user: 5 } } };
    await expect(generateText(invalid)).rejects.toThrow('Type validation failed for tool context (search)');
    expect(seen).toHaveLength(1);
  });
});

describe('configuration errors are thrown when withOutputLimits is called', () => {
  const tools = { t: tool({ inputSchema: z.object({}), execute: async () => 'ok' }) };
  const model = new MockLanguageModelV3();

  it.each([
    [
      'bands',
      {
        bands: [
          { over: 0, action: spill() },
          { over: 10, action: summarize() },
        ],
      },
      'the summarize() action at bands[1] has no summarizer',
    ],
    ['a then chain', { bands: [{ over: 0, action: spill({ then: truncate({ then: summarize() }) }) }] }, 'at bands[0].then.then has'],
    [
      'a perTool list',
      {
        perTool: {
          t: [
            { over: 5, action: passthrough() },
            { over: 50, action: summarize() },
          ],
        },
      },
      'at perTool.t[1] has',
    ],
  ])('summarize() with neither model nor function, in %s', (_, config, fragment) => {
    const call = () => withOutputLimits(tools, config);
    expect(call).toThrow(OutputLimitsError);
    expect(call).toThrow(fragment);
  });

  it('names the fix in the message', () => {
    expect(() => withOutputLimits(tools, { bands: [{ over: 0, action: summarize() }] })).toThrow(
      '[output-limits] withOutputLimits: the summarize() action at bands[0] has no summarizer. Pass `model` (or `summarizer`) to withOutputLimits, or give the action its own `summarize` function.',
    );
  });

  it('accepts summarize() with a model, a config summarizer or its own function', () => {
    expect(() => withOutputLimits(tools, { bands: [{ over: 0, action: summarize() }], model })).not.toThrow();
    expect(() => withOutputLimits(tools, { bands: [{ over: 0, action: summarize() }], summarizer: () => 's' })).not.toThrow();
    expect(() => withOutputLimits(tools, { bands: [{ over: 0, action: summarize({ summarize: () => 's' }) }] })).not.toThrow();
  });

  it('checks summaryPrompt placeholders', () => {
    expect(() => withOutputLimits(tools, { model, summaryPrompt: 'Summarize {output}' })).toThrow(
      '[output-limits] withOutputLimits: summaryPrompt must contain {toolName} and {output}; it lacks {toolName}.',
    );
    expect(() => withOutputLimits(tools, { model, summaryPrompt: 'Summarize' })).toThrow('it lacks {toolName} and {output}.');
  });

  it('refuses summaryPrompt without model, and model together with summarizer', () => {
    expect(() => withOutputLimits(tools, { summaryPrompt: '{toolName} {output}' })).toThrow(
      '[output-limits] withOutputLimits: summaryPrompt is only used with `model`; pass a model as well, or drop summaryPrompt.',
    );
    expect(() => withOutputLimits(tools, { model, summarizer: () => 's' })).toThrow(
      '[output-limits] withOutputLimits: pass either `model` or `summarizer`, not both.',
    );
  });

  it('passes the core’s band checks through', () => {
    expect(() => withOutputLimits(tools, { bands: [{ over: -1, action: spill() }] })).toThrow(OutputLimitsError);
  });
});

describe('toModelOutput', () => {
  interface Listing {
    items: string[];
  }
  const listing = (count: number): Listing => ({ items: Array.from({ length: count }, (_, i) => `item-${i}`) });

  function listTool(count: number) {
    const toModelOutput = vi.fn(({ output }: { output: Listing }) => ({
      type: 'text' as const,
      value: `${output.items.length} items: ${output.items.join(',')}`,
    }));
    const t = tool({ inputSchema: z.object({}), execute: async (): Promise<Listing> => listing(count), toModelOutput });
    return { t, toModelOutput };
  }

  it('hands a reduced result to the model as text, without calling the tool’s own function on it', async () => {
    const { t, toModelOutput } = listTool(5_000);
    const tools = withOutputLimits({ list: t }, { store: new MemoryStore() });
    const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'list', input: {} }), text('ok')]);
    const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    const notice = lastToolText(model.doGenerateCalls[1]!.prompt);
    expect(notice).toMatch(/^\[Tool output too large \([\d,]+ chars\)/);
    // What the model would have seen was measured (the text conversion), so no shape line.
    expect(notice.split('\n')[1]!.startsWith('5000 items: item-0,item-1')).toBe(true);
    expect(result.steps[0]!.toolResults[0]!.output).toBe(notice);
    // Called once, inside execute, on the original object; never on the string.
    expect(toModelOutput.mock.calls.map((call) => typeof call[0].output)).toEqual(['object']);
  });

  it('recognises its own bare cut (no marker fits) by the tool call id', async () => {
    const { t, toModelOutput } = listTool(5_000);
    const tools = withOutputLimits(
      { list: t },
      { store: new MemoryStore(), bands: [{ over: 100, action: truncate({ maxChars: 12, strategy: 'head' }) }] },
    );
    const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'list', input: {} }), text('ok')]);
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    expect(lastToolText(model.doGenerateCalls[1]!.prompt)).toBe('5000 items: ');
    expect(toModelOutput).toHaveBeenCalledTimes(1);
  });

  it('calls the tool’s own function for a small result', async () => {
    const { t, toModelOutput } = listTool(3);
    const tools = withOutputLimits({ list: t }, { store: new MemoryStore() });
    const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'list', input: {} }), text('ok')]);
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    expect(lastToolText(model.doGenerateCalls[1]!.prompt)).toBe('3 items: item-0,item-1,item-2');
    expect(toModelOutput).toHaveBeenCalledTimes(2);
  });

  it('measures the converted output: a conversion that makes a big result small leaves it alone', async () => {
    const raw = { debug: 'd'.repeat(50_000), status: 'green' };
    const tools = withOutputLimits(
      {
        health: tool({
          inputSchema: z.object({}),
          execute: async () => raw,
          toModelOutput: ({ output }) => ({ type: 'text', value: output.status }),
        }),
      },
      { store: new MemoryStore() },
    );
    expect(await tools.health.execute!({}, options())).toBe(raw);
  });

  it('recognises a reduced string it has not seen (history reloaded in a new process)', async () => {
    const { t, toModelOutput } = listTool(1);
    const tools = withOutputLimits({ list: t }, { store: new MemoryStore() });
    const notice =
      "[Tool output too large (20,000 chars); stored to handle 'old.0-abc'. Read it with read_tool_result(handle='old.0-abc', offset=0, limit=200).]";
    const convert = tools.list.toModelOutput!;
    expect(await convert({ toolCallId: 'old', input: {}, output: notice as unknown as Listing })).toEqual({ type: 'text', value: notice });
    expect(toModelOutput).not.toHaveBeenCalled();
  });

  describe('a tool whose toModelOutput makes image parts', () => {
    // Images go out to the model only when their bytes parse as the type they name: real PNGs of these sizes.
    const png = (bytes: number) => Buffer.from(testPng(bytes)).toString('base64');
    const screenshot = () =>
      tool({
        inputSchema: z.object({}),
        execute: async (_input, { toolCallId }) => ({ base64: png(toolCallId === 'big' ? 300_000 : 100), width: 10 }),
        toModelOutput: ({ output }) => ({
          type: 'content',
          value: [
            { type: 'text', text: `screenshot ${output.width}px` },
            { type: 'image-data', data: output.base64, mediaType: 'image/png' },
          ],
        }),
      });

    it.each([
      ['small', 100],
      ['big', 300_000],
    ])('sends the %s image to the model whole', async (id, bytes) => {
      const tools = withOutputLimits(
        { shot: screenshot() },
        { store: new MemoryStore(), bands: [{ over: 0, action: truncate({ maxChars: 50 }) }] },
      );
      const model = scriptedModel([toolCalls({ toolCallId: id, toolName: 'shot', input: {} }), text('ok')]);
      const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
      // ai@7 rewrites the deprecated image-data part into its file-data form on the way to the model.
      const image = forAiMajor({
        6: { type: 'image-data', data: png(bytes), mediaType: 'image/png' },
        7: { type: 'file-data', data: png(bytes), mediaType: 'image/png', filename: undefined, providerOptions: undefined },
      });
      expect(toolResultsIn(model.doGenerateCalls[1]!.prompt)[0]!.output).toStrictEqual({
        type: 'content',
        value: [{ type: 'text', text: 'screenshot 10px' }, image],
      });
      expect(result.steps[0]!.toolResults[0]!.output).toEqual({ base64: png(bytes), width: 10 });
    });

    it('reduces the text parts of its content output in place, returns that content output, and passes it on unchanged (also after a reload)', async () => {
      const page = tool({
        inputSchema: z.object({}),
        execute: async () => ({ html: 'h'.repeat(30_000), shot: png(100) }),
        toModelOutput: ({ output }) => ({
          type: 'content',
          value: [
            { type: 'text', text: output.html },
            { type: 'image-data', data: output.shot, mediaType: 'image/png' },
          ],
        }),
      });
      const tools = withOutputLimits(
        { page },
        { store: new MemoryStore(), bands: [{ over: 10_000, action: truncate({ maxChars: 60, strategy: 'head' }) }] },
      );
      const model = scriptedModel([toolCalls({ toolCallId: 'c1', toolName: 'page', input: {} }), text('ok')]);
      const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
      const reduced = {
        type: 'content',
        value: [
          { type: 'text', text: `${'h'.repeat(13)}\n\n[truncated: showing first 13 of 30,000 chars]` },
          { type: 'image-data', data: png(100), mediaType: 'image/png' },
        ],
      };
      expect(result.steps[0]!.toolResults[0]!.output).toEqual(reduced);
      const [seen] = toolResultsIn(model.doGenerateCalls[1]!.prompt);
      expect((seen!.output.value as unknown[])[0]).toEqual(reduced.value[0]);
      // A fresh wrapper (a reload in a new process) recognises the reduced output by its marker.
      const fresh = withOutputLimits({ page }, { store: new MemoryStore() });
      expect(await fresh.page.toModelOutput!({ toolCallId: 'c1', input: {}, output: reduced as never })).toEqual(reduced);
    });
  });
});

describe('outputSchema', () => {
  const outputSchema = z.object({ rows: z.array(z.number()) });

  type UITools = Record<string, Tool<unknown, unknown>>;

  function uiMessage(output: unknown): UIMessage {
    return {
      id: 'm1',
      role: 'assistant',
      parts: [{ type: 'tool-rows', toolCallId: 'c1', state: 'output-available', input: {}, output }],
    };
  }

  it('is widened to the original schema or a string, so stored UI messages with a reduced output validate', async () => {
    const rowsTool = tool({
      inputSchema: z.object({}),
      outputSchema,
      execute: async () => ({ rows: Array.from({ length: 5_000 }, (_, i) => i) }),
    });
    const tools = withOutputLimits({ rows: rowsTool }, { store: new MemoryStore() }) as unknown as UITools;
    const reduced = await tools.rows!.execute!({}, options());
    expect(typeof reduced).toBe('string');

    await expect(validateUIMessages({ messages: [uiMessage(reduced)], tools })).resolves.toHaveLength(1);
    await expect(validateUIMessages({ messages: [uiMessage({ rows: [1, 2] })], tools })).resolves.toHaveLength(1);
    await expect(validateUIMessages({ messages: [uiMessage({ rows: 'nope' })], tools })).rejects.toThrow();
    // The unwrapped tool rejects the reduced string: the reason for widening.
    await expect(validateUIMessages({ messages: [uiMessage(reduced)], tools: { rows: rowsTool } as unknown as UITools })).rejects.toThrow();
  });

  it('describes both alternatives in its JSON schema', async () => {
    const tools = withOutputLimits(
      {
        rows: tool({
          inputSchema: z.object({}),
          outputSchema: jsonSchema<{ n: number }>({ type: 'object' }),
          execute: async () => ({ n: 1 }),
        }),
      },
      { store: new MemoryStore() },
    );
    const schema = tools.rows.outputSchema as unknown as { jsonSchema: PromiseLike<unknown> };
    expect(await schema.jsonSchema).toEqual({ anyOf: [{ type: 'object' }, { type: 'string' }] });
  });
});

describe('the read_tool_result tool it adds', () => {
  it('reads from the reducer’s store within its namespace', async () => {
    const writes: string[] = [];
    const inner = new MemoryStore();
    const store: OverflowStore = {
      write: async (key, data) => {
        writes.push(key);
        return inner.write(key, data);
      },
      read: (handle) => inner.read(handle),
    };
    const tools = withOutputLimits(
      { big: tool({ inputSchema: z.object({}), execute: async () => 'k'.repeat(20_000) }) },
      { store, namespace: 'user 7' },
    );
    const notice = (await tools.big.execute!({}, options('call-1'))) as string;
    const handle = handleIn(notice);
    expect(writes).toEqual([handle]);
    expect(handle.startsWith('_user_207/call-1.')).toBe(true);
    const page = (await tools.read_tool_result.execute!({ handle, unit: 'chars', offset: 0, limit: 3 }, options('r'))) as string;
    expect(page.startsWith('kkk')).toBe(true);
    expect(tools.read_tool_result.description).toContain('by its handle');
  });
});
