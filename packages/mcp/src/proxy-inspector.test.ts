// The MCP Inspector's CLI mode (@modelcontextprotocol/inspector --cli, v1.0.3: the last line whose
// package asks for no newer Node than the 20 CI runs) as the client, configured as a user
// configures a client: an `mcpServers` entry whose command is the proxy.
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigFile } from '../test-support/big-file.js';
import { filesystemServer, PACKAGE_DIR, proxyCommand } from '../test-support/proxy-command.js';

const inspector = join(PACKAGE_DIR, 'node_modules', '.bin', 'mcp-inspector');

/** Runs `mcp-inspector --cli --config <file> --server fs <args>`; its stdout as JSON. */
function inspect(config: string, ...args: string[]): Promise<unknown> {
  return new Promise((resolve, reject) =>
    execFile(
      inspector,
      ['--cli', '--config', config, '--server', 'fs', ...args],
      { cwd: PACKAGE_DIR, maxBuffer: 2 ** 24 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout))),
    ),
  );
}

describe('the MCP Inspector CLI through the proxy', () => {
  let file: Awaited<ReturnType<typeof bigFile>>;
  let config: string;

  beforeAll(async () => {
    file = await bigFile();
    // The Inspector splits its own command line at `--`, so the entry names the server without one.
    const { command, args } = proxyCommand([], filesystemServer(file.dir));
    config = join(file.dir, 'mcp.json');
    await writeFile(config, JSON.stringify({ mcpServers: { fs: { command, args: args.filter((arg) => arg !== '--') } } }));
  });
  afterAll(async () => void (file && (await rm(file.dir, { recursive: true, force: true }))));

  it('lists read_tool_result, and gets a 2 MB read as a notice and a resource_link', async () => {
    const listed = (await inspect(config, '--method', 'tools/list')) as { tools: Array<{ name: string; outputSchema?: unknown }> };
    expect(listed.tools.at(-1)?.name).toBe('read_tool_result');
    expect(listed.tools.filter((tool) => tool.outputSchema)).toEqual([]);

    const result = (await inspect(
      config,
      '--method',
      'tools/call',
      '--tool-name',
      'read_text_file',
      '--tool-arg',
      `path=${file.path}`,
    )) as {
      content: Array<{ type: string; text?: string; uri?: string }>;
    };
    expect(result.content.map((part) => part.type)).toEqual(['text', 'resource_link']);
    expect(result.content[0]!.text).toMatch(/^\[Tool output too large \(2,\d{3},\d{3} chars\); stored to handle '/);
    expect(result.content[0]!.text!.length).toBeLessThan(2_000);
    expect(result.content[1]!.uri).toMatch(/^output-limits:\/\/result\/mcp-[0-9a-f]{16}%2F/);
  }, 120_000);
});
