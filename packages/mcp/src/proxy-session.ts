/**
 * One client connection through the proxy: every JSON-RPC message passes between the client and
 * the wrapped server as it came (a stdio message byte for byte), both ways, whatever its method.
 * Only these are changed:
 * - the `initialize` result: the `resources` capability is added when the server has tools and no resources;
 * - `tools/list` results: `read_tool_result` is added to the last page, and `outputSchema` is
 *   dropped from the tools whose results may be reduced;
 * - `tools/call` results: reduced by `reduceCallResult`;
 * - `resources/list` results: the session's spills are added to the last page.
 * And these are answered by the proxy itself: `tools/call` of `read_tool_result`, `resources/read`
 * of a spill URI, and, when the server has no resources, `resources/list` and `resources/templates/list`.
 * A message that is not JSON, or not JSON-RPC, gets a JSON-RPC error back; the proxy never closes
 * over one.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { READ_TOOL_NAME, readToolResult } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import { malformedAnswerMessage, proxyFailedMessage, serverUnreachableMessage, spillNotFoundMessage } from '@output-limits/core/messages';
import type { Channel, RawMessage } from './channel.js';
import type { Classified, RequestId } from './json-rpc.js';
import {
  classify,
  errorResponse,
  idKey,
  INTERNAL_ERROR,
  invalidRequest,
  parseError,
  RESOURCE_NOT_FOUND,
  resultResponse,
} from './json-rpc.js';
import { READ_TOOL } from './read-tool.js';
import type { ReduceResult } from './reduce-call-result.js';
import { reduceCallResult } from './reduce-call-result.js';
import type { SessionLimits } from './session-limits.js';
import { isSpillUri, readSpillPage, SpillList } from './spill-resources.js';

/** What a session needs. */
export interface ProxySessionOptions {
  /** Toward the MCP client. */
  readonly client: Channel;
  /** Toward the wrapped server. */
  readonly server: Channel;
  readonly limits: SessionLimits;
  /** Where the proxy's own lines go (stderr for the CLI). */
  readonly log: (line: string) => void;
}

/** A running session. */
export interface ProxySession {
  /** Settles when either side has closed (and the other was closed too), naming the side that closed first. */
  readonly closed: Promise<'client' | 'server' | 'proxy'>;
  close(): Promise<void>;
}

type Request = Extract<Classified, { kind: 'request' }>;
type Params = Request['params'];
/** A client request whose answer the proxy changes. */
interface Pending {
  readonly method: string;
  readonly params: Params;
  /** The client cancelled it (a `tools/call` result that comes anyway is not reduced). */
  cancelled?: boolean;
}

/** Most `tools/list` pages the proxy reads on its own at start. */
const MAX_PROBE_PAGES = 100;
const PROBE_ID = 'output-limits-mcp:tools/list:';
/** Longest the client's `notifications/initialized` waits for its standalone stream. */
const INITIALIZED_HOLD_MS = 1_000;

const INTERCEPTED = new Set(['initialize', 'tools/list', 'tools/call', 'resources/list']);

/** Starts passing messages between `client` and `server`. */
export async function startProxySession(options: ProxySessionOptions): Promise<ProxySession> {
  const { client, server, limits, log } = options;
  const pending = new Map<string, Pending>();
  /** Ids of the requests of each side still unanswered (the client's by key, oldest first). */
  const serverRequests = new Set<string>();
  const clientRequests = new Map<string, RequestId>();
  /** Progress tokens of client requests in flight, to the request (for a Streamable HTTP client). */
  const progressTokens = new Map<string | number, RequestId>();
  /** Each tool's `maxResultSizeChars` hint as the session lets it through. */
  const maxResultChars = new Map<string, number>();
  /** The reductions under way, by request key: a cancel stops one. */
  const reductions = new Map<string, AbortController>();
  const spills = new SpillList();
  let serverHasTools = false;
  let serverHasResources = false;
  let readTool = true;
  let probes = 0;

  const resultLimits = { ...limits, readTool: () => readTool };

  /** Notes what a `tools/list` page says about each tool: a `read_tool_result` of its own, and size hints. */
  const learnTools = (tools: unknown): void => {
    if (!Array.isArray(tools)) return;
    for (const tool of tools as Array<Record<string, unknown>>) {
      if (typeof tool?.name !== 'string') continue;
      if (tool.name === READ_TOOL_NAME && readTool) {
        readTool = false;
        log(
          `output-limits-mcp: the server has its own ${READ_TOOL_NAME} tool, so the proxy adds none; ` +
            'its notices name resources/read of each spill instead.',
        );
      }
      const meta = tool._meta as Record<string, unknown> | undefined;
      const chars = limits.maxResultChars(meta?.['anthropic/maxResultSizeChars']);
      if (chars === undefined) maxResultChars.delete(tool.name);
      else maxResultChars.set(tool.name, chars);
    }
  };

  const probeTools = (cursor?: string): void => {
    if (probes >= MAX_PROBE_PAGES) return;
    probes += 1;
    const request = { jsonrpc: '2.0', id: `${PROBE_ID}${probes}`, method: 'tools/list', ...(cursor ? { params: { cursor } } : {}) };
    server.send(request as JSONRPCMessage);
  };

  // ---- client -> server ---------------------------------------------------------------------

  /**
   * The client's `notifications/initialized`, held back while a Streamable HTTP client has not yet
   * opened the stream where messages that belong to no request go: what a server sends on being
   * initialized (`tools/list_changed`, a `roots/list` request) would otherwise be dropped. It goes
   * on when that stream opens, before the client's next message, or after `INITIALIZED_HOLD_MS`.
   */
  let heldInitialized: { readonly message: JSONRPCMessage; readonly raw: RawMessage | undefined } | undefined;
  const initializedToServer = () => {
    if (!heldInitialized) return;
    server.send(heldInitialized.message, heldInitialized.raw);
    heldInitialized = undefined;
    if (serverHasTools) probeTools();
  };

  client.onparseerror = () => client.send(parseError());
  client.onmessage = (value, raw) => {
    if (heldInitialized) initializedToServer();
    const message = classify(value);
    switch (message.kind) {
      case 'invalid':
        return refuse(client, server, serverRequests, message, 'client');
      case 'response':
        serverRequests.delete(idKey(message.id));
        return server.send(value as JSONRPCMessage, raw);
      case 'notification':
        if (message.method === 'notifications/cancelled') {
          const id = message.params?.requestId;
          if (typeof id === 'string' || typeof id === 'number') cancelled(idKey(id));
        }
        if (message.method === 'notifications/initialized') {
          heldInitialized = { message: value as JSONRPCMessage, raw };
          if (!client.standaloneStream) return initializedToServer();
          void client.standaloneStream.then(initializedToServer);
          setTimeout(initializedToServer, INITIALIZED_HOLD_MS).unref();
          return;
        }
        return server.send(value as JSONRPCMessage, raw);
      case 'request':
        return fromClient(message, value as JSONRPCMessage, raw);
    }
  };

  function fromClient(request: Request, message: JSONRPCMessage, raw: RawMessage | undefined): void {
    const { id, method, params } = request;
    const token = (params?._meta as Record<string, unknown> | undefined)?.progressToken;
    if (typeof token === 'string' || typeof token === 'number') progressTokens.set(token, id);
    if (method === 'tools/call' && params?.name === READ_TOOL_NAME && readTool) {
      void answer(id, async () => ({
        content: [
          {
            type: 'text',
            text: await readToolResult(limits.store, params.arguments as ReadToolResultArgs, { namespace: limits.namespace }),
          },
        ],
      }));
      return;
    }
    if (method === 'resources/read' && isSpillUri(params?.uri)) {
      const uri = params.uri;
      void answer(id, async () => {
        const text = await readSpillPage(uri, limits.store, limits.namespace);
        if (text === undefined) return errorResponse(id, RESOURCE_NOT_FOUND, spillNotFoundMessage(uri));
        return { contents: [{ uri, mimeType: 'text/plain', text }] };
      });
      return;
    }
    if (!serverHasResources && method === 'resources/list') return void answer(id, async () => ({ resources: spills.resources() }));
    if (!serverHasResources && method === 'resources/templates/list') return void answer(id, async () => ({ resourceTemplates: [] }));
    clientRequests.set(idKey(id), id);
    if (INTERCEPTED.has(method)) pending.set(idKey(id), { method, params });
    server.send(message, raw);
  }

  /** The client cancelled a request: a result that comes for it anyway is not reduced, and a reduction under way stops. */
  function cancelled(key: string): void {
    const request = pending.get(key);
    if (request) request.cancelled = true;
    reductions.get(key)?.abort();
  }

  /** Answers a client request from the proxy itself. */
  async function answer(id: RequestId, make: () => Promise<Record<string, unknown> | JSONRPCMessage>): Promise<void> {
    try {
      const result = await make();
      client.send('jsonrpc' in result ? (result as JSONRPCMessage) : resultResponse(id, result), undefined, id);
    } catch (error) {
      log(`output-limits-mcp: answering request ${String(id)} failed: ${String(error)}`);
      client.send(errorResponse(id, INTERNAL_ERROR, proxyFailedMessage()), undefined, id);
    }
  }

  // ---- server -> client ---------------------------------------------------------------------

  server.onparseerror = () => {
    log('output-limits-mcp: the server sent a line that is not JSON; answered with a parse error.');
    server.send(parseError());
  };
  server.onmessage = (value, raw) => {
    const message = classify(value);
    switch (message.kind) {
      case 'invalid':
        log(`output-limits-mcp: the server sent a malformed message (${message.reason}); answered with an error.`);
        return refuse(server, client, clientRequests, message, 'server');
      case 'request':
        serverRequests.add(idKey(message.id));
        return client.send(value as JSONRPCMessage, raw, relatedRequest(message.params));
      case 'notification':
        return client.send(value as JSONRPCMessage, raw, relatedRequest(message.params));
      case 'response':
        return fromServer(message, value as JSONRPCMessage, raw);
    }
  };

  /**
   * The client request a server's request or notification goes with, for a Streamable HTTP client:
   * the request its progress token names, else the newest client request still unanswered (a
   * stdio server does not say which request a sampling request or a log line belongs to), else
   * none (the client's standalone stream, which a client may never open).
   */
  function relatedRequest(params: Params): RequestId | undefined {
    const token = params?.progressToken;
    const byToken = typeof token === 'string' || typeof token === 'number' ? progressTokens.get(token) : undefined;
    if (byToken !== undefined) return byToken;
    let newest: RequestId | undefined;
    for (const id of clientRequests.values()) newest = id;
    return newest;
  }

  /** A client request the server could not be sent (an HTTP server that is down) is answered with an error. */
  server.onsendfailed = (message) => {
    if (!('method' in message) || !('id' in message)) return;
    const key = idKey(message.id);
    if (!clientRequests.delete(key)) return;
    pending.delete(key);
    client.send(errorResponse(message.id, INTERNAL_ERROR, serverUnreachableMessage()), undefined, message.id);
  };

  function fromServer(response: Extract<Classified, { kind: 'response' }>, message: JSONRPCMessage, raw: RawMessage | undefined): void {
    const { id, result } = response;
    if (typeof id === 'string' && id.startsWith(PROBE_ID)) {
      learnTools(result?.tools);
      if (typeof result?.nextCursor === 'string') probeTools(result.nextCursor);
      return;
    }
    const key = idKey(id);
    const request = pending.get(key);
    pending.delete(key);
    clientRequests.delete(key);
    for (const [token, requestId] of progressTokens) if (requestId === id) progressTokens.delete(token);
    if (!request || !result) return client.send(message, raw, id);
    switch (request.method) {
      case 'initialize':
        return client.send(resultResponse(id, initialized(result)), undefined, id);
      case 'tools/list':
        return client.send(resultResponse(id, listedTools(result)), undefined, id);
      case 'resources/list':
        return client.send(resultResponse(id, listedResources(result)), undefined, id);
      case 'tools/call':
        return reducedCall(id, key, request, result, message, raw);
    }
  }

  function initialized(result: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const capabilities = (result.capabilities ?? {}) as Record<string, unknown>;
    serverHasTools = capabilities.tools !== undefined;
    serverHasResources = capabilities.resources !== undefined;
    if (typeof result.protocolVersion === 'string') server.setProtocolVersion?.(result.protocolVersion);
    if (!serverHasTools || serverHasResources) return result;
    return { ...result, capabilities: { ...capabilities, resources: {} } };
  }

  function listedTools(result: Readonly<Record<string, unknown>>): Record<string, unknown> {
    learnTools(result.tools);
    const tools = Array.isArray(result.tools) ? (result.tools as Array<Record<string, unknown>>) : [];
    // A reduced result has no structuredContent, which a client validating against outputSchema
    // would refuse: the schema goes from every tool whose results may be reduced.
    const listed: unknown[] = tools.map((tool) => {
      if (typeof tool?.name !== 'string' || tool.outputSchema === undefined || !limits.reduces(tool.name)) return tool;
      const { outputSchema: _dropped, ...rest } = tool;
      return rest;
    });
    if (readTool && result.nextCursor === undefined) listed.push(READ_TOOL);
    return { ...result, tools: listed };
  }

  function listedResources(result: Readonly<Record<string, unknown>>): Record<string, unknown> {
    if (result.nextCursor !== undefined || !Array.isArray(result.resources)) return result;
    return { ...result, resources: [...(result.resources as unknown[]), ...spills.resources()] };
  }

  /**
   * Sends a `tools/call` result on: as it came when it stays unchanged (decided at once, with
   * nothing made for the reduction), else once reduced, unless the client cancelled the call.
   */
  function reducedCall(
    id: RequestId,
    key: string,
    request: Pending,
    result: Readonly<Record<string, unknown>>,
    message: JSONRPCMessage,
    raw?: RawMessage,
  ): void {
    const toolName = typeof request.params?.name === 'string' ? request.params.name : '';
    const chars = maxResultChars.get(toolName);
    let reduce: ReduceResult | undefined;
    try {
      const call = {
        toolName,
        callId: String(id),
        args: request.params?.arguments,
        ...(chars !== undefined ? { maxResultChars: chars } : {}),
      };
      reduce = reduceCallResult(result, call, resultLimits);
    } catch (error) {
      return reductionFailed(id, toolName, error);
    }
    if (!reduce) return client.send(message, raw, id);
    const controller = new AbortController();
    if (request.cancelled) controller.abort();
    reductions.set(key, controller);
    reduce(controller.signal)
      .then(
        (reduced) => {
          if (!reduced) return client.send(message, raw, id);
          if (reduced.link) spills.add(reduced.link);
          client.send(resultResponse(id, reduced.result), undefined, id);
        },
        (error: unknown) => reductionFailed(id, toolName, error),
      )
      .finally(() => reductions.delete(key));
  }

  function reductionFailed(id: RequestId, toolName: string, error: unknown): void {
    log(`output-limits-mcp: reducing the result of ${toolName} failed: ${String(error)}`);
    client.send(errorResponse(id, INTERNAL_ERROR, proxyFailedMessage()), undefined, id);
  }

  // ---- lifetime -----------------------------------------------------------------------------

  let resolveClosed!: (by: 'client' | 'server' | 'proxy') => void;
  const closed = new Promise<'client' | 'server' | 'proxy'>((resolve) => (resolveClosed = resolve));
  let closing: Promise<void> | undefined;
  const closeBy = (by: 'client' | 'server' | 'proxy') =>
    (closing ??= (async () => {
      await Promise.allSettled([client.close(), server.close()]);
      resolveClosed(by);
    })());
  const close = () => closeBy('proxy');
  client.onclose = () => void closeBy('client');
  server.onclose = () => void closeBy('server');
  client.onerror = (error) => log(`output-limits-mcp: client connection: ${error.message}`);
  server.onerror = (error) => log(`output-limits-mcp: server connection: ${error.message}`);
  await server.start();
  await client.start();
  return { closed, close };
}

/**
 * Answers a malformed message: the sender gets an Invalid Request error (with the message's id,
 * unless that id is one of the other side's requests, which the message tried to answer: then
 * that request gets an Internal error instead, so it never waits for an answer that will not come).
 */
function refuse(
  sender: Channel,
  other: Channel,
  otherRequests: { has(key: string): boolean; delete(key: string): boolean },
  message: Extract<Classified, { kind: 'invalid' }>,
  senderSide: 'client' | 'server',
): void {
  const answers = message.id !== null && otherRequests.has(idKey(message.id));
  sender.send(invalidRequest(answers ? null : message.id, message.reason));
  if (answers && message.id !== null) {
    otherRequests.delete(idKey(message.id));
    other.send(errorResponse(message.id, INTERNAL_ERROR, malformedAnswerMessage(senderSide)), undefined, message.id);
  }
}
