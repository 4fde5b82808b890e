// The MCP SDK's own Client over stdio, with @modelcontextprotocol/server-filesystem behind the
// proxy, started as a client starts a server: `node src/cli.ts -- <server command>`.
import { rm } from 'node:fs/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { salientPreview } from '@output-limits/core/adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigFile, FILESYSTEM_SPILL_TAIL, NEEDLE_PAGE } from '../test-support/big-file.js';
import { filesystemServer, proxyCommand } from '../test-support/proxy-command.js';

const fmt = (value: number) => value.toLocaleString('en-US');

describe('the SDK Client through the proxy, in front of server-filesystem', () => {
  let file: Awaited<ReturnType<typeof bigFile>>;
  let client: Client;
  let direct: Client;

  beforeAll(async () => {
    file = await bigFile();
    client = new Client({ name: 'sdk-client', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ ...proxyCommand([], filesystemServer(file.dir)), stderr: 'ignore' }));
    direct = new Client({ name: 'sdk-client', version: '1.0.0' });
    const [command, ...args] = filesystemServer(file.dir);
    await direct.connect(new StdioClientTransport({ command: command!, args, stderr: 'ignore' }));
    // The client keeps the listed output schemas and validates every later result against them.
    await client.listTools();
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([client?.close(), direct?.close()]);
    if (file) await rm(file.dir, { recursive: true, force: true });
  });

  it('reaches the client as a notice under 2,000 chars with a resource_link, through the validating client', async () => {
    expect(file.text.length).toBeGreaterThan(2_000_000);
    const result = await client.callTool({ name: 'read_text_file', arguments: { path: file.path } });
    const content = result.content as Array<Record<string, string>>;
    const link = content[1]!;
    const handle = link.name!;
    expect(handle).toMatch(/^mcp-[0-9a-f]{16}\/\d+\.0-[0-9a-z]{12}$/);
    // Stored: the text, then its structuredContent ({ content: <the text> }) as one line; sent, it was both.
    const stored = file.text + FILESYSTEM_SPILL_TAIL;
    const sent = `${file.text}\n[field "structuredContent"]\n${JSON.stringify({ content: file.text })}`;
    const notice =
      `[Tool output too large (${fmt(stored.length)} chars); stored to handle '${handle}'. ` +
      `Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]\n` +
      salientPreview(stored, { previewChars: 1_000, request: file.path }).text;
    expect(result).toEqual({
      content: [
        { type: 'text', text: notice },
        {
          type: 'resource_link',
          uri: `output-limits://result/${encodeURIComponent(handle)}`,
          name: handle,
          description: `Full output of read_text_file (${fmt(sent.length)} chars), paged: 200 lines a read.`,
          mimeType: 'text/plain',
        },
      ],
    });
    expect(notice.length).toBeLessThan(2_000);
    expect(JSON.stringify(result).length).toBeLessThan(2_500);
  });

  it('read_tool_result with a pattern returns the needle line; resources/read of the link returns a page, and the next', async () => {
    const result = await client.callTool({ name: 'read_text_file', arguments: { path: file.path } });
    const link = (result.content as Array<Record<string, string>>)[1]!;
    const handle = link.name!;

    const found = await client.callTool({ name: 'read_tool_result', arguments: { handle, pattern: 'needle' } });
    expect(found).toEqual({
      content: [{ type: 'text', text: NEEDLE_PAGE }],
    });

    const lines = file.text.split('\n');
    const page = await client.readResource({ uri: link.uri! });
    expect(page).toEqual({
      contents: [
        {
          uri: link.uri,
          mimeType: 'text/plain',
          text: `${lines.slice(0, 94).join('\n')}\n[lines 1-94 of 31,002; output capped at 6,000 chars inside line 95; next: read_tool_result(handle='${handle}', offset=94)]`,
        },
      ],
    });
    const next = await client.readResource({ uri: `${link.uri}?offset=200&limit=2` });
    expect((next.contents[0] as { text: string }).text).toBe(
      `${lines.slice(200, 202).join('\n')}\n[lines 201-202 of 31,002; next: read_tool_result(handle='${handle}', offset=202, limit=2)]`,
    );

    const listed = await client.listResources();
    expect(listed.resources).toContainEqual({ uri: link.uri, name: handle, description: link.description, mimeType: 'text/plain' });
  });

  it('adds read_tool_result and the resources capability, and drops outputSchema only from the tools it reduces', async () => {
    const [proxied, plain] = [await client.listTools(), await direct.listTools()];
    expect(proxied.tools.map((tool) => tool.name)).toEqual([...plain.tools.map((tool) => tool.name), 'read_tool_result']);
    expect(plain.tools.find((tool) => tool.name === 'read_text_file')?.outputSchema).toBeDefined();
    expect(proxied.tools.filter((tool) => tool.outputSchema)).toEqual([]);
    expect(proxied.tools.slice(0, -1)).toEqual(plain.tools.map(({ outputSchema: _dropped, ...tool }) => tool));
    expect(client.getServerCapabilities()).toEqual({ ...direct.getServerCapabilities(), resources: {} });
  });

  it('passes a small result through byte for byte, structuredContent included', async () => {
    const args = { path: file.path, head: 3 };
    const [proxied, plain] = [
      await client.callTool({ name: 'read_text_file', arguments: args }),
      await direct.callTool({ name: 'read_text_file', arguments: args }),
    ];
    expect(proxied).toEqual(plain);
    expect(proxied.structuredContent).toEqual({ content: file.text.split('\n').slice(0, 3).join('\n') });
  });

  it('answers a resources/read of another session’s spill URI with resource-not-found', async () => {
    const uri = `output-limits://result/${encodeURIComponent('mcp-0000000000000000/1.0-aaaaaaaaaaaa')}`;
    await expect(client.readResource({ uri })).rejects.toThrow(
      `MCP error -32002: Resource not found: '${uri}' is not a tool result of this session.`,
    );
  });
});
