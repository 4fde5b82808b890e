import { MemoryStore, spill, summarize } from '@output-limits/core';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import type { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { latestUserRequest } from './latest-user-request.js';
import type { ReduceEvent } from './output-limits-config.js';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import { readToolResultTool } from './read-tool-result-tool.js';
import { mockUsage, scriptedModel, textStep, toolCallStep } from './test/index.js';
import type { ModelPrompt } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

type Prompt = ModelPrompt;

const usage = mockUsage(10, 2);

/** Calls `toolName` once, then answers `done` to every call after. */
function twoStepModel(toolName: string): MockLanguageModelV3 {
  return scriptedModel([toolCallStep('call-1', toolName, {}, usage)], { then: textStep('done', usage) });
}

/** The text of the tool result the model saw on its second call. */
function seenResult(model: MockLanguageModelV3): string {
  const prompt: Prompt = model.doGenerateCalls[1]!.prompt;
  const part = prompt.flatMap((m) => (m.role === 'tool' ? m.content : [])).find((p) => p.type === 'tool-result');
  const output = part?.type === 'tool-result' ? part.output : undefined;
  if (output?.type !== 'text') throw new Error('no text tool result');
  return output.value;
}

/** 400 lines of `line i ok`, with `line 250 FATAL disk full` and `line 300 ok for tenant zed`. */
const LOG = Array.from({ length: 400 }, (_, i) =>
  i === 250 ? 'line 250 FATAL disk full' : i === 300 ? 'line 300 ok for tenant zed' : `line ${i} ok`,
).join('\n');
const PICKED = '251: line 250 FATAL disk full\n301: line 300 ok for tenant zed\n';

describe('latestUserRequest', () => {
  it('takes the text of the last user message, before an end when given one', () => {
    const messages = [
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: [{ type: 'text', text: 'an answer' }] },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'second' },
          { type: 'image', image: 'data:' },
          { type: 'text', text: 'question' },
        ],
      },
      { role: 'tool', content: [] },
    ];
    expect(latestUserRequest(messages)).toBe('second\nquestion');
    expect(latestUserRequest(messages, 3)).toBe('first question');
    expect(latestUserRequest(messages, 1)).toBeUndefined();
    expect(latestUserRequest([{ role: 'user', content: [{ type: 'image', image: 'x' }] }])).toBeUndefined();
    expect(latestUserRequest(undefined)).toBeUndefined();
  });

  it('keeps the first 2,000 chars of a long message, never half a character', () => {
    expect(latestUserRequest([{ role: 'user', content: 'q'.repeat(5_000) }])).toBe('q'.repeat(2_000));
    expect(latestUserRequest([{ role: 'user', content: `${'q'.repeat(1_999)}😀` }])).toBe('q'.repeat(1_999));
  });
});

describe('the request picks preview lines', () => {
  it('withOutputLimits: the latest user message of options.messages picks the lines the model sees, and onReduce names them', async () => {
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => LOG }) },
      { store: new MemoryStore(), bands: [{ over: 100, action: spill({ previewChars: 500 }) }], onReduce: (e) => events.push(e) },
    );
    const model = twoStepModel('logs');
    await generateText({
      model,
      tools,
      messages: [
        { role: 'user', content: 'Something else first.' },
        { role: 'assistant', content: 'Sure.' },
        { role: 'user', content: [{ type: 'text', text: 'Which tenant was zed?' }] },
      ],
      stopWhen: stepCountIs(3),
    });
    const seen = seenResult(model);
    expect(seen).toContain(
      ', picked for an error signal (1 of 1), "tenant" (1 of 1), "zed" (1 of 1)]...\n' + PICKED + '...[last lines]...\n',
    );
    expect(events[0]?.picked).toEqual([
      { line: 251, errorSignal: true, words: [] },
      { line: 301, errorSignal: false, words: ['tenant', 'zed'] },
    ]);
  });

  it("withOutputLimits: preview 'headTail' shows the head and the tail only", async () => {
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => LOG }) },
      { store: new MemoryStore(), bands: [{ over: 100, action: spill({ previewChars: 40, preview: 'headTail' }) }] },
    );
    const model = twoStepModel('logs');
    await generateText({ model, tools, prompt: 'Which tenant was zed?', stopWhen: stepCountIs(3) });
    expect(seenResult(model).split('\n').slice(1).join('\n')).toBe(
      'line 0 ok\nline 1 ok\n\n...[4,677 chars omitted]...\ne 398 ok\nline 399 ok',
    );
  });

  it('the middleware: the user message before the tool result picks the lines', async () => {
    const middleware = outputLimitsMiddleware({ store: new MemoryStore(), bands: [{ over: 100, action: spill({ previewChars: 500 }) }] });
    const base = twoStepModel('logs');
    const model = wrapLanguageModel({ model: base, middleware });
    const logs = tool({ inputSchema: z.object({}), execute: async () => LOG });
    await generateText({
      model,
      tools: { logs, read_tool_result: readToolResultTool(middleware) },
      messages: [{ role: 'user', content: 'Which tenant was zed?' }],
      stopWhen: stepCountIs(3),
    });
    expect(seenResult(base)).toContain('"zed" (1 of 1)]...\n' + PICKED);
  });

  it('the summarizer gets the request', async () => {
    const requests: Array<string | undefined> = [];
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => LOG }) },
      {
        store: new MemoryStore(),
        bands: [{ over: 100, action: summarize() }],
        summarizer: ({ request }) => {
          requests.push(request);
          return 'a summary';
        },
      },
    );
    await generateText({ model: twoStepModel('logs'), tools, prompt: 'Why is the disk full?', stopWhen: stepCountIs(3) });
    expect(requests).toEqual(['Why is the disk full?']);
  });
});
