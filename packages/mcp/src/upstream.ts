import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Channel } from './channel.js';
import { transportChannel } from './channel.js';
import { spawnServer } from './spawn-server.js';

/** Where the wrapped server is: a command to start over stdio, or the URL of a Streamable HTTP server. */
export type ServerTarget =
  | { readonly command: string; readonly args: readonly string[] }
  | { readonly url: string; readonly headers?: Readonly<Record<string, string>> };

/** A connection to the wrapped server. */
export interface Upstream {
  readonly channel: Channel;
  /** Settles with the server process's exit code; undefined for an HTTP server. */
  readonly exited?: Promise<number>;
}

/** How long closing waits for an HTTP server to end the session. */
const TERMINATE_GRACE_MS = 2_000;

/**
 * Connects to the wrapped server: starts the command (its stderr passes through), or opens a
 * Streamable HTTP client transport to the URL with the given headers (an `Authorization`, say).
 * Closing an HTTP connection ends its session on the server (a `DELETE`), as a client that leaves
 * should, waiting at most 2 s for it.
 *
 * @throws Error when the command cannot be started or the URL is not one.
 */
export async function connectUpstream(target: ServerTarget): Promise<Upstream> {
  if ('command' in target) {
    const { channel, exited } = await spawnServer(target.command, target.args);
    return { channel, exited };
  }
  const transport = new StreamableHTTPClientTransport(new URL(target.url), { requestInit: { headers: { ...target.headers } } });
  const channel = transportChannel(transport);
  channel.close = async () => {
    const grace = new Promise((resolve) => setTimeout(resolve, TERMINATE_GRACE_MS).unref());
    await Promise.race([transport.terminateSession().catch(() => undefined), grace]);
    await transport.close();
  };
  return { channel };
}
