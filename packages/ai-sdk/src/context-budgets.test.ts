import { ConfigurationError, estimateTokens, MemoryStore, OutputLimitsError, readToolResult, spill } from '@output-limits/core';
import { spillNotice } from '@output-limits/core/adapter';
import type { Budget } from '@output-limits/core';
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import type { ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentAddressedStore } from './content-addressed-store.js';
import type { OutputLimitsConfig, ReduceEvent } from './output-limits-config.js';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import { mockUsage, scriptedModel, textStep, toolCallsStep } from './test/index.js';
import type { MockStep, ModelPrompt } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

type MockResult = MockStep;
type Prompt = ModelPrompt;

const usage = mockUsage();
const toolCalls = (...calls: Array<[id: string, name: string, input: object]>): MockResult =>
  toolCallsStep(calls.map(([toolCallId, toolName, input]) => ({ toolCallId, toolName, input })));
const answer = (text: string): MockResult => textStep(text);

/** The text outputs of the tool results in a prompt, by tool call id. */
function toolTexts(prompt: Prompt): Map<string, string> {
  const texts = new Map<string, string>();
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type === 'tool-result' && part.output.type === 'text') texts.set(part.toolCallId, part.output.value);
    }
  }
  return texts;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const tokensOf = (texts: Map<string, string>) => sum([...texts.values()].map(estimateTokens));
const handleOf = (notice: string) => /stored to handle '([^']+)'/.exec(notice)![1]!;

/** `bytes` chars of log lines, 60 chars a line, newline-terminated; each line names the tool. */
function logText(name: string, bytes = 60_000): string {
  const lines = Array.from({ length: bytes / 60 }, (_, i) => `${name} ${String(i).padStart(5, '0')} `.padEnd(59, '.'));
  return `${lines.join('\n')}\n`;
}

const TOOLS = ['alpha', 'beta', 'gamma', 'delta'] as const;

/** Four tools, each returning `logText(name, sizes[i])` after `delays[i]` ms; `finished` records the order. */
function fourTools(delays: readonly number[] = [0, 0, 0, 0], sizes: readonly number[] = [60_000, 60_000, 60_000, 60_000]) {
  const finished: string[] = [];
  // With delays, each call waits for all four to have started, so that the delays alone, timed from
  // one moment, set the order they finish in, however slowly a loaded machine starts them.
  let started = 0;
  let allStarted!: () => void;
  const allHaveStarted = new Promise<void>((resolve) => (allStarted = resolve));
  const gated = delays.some((delay) => delay > 0);
  const tools = Object.fromEntries(
    TOOLS.map((name, i) => [
      name,
      tool({
        inputSchema: z.object({}),
        execute: async () => {
          if (gated) {
            if (++started === TOOLS.length) allStarted();
            await allHaveStarted;
          }
          await new Promise((resolve) => setTimeout(resolve, delays[i]));
          finished.push(name);
          return logText(name, sizes[i]);
        },
      }),
    ]),
  );
  return { tools, finished };
}

const callAll = () => toolCalls(...TOOLS.map((name, i): [string, string, object] => [`c${i + 1}`, name, {}]));
/** A generous preview, which the budget has to shrink. */
const BANDS: OutputLimitsConfig['bands'] = [{ over: 10_000, action: spill({ previewChars: 20_000 }) }];

describe('withOutputLimits with context', () => {
  it('keeps four parallel 60,000-char results within maxStepShare of a 32,000-token window, each readable', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const { tools } = fourTools();
    const model = scriptedModel([
      callAll(),
      (prompt) =>
        toolCalls(
          ...[...toolTexts(prompt).values()].map((notice, i): [string, string, object] => [
            `r${i + 1}`,
            'read_tool_result',
            { handle: handleOf(notice), limit: 2 },
          ]),
        ),
      answer('done'),
    ]);
    const wrapped = withOutputLimits(tools, { store, bands: BANDS, context: { window: 32_000 }, onReduce: (event) => events.push(event) });
    await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(5) });

    // Room: 32,000 - 3,200 (reserve) - 1 ('go') = 28,799; the step's share 14,399; each call's 14,399 / 4.
    const budget: Budget = { tokens: 3_599 };
    expect(events.map((event) => [event.toolCallId, event.action, event.budget])).toEqual([
      ['c1', 'spill', budget],
      ['c2', 'spill', budget],
      ['c3', 'spill', budget],
      ['c4', 'spill', budget],
    ]);
    const results = toolTexts(model.doGenerateCalls[1]!.prompt);
    expect(tokensOf(results)).toBeLessThanOrEqual(14_399);
    // The default (salient) preview is fitted by bisection on its size, so each lands a few tokens under its budget.
    expect([...results.values()].map(estimateTokens)).toEqual([3_591, 3_591, 3_591, 3_591]);
    const notice = results.get('c1')!;
    const handle = handleOf(notice);
    // The notice is the default one with its preview shrunk to fit (found by bisection on the preview's size).
    const previewChars = [...Array(3_000).keys()]
      .map((i) => 15_000 - i)
      .find((chars) => spillNotice({ handle, text: logText('alpha'), previewChars: chars, budget }) === notice);
    expect(previewChars).toBeGreaterThan(13_000);
    expect(estimateTokens(spillNotice({ handle, text: logText('alpha'), previewChars: previewChars! + 200, budget }))).toBeGreaterThan(
      3_599,
    );
    expect(notice.split('\n').slice(0, 3)).toEqual([
      `[Tool output too large (60,000 chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`,
      '[Fitted to a budget of 3,599 tokens.]',
      'alpha 00000 ...............................................',
    ]);

    // Every result reads back: the model's pages, and the stored bytes.
    const pages = toolTexts(model.doGenerateCalls[2]!.prompt);
    for (const [i, name] of TOOLS.entries()) {
      const stored = handleOf(results.get(`c${i + 1}`)!);
      expect(new TextDecoder().decode(await store.read(stored))).toBe(logText(name));
      expect(pages.get(`r${i + 1}`)).toBe(await readToolResult(store, { handle: stored, limit: 2 }));
      expect(pages.get(`r${i + 1}`)!.startsWith(`${name} 00000 ....`)).toBe(true);
    }
  });

  it('without context, the same results overflow the step’s share (the budget is what keeps them in)', async () => {
    const { tools } = fourTools();
    const model = scriptedModel([callAll(), answer('done')]);
    await generateText({
      model,
      tools: withOutputLimits(tools, { store: new MemoryStore(), bands: BANDS }),
      prompt: 'go',
      stopWhen: stepCountIs(3),
    });
    expect(tokensOf(toolTexts(model.doGenerateCalls[1]!.prompt))).toBe(20_148);
  });

  it('reduces the same result harder as the conversation fills the window', async () => {
    const outcomes: Array<[number | undefined, number]> = [];
    const warnings: string[] = [];
    for (const turns of [0, 10, 20, 28, 30]) {
      // Each earlier turn: 4,000 chars, 1,000 tokens.
      const history: ModelMessage[] = Array.from({ length: turns }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: 'h'.repeat(4_000),
      }));
      const events: ReduceEvent[] = [];
      const { tools } = fourTools();
      const model = scriptedModel([toolCalls(['c1', 'alpha', {}]), answer('done')]);
      const wrapped = withOutputLimits(tools, {
        store: new MemoryStore(),
        bands: BANDS,
        context: { window: 32_000 },
        onReduce: (event) => events.push(event),
        onWarning: (warning) => warnings.push(warning.reason),
      });
      await generateText({ model, tools: wrapped, messages: [...history, { role: 'user', content: 'go' }], stopWhen: stepCountIs(3) });
      const budget = events[0]!.budget as { tokens: number } | undefined;
      outcomes.push([budget?.tokens, estimateTokens(toolTexts(model.doGenerateCalls[1]!.prompt).get('c1')!)]);
    }
    // Room = 28,800 - the history's tokens; one call gets a quarter of it. With 20,000 chars of
    // preview the first notice is 5,046 tokens, within its budget; then each is cut to fit its budget,
    // and with no room left only the notice's header remains (40 tokens), with a warning.
    expect(outcomes).toEqual([
      [7_199, 5_046],
      [4_699, 4_686],
      [2_198, 2_196],
      [198, 186],
      [0, 40],
    ]);
    expect(warnings).toEqual(['a budget of 0 tokens is too small for even a bare notice; used the smallest valid output']);
  });

  it('gives the same prompts whatever order parallel calls finish in', async () => {
    const sizes = [20_000, 40_000, 60_000, 80_000];
    const run = async (delays: number[]) => {
      const { tools, finished } = fourTools(delays, sizes);
      const model = scriptedModel([callAll(), answer('done')]);
      const wrapped = withOutputLimits(tools, {
        store: contentAddressedStore(new MemoryStore()),
        bands: BANDS,
        context: { window: 32_000 },
      });
      await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(3) });
      return { prompt: model.doGenerateCalls[1]!.prompt, finished };
    };
    const first = await run([5, 20, 40, 60]);
    const second = await run([60, 40, 20, 5]);
    expect(first.finished).toEqual(['alpha', 'beta', 'gamma', 'delta']);
    expect(second.finished).toEqual(['delta', 'gamma', 'beta', 'alpha']);
    expect(JSON.stringify(second.prompt)).toBe(JSON.stringify(first.prompt));
    expect([...toolTexts(first.prompt).values()].map(estimateTokens)).toEqual([3_585, 3_585, 3_585, 3_586]);
  });

  it('splits the step the same way under streamText', async () => {
    const { tools } = fourTools([30, 20, 10, 0]);
    const streamStep = (parts: MockResult['content']) => ({
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          for (const part of parts) controller.enqueue(part);
          const finishReason = parts.some((part) => part.type === 'tool-call') ? 'tool-calls' : 'stop';
          controller.enqueue({ type: 'finish', finishReason: { unified: finishReason, raw: undefined }, usage });
          controller.close();
        },
      }),
    });
    const steps = [
      callAll().content,
      [
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'done' },
        { type: 'text-end', id: 't' },
      ],
    ];
    let step = 0;
    const model = new MockLanguageModelV3({ doStream: async () => streamStep(steps[step++] as MockResult['content']) });
    const events: ReduceEvent[] = [];
    const wrapped = withOutputLimits(tools, {
      store: new MemoryStore(),
      bands: BANDS,
      context: { window: 32_000 },
      onReduce: (event) => events.push(event),
    });
    const result = streamText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(3) });
    await result.consumeStream();
    expect(events.map((event) => event.budget)).toEqual([{ tokens: 3_599 }, { tokens: 3_599 }, { tokens: 3_599 }, { tokens: 3_599 }]);
    expect(tokensOf(toolTexts(model.doStreamCalls[1]!.prompt))).toBeLessThanOrEqual(14_399);
  });

  it('refuses an unknown model, or bad numbers, when called', () => {
    const { tools } = fourTools();
    expect(() => withOutputLimits(tools, { context: { window: 'my-finetune' } })).toThrow(
      new ConfigurationError(
        "withOutputLimits: context: the context window of model 'my-finetune' is not known (table of 2026-12-02); pass window as a number of tokens.",
      ),
    );
    expect(() => withOutputLimits(tools, { context: { window: 32_000, maxStepShare: 0 } })).toThrow(OutputLimitsError);
    expect(() => outputLimitsMiddleware({ context: { window: 32_000, reserve: 32_000 } })).toThrow(
      'outputLimitsMiddleware: context: reserve must be a number of tokens >= 0 and below the window (32000); got 32000.',
    );
  });

  it('takes the window of a model object or id it knows', async () => {
    const events: ReduceEvent[] = [];
    const { tools } = fourTools();
    const model = scriptedModel([toolCalls(['c1', 'alpha', {}]), answer('done')]);
    Object.defineProperty(model, 'modelId', { value: 'gpt-4o-2024-08-06' });
    const wrapped = withOutputLimits(tools, {
      store: new MemoryStore(),
      context: { window: model },
      onReduce: (event) => events.push(event),
    });
    await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(3) });
    // 128,000 - 12,800 - 1, a quarter of it.
    expect(events[0]!.budget).toEqual({ tokens: 28_799 });
    expect(() => withOutputLimits(tools, { context: { window: 'anthropic/claude-sonnet-4-5' } })).not.toThrow();
  });
});

describe('outputLimitsMiddleware with context', () => {
  /** Ten earlier tool results of 4,200 to 9,600 chars (1,050 to 2,400 tokens): below the 10,000-char band. */
  const history = (): ModelMessage[] =>
    Array.from({ length: 10 }, (_, i): ModelMessage[] => [
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: `h${i}`, toolName: 'logs', input: {} }] },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: `h${i}`,
            toolName: 'logs',
            output: { type: 'text', value: logText(`h${i}`, 4_200 + 600 * i) },
          },
        ],
      },
    ]).flat();

  it('keeps ten results within maxStepShare of the room, the largest reduced first, byte-identical on the next call', async () => {
    const store = new MemoryStore();
    const limits = outputLimitsMiddleware({ store: contentAddressedStore(store), context: { window: 32_000 } });
    const inner = scriptedModel([toolCalls(['n1', 'ping', {}]), answer('done')]);
    const model = wrapLanguageModel({ model: inner, middleware: limits });
    const ping = tool({ inputSchema: z.object({}), execute: async () => 'pong' });
    await generateText({ model, tools: { ping }, messages: [{ role: 'user', content: 'go' }, ...history()], stopWhen: stepCountIs(3) });

    const [first, second] = inner.doGenerateCalls.map((call) => toolTexts(call.prompt));
    const earlier = (texts: Map<string, string>) => new Map([...texts].filter(([id]) => id.startsWith('h')));
    // Room: 32,000 - 3,200 - 23 (the prompt without the ten results) = 28,777; their share 14,388.
    // Before: 17,250 tokens. The four smallest (5,100 tokens) stay whole; the six largest would fit
    // at 1,548 tokens each, so they are spilled, each notice fitted to that (315 tokens).
    const before = sum(Array.from({ length: 10 }, (_, i) => estimateTokens(logText(`h${i}`, 4_200 + 600 * i))));
    expect(before).toBe(17_250);
    expect(tokensOf(earlier(first!))).toBe(6_899);
    expect(tokensOf(earlier(first!))).toBeLessThanOrEqual(14_388);
    for (let i = 0; i < 10; i += 1) {
      const output = first!.get(`h${i}`)!;
      if (i < 4) expect(output).toBe(logText(`h${i}`, 4_200 + 600 * i));
      else expect(output.split('\n')[0]).toMatch(/^\[Tool output too large \([\d,]+ chars\); stored to handle 'mw-[0-9a-f]{32}'/);
    }
    expect(first!.get('h4')!.split('\n')[1]).toBe('[Fitted to a budget of 1,548 tokens.]');
    expect(new TextDecoder().decode(await store.read(handleOf(first!.get('h9')!)))).toBe(logText('h9', 9_600));
    // The next call (one more step in the prompt) sees the same bytes for every earlier result.
    expect(JSON.stringify([...earlier(second!)])).toBe(JSON.stringify([...earlier(first!)]));
    expect(second!.get('n1')).toBe('pong');
  });
});

describe('read_tool_result pages under a context budget', () => {
  it('bound a page by the budget a result of that step would get, whatever limit the model asks for', async () => {
    const store = new MemoryStore();
    const lines = Array.from({ length: 3_000 }, (_, i) => `row ${i} ${'x'.repeat(60)}`).join('\n');
    const big = tool({ inputSchema: z.object({}), execute: async () => lines });
    const options = (toolCallId: string) => ({ toolCallId, messages: [] as ModelMessage[] });
    const read = async (config: OutputLimitsConfig) => {
      const tools = withOutputLimits({ big }, { store, ...config });
      const notice = (await tools.big.execute!({}, options('c1'))) as string;
      const handle = /handle='([^']+)'/.exec(notice)![1]!;
      return (await tools.read_tool_result.execute!({ handle, limit: 1_000 }, options('r1'))) as string;
    };
    // A window of 4,000 tokens: 3,600 after the reserve, a quarter of it for one result, 900 tokens.
    const budgeted = await read({ context: { window: 4_000 } });
    const body = budgeted.slice(0, budgeted.lastIndexOf('\n'));
    expect(body.length).toBeLessThanOrEqual(900 * 4 - 400);
    expect(budgeted.slice(budgeted.lastIndexOf('\n') + 1)).toMatch(
      /^\[lines 1-\d+ of 3,000; output capped at 3,200 chars inside line \d+; next: /,
    );
    // Without one, a limit over the default asks for up to 50,000 chars.
    const unbudgeted = await read({});
    expect(unbudgeted.length).toBeGreaterThan(49_000);
  });
});
