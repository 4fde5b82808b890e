import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Channel } from './channel.js';
import { transportChannel } from './channel.js';

/** The proxy's Streamable HTTP endpoint. */
export interface HttpListener {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  readonly port: number;
  /** `http://127.0.0.1:<port>/mcp`. */
  readonly url: string;
  close(): Promise<void>;
}

/** The path clients connect to. */
export const MCP_PATH = '/mcp';

/**
 * Serves MCP clients over Streamable HTTP on 127.0.0.1 (loopback only, with the SDK's DNS
 * rebinding protection: only `Host: 127.0.0.1:<port>` or `localhost:<port>`). Each client session
 * (an `initialize` without a session id) gets its own channel, handed to `onSession`; later
 * requests are routed by their `Mcp-Session-Id`.
 */
export async function listenHttp(port: number, onSession: (channel: Channel) => Promise<void>): Promise<HttpListener> {
  const sessions = new Map<string, { readonly transport: StreamableHTTPServerTransport; readonly opened: () => void }>();
  const server = createServer((req, res) => void route(req, res));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const actual = (server.address() as AddressInfo).port;
  const allowedHosts = [`127.0.0.1:${actual}`, `localhost:${actual}`];

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== MCP_PATH) return void res.writeHead(404).end();
      const id = req.headers['mcp-session-id'];
      const existing = typeof id === 'string' ? sessions.get(id) : undefined;
      if (existing && req.method === 'GET') {
        // The standalone stream is in place once the transport has taken the request (a turn later).
        const handling = existing.transport.handleRequest(req, res);
        setImmediate(existing.opened);
        return await handling;
      }
      if (existing) return await existing.transport.handleRequest(req, res);
      if (id !== undefined || req.method !== 'POST') return void res.writeHead(404).end();
      let opened!: () => void;
      const standaloneStream = new Promise<void>((resolve) => (opened = resolve));
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        enableDnsRebindingProtection: true,
        allowedHosts,
        onsessioninitialized: (sessionId) => void sessions.set(sessionId, { transport, opened }),
        onsessionclosed: (sessionId) => void sessions.delete(sessionId),
      });
      const channel = transportChannel(transport, standaloneStream);
      await onSession(channel);
      await transport.handleRequest(req, res);
      // Not an initialize request: the transport refused it, and the session it got goes too.
      if (transport.sessionId === undefined) await channel.close();
    } catch (error) {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    }
  }

  return {
    port: actual,
    url: `http://127.0.0.1:${actual}${MCP_PATH}`,
    async close() {
      await Promise.allSettled([...sessions.values()].map(({ transport }) => transport.close()));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
