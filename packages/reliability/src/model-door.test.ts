// Issue 19, escapes 1-5 and defect 8: what reaches the model, whatever shape a result takes. Each
// test prints the chars the model received (`[issue-19 measure] ...`), so a run against an older
// build shows the before and after. MCP tools are the real `@ai-sdk/mcp` client against a real
// `McpServer` of `@modelcontextprotocol/sdk`; every loop is a real `generateText` with the mock model.
import { createMCPClient } from '@ai-sdk/mcp';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { defaultBands, MemoryStore, readToolResult } from '@output-limits/core';
import { DEFAULT_SPILL_OVER, outputBound } from '@output-limits/core/adapter';
import { outputLimitsMiddleware, withOutputLimits } from '@output-limits/ai-sdk';
import { outputText, scriptedModel, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import type { ToolResultOutput } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import type { ModelMessage, ToolSet } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count } from './counts.js';

const quiet = { onWarning: () => undefined };
/** The most a result may reach the model as under the default bands: below the band, or the band's bound. */
const BOUND = Math.max(DEFAULT_SPILL_OVER - 1, outputBound(defaultBands()[0]!.action).chars);

/** Chars of a tool output as the model gets it: text as it is, JSON as JSON, each content part (text, or the part as JSON). */
function sentChars(output: ToolResultOutput): number {
  if (output.type === 'content')
    return output.value.reduce((sum, part) => sum + (part.type === 'text' ? part.text.length : JSON.stringify(part).length), 0);
  if (output.type === 'text' || output.type === 'error-text') return output.value.length;
  return JSON.stringify('value' in output ? output.value : output).length;
}

function report(what: string, chars: number): void {
  console.log(`[issue-19 measure] ${what}: ${chars.toLocaleString('en-US')} chars reached the model`);
}

/** A loop where the model calls `name` once; returns the output the model saw for it on the next step. */
async function seenThrough(tools: ToolSet, name: string): Promise<ToolResultOutput> {
  let seen: ToolResultOutput | undefined;
  const model = scriptedModel((prompt, step) => {
    if (step === 0) return toolCallStep('call-1', name, {});
    seen = toolResultsIn(prompt).at(-1)?.output;
    return textStep('done');
  });
  await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
  return seen!;
}

/** What the model sees for a tool result already in the prompt, through the middleware. */
async function seenByMiddleware(output: ToolResultOutput): Promise<ToolResultOutput> {
  let seen: ToolResultOutput | undefined;
  const model = wrapLanguageModel({
    model: scriptedModel((prompt) => {
      seen = toolResultsIn(prompt)[0]?.output;
      return textStep('ok');
    }),
    middleware: outputLimitsMiddleware({ store: new MemoryStore(), ...quiet }),
  });
  const messages: ModelMessage[] = [
    { role: 'user', content: 'go' },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'old', toolName: 'files', input: {} }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'old', toolName: 'files', output: output as never }] },
  ];
  await generateText({ model, messages });
  return seen!;
}

const handleIn = (text: string) => /handle '([^']+)'/.exec(text)?.[1];
const LOG = (chars: number) => {
  const line = '2026-12-01T10:00:00Z INFO  worker-3 request served in 12 ms, cache hit, upstream ok\n';
  return line.repeat(Math.ceil(chars / line.length)).slice(0, chars);
};

describe('MCP results through the real @ai-sdk/mcp client (escapes 1, 5 and 8)', () => {
  const FILE = LOG(4_750_000);
  const FAILURE = `FAIL src/app.test.ts\n${LOG(5_200_000)}\nTests: 1 failed, 4,201 passed`;
  // A PNG signature followed by text: no IHDR chunk, so no provider takes it as an image.
  const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(LOG(1_000_000))]).toString(
    'base64',
  );
  let client: Awaited<ReturnType<typeof createMCPClient>>;
  let mcpTools: ToolSet;

  beforeAll(async () => {
    const server = new McpServer({ name: 'files', version: '1.0.0' });
    server.registerTool('read_resource', { description: 'A file as an embedded resource' }, async () => ({
      content: [{ type: 'resource', resource: { uri: 'file:///srv/app.log', mimeType: 'text/plain', text: FILE } }],
    }));
    server.registerTool('read_blob', { description: 'A file as an embedded blob resource' }, async () => ({
      content: [
        {
          type: 'resource',
          resource: {
            uri: 'file:///srv/app.bin',
            mimeType: 'application/octet-stream',
            blob: Buffer.from(FILE.slice(0, 3_000_000)).toString('base64'),
          },
        },
      ],
    }));
    server.registerTool('run_tests', { description: 'Runs the tests' }, async () => ({
      content: [{ type: 'text', text: FAILURE }],
      isError: true,
    }));
    server.registerTool('screenshot', { description: 'A screenshot' }, async () => ({
      content: [
        { type: 'text', text: 'the screen' },
        { type: 'image', data: FAKE_PNG, mimeType: 'image/png' },
      ],
    }));
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await server.connect(serverTransport);
    client = await createMCPClient({ transport: clientTransport });
    mcpTools = await client.tools();
  }, 60_000);
  afterAll(() => client.close());

  it('escape 1: an embedded text resource of 4,750,000 chars is spilled, and reads back', async () => {
    count('model-door escapes tried');
    const store = new MemoryStore();
    const seen = await seenThrough(withOutputLimits(mcpTools, { store, ...quiet }), 'read_resource');
    report('escape 1, an embedded text resource of 4,750,000 chars (wrapper)', sentChars(seen));
    expect(sentChars(seen)).toBeLessThanOrEqual(BOUND);
    const handle = handleIn(outputText(seen))!;
    expect(await readToolResult(store, { handle, pattern: 'app.log', limit: 1 })).toContain('file:///srv/app.log');
  });

  it('escape 1, same class: an embedded blob resource of 4,000,000 base64 chars is spilled', async () => {
    count('model-door escapes tried');
    const seen = await seenThrough(withOutputLimits(mcpTools, { store: new MemoryStore(), ...quiet }), 'read_blob');
    report('escape 1, an embedded blob resource of 4,000,000 base64 chars (wrapper)', sentChars(seen));
    expect(sentChars(seen)).toBeLessThanOrEqual(BOUND);
    expect(handleIn(outputText(seen))).toBeDefined();
  });

  it('escape 5: an isError result of 5.2M chars is reduced by the error band, keeping its end', async () => {
    count('model-door escapes tried');
    const seen = await seenThrough(withOutputLimits(mcpTools, { store: new MemoryStore(), ...quiet }), 'run_tests');
    report('escape 5, an isError MCP result of 5,200,052 chars (wrapper)', sentChars(seen));
    expect(sentChars(seen)).toBeLessThanOrEqual(BOUND);
    expect(outputText(seen)).toContain('Tests: 1 failed, 4,201 passed');
    expect(handleIn(outputText(seen))).toBeDefined();
  });

  it('defect 8: a PNG signature followed by text never goes out as an image part', async () => {
    count('model-door escapes tried');
    const store = new MemoryStore();
    const seen = await seenThrough(withOutputLimits(mcpTools, { store, ...quiet }), 'screenshot');
    const images = seen.type === 'content' ? seen.value.filter((part) => part.type !== 'text') : [];
    report(
      'defect 8, a PNG signature followed by 1,000,000 chars of text (image parts sent, in chars)',
      sentChars({ type: 'content', value: images }),
    );
    expect(images).toEqual([]);
    const handle = handleIn(outputText(seen))!;
    expect(handle).toMatch(/\.bin$/);
    expect(Buffer.from(await store.read(handle)).toString('base64')).toBe(FAKE_PNG);
  });
});

describe("a tool's own results and the middleware (escapes 2, 3 and 5)", () => {
  const big = {
    rows: Array.from({ length: 60_000 }, (_, i) => ({ id: `row-${i}`, status: i % 7 === 0 ? 'failed' : 'ok', note: 'x'.repeat(60) })),
  };

  it('escape 2: { content: [small text], structuredContent: <big> } from execute is reduced', async () => {
    count('model-door escapes tried');
    const tools = withOutputLimits(
      {
        query: tool({
          inputSchema: z.object({}),
          execute: async () => ({ content: [{ type: 'text' as const, text: '60,000 rows' }], structuredContent: big }),
        }),
      },
      { store: new MemoryStore(), ...quiet },
    );
    const seen = await seenThrough(tools, 'query');
    report('escape 2, structuredContent of a CallToolResult from execute (wrapper)', sentChars(seen));
    expect(sentChars(seen)).toBeLessThanOrEqual(BOUND);
  });

  for (const field of ['structuredContent', '_meta', 'extra'] as const) {
    it(`escape 3: a json output whose ${field} is 5M chars (middleware)`, async () => {
      count('model-door escapes tried');
      const seen = await seenByMiddleware({
        type: 'json',
        value: { content: [{ type: 'text', text: 'ok' }], [field]: { blob: 'y'.repeat(5_000_000) } },
      });
      report(`escape 3, a json output with ${field} of 5,000,000 chars (middleware)`, sentChars(seen));
      expect(sentChars(seen)).toBeLessThanOrEqual(BOUND);
    });
  }

  it('escape 5: error-text and error-json outputs of 5M chars (middleware), keeping the end', async () => {
    count('model-door escapes tried', 2);
    const failure = `${LOG(5_000_000)}\nError: connection refused (exit 1)`;
    for (const output of [
      { type: 'error-text', value: failure },
      { type: 'error-json', value: { message: failure } },
    ] as ToolResultOutput[]) {
      const seen = await seenByMiddleware(output);
      report(`escape 5, an ${output.type} output of 5,000,000 chars (middleware)`, sentChars(seen));
      expect(sentChars(seen)).toBeLessThanOrEqual(BOUND);
      expect(outputText(seen)).toContain('connection refused (exit 1)');
    }
  });

  it('escape 5: an isError CallToolResult returned by execute (wrapper)', async () => {
    count('model-door escapes tried');
    const tools = withOutputLimits(
      {
        test: tool({
          inputSchema: z.object({}),
          execute: async () => ({ content: [{ type: 'text' as const, text: LOG(5_000_000) }], isError: true }),
        }),
      },
      { store: new MemoryStore(), ...quiet },
    );
    const seen = await seenThrough(tools, 'test');
    report('escape 5, an isError CallToolResult of 5,000,000 chars from execute (wrapper)', sentChars(seen));
    expect(sentChars(seen)).toBeLessThanOrEqual(BOUND);
  });

  it('a small error passes whole: under the error band the model reads all of it', async () => {
    count('model-door escapes tried');
    const message = `Error: ${'stack frame\n'.repeat(1_000)}`;
    const seen = await seenByMiddleware({ type: 'error-text', value: message });
    expect(seen).toEqual({ type: 'error-text', value: message });
  });
});
