/**
 * `output-limits-mcp` in front of a real MCP server, seen from a real MCP client: the SDK's
 * `Client` starts the proxy over stdio as Claude Desktop, Cursor or VS Code would (an `mcpServers`
 * entry whose command is the proxy), the proxy starts `@modelcontextprotocol/server-filesystem`,
 * and the client reads a 2 MB log. No API key: no model is involved, only the protocol.
 *
 *   pnpm example:mcp-proxy
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { runMain } from './shared/run-main.js';
import { style } from './shared/terminal.js';

const require = createRequire(import.meta.url);
const count = new Intl.NumberFormat('en-US');

/** The entry of a package's bin. */
function binOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = require(manifest) as { bin: Record<string, string> };
  return join(dirname(manifest), bins[bin]!);
}

async function main(): Promise<void> {
  console.log(
    `${style.bold('MCP proxy example')} ${style.dim('· output-limits-mcp in front of server-filesystem, the MCP SDK Client in front of it')}`,
  );
  const dir = await mkdtemp(join(tmpdir(), 'output-limits-mcp-example-'));
  const path = join(dir, 'server.log');
  const lines = Array.from({ length: 31_000 }, (_, i) =>
    i === 21_356
      ? '2026-12-01T10:17:00Z ERROR checkout-7f3a: payment token expired for order ORD-48213'
      : `2026-12-01T10:${String(i % 60).padStart(2, '0')}:00Z INFO worker-${i % 7} processed batch ${i} in ${(i * 37) % 1000} ms`,
  );
  await writeFile(path, lines.join('\n'));
  const proxyDir = dirname(require.resolve('@output-limits/mcp/package.json'));
  // What a client's config says: command `npx`, args `['-y', '@output-limits/mcp', '--', 'npx', '-y', '@modelcontextprotocol/server-filesystem', dir]`.
  // Here the proxy runs from source and the server from node_modules, so nothing is downloaded.
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      '--conditions=@output-limits/source',
      '--import',
      'tsx',
      join(proxyDir, 'src', 'cli.ts'),
      '--',
      process.execPath,
      binOf('@modelcontextprotocol/server-filesystem', 'mcp-server-filesystem'),
      dir,
    ],
    cwd: proxyDir,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'example-client', version: '1.0.0' });
  await client.connect(transport);
  try {
    const tools = await client.listTools();
    console.log(`\n${style.bold('tools/list')} ${tools.tools.length} tools, the last one added by the proxy: ${tools.tools.at(-1)?.name}`);

    const file = lines.join('\n').length;
    const result = await client.callTool({ name: 'read_text_file', arguments: { path } });
    const [notice, link] = result.content as [{ text: string }, { uri: string; name: string }];
    console.log(
      `\n${style.bold('tools/call read_text_file')} a ${count.format(file)}-char file reached the client as ${count.format(notice.text.length)} chars:`,
    );
    console.log(style.dim(notice.text.split('\n').slice(0, 4).join('\n')));
    console.log(style.dim('...'));
    console.log(`and a resource_link: ${link.uri}`);

    const found = await client.callTool({ name: 'read_tool_result', arguments: { handle: link.name, pattern: 'ERROR' } });
    console.log(`\n${style.bold("tools/call read_tool_result(pattern='ERROR')")}`);
    console.log((found.content as [{ text: string }])[0].text);

    const page = await client.readResource({ uri: `${link.uri}?offset=0&limit=3` });
    console.log(`\n${style.bold('resources/read')} ${link.uri}?offset=0&limit=3`);
    console.log((page.contents[0] as { text: string }).text);
  } finally {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  }
}

runMain(main);
