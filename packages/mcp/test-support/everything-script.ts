/**
 * One script of MCP calls covering every kind of message, run by the SDK's `Client` against
 * `@modelcontextprotocol/server-everything` over any transport, with every message each way
 * recorded; and the check that two runs (direct and through the proxy) saw the same messages.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, Progress } from '@modelcontextprotocol/sdk/types.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';

interface Recorded {
  readonly sent: JSONRPCMessage[];
  readonly received: JSONRPCMessage[];
}

/** What one run of the script saw. */
export interface ScriptRun {
  readonly log: Recorded;
  readonly progress: Progress[];
  readonly serverRequests: string[];
}

/** A transport that records what passes through it, both ways. */
function recording(inner: Transport, log: Recorded): Transport {
  const outer: Transport = {
    start: () => {
      inner.onmessage = (message, extra) => {
        log.received.push(structuredClone(message));
        outer.onmessage?.(message, extra);
      };
      inner.onclose = () => outer.onclose?.();
      inner.onerror = (error) => outer.onerror?.(error);
      return inner.start();
    },
    send: (message, options) => {
      log.sent.push(structuredClone(message));
      return inner.send(message, options);
    },
    close: () => inner.close(),
    setProtocolVersion: (version) => inner.setProtocolVersion?.(version),
  };
  return outer;
}

/**
 * The script: initialize, tools, prompts, resources, completions, logging, ping, progress
 * notifications and the server's requests to the client (sampling, elicitation, roots), the same
 * calls in the same order whatever `transport` leads to.
 */
export async function runEverythingScript(transport: Transport): Promise<ScriptRun> {
  const log: Recorded = { sent: [], received: [] };
  const progress: Progress[] = [];
  const serverRequests: string[] = [];
  const client = new Client(
    { name: 'recording-client', version: '1.0.0' },
    { capabilities: { sampling: {}, elicitation: { form: {} }, roots: { listChanged: true } } },
  );
  client.setRequestHandler(CreateMessageRequestSchema, async (request) => {
    serverRequests.push(request.method);
    return { role: 'assistant', content: { type: 'text', text: 'a canned sample' }, model: 'canned-model', stopReason: 'endTurn' };
  });
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    serverRequests.push(request.method);
    return { action: 'decline' };
  });
  client.setRequestHandler(ListRootsRequestSchema, async (request) => {
    serverRequests.push(request.method);
    return { roots: [{ uri: 'file:///tmp/project', name: 'project' }] };
  });
  await client.connect(recording(transport, log));
  // The server registers the tools that need client capabilities once it is initialized, and asks
  // for the roots 350 ms later.
  await new Promise((resolve) => setTimeout(resolve, 600));
  await client.listTools();
  await client.ping();
  await client.listPrompts();
  await client.getPrompt({ name: 'args-prompt', arguments: { city: 'Paris', state: 'Texas' } });
  await client.listResources();
  await client.listResourceTemplates();
  await client.readResource({ uri: 'demo://resource/static/document/architecture.md' });
  await client.complete({ ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'department', value: 'En' } });
  await client.setLoggingLevel('error');
  await client.callTool({ name: 'echo', arguments: { message: 'hello' } });
  await client.callTool({ name: 'get-sum', arguments: { a: 2, b: 3 } });
  await client.callTool({ name: 'get-tiny-image', arguments: {} });
  await client.callTool({ name: 'get-structured-content', arguments: { location: 'New York' } });
  await client.callTool({ name: 'get-resource-links', arguments: { count: 2 } });
  await client.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 0.3, steps: 3 } }, undefined, {
    onprogress: (step) => void progress.push(step),
  });
  await client.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'Say hi', maxTokens: 20 } });
  await client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
  await client.callTool({ name: 'get-roots-list', arguments: {} });
  await client.callTool({ name: 'no-such-tool', arguments: {} });
  await client.close();
  return { log, progress, serverRequests };
}

/** A message as a string for comparing sets of messages. */
const key = (message: JSONRPCMessage) => JSON.stringify(message);

/**
 * Checks that the proxied run sent and received the same messages as the direct one, but for the
 * `tools/list` result (`read_tool_result` added, no `outputSchema` on the tools the proxy
 * reduces), and that progress, sampling, elicitation and roots went through.
 */
export function expectSameMessages(direct: ScriptRun, proxied: ScriptRun): void {
  // (The SDK Client runs progress handlers a microtask late, so one that comes in the same chunk
  // as the result is dropped by the client, directly or not: the notifications themselves are compared.)
  const progressOf = (run: ScriptRun) =>
    run.log.received.filter((m) => 'method' in m && m.method === 'notifications/progress').map((m) => ('params' in m ? m.params : {}));
  expect(progressOf(proxied)).toEqual([1, 2, 3].map((progress) => ({ progress, total: 3, progressToken: expect.any(Number) })));
  expect(progressOf(proxied)).toEqual(progressOf(direct));
  expect(proxied.progress.length).toBeGreaterThan(0);
  expect(proxied.serverRequests).toEqual(expect.arrayContaining(['sampling/createMessage', 'elicitation/create', 'roots/list']));
  expect([...proxied.serverRequests].sort()).toEqual([...direct.serverRequests].sort());

  // What the client sent is the same message for message.
  expect(proxied.log.sent.map(key).sort()).toEqual(direct.log.sent.map(key).sort());

  const toolsListId = proxied.log.sent.find((m) => 'method' in m && m.method === 'tools/list' && 'id' in m) as { id: number };
  const isToolsList = (m: JSONRPCMessage) => 'id' in m && m.id === toolsListId.id && 'result' in m;
  const withoutSchemas = (m: JSONRPCMessage) => {
    const tools = (m as unknown as { result: { tools: Array<Record<string, unknown>> } }).result.tools;
    return tools.map(({ outputSchema: _dropped, ...tool }) => tool);
  };
  const proxiedTools = withoutSchemas(proxied.log.received.find(isToolsList)!);
  const directTools = withoutSchemas(direct.log.received.find(isToolsList)!);
  expect(proxiedTools.map((tool) => tool.name)).toEqual([...directTools.map((tool) => tool.name), 'read_tool_result']);
  expect(proxiedTools.slice(0, -1)).toEqual(directTools);
  const others = (run: ScriptRun) =>
    run.log.received
      .filter((m) => !isToolsList(m))
      .map(key)
      .sort();
  expect(others(proxied)).toEqual(others(direct));
  expect(proxied.log.received.length).toBeGreaterThan(20);
}
