// @ai-sdk/mcp as the client, in a real generateText loop with the mock model: the proxy in front of
// server-filesystem, reached through @ai-sdk/mcp's stdio transport (the proxy started as a command)
// and through its HTTP transport (the proxy started with --listen); the model sees what the proxy sends.
import { rm } from 'node:fs/promises';
import type { MCPTransport } from '@ai-sdk/mcp';
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { scriptedModel, textStep, toolCallStep, toolOutputIn } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigFile, NEEDLE_PAGE } from '../test-support/big-file.js';
import type { HttpProcess } from '../test-support/http-servers.js';
import { startListeningProxy } from '../test-support/http-servers.js';
import { filesystemServer, proxyCommand } from '../test-support/proxy-command.js';

type Connect = (dir: string) => Promise<{ transport: MCPTransport | { type: 'http'; url: string }; stop?: () => Promise<void> }>;

const connections: Record<string, Connect> = {
  'stdio transport': async (dir) => ({ transport: new Experimental_StdioMCPTransport(proxyCommand([], filesystemServer(dir))) }),
  'HTTP transport, against --listen': async (dir) => {
    const proxy: HttpProcess = await startListeningProxy([], filesystemServer(dir));
    return { transport: { type: 'http', url: proxy.url }, stop: () => proxy.stop() };
  },
};

describe.each(Object.entries(connections))('@ai-sdk/mcp through the proxy, %s, in a generateText loop', (_, connect) => {
  let file: Awaited<ReturnType<typeof bigFile>>;
  let client: Awaited<ReturnType<typeof createMCPClient>>;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    file = await bigFile();
    const connection = await connect(file.dir);
    stop = connection.stop;
    client = await createMCPClient({ transport: connection.transport });
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await stop?.();
    if (file) await rm(file.dir, { recursive: true, force: true });
  });

  it('the model sees a notice instead of the 2 MB file, and the needle line when it reads the spill by pattern', async () => {
    const tools = await client.tools();
    expect(Object.keys(tools)).toContain('read_tool_result');
    let handle = '';
    const model = scriptedModel(
      [
        toolCallStep('c1', 'read_text_file', { path: file.path }),
        (prompt) => {
          const output = toolOutputIn(prompt, 'c1') as { type: string; value: Array<{ type: string; text?: string }> };
          handle = /stored to handle '([^']+)'/.exec(output.value[0]?.text ?? '')?.[1] ?? '';
          return toolCallStep('c2', 'read_tool_result', { handle, pattern: 'needle' });
        },
      ],
      { then: textStep('found it') },
    );
    const result = await generateText({ model, tools, prompt: 'Find the needle in server.log', stopWhen: stepCountIs(4) });
    expect(result.text).toBe('found it');

    const seen = toolOutputIn(model.doGenerateCalls[1]!.prompt, 'c1') as { type: string; value: Array<{ type: string; text?: string }> };
    expect(seen.type).toBe('content');
    expect(seen.value[0]!.text).toMatch(
      /^\[Tool output too large \(2,\d{3},\d{3} chars\); stored to handle 'mcp-[0-9a-f]{16}\/\d+\.0-[0-9a-z]{12}'\./,
    );
    expect(JSON.stringify(seen).length).toBeLessThan(2_500);
    expect(toolOutputIn(model.doGenerateCalls[2]!.prompt, 'c2')).toEqual({
      type: 'content',
      value: [{ type: 'text', text: NEEDLE_PAGE }],
    });
  });
});
