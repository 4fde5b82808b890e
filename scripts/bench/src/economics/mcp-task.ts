import { createMCPClient } from '@ai-sdk/mcp';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { EconomicsTask, TaskScale } from './task.js';
import { textNeedle } from './task.js';
import { textFile } from './task-inputs.js';

/**
 * An MCP file read: a real `McpServer` (@modelcontextprotocol/sdk) over its in-memory transport,
 * used through the real `@ai-sdk/mcp` client, whose tool returns a 2 MB config file with two facts
 * in the middle.
 */
export function mcpFileTask(scale: TaskScale): EconomicsTask {
  const needles = [
    '  retry_budget_ms = "45000"  # INC-2231: raised from 5000 after the cascading timeouts',
    '  ledger_signing_key = "kms-key-5531"  # KEYROT-88: rotated, old key revoked',
  ];
  const file = textFile(scale.quick ? 40_000 : 2 * 1_000_000, 17, needles, [0.45, 0.57]);
  return {
    name: 'MCP file read (2 MB, @ai-sdk/mcp)',
    prompt: 'In config/prod.toml on the files server, which setting did INC-2231 raise, and what key did KEYROT-88 rotate to?',
    steps: [[{ toolCallId: 'mcp', toolName: 'read_text_file', input: { path: 'config/prod.toml' } }]],
    questions: [
      { id: 'inc', ask: 'which setting did INC-2231 raise', callId: 'mcp', needles: [textNeedle(needles[0]!)] },
      { id: 'key', ask: 'what key did KEYROT-88 rotate to?', callId: 'mcp', needles: [textNeedle(needles[1]!)] },
    ],
    tools: async () => {
      const server = new McpServer({ name: 'files', version: '1.0.0' });
      server.registerTool('read_text_file', { description: 'Read a text file', inputSchema: { path: z.string() } }, async () => ({
        content: [{ type: 'text', text: file }],
      }));
      const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
      await server.connect(serverTransport);
      const client = await createMCPClient({ transport: clientTransport });
      const tools = await client.tools();
      return {
        tools,
        close: async () => {
          await client.close();
          await server.close();
        },
      };
    },
  };
}
