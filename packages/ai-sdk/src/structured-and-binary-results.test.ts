// Records and binary results end to end, with the AI SDK's real generateText loop and a mock model:
// what the model sees on its next step, and what read_tool_result gives it back.
import { MemoryStore, spill } from '@output-limits/core';
import { generateText, stepCountIs, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReduceEvent } from './output-limits-config.js';
import { forAiMajor } from './test/ai-major.js';
import { scriptedModel, textStep, toolCallStep, toolOutputIn } from './test/index.js';
import type { MockStep, ModelPrompt } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

type Prompt = ModelPrompt;

const callTool = (toolCallId: string, toolName: string, input: object) => toolCallStep(toolCallId, toolName, input);
const done = textStep('done');

/** A model that calls `first`, then (seeing the prompt, so the handle) `next`, then stops. */
const twoCalls = (first: MockStep, next: (prompt: Prompt) => MockStep) => scriptedModel([first, next], { then: done });

const outputIn = (prompt: Prompt, toolCallId: string): { type: string; value?: unknown } => toolOutputIn(prompt, toolCallId);

const handleIn = (prompt: Prompt): string => {
  const output = outputIn(prompt, 'c1');
  return /handle '([^']+)'/.exec(String(output.value))?.[1] ?? '';
};

const STATUSES = ['paid', 'shipped', 'failed'] as const;
const ORDERS = Array.from({ length: 6000 }, (_, i) => ({
  id: i,
  customer: `customer-${i % 97}`,
  status: STATUSES[i % 13 === 0 ? 2 : i % 2],
  total: i % 500,
}));

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAIBoOOluQAAAABJRU5ErkJggg==', 'base64');

describe('a 6,000-record listing', () => {
  it('spills one record a line; the notice names the record keys, and a pattern returns whole records', async () => {
    const tools = withOutputLimits(
      { orders: tool({ inputSchema: z.object({}), execute: async () => ORDERS }) },
      { store: new MemoryStore() },
    );
    const model = twoCalls(callTool('c1', 'orders', {}), (prompt) =>
      callTool('r1', 'read_tool_result', { handle: handleIn(prompt), pattern: '"failed"', limit: 3, context: 0 }),
    );
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    const notice = String(outputIn(model.doGenerateCalls[1]!.prompt, 'c1').value).split('\n');
    const handle = handleIn(model.doGenerateCalls[1]!.prompt);
    expect(notice[0]).toBe(
      `[Tool output too large (${ORDERS.map((order) => JSON.stringify(order))
        .join('\n')
        .length.toLocaleString(
          'en-US',
        )} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`,
    );
    expect(notice[1]).toBe('shape: [6000 items of {id, customer, status, total}]');
    const failed = ORDERS.filter((order) => order.status === 'failed');
    expect(outputIn(model.doGenerateCalls[2]!.prompt, 'r1')).toEqual({
      type: 'text',
      value:
        `${failed
          .slice(0, 3)
          .map((order) => `${ORDERS.indexOf(order) + 1}: ${JSON.stringify(order)}`)
          .join('\n--\n')}\n` +
        `[matches 1-3 of ${failed.length} for "\\"failed\\"" (6,000 lines in all); next: read_tool_result(handle='${handle}', offset=3, limit=3, pattern="\\"failed\\"", context=0)]`,
    });
  });
});

describe('binary results', () => {
  const pngLike = () => {
    const data = Buffer.alloc(5 * 1024 * 1024, 0xaa);
    PNG.copy(data, 0, 0, 16);
    return data;
  };

  it('a 5 MiB binary read back without a unit gives the one-line answer, and with unit bytes a hex page', async () => {
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(
      { download: tool({ inputSchema: z.object({}), execute: async () => pngLike() }) },
      { store: new MemoryStore(), onReduce: (e) => events.push(e) },
    );
    const model = twoCalls(callTool('c1', 'download', {}), (prompt) => callTool('r1', 'read_tool_result', { handle: handleIn(prompt) }));
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    const handle = events[0]!.handle!;
    expect(outputIn(model.doGenerateCalls[1]!.prompt, 'c1')).toEqual({
      type: 'text',
      value: `[Tool output too large (5,242,880 bytes (binary)); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', unit='bytes', offset=0, limit=256).]\n<5,242,880 bytes of binary data (image/png)>`,
    });
    // Too large to attach as an image (over 3.75 MiB): the answer alone.
    expect(outputIn(model.doGenerateCalls[2]!.prompt, 'r1')).toEqual({
      type: 'text',
      value: `[The stored tool result '${handle}' is 5,242,880 bytes of binary data (image/png), not text. Read it as hex with read_tool_result(handle='${handle}', unit='bytes', offset=0, limit=256).]`,
    });

    const hex = twoCalls(callTool('r2', 'read_tool_result', { handle, unit: 'bytes', limit: 32 }), () => done);
    await generateText({ model: hex, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    expect(outputIn(hex.doGenerateCalls[1]!.prompt, 'r2')).toEqual({
      type: 'text',
      value: [
        '00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR',
        '00000010: aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa  ................',
        `[bytes 0-31 of 5,242,880 (image/png); next: read_tool_result(handle='${handle}', unit='bytes', offset=32, limit=32)]`,
      ].join('\n'),
    });
  });

  it('a spilled image comes back to the model as an image part beside the answer', async () => {
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(
      { screenshot: tool({ inputSchema: z.object({}), execute: async () => PNG }) },
      { store: new MemoryStore(), bands: [{ over: 50, action: spill() }], onReduce: (e) => events.push(e) },
    );
    const model = twoCalls(callTool('c1', 'screenshot', {}), (prompt) => callTool('r1', 'read_tool_result', { handle: handleIn(prompt) }));
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    const handle = events[0]!.handle!;
    const data = PNG.toString('base64');
    expect(outputIn(model.doGenerateCalls[2]!.prompt, 'r1')).toEqual({
      type: 'content',
      value: [
        {
          type: 'text',
          text: `[The stored tool result '${handle}' is 70 bytes of binary data (image/png), not text. Read it as hex with read_tool_result(handle='${handle}', unit='bytes', offset=0, limit=256).]`,
        },
        forAiMajor({
          6: { type: 'image-data', data, mediaType: 'image/png' },
          7: { type: 'file-data', data, mediaType: 'image/png', filename: undefined, providerOptions: undefined },
        }),
      ],
    });
  });
});
