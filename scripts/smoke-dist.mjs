// Loads the built packages (dist/, without the source export condition) the way a user's install
// would, and runs one spill and one read-back through them. Run from examples/ (which depends on
// the packages) by scripts/test.sh after `pnpm build`: node --input-type=module < ../scripts/smoke-dist.mjs
const core = await import('@output-limits/core');
const sdk = await import('@output-limits/ai-sdk');
const { tiktokenCounter } = await import('@output-limits/core/tiktoken');
const adapter = await import('@output-limits/core/adapter');
const { tool } = await import('ai');
const { z } = await import('zod');

const store = new core.MemoryStore();
const tools = sdk.withOutputLimits(
  { big: tool({ inputSchema: z.object({}), execute: async () => 'line\n'.repeat(5_000) }) },
  { store, overTokens: true, tokenizer: tiktokenCounter(), bands: [{ over: 1_000, action: core.spill() }] },
);
const notice = await tools.big.execute({}, { toolCallId: 'smoke', messages: [] });
const handle = /stored to handle '([^']+)'/.exec(String(notice))?.[1];
const page = await tools.read_tool_result.execute({ handle, limit: 2 }, { toolCallId: 'smoke-read', messages: [] });
const expected = `line\nline\n[lines 1-2 of 5,001; next: read_tool_result(handle='${handle}', offset=2, limit=2)]`;
if (page !== expected) {
  console.error(`smoke-dist: unexpected page from the built packages:\n${page}`);
  process.exit(1);
}

// The adapter subpath from its build: the observer guard every adapter uses, and the tool selector.
if (typeof adapter.observeReduce !== 'function' || adapter.toolSelector(['big'])('small') !== false) {
  console.error('smoke-dist: @output-limits/core/adapter did not load from its build');
  process.exit(1);
}

// The LangChain.js and OpenAI Agents adapters, and the core's OpenTelemetry entry, from their builds.
const { outputLimitsMiddleware } = await import('@output-limits/langchain');
const agents = await import('@output-limits/openai-agents');
const { recordReduction } = await import('@output-limits/core/otel');
const { tool: agentsTool } = await import('@openai/agents');
const middleware = outputLimitsMiddleware({ store, onReduce: recordReduction });
const [wrapped, readBack] = agents.withOutputLimits(
  [agentsTool({ name: 'big', description: 'big', parameters: z.object({}), execute: async () => 'line\n'.repeat(5_000) })],
  { store, bands: [{ over: 1_000, action: core.spill() }], onReduce: recordReduction },
);
const agentsNotice = String(
  await wrapped.invoke({}, '{}', { toolCall: { type: 'function_call', callId: 'smoke-2', name: 'big', arguments: '{}' } }),
);
const agentsHandle = /stored to handle '([^']+)'/.exec(agentsNotice)?.[1];
const agentsPage = await readBack.invoke({}, JSON.stringify({ handle: agentsHandle, limit: 2 }));
if (middleware.tools?.[0]?.name !== 'read_tool_result' || agentsPage !== expected.replaceAll(handle, agentsHandle)) {
  console.error(`smoke-dist: the adapters' builds did not spill and read back:\n${agentsPage}`);
  process.exit(1);
}

// The sandbox store, built: a spill lands as a file in a just-bash sandbox, where its grep finds it.
const { sandboxStore } = await import('@output-limits/sandbox');
const { Bash } = await import('just-bash');
const bash = new Bash();
const sandboxed = sdk.withOutputLimits(
  { big: tool({ inputSchema: z.object({}), execute: async () => 'ok\n'.repeat(6_000) + 'ERROR found\n' }) },
  { store: sandboxStore(bash), namespace: 'smoke', deterministicKeys: true },
);
const sandboxNotice = await sandboxed.big.execute({}, { toolCallId: 'call_1', messages: [] });
const grep = await bash.exec('grep -n ERROR /tmp/tool-output/smoke/call_1.txt');
if (
  !String(sandboxNotice).startsWith('[Tool output too large (18,012 chars); saved to /tmp/tool-output/smoke/call_1.txt.') ||
  grep.stdout !== '6001:ERROR found\n'
) {
  console.error(`smoke-dist: unexpected sandbox spill from the built packages:\n${String(sandboxNotice).slice(0, 200)}\n${grep.stdout}`);
  process.exit(1);
}
// The MCP proxy's built bin, started as a client starts it (the bin pnpm linked), in front of
// server-filesystem: a 30,000-line file comes back as a notice, and its needle by pattern.
{
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = await mkdtemp(join(tmpdir(), 'smoke-mcp-'));
  await writeFile(join(dir, 'big.log'), Array.from({ length: 30_000 }, (_, i) => (i === 777 ? 'the needle' : `line ${i}`)).join('\n'));
  const client = new Client({ name: 'smoke', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: join('node_modules', '.bin', 'output-limits-mcp'),
      args: ['--', join('node_modules', '.bin', 'mcp-server-filesystem'), dir],
      stderr: 'ignore',
    }),
  );
  const read = await client.callTool({ name: 'read_text_file', arguments: { path: join(dir, 'big.log') } });
  const found = await client.callTool({ name: 'read_tool_result', arguments: { handle: read.content[1]?.name, pattern: 'needle' } });
  await client.close();
  await rm(dir, { recursive: true, force: true });
  if (
    !read.content[0]?.text.startsWith('[Tool output too large (') ||
    !found.content[0]?.text.includes('\n778: the needle\n') ||
    !found.content[0]?.text.endsWith('[matches 1-1 of 1 for "needle" (30,002 lines in all); end of output]')
  ) {
    console.error(
      `smoke-dist: the built output-limits-mcp did not spill and read back:\n${JSON.stringify(read).slice(0, 300)}\n${JSON.stringify(found)}`,
    );
    process.exit(1);
  }
}
console.log('smoke-dist: the built packages load and spill/read back without the source condition');
