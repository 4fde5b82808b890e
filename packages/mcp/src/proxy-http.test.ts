// The proxy over Streamable HTTP, on either side, with servers and clients nobody here wrote:
// `--listen` serves clients on 127.0.0.1 (the SDK's Client with its StreamableHTTPClientTransport,
// and clients written with fetch that open their standalone stream late or never, as the spec allows), and `--url`
// wraps @modelcontextprotocol/server-everything in its streamableHttp mode. (@ai-sdk/mcp's HTTP
// transport: proxy-ai-sdk.test.ts.)
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { rm } from 'node:fs/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CreateMessageResult } from '@modelcontextprotocol/sdk/types.js';
import { CreateMessageRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { serverUnreachableMessage, spillNotFoundMessage, unknownHandle } from '@output-limits/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigFile, NEEDLE_LINE, NEEDLE_PAGE, needlePage } from '../test-support/big-file.js';
import { expectSameMessages, runEverythingScript } from '../test-support/everything-script.js';
import { fetchSession, readUntil } from '../test-support/fetch-client.js';
import type { HttpProcess } from '../test-support/http-servers.js';
import { freePort, startEverythingHttp, startListeningProxy } from '../test-support/http-servers.js';
import { everythingServer, filesystemServer, proxyCommand } from '../test-support/proxy-command.js';

type Content = Array<Record<string, string>>;

const CANNED_SAMPLE = {
  role: 'assistant',
  content: { type: 'text', text: 'a canned sample' },
  model: 'canned-model',
  stopReason: 'endTurn',
};

/** An SDK Client over Streamable HTTP at `url`, answering sampling requests with a canned sample. */
async function httpClient(url: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'http-client', version: '1.0.0' }, { capabilities: { sampling: {} } });
  client.setRequestHandler(CreateMessageRequestSchema, async () => CANNED_SAMPLE as CreateMessageResult);
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  return { client, transport };
}

/** The pids of the processes `pid` started. */
const childrenOf = (pid: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** The handle of the spill a reduced result links to. */
const linkOf = (content: Content) => content.find((part) => part.type === 'resource_link')!;

describe('--listen: clients over Streamable HTTP on 127.0.0.1', () => {
  it('the SDK Client sees the same messages as over stdio directly: sampling, elicitation, roots and progress included', async () => {
    const proxy = await startListeningProxy([], everythingServer());
    try {
      const [command, ...args] = everythingServer();
      const direct = await runEverythingScript(new StdioClientTransport({ command: command!, args, stderr: 'ignore' }));
      const proxied = await runEverythingScript(new StreamableHTTPClientTransport(new URL(proxy.url)));
      expectSameMessages(direct, proxied);
    } finally {
      await proxy.stop();
    }
  }, 90_000);

  it("a client that opens no standalone stream gets the server's sampling request on its tools/call stream", async () => {
    const proxy = await startListeningProxy([], everythingServer());
    try {
      const session = await fetchSession(proxy.url, { sampling: {} });
      await new Promise((resolve) => setTimeout(resolve, 600));
      const call = await session.post({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'trigger-sampling-request', arguments: { prompt: 'Say hi', maxTokens: 20 } },
      });
      expect(call.headers.get('content-type')).toBe('text/event-stream');
      const seen = await readUntil(call, async (message) => {
        if (message.method === 'sampling/createMessage') {
          const answer = await session.post({ jsonrpc: '2.0', id: message.id, result: CANNED_SAMPLE });
          expect(answer.status).toBe(202);
        }
        return message.id === 2 && message.method === undefined;
      });
      // (Notifications the server sent meanwhile, such as tools/list_changed, come on this stream too.)
      const answers = seen.filter((message) => message.id !== undefined);
      expect(answers.map((message) => message.method ?? message.id)).toEqual(['sampling/createMessage', 2]);
      expect(answers[1]!.result!.content![0]!.text).toContain('a canned sample');
    } finally {
      await proxy.stop();
    }
  }, 90_000);

  it('a client that opens its standalone stream late still gets what the server sent on being initialized', async () => {
    const proxy = await startListeningProxy([], everythingServer());
    try {
      const session = await fetchSession(proxy.url, { roots: {} });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const standalone = await session.openStandalone();
      expect(standalone.status).toBe(200);
      // server-everything registers its tools for the client's capabilities on being initialized
      // (a tools/list_changed each) and asks for the roots 350 ms later.
      const seen = await readUntil(standalone, (message) => message.method === 'roots/list');
      expect(seen.map((message) => message.method)).toContain('notifications/tools/list_changed');
    } finally {
      await proxy.stop();
    }
  }, 90_000);

  describe('in front of server-filesystem, two clients at once', () => {
    let file: Awaited<ReturnType<typeof bigFile>>;
    let proxy: HttpProcess;
    let a: Awaited<ReturnType<typeof httpClient>>;
    let b: Awaited<ReturnType<typeof httpClient>>;

    beforeAll(async () => {
      file = await bigFile();
      proxy = await startListeningProxy([], filesystemServer(file.dir));
      a = await httpClient(proxy.url);
      b = await httpClient(proxy.url);
    }, 90_000);
    afterAll(async () => {
      await Promise.allSettled([a?.client.close(), b?.client.close()]);
      await proxy?.stop();
      if (file) await rm(file.dir, { recursive: true, force: true });
    });

    it('reduces a 2 MB read to a notice and reads it back by pattern and as a paged resource, each session its own', async () => {
      expect(a.transport.sessionId).not.toBe(b.transport.sessionId);
      const read = await a.client.callTool({ name: 'read_text_file', arguments: { path: file.path } });
      const content = read.content as Content;
      expect(content[0]!.text).toMatch(/^\[Tool output too large \(2,\d{3},\d{3} chars\); stored to handle 'mcp-[0-9a-f]{16}\//);
      expect(JSON.stringify(read).length).toBeLessThan(2_500);
      const { name: handle, uri } = linkOf(content);

      const found = await a.client.callTool({ name: 'read_tool_result', arguments: { handle, pattern: 'needle' } });
      expect(found.content).toEqual([{ type: 'text', text: NEEDLE_PAGE }]);
      const page = await a.client.readResource({ uri: uri! });
      expect((page.contents[0] as { text: string }).text).toBe(
        `${file.text.split('\n').slice(0, 94).join('\n')}\n[lines 1-94 of 31,002; output capped at 6,000 chars inside line 95; next: read_tool_result(handle='${handle}', offset=94)]`,
      );

      // The other session has its own namespace and reads none of this one's spills.
      const other = await b.client.callTool({ name: 'read_text_file', arguments: { path: file.path } });
      expect(linkOf(other.content as Content).name!.split('/')[0]).not.toBe(handle!.split('/')[0]);
      const foreign = await b.client.callTool({ name: 'read_tool_result', arguments: { handle, pattern: 'needle' } });
      expect(foreign.content).toEqual([{ type: 'text', text: unknownHandle(handle!) }]);
      await expect(b.client.readResource({ uri: uri! })).rejects.toThrow(new McpError(-32002, spillNotFoundMessage(uri!)));
    });

    it('ends a session, and the server started for it, when its client ends the session', async () => {
      expect(childrenOf(proxy.child.pid!)).toHaveLength(2);
      await a.transport.terminateSession();
      await expect.poll(() => childrenOf(proxy.child.pid!), { timeout: 15_000 }).toHaveLength(1);
      // The other session goes on.
      expect((await b.client.listTools()).tools.map((tool) => tool.name)).toContain('read_tool_result');
    });
  });

  it('listens on the loopback address only, and refuses a Host that is not 127.0.0.1 or localhost', async () => {
    const proxy = await startListeningProxy([], everythingServer());
    try {
      const { hostname, port } = new URL(proxy.url);
      expect(hostname).toBe('127.0.0.1');
      const reachable = (host: string) =>
        new Promise<boolean>((resolve) => {
          const socket = connect({ host, port: Number(port) });
          const done = (connected: boolean) => {
            socket.destroy();
            resolve(connected);
          };
          socket.once('connect', () => done(true)).once('error', () => done(false));
          socket.setTimeout(5_000, () => done(false));
        });
      expect(await reachable('127.0.0.1')).toBe(true);
      const outside = Object.values(networkInterfaces())
        .flat()
        .filter((address) => address && !address.internal && !address.address.startsWith('fe80'))
        .map((address) => address!.address);
      for (const address of outside) expect(await reachable(address), address).toBe(false);
      expect(await reachable('::1')).toBe(false);

      // DNS rebinding: a page on another name that resolves to 127.0.0.1 is refused.
      const status = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
        const req = request(
          proxy.url,
          {
            method: 'POST',
            headers: {
              host: `attacker.example:${port}`,
              'content-type': 'application/json',
              accept: 'application/json, text/event-stream',
            },
          },
          (res) => resolve(res.statusCode!),
        );
        req.once('error', reject);
        req.end(body);
      });
      expect(status).toBe(403);
      const { client } = await httpClient(`http://localhost:${port}/mcp`);
      expect((await client.listTools()).tools.length).toBeGreaterThan(5);
      await client.close();
    } finally {
      await proxy.stop();
    }
  }, 90_000);
});

describe('--url: in front of server-everything over Streamable HTTP', () => {
  let everything: HttpProcess;

  beforeAll(async () => {
    everything = await startEverythingHttp();
  }, 60_000);
  afterAll(async () => {
    await everything?.stop();
  });

  it("the SDK Client over stdio sees the same messages as on the server's own endpoint; the proxy ends its session when done", async () => {
    const ended = () => everything.stdout().split('Received session termination request').length - 1;
    const direct = await runEverythingScript(new StreamableHTTPClientTransport(new URL(everything.url)));
    const before = ended();
    const proxied = await runEverythingScript(
      new StdioClientTransport({ ...proxyCommand(['--url', everything.url], []), stderr: 'ignore' }),
    );
    expectSameMessages(direct, proxied);
    await expect.poll(ended, { timeout: 15_000 }).toBe(before + 1);
  }, 90_000);

  it('with Streamable HTTP on both sides, reduces a large result, reads it back, and passes sampling both ways', async () => {
    const proxy = await startListeningProxy(['--url', everything.url], []);
    const { client } = await httpClient(proxy.url);
    try {
      const lines = Array.from({ length: 1_000 }, (_, i) => (i === 613 ? NEEDLE_LINE : `line ${i}: nothing to see here`));
      const message = lines.join('\n');
      const echo = await client.callTool({ name: 'echo', arguments: { message } });
      const content = echo.content as Content;
      const chars = `Echo: ${message}`.length.toLocaleString('en-US');
      expect(content[0]!.text).toMatch(new RegExp(`^\\[Tool output too large \\(${chars} chars\\); stored to handle 'mcp-[0-9a-f]{16}/`));
      expect(JSON.stringify(echo).length).toBeLessThan(2_500);
      const { name: handle, uri } = linkOf(content);
      const found = await client.callTool({ name: 'read_tool_result', arguments: { handle, pattern: 'needle' } });
      expect((found.content as Content)[0]!.text).toBe(needlePage(lines));
      const page = await client.readResource({ uri: `${uri}?offset=998` });
      expect((page.contents[0] as { text: string }).text).toBe(
        'line 998: nothing to see here\nline 999: nothing to see here\n[lines 999-1,000 of 1,000; end of output]',
      );

      const sampled = await client.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'Say hi', maxTokens: 20 } });
      expect((sampled.content as Content)[0]!.text).toContain('a canned sample');
    } finally {
      await client.close();
      await proxy.stop();
    }
  }, 90_000);

  it('answers the client with an error, not a hang, when the server cannot be reached', async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const client = new Client({ name: 'sdk-client', version: '1.0.0' });
    const started = Date.now();
    await expect(
      client.connect(new StdioClientTransport({ ...proxyCommand(['--url', url], []), stderr: 'ignore' }), { timeout: 30_000 }),
    ).rejects.toThrow(new McpError(-32603, serverUnreachableMessage()));
    expect(Date.now() - started).toBeLessThan(30_000);
    await client.close();
  }, 60_000);
});
