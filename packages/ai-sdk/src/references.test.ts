import { createHash } from 'node:crypto';
import { MemoryStore, spill } from '@output-limits/core';
import { outputBound } from '@output-limits/core/adapter';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { generateText, stepCountIs, streamText, tool } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordReferences } from './otel.js';
import { AI_MAJOR } from './test/ai-major.js';
import type { ModelPrompt } from './test/index.js';
import { outputText, scriptedModel, textStep, toolCallStep, toolOutputIn } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

const sha256 = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

/** A 3 MB service log with a few non-ASCII characters, so bytes and chars differ. */
const LOG = Array.from(
  { length: 36_000 },
  (_, i) =>
    `2026-12-01T10:${String(Math.floor(i / 600) % 60).padStart(2, '0')}:00Z ${i % 97 === 0 ? 'ERROR' : 'INFO '} req=${i} café ✓ served`,
).join('\n');

/** What the upload tool received, per call. */
interface Received {
  readonly name: string;
  readonly bytes: number;
  readonly sha256: string;
}

function tools(received: Received[], approvals: unknown[] = []) {
  return {
    fetch_logs: tool({
      description: 'Fetch the logs of a service',
      inputSchema: z.object({ service: z.string() }),
      execute: async () => LOG,
    }),
    upload: tool({
      description: 'Upload a file',
      inputSchema: z.object({ name: z.string(), content: z.string() }),
      needsApproval: (input) => {
        approvals.push(input);
        return false;
      },
      execute: async ({ name, content }) => {
        const bytes = Buffer.byteLength(content);
        received.push({ name, bytes, sha256: sha256(content) });
        return `uploaded ${name}: ${bytes} bytes, sha256 ${sha256(content)}`;
      },
    }),
  };
}

/** The reference the notice in `prompt` offers for call `callId` (what a model would copy). */
function referenceIn(prompt: ModelPrompt, callId: string): string {
  const hint = outputText(toolOutputIn(prompt, callId)).split('\n')[1] ?? '';
  const reference = /'(@tool_result:[^']+)'/.exec(hint)?.[1];
  if (!reference) throw new Error(`no reference offered in: ${hint}`);
  return reference;
}

describe('references: a spilled result passed whole to another tool', () => {
  it(`gives the upload tool the exact 3 MB log, while the model, the steps and approval see only the reference (ai@${AI_MAJOR})`, async () => {
    const received: Received[] = [];
    const approvals: unknown[] = [];
    const store = new MemoryStore();
    const wrapped = withOutputLimits(tools(received, approvals), { store, references: { tools: ['upload'] } });
    const model = scriptedModel([
      toolCallStep('c1', 'fetch_logs', { service: 'checkout' }),
      (prompt) => toolCallStep('c2', 'upload', { name: 'checkout.log', content: referenceIn(prompt, 'c1') }),
      textStep('done'),
    ]);
    const result = await generateText({ model, tools: wrapped, prompt: 'Upload the checkout logs', stopWhen: stepCountIs(5) });

    expect(received).toEqual([{ name: 'checkout.log', bytes: Buffer.byteLength(LOG), sha256: sha256(LOG) }]);
    const [, second, third] = model.doGenerateCalls;
    // The notice the model saw offers the reference, naming the tool that takes it.
    const notice = outputText(toolOutputIn(second!.prompt, 'c1'));
    const reference = referenceIn(second!.prompt, 'c1');
    expect(notice.split('\n')[1]).toBe(
      `[To pass this whole output to upload, write '${reference}' as the argument's value; the tool receives the exact stored output.]`,
    );
    // The next prompt holds the call as the model wrote it, and the upload's short answer.
    const call = third!.prompt
      .flatMap((m) => (m.role === 'assistant' ? m.content : []))
      .find((p) => p.type === 'tool-call' && p.toolCallId === 'c2');
    expect(call).toMatchObject({ input: { name: 'checkout.log', content: reference } });
    expect(outputText(toolOutputIn(third!.prompt, 'c2'))).toBe(
      `uploaded checkout.log: ${Buffer.byteLength(LOG)} bytes, sha256 ${sha256(LOG)}`,
    );
    expect(JSON.stringify(third!.prompt).length).toBeLessThan(10_000);
    // Steps and approval saw the reference, never the content.
    expect(result.steps[1]!.toolCalls[0]!.input).toEqual({ name: 'checkout.log', content: reference });
    expect(approvals).toEqual([{ name: 'checkout.log', content: reference }]);
  });

  it('streams the same way through streamText', async () => {
    const received: Received[] = [];
    const wrapped = withOutputLimits(tools(received), { store: new MemoryStore(), references: { tools: ['upload'] } });
    const model = scriptedModel([
      toolCallStep('c1', 'fetch_logs', { service: 'checkout' }),
      (prompt) => toolCallStep('c2', 'upload', { name: 'a.log', content: referenceIn(prompt, 'c1') }),
      textStep('done'),
    ]);
    const result = streamText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(5) });
    expect(await result.text).toBe('done');
    expect(received).toEqual([{ name: 'a.log', bytes: Buffer.byteLength(LOG), sha256: sha256(LOG) }]);
  });

  it('answers a bad or foreign reference in one line, and the tool is not called', async () => {
    const received: Received[] = [];
    const store = new MemoryStore();
    const theirs = await store.write('bob/c9.0-aaaaaaaaaaaa', new TextEncoder().encode('bob only'));
    const wrapped = withOutputLimits(tools(received), { store, namespace: 'alice', references: { tools: ['upload'] } });
    for (const reference of ['@tool_result:alice/nope', `@tool_result:${theirs}`, '@tool_result:']) {
      const model = scriptedModel([toolCallStep('c1', 'upload', { name: 'x', content: reference }), textStep('done')]);
      await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(3) });
      expect(outputText(toolOutputIn(model.doGenerateCalls[1]!.prompt, 'c1'))).toBe(
        `[No stored tool result for '${reference}' (argument content), so upload was not called. Use the exact handle from a "[Tool output too large ...]" notice.]`,
      );
    }
    expect(received).toEqual([]);
  });

  it('refuses a call over the byte cap without calling the tool', async () => {
    const received: Received[] = [];
    const wrapped = withOutputLimits(tools(received), { store: new MemoryStore(), references: { tools: ['upload'], maxBytes: 1_000_000 } });
    const model = scriptedModel([
      toolCallStep('c1', 'fetch_logs', { service: 'checkout' }),
      (prompt) => toolCallStep('c2', 'upload', { name: 'a.log', content: referenceIn(prompt, 'c1') }),
      textStep('done'),
    ]);
    await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(5) });
    expect(outputText(toolOutputIn(model.doGenerateCalls[2]!.prompt, 'c2'))).toBe(
      '[The references in this call of upload hold over 1,000,000 bytes, the most one call may pass. It was not called.]',
    );
    expect(received).toEqual([]);
  });

  it("puts the tool schema's limits and transforms on what the tool receives, once", async () => {
    const got: string[] = [];
    const excerpt = LOG.slice(0, 50_000);
    const limited = {
      fetch_logs: tools([]).fetch_logs,
      fetch_excerpt: tool({ description: 'Fetch an excerpt', inputSchema: z.object({}), execute: async () => excerpt }),
      note: tool({
        description: 'Add a note',
        inputSchema: z.object({
          text: z
            .string()
            .max(100_000)
            .transform((text) => `${text}!`),
        }),
        execute: async ({ text }) => void got.push(text),
      }),
    };
    const wrapped = withOutputLimits(limited, { store: new MemoryStore(), references: { tools: ['note'] } });
    const model = scriptedModel([
      toolCallStep('c1', 'fetch_logs', { service: 'checkout' }),
      (prompt) => toolCallStep('c2', 'note', { text: referenceIn(prompt, 'c1') }),
      toolCallStep('c3', 'fetch_excerpt', {}),
      (prompt) => toolCallStep('c4', 'note', { text: referenceIn(prompt, 'c3') }),
      textStep('done'),
    ]);
    await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(7) });
    // The 3 MB log is over the schema's limit: refused in one line; the 50 KB excerpt is transformed once.
    expect(outputText(toolOutputIn(model.doGenerateCalls[2]!.prompt, 'c2'))).toBe(
      "[With the stored results put in place of its references (argument text), the input does not match note's input schema, so it was not called.]",
    );
    expect(got).toEqual([`${excerpt}!`]);
  });

  it('shows the hint on the next step inside the band bound, counted for the tools named (long names included)', async () => {
    // Three tools with names long enough that the hint outgrows what a plain notice's bound leaves spare.
    const names = ['upload_'.padEnd(1_500, 'a'), 'upload_'.padEnd(1_500, 'b'), 'upload_'.padEnd(1_500, 'c')];
    const upload = tools([]).upload;
    const action = spill();
    const wrapped = withOutputLimits(
      { fetch_logs: tools([]).fetch_logs, ...Object.fromEntries(names.map((name) => [name, upload])) },
      { store: new MemoryStore(), bands: [{ over: 10_000, action }], references: { tools: names } },
    );
    const model = scriptedModel([toolCallStep('c1', 'fetch_logs', { service: 'checkout' }), textStep('done')]);
    await generateText({ model, tools: wrapped, prompt: 'Fetch the checkout logs', stopWhen: stepCountIs(3) });

    const notice = outputText(toolOutputIn(model.doGenerateCalls[1]!.prompt, 'c1'));
    const handle = /stored to handle '([^']+)'/.exec(notice)?.[1] ?? '';
    expect(notice.split('\n')[1]).toBe(
      `[To pass this whole output to ${names.join(', ').replace(/, (?=[^,]*$)/, ' or ')}, write '@tool_result:${handle}' as the argument's value; the tool receives the exact stored output.]`,
    );
    expect(notice.length).toBeGreaterThan(outputBound(action).chars);
    expect(notice.length).toBeLessThanOrEqual(outputBound(action, names).chars);
  });

  it('leaves tools that did not opt in alone: the reference reaches them as the text the model wrote', async () => {
    const received: Received[] = [];
    const wrapped = withOutputLimits(tools(received), { store: new MemoryStore() });
    const model = scriptedModel([toolCallStep('c1', 'upload', { name: 'x', content: '@tool_result:anything' }), textStep('done')]);
    await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(3) });
    expect(received).toEqual([{ name: 'x', bytes: 21, sha256: sha256('@tool_result:anything') }]);
  });
});

describe('references: structured arguments', () => {
  const ORDERS = Array.from({ length: 3_000 }, (_, i) => ({ id: `ord-${i}`, status: i % 7 === 0 ? 'failed' : 'paid', total: i * 3 }));
  const REPORT = { title: 'November', orders: ORDERS.slice(0, 500), totals: { paid: 1, failed: 2 } };

  function structuredTools(posted: unknown[]) {
    return {
      list_orders: tool({ description: 'List orders', inputSchema: z.object({}), execute: async () => ORDERS }),
      build_report: tool({ description: 'Build the report', inputSchema: z.object({}), execute: async () => REPORT }),
      post_json: tool({
        description: 'Post JSON to the ledger',
        inputSchema: z.object({
          report: z
            .object({ title: z.string(), orders: z.array(z.object({ id: z.string() }).loose()), totals: z.record(z.string(), z.number()) })
            .optional(),
          rows: z.array(z.object({ id: z.string(), status: z.string(), total: z.number() })).optional(),
          label: z.string().default('none'),
        }),
        execute: async (input) => {
          posted.push(input);
          return 'posted';
        },
      }),
    };
  }

  it('gives an object-typed argument the stored object, and an array-typed one the stored records, validated by the tool schema', async () => {
    const posted: unknown[] = [];
    const wrapped = withOutputLimits(structuredTools(posted), { store: new MemoryStore(), references: { tools: ['post_json'] } });
    const model = scriptedModel([
      toolCallStep('c1', 'list_orders', {}),
      toolCallStep('c2', 'build_report', {}),
      (prompt) => toolCallStep('c3', 'post_json', { report: referenceIn(prompt, 'c2'), rows: referenceIn(prompt, 'c1') }),
      textStep('done'),
    ]);
    await generateText({ model, tools: wrapped, prompt: 'post it', stopWhen: stepCountIs(6) });
    // The tool schema ran on the resolved input: its default is there.
    expect(posted).toEqual([{ report: REPORT, rows: ORDERS, label: 'none' }]);
    // The model was shown a schema that takes a reference where an object is expected.
    const schema = JSON.stringify(model.doGenerateCalls[0]!.tools!.find((t) => t.name === 'post_json'));
    expect(schema).toContain('"pattern":"^@tool_result:"');
  });

  it('answers in one line when the resolved input does not fit the tool schema', async () => {
    const posted: unknown[] = [];
    const wrapped = withOutputLimits(structuredTools(posted), { store: new MemoryStore(), references: { tools: ['post_json'] } });
    const model = scriptedModel([
      toolCallStep('c1', 'list_orders', {}),
      // The listing is an array; `report` wants an object.
      (prompt) => toolCallStep('c2', 'post_json', { report: referenceIn(prompt, 'c1') }),
      textStep('done'),
    ]);
    await generateText({ model, tools: wrapped, prompt: 'post it', stopWhen: stepCountIs(5) });
    expect(outputText(toolOutputIn(model.doGenerateCalls[2]!.prompt, 'c2'))).toBe(
      "[With the stored results put in place of its references (argument report), the input does not match post_json's input schema, so it was not called.]",
    );
    expect(posted).toEqual([]);
  });

  it("keeps the SDK's own validation error for an input that is wrong apart from its references", async () => {
    const posted: unknown[] = [];
    const wrapped = withOutputLimits(structuredTools(posted), { store: new MemoryStore(), references: { tools: ['post_json'] } });
    const model = scriptedModel([toolCallStep('c1', 'post_json', { label: 7 }), textStep('done')]);
    await generateText({ model, tools: wrapped, prompt: 'post it', stopWhen: stepCountIs(3) });
    expect(toolOutputIn(model.doGenerateCalls[1]!.prompt, 'c1').type).toBe('error-text');
    expect(posted).toEqual([]);
  });
});

describe('references: telemetry', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = provider.getTracer('ai');
  beforeAll(() => void context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable()));
  afterAll(() => context.disable());
  beforeEach(() => exporter.reset());

  async function telemetry(): Promise<{ experimental_telemetry: never }> {
    if (AI_MAJOR === 6) return { experimental_telemetry: { isEnabled: true, tracer } as never };
    const otel = await import('@ai-sdk/otel');
    return { experimental_telemetry: { integrations: [new otel.LegacyOpenTelemetry({ tracer })] } as never };
  }

  it("records the reference, its size and SHA-256 on the upload's span, and the SDK records the reference, never the content", async () => {
    const received: Received[] = [];
    const wrapped = withOutputLimits(tools(received), {
      store: new MemoryStore(),
      references: { tools: ['upload'], onResolve: recordReferences },
    });
    const model = scriptedModel([
      toolCallStep('c1', 'fetch_logs', { service: 'checkout' }),
      (prompt) => toolCallStep('c2', 'upload', { name: 'a.log', content: referenceIn(prompt, 'c1') }),
      textStep('done'),
    ]);
    await generateText({ model, tools: wrapped, prompt: 'go', stopWhen: stepCountIs(5), ...(await telemetry()) });
    const span = exporter.getFinishedSpans().find((s) => s.name === 'ai.toolCall' && s.attributes['ai.toolCall.name'] === 'upload')!;
    expect(span.attributes).toMatchObject({
      'gen_ai.tool.name': 'upload',
      'gen_ai.tool.call.id': 'c2',
      'output_limits.references.count': 1,
      'output_limits.references.arguments': ['content'],
      'output_limits.references.bytes': [String(Buffer.byteLength(LOG))],
      'output_limits.references.sha256': [sha256(LOG)],
    });
    const args = String(span.attributes['ai.toolCall.args']);
    expect(args).toContain('@tool_result:');
    for (const s of exporter.getFinishedSpans()) expect(JSON.stringify(s.attributes)).not.toContain('req=18000 ');
  });
});
