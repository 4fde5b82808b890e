// Measures what the model sees for three results real tools return, with the AI SDK's real
// generateText loop and a scripted mock model (no API key):
// 1. `read_text_file` of a 2 MB log through `@ai-sdk/mcp` from `@modelcontextprotocol/server-filesystem` over stdio;
// 2. a 6,000-record listing, searched with read_tool_result(pattern='"failed"');
// 3. a 5 MiB binary result (a Buffer), read back with read_tool_result.
// Run: pnpm --filter @output-limits/examples measure:real-results
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { MemoryStore, withOutputLimits } from '@output-limits/ai-sdk';
import { generateText, stepCountIs, tool } from 'ai';
import type { ToolSet } from 'ai';
import { scriptedModel, textStep, toolCallStep, toolOutputIn } from '@output-limits/ai-sdk/test';
import type { ModelPrompt } from '@output-limits/ai-sdk/test';
import { z } from 'zod';

type Prompt = ModelPrompt;

/** The text of a tool result in a prompt: a text output's value, or a content output's text parts. */
function textOf(prompt: Prompt, toolCallId: string): string {
  const output = toolOutputIn(prompt, toolCallId);
  if (output.type === 'text') return output.value;
  if (output.type === 'content') return output.value.map((p) => (p.type === 'text' ? p.text : '')).join('');
  return JSON.stringify(output);
}

/** Calls `name` with `input`, then read_tool_result with what `read` makes of the handle; returns both texts as the model saw them. */
async function run(
  tools: ToolSet,
  name: string,
  input: object,
  read: (handle: string) => object,
): Promise<{ result: string; page: string }> {
  const done = textStep('done');
  const model = scriptedModel(
    [
      toolCallStep('c1', name, input),
      (prompt) => {
        const handle = /handle '([^']+)'/.exec(textOf(prompt, 'c1'))?.[1];
        return handle ? toolCallStep('r1', 'read_tool_result', read(handle)) : done;
      },
    ],
    { then: done },
  );
  await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
  const last = model.doGenerateCalls.at(-1)!.prompt;
  return { result: textOf(model.doGenerateCalls[1]!.prompt, 'c1'), page: model.doGenerateCalls.length > 2 ? textOf(last, 'r1') : '' };
}

const fmt = (n: number) => n.toLocaleString('en-US');
const report = (what: string, chars: number, sample: string) =>
  console.log(`${what}: ${fmt(chars)} chars${sample ? ` | ${JSON.stringify(sample.slice(0, 160))}` : ''}`);

// 1. The 2 MB MCP read.
const require = createRequire(import.meta.url);
const server = join(dirname(require.resolve('@modelcontextprotocol/server-filesystem/package.json')), 'dist', 'index.js');
const dir = await mkdtemp(join(tmpdir(), 'output-limits-measure-'));
const log = Array.from(
  { length: 40_000 },
  (_, i) =>
    `2026-12-01T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z ${i % 997 === 0 ? 'ERROR' : 'INFO '} request ${i} served in ${i % 50} ms`,
).join('\n');
await writeFile(join(dir, 'service.log'), log);
const client = await createMCPClient({
  transport: new Experimental_StdioMCPTransport({ command: process.execPath, args: [server, dir], stderr: 'ignore' }),
});
try {
  const tools = withOutputLimits((await client.tools()) as ToolSet, { store: new MemoryStore() });
  const { result, page } = await run(tools, 'read_text_file', { path: join(dir, 'service.log') }, (handle) => ({
    handle,
    pattern: 'ERROR',
  }));
  console.log(`1. read_text_file of a ${fmt(log.length)}-char log (server-filesystem over stdio, @ai-sdk/mcp)`);
  report('   tool result the model saw', result.length, result);
  report('   read_tool_result(pattern="ERROR")', page.length, page);
} finally {
  await client.close();
  await rm(dir, { recursive: true, force: true });
}

// 2. The 6,000-record listing, searched by pattern.
const statuses = ['paid', 'shipped', 'failed', 'refunded'] as const;
const orders = Array.from({ length: 6000 }, (_, i) => ({
  id: `ord_${String(i).padStart(6, '0')}`,
  customer: { id: `cus_${i % 811}`, email: `customer${i % 811}@example.com` },
  status: statuses[(i * 7) % 13 === 0 ? 2 : i % 3 === 0 ? 3 : i % 2],
  total: { amount: (i * 37) % 100_000, currency: 'EUR' },
  items: [{ sku: `sku-${i % 37}`, qty: (i % 4) + 1 }],
  created_at: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T12:00:00Z`,
}));
{
  const tools = withOutputLimits(
    { list_orders: tool({ inputSchema: z.object({}), execute: async () => orders }) },
    { store: new MemoryStore() },
  );
  const { result, page } = await run(tools, 'list_orders', {}, (handle) => ({ handle, pattern: '"failed"' }));
  console.log(
    `2. a 6,000-record listing (${fmt(JSON.stringify(orders).length)} chars of compact JSON), ${orders.filter((o) => o.status === 'failed').length} of them "failed"`,
  );
  report('   tool result the model saw', result.length, result);
  report('   read_tool_result(pattern=\'"failed"\')', page.length, page);
  console.log(`   records in that page: ${page.split('\n').filter((line) => line.includes('"failed"') && line.startsWith('{')).length}`);
}

// 3. The 5 MiB binary read back.
{
  const bytes = Buffer.alloc(5 * 1024 * 1024);
  let x = 2_463_534_242;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  Buffer.from('89504e470d0a1a0a', 'hex').copy(bytes);
  const tools = withOutputLimits(
    { download: tool({ inputSchema: z.object({}), execute: async () => bytes }) },
    { store: new MemoryStore() },
  );
  const { result, page } = await run(tools, 'download', {}, (handle) => ({ handle }));
  console.log(`3. a 5 MiB binary result (${fmt(bytes.length)} bytes, PNG signature)`);
  report('   tool result the model saw', result.length, result);
  report('   read_tool_result(handle)', page.length, page);
}
