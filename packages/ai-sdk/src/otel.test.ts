import { MemoryStore, spill } from '@output-limits/core';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { generateText, stepCountIs, streamText, tool } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordReduction } from './otel.js';
import { AI_MAJOR } from './test/ai-major.js';
import { scriptedModel, textStep, toolCallStep } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

// The measurement: a 300,002-char result, of which the SDK's own telemetry recorded only
// the 1,203-char notice the wrapper returned.
const RESULT = `${'x'.repeat(150_000)}\n\n${'y'.repeat(150_000)}`;

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('ai');

beforeAll(() => {
  // Without a context manager there is no active span inside `execute`, whatever the SDK does.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(() => context.disable());
beforeEach(() => exporter.reset());

function setup() {
  const store = new MemoryStore();
  const tools = withOutputLimits(
    { fetch_logs: tool({ description: 'Fetch the logs', inputSchema: z.object({}), execute: async () => RESULT }) },
    { store, bands: [{ over: 10_000, action: spill() }], onReduce: recordReduction },
  );
  const model = scriptedModel([toolCallStep('call_1', 'fetch_logs', {}), textStep('done')]);
  return { tools, model, store };
}

/** The telemetry option that turns on the SDK's OpenTelemetry spans under the major being tested, with our tracer. */
async function telemetry(
  integration: 'OpenTelemetry' | 'LegacyOpenTelemetry' = 'LegacyOpenTelemetry',
): Promise<{ experimental_telemetry: never }> {
  if (AI_MAJOR === 6) return { experimental_telemetry: { isEnabled: true, tracer: tracer } as never };
  const otel = await import('@ai-sdk/otel');
  return { experimental_telemetry: { integrations: [new otel[integration]({ tracer })] } as never };
}

function toolSpan(name: string): ReadableSpan {
  const spans = exporter.getFinishedSpans().filter((span) => span.name === name);
  expect(
    spans.map((span) => span.name),
    `spans: ${exporter
      .getFinishedSpans()
      .map((s) => s.name)
      .join(', ')}`,
  ).toEqual([name]);
  return spans[0]!;
}

function expectReductionOn(span: ReadableSpan): void {
  expect(span.attributes).toMatchObject({
    'gen_ai.tool.name': 'fetch_logs',
    'gen_ai.tool.call.id': 'call_1',
    'output_limits.reduced': true,
    'output_limits.action': 'spill',
    'output_limits.original.size': 300_002,
    'output_limits.original.unit': 'chars',
  });
  expect(span.attributes['output_limits.handle']).toMatch(/^call_1\.0-[0-9a-z]{12}$/);
  expect(span.attributes['output_limits.tokens_kept_out']).toBeGreaterThan(74_000);
  expect(span.events.map((event) => event.name)).toEqual(['output_limits.reduction']);
}

describe('recordReduction as onReduce', () => {
  it(`lands on the SDK's ai.toolCall span in a generateText run with telemetry on (ai@${AI_MAJOR})`, async () => {
    const { tools, model, store } = setup();
    const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3), ...(await telemetry()) });
    expect(result.text).toBe('done');
    const span = toolSpan('ai.toolCall');
    expectReductionOn(span);
    // The SDK's own attributes: the notice it recorded as the result, next to what it stands for.
    expect(span.attributes['ai.toolCall.name']).toBe('fetch_logs');
    const recorded = JSON.parse(String(span.attributes['ai.toolCall.result'])) as string;
    expect(recorded).toMatch(/^\[Tool output too large \(300,002 chars\); stored to handle '/);
    expect(span.attributes['output_limits.tokens_kept_out']).toBe(Math.ceil(300_002 / 4) - Math.ceil(recorded.length / 4));
    const handle = String(span.attributes['output_limits.handle']);
    expect(new TextDecoder().decode(await store.read(handle))).toBe(RESULT);
  });

  it(`lands on the ai.toolCall span of a streamText run too (ai@${AI_MAJOR})`, async () => {
    const { tools, model } = setup();
    const result = streamText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3), ...(await telemetry()) });
    expect(await result.text).toBe('done');
    expectReductionOn(toolSpan('ai.toolCall'));
  });

  it.runIf(AI_MAJOR === 7)("lands on @ai-sdk/otel's execute_tool span (GenAI conventions) on ai@7", async () => {
    const { tools, model } = setup();
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3), ...(await telemetry('OpenTelemetry')) });
    const span = toolSpan('execute_tool fetch_logs');
    expectReductionOn(span);
    expect(span.attributes['gen_ai.operation.name']).toBe('execute_tool');
  });

  it('records nothing, and changes nothing, when telemetry is off and no span is active', async () => {
    const { tools, model } = setup();
    const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    expect(result.text).toBe('done');
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
