// Every MCP message other than what the proxy changes round-trips unchanged: the SDK's Client runs
// one script against @modelcontextprotocol/server-everything directly and through the proxy, with
// every message each way recorded, and the two streams are compared. The script covers
// initialize, tools, prompts, resources, completions, logging, ping, progress notifications and
// the server's requests to the client: sampling, elicitation and roots. (Over Streamable HTTP:
// proxy-http.test.ts.)
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, it } from 'vitest';
import { expectSameMessages, runEverythingScript } from '../test-support/everything-script.js';
import { everythingServer, proxyCommand } from '../test-support/proxy-command.js';

describe('messages the proxy does not change round-trip unchanged (server-everything)', () => {
  it('sends and receives the same messages through the proxy as directly, but for tools/list', async () => {
    const [command, ...args] = everythingServer();
    const direct = await runEverythingScript(new StdioClientTransport({ command: command!, args, stderr: 'ignore' }));
    const proxied = await runEverythingScript(new StdioClientTransport({ ...proxyCommand([], everythingServer()), stderr: 'ignore' }));
    expectSameMessages(direct, proxied);
  }, 60_000);
});
