// MCP tools as users get them: `@ai-sdk/mcp`'s client (1.x under ai@6, 2.x under ai@7, see
// vitest.ai7.config.ts) against a real `McpServer` of `@modelcontextprotocol/sdk` over its in-memory
// transport, and against `@modelcontextprotocol/server-filesystem` over stdio. Every tool the client
// builds has `toModelOutput: mcpToModelOutput`, which gives the model a `content` output.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { MemoryStore } from '@output-limits/core';
import { foldTextBlocks, salientPreview } from '@output-limits/core/adapter';
import { generateText, stepCountIs, wrapLanguageModel } from 'ai';
import type { ToolSet } from 'ai';
import type { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReduceEvent } from './output-limits-config.js';
import { forAiMajor } from './test/ai-major.js';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import { readToolResultTool } from './read-tool-result-tool.js';
import { scriptedModel as scripted, textStep, toolCallStep, toolOutputIn } from './test/index.js';
import type { MockStep, ModelPrompt } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

type Prompt = ModelPrompt;
type MCPClient = Awaited<ReturnType<typeof createMCPClient>>;

const callTool = (toolCallId: string, toolName: string, input: object) => toolCallStep(toolCallId, toolName, input);

/** A model that plays the given steps, then answers `done`. */
const scriptedModel = (...steps: MockStep[]): MockLanguageModelV3 => scripted(steps, { then: textStep('done') });

/** The output of the tool result `toolCallId` in a prompt. */
const outputIn = (prompt: Prompt, toolCallId: string): { type: string; value?: unknown } => toolOutputIn(prompt, toolCallId);

const fmt = (value: number) => value.toLocaleString('en-US');
/** The default spill notice for `text`: the header, then the default (salient) preview, whose exact text the core's preview tests pin. */
const notice = (handle: string, chars: number, text: string, request = 'go') =>
  `[Tool output too large (${fmt(chars)} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]\n` +
  salientPreview(text, { previewChars: 1_000, request }).text;

/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAIBoOOluQAAAABJRU5ErkJggg==';
const LOG = Array.from({ length: 2_000 }, (_, i) => `2026-12-01 ${i % 97 === 0 ? 'ERROR' : 'INFO '} request ${i}`).join('\n');

/** What a listing API returns: 3,000 orders, one of them refunded with its reason two fields away. */
const ORDERS = {
  object: 'list',
  data: Array.from({ length: 3_000 }, (_, i) => ({
    id: `ord_${i}`,
    customer: { id: `cus_${i % 89}`, email: `c${i % 89}@shop.example` },
    status: i === 1_700 ? 'refunded' : 'paid',
    refund: i === 1_700 ? { reason: 'duplicate charge', amount: 4_999 } : null,
  })),
  has_more: false,
};

/** The orders as a SOAP-style export writes them: one line of XML, its tags abutting. */
const ORDERS_XML = `<?xml version="1.0"?><Orders>${ORDERS.data
  .map((o) => `<Order id="${o.id}"><Customer>${o.customer.email}</Customer><Status>${o.status}</Status></Order>`)
  .join('')}</Orders>`;

describe('MCP tools from @ai-sdk/mcp (in-memory McpServer)', () => {
  let client: MCPClient;
  let mcpTools: ToolSet;

  beforeAll(async () => {
    const server = new McpServer({ name: 'test-server', version: '1.0.0' });
    server.registerTool('read_log', { description: 'The log', inputSchema: {} }, async () => ({
      content: [{ type: 'text', text: LOG }],
      structuredContent: { content: LOG },
      _meta: { source: 'test' },
    }));
    server.registerTool('screenshot', { description: 'A screenshot and its caption' }, async () => ({
      content: [
        { type: 'text', text: 'caption' },
        { type: 'image', data: PNG, mimeType: 'image/png' },
      ],
    }));
    server.registerTool('report', { description: 'Text, a chart, more text' }, async () => ({
      content: [
        { type: 'text', text: 'summary line' },
        { type: 'image', data: PNG, mimeType: 'image/png' },
        { type: 'text', text: LOG },
      ],
    }));
    server.registerTool('broken', { description: 'Fails with a long message', inputSchema: { n: z.number() } }, async () => ({
      content: [{ type: 'text', text: `failed: ${LOG}` }],
      isError: true,
    }));
    server.registerTool('read_resource', { description: 'A file as an embedded resource' }, async () => ({
      content: [{ type: 'resource', resource: { uri: 'file:///srv/app.log', mimeType: 'text/plain', text: LOG.repeat(40) } }],
    }));
    server.registerTool('list_orders', { description: 'Orders as one line of JSON' }, async () => ({
      content: [{ type: 'text', text: JSON.stringify(ORDERS) }],
    }));
    server.registerTool('orders_xml', { description: 'Orders as one line of XML' }, async () => ({
      content: [{ type: 'text', text: ORDERS_XML }],
    }));
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await server.connect(serverTransport);
    client = await createMCPClient({ transport: clientTransport });
    mcpTools = await client.tools();
  }, 30_000);
  afterAll(() => client.close());

  it('reduces a large text result in place: the model sees a content output holding the notice, and reads the spill back by lines', async () => {
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(mcpTools, { store: new MemoryStore(), onReduce: (event) => events.push(event) });
    const model = scriptedModel(callTool('c1', 'read_log', {}));
    const first = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(2) });
    const handle = events[0]?.handle as string;
    expect(events).toMatchObject([{ toolName: 'read_log', action: 'spill', originalSize: LOG.length, unit: 'chars' }]);
    expect(outputIn(model.doGenerateCalls[1]!.prompt, 'c1')).toEqual({
      type: 'content',
      value: [{ type: 'text', text: notice(handle, LOG.length, LOG) }],
    });
    // The steps and UI get a CallToolResult still: the notice as its text, `_meta` and `isError` kept,
    // `structuredContent` (the same text again) dropped.
    expect(first.steps[0]!.toolResults[0]!.output).toEqual({
      content: [{ type: 'text', text: notice(handle, LOG.length, LOG) }],
      isError: false,
      _meta: { source: 'test' },
    });

    const reader = scriptedModel(callTool('r1', 'read_tool_result', { handle, pattern: 'ERROR', limit: 3, context: 0 }));
    await generateText({ model: reader, tools, prompt: 'go', stopWhen: stepCountIs(2) });
    expect(outputIn(reader.doGenerateCalls[1]!.prompt, 'r1')).toEqual({
      type: 'text',
      value:
        '1: 2026-12-01 ERROR request 0\n--\n98: 2026-12-01 ERROR request 97\n--\n195: 2026-12-01 ERROR request 194\n' +
        `[matches 1-3 of 21 for "ERROR" (2,000 lines in all); next: read_tool_result(handle='${handle}', offset=3, limit=3, pattern="ERROR", context=0)]`,
    });
  });

  it('spills a text part of one-line JSON indented, small objects on one line, so the model reads a match with the lines that enclose it', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(mcpTools, { store, onReduce: (event) => events.push(event) });
    const model = scriptedModel(callTool('c1', 'list_orders', {}));
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(2) });
    const handle = events[0]?.handle as string;
    const orders = ORDERS.data.map((o) =>
      [
        '    {',
        `      "id": "${o.id}",`,
        `      "customer": {"id": "${o.customer.id}", "email": "${o.customer.email}"},`,
        `      "status": "${o.status}",`,
        `      "refund": ${o.refund ? `{"reason": "${o.refund.reason}", "amount": ${o.refund.amount}}` : 'null'}`,
        '    }',
      ].join('\n'),
    );
    const stored = ['{', '  "object": "list",', '  "data": [', orders.join(',\n'), '  ],', '  "has_more": false', '}'].join('\n');
    expect(events).toMatchObject([{ action: 'spill', originalSize: JSON.stringify(ORDERS).length }]);
    expect(new TextDecoder().decode(await store.read(handle))).toBe(stored);
    expect(outputIn(model.doGenerateCalls[1]!.prompt, 'c1')).toEqual({
      type: 'content',
      value: [{ type: 'text', text: notice(handle, stored.length, stored) }],
    });

    const reader = scriptedModel(callTool('r1', 'read_tool_result', { handle, pattern: 'refunded', context: 2 }));
    await generateText({ model: reader, tools, prompt: 'go', stopWhen: stepCountIs(2) });
    expect(outputIn(reader.doGenerateCalls[1]!.prompt, 'r1')).toEqual({
      type: 'text',
      value: [
        '1: {',
        '3:   "data": [',
        '10204:     {',
        '10205:       "id": "ord_1700",',
        '10206:       "customer": {"id": "cus_9", "email": "c9@shop.example"},',
        '10207:       "status": "refunded",',
        '10208:       "refund": {"reason": "duplicate charge", "amount": 4999}',
        '10209:     },',
        `[matches 1-1 of 1 for "refunded" (18,006 lines in all); end of output]`,
      ].join('\n'),
    });
  });

  it('spills a text part of one-line XML an element a line, so the model reads a match with the element it is in', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(mcpTools, { store, onReduce: (event) => events.push(event) });
    const model = scriptedModel(callTool('c1', 'orders_xml', {}));
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(2) });
    const handle = events[0]?.handle as string;
    expect(events).toMatchObject([{ action: 'spill' }]);
    const stored = new TextDecoder().decode(await store.read(handle));
    // The document laid out; taking the inserted breaks out gives it back.
    expect(stored.split('\n').slice(0, 6)).toEqual([
      '<?xml version="1.0"?>',
      '<Orders>',
      '  <Order id="ord_0">',
      '    <Customer>c0@shop.example</Customer>',
      '    <Status>paid</Status>',
      '  </Order>',
    ]);
    expect(stored.replace(/>\n */g, '>')).toBe(ORDERS_XML);

    const reader = scriptedModel(callTool('r1', 'read_tool_result', { handle, pattern: 'refunded', context: 1 }));
    await generateText({ model: reader, tools, prompt: 'go', stopWhen: stepCountIs(2) });
    expect(outputIn(reader.doGenerateCalls[1]!.prompt, 'r1')).toEqual({
      type: 'text',
      value: [
        '2: <Orders>',
        '6803:   <Order id="ord_1700">',
        '6804:     <Customer>c9@shop.example</Customer>',
        '6805:     <Status>refunded</Status>',
        '6806:   </Order>',
        '[matches 1-1 of 1 for "refunded" (12,003 lines in all); end of output]',
      ].join('\n'),
    });
  });

  it('keeps media parts as they are and in their place; the text parts are joined with a boundary line and spilled', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const tools = withOutputLimits(mcpTools, { store, onReduce: (event) => events.push(event) });
    const plain = scriptedModel(callTool('c1', 'report', {}));
    await generateText({ model: plain, tools: mcpTools, prompt: 'go', stopWhen: stepCountIs(2) });
    const model = scriptedModel(callTool('c1', 'report', {}));
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(2) });

    const joined = `summary line\n[content part 3 of 3]\n${LOG}`;
    const handle = events[0]?.handle as string;
    const [, image] = outputIn(plain.doGenerateCalls[1]!.prompt, 'c1').value as unknown[];
    expect(outputIn(model.doGenerateCalls[1]!.prompt, 'c1')).toEqual({
      type: 'content',
      value: [{ type: 'text', text: notice(handle, joined.length, joined) }, image],
    });
    expect(new TextDecoder().decode(await store.read(handle))).toBe(joined);
  });

  it('passes a small result with an image through unchanged', async () => {
    const plain = scriptedModel(callTool('c1', 'screenshot', {}));
    await generateText({ model: plain, tools: mcpTools, prompt: 'go', stopWhen: stepCountIs(2) });
    const model = scriptedModel(callTool('c1', 'screenshot', {}));
    await generateText({ model, tools: withOutputLimits(mcpTools, { store: new MemoryStore() }), prompt: 'go', stopWhen: stepCountIs(2) });
    const output = outputIn(model.doGenerateCalls[1]!.prompt, 'c1');
    expect(output).toEqual(outputIn(plain.doGenerateCalls[1]!.prompt, 'c1'));
    // The client of each major builds its own media part: `image-data` in @ai-sdk/mcp 1, `file` in 2.
    const converted = await mcpTools.screenshot!.toModelOutput!({
      toolCallId: 'x',
      input: {},
      output: { content: [{ type: 'image', data: PNG, mimeType: 'image/png' }] },
    });
    expect((converted as { value: Array<{ type: string }> }).value[0]!.type).toBe(forAiMajor({ 6: 'image-data', 7: 'file' }));
  });

  it('spills an embedded text resource, which mcpToModelOutput makes a text part of its JSON (issue 19, escape 1)', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const model = scriptedModel(callTool('c1', 'read_resource', {}));
    await generateText({
      model,
      tools: withOutputLimits(mcpTools, { store, onReduce: (e) => events.push(e) }),
      prompt: 'go',
      stopWhen: stepCountIs(2),
    });
    const handle = events[0]?.handle as string;
    const parts = outputIn(model.doGenerateCalls[1]!.prompt, 'c1').value as Array<{ type: string; text: string }>;
    expect(parts).toHaveLength(1);
    expect(parts[0]!.text.length).toBeLessThan(1_500);
    expect(parts[0]!.text.startsWith(`[Tool output too large (`)).toBe(true);
    // The part's JSON, its long text written as its own lines (a text block), which folds back to the JSON.
    const text = new TextDecoder().decode(await store.read(handle));
    expect(text).toContain(`\n      ${LOG.split('\n')[1]}\n`);
    const stored = JSON.parse(foldTextBlocks(text)!) as { resource: { text: string } };
    expect(stored.resource.text).toBe(LOG.repeat(40));
  });

  it('sends an image that parses as it is, never counted against a band', async () => {
    const warnings: string[] = [];
    const tools = withOutputLimits(mcpTools, {
      store: new MemoryStore(),
      bands: [{ over: 50, action: { kind: 'truncate', maxChars: 40, strategy: 'head', keepTailLines: 0 } }],
      onWarning: (w) => warnings.push(`${w.action}: ${w.reason}`),
    });
    const plain = scriptedModel(callTool('c1', 'screenshot', {}));
    await generateText({ model: plain, tools: mcpTools, prompt: 'go', stopWhen: stepCountIs(2) });
    const model = scriptedModel(callTool('c1', 'screenshot', {}));
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(2) });
    expect(warnings).toEqual([]);
    expect(outputIn(model.doGenerateCalls[1]!.prompt, 'c1')).toEqual(outputIn(plain.doGenerateCalls[1]!.prompt, 'c1'));
  });

  it('reduces an isError result by the error band: spilled past 20,000 chars, its preview keeping the end', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const model = scriptedModel(callTool('c1', 'broken', { n: 1 }));
    const result = await generateText({
      model,
      tools: withOutputLimits(mcpTools, { store, onReduce: (e) => events.push(e) }),
      prompt: 'go',
      stopWhen: stepCountIs(2),
    });
    const failure = `failed: ${LOG}`;
    const handle = events[0]?.handle as string;
    expect(events).toMatchObject([{ toolName: 'broken', action: 'spill', originalSize: failure.length }]);
    const text = (outputIn(model.doGenerateCalls[1]!.prompt, 'c1').value as Array<{ text: string }>)[0]!.text;
    expect(text.split('\n').slice(0, 2)).toEqual([
      `[Tool output too large (${fmt(failure.length)} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`,
      `...[${fmt(failure.length - 1_000)} chars omitted]...`,
    ]);
    expect(text.endsWith(LOG.slice(-1_000))).toBe(true);
    expect(new TextDecoder().decode(await store.read(handle))).toBe(failure);
    // The steps and UI keep a CallToolResult that says it is an error.
    expect(result.steps[0]!.toolResults[0]!.output).toMatchObject({ isError: true, content: [{ type: 'text', text }] });
  });

  it('the middleware reduces the content output already in the prompt, in place', async () => {
    const limits = outputLimitsMiddleware({ store: new MemoryStore() });
    const inner = scriptedModel(callTool('c1', 'read_log', {}));
    const model = wrapLanguageModel({ model: inner, middleware: limits });
    await generateText({
      model,
      tools: { ...mcpTools, read_tool_result: readToolResultTool(limits) },
      prompt: 'go',
      stopWhen: stepCountIs(2),
    });
    const output = outputIn(inner.doGenerateCalls[1]!.prompt, 'c1') as { type: string; value: Array<{ type: string; text: string }> };
    expect(output.type).toBe('content');
    expect(output.value).toHaveLength(1);
    const handle = /handle '([^']+)'/.exec(output.value[0]!.text)?.[1] as string;
    expect(output.value[0]).toEqual({ type: 'text', text: notice(handle, LOG.length, LOG) });
  });
});

describe('@modelcontextprotocol/server-filesystem over stdio', () => {
  const require = createRequire(import.meta.url);
  const server = join(dirname(require.resolve('@modelcontextprotocol/server-filesystem/package.json')), 'dist', 'index.js');
  const lines = Array.from(
    { length: 40_000 },
    (_, i) =>
      `2026-12-01T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z ${i % 997 === 0 ? 'ERROR' : 'INFO '} request ${i} served in ${i % 50} ms`,
  );
  const file = lines.join('\n');
  let dir: string;
  let client: MCPClient;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'output-limits-mcp-'));
    await writeFile(join(dir, 'service.log'), file);
    client = await createMCPClient({
      transport: new Experimental_StdioMCPTransport({ command: process.execPath, args: [server, dir], stderr: 'ignore' }),
    });
  }, 60_000); // spawning the server takes a few seconds on a loaded machine
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'a 2 MB read_text_file: the next prompt holds the notice, and read_tool_result with a pattern returns lines of the file',
    { timeout: 60_000 },
    async () => {
      expect(file.length).toBeGreaterThan(2_000_000);
      const events: ReduceEvent[] = [];
      const tools = withOutputLimits((await client.tools()) as ToolSet, {
        store: new MemoryStore(),
        onReduce: (event) => events.push(event),
      });
      const model = scriptedModel(callTool('c1', 'read_text_file', { path: join(dir, 'service.log') }));
      await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(2) });
      const handle = events.find((event) => event.toolName === 'read_text_file')?.handle as string;
      expect(outputIn(model.doGenerateCalls[1]!.prompt, 'c1')).toEqual({
        type: 'content',
        value: [{ type: 'text', text: notice(handle, file.length, file) }],
      });

      const reader = scriptedModel(callTool('r1', 'read_tool_result', { handle, pattern: 'ERROR', limit: 2, context: 0 }));
      await generateText({ model: reader, tools, prompt: 'go', stopWhen: stepCountIs(2) });
      expect(outputIn(reader.doGenerateCalls[1]!.prompt, 'r1')).toEqual({
        type: 'text',
        value:
          `1: ${lines[0]}\n--\n998: ${lines[997]}\n` +
          `[matches 1-2 of 41 for "ERROR" (40,000 lines in all); next: read_tool_result(handle='${handle}', offset=2, limit=2, pattern="ERROR", context=0)]`,
      });
    },
  );
});
