import type { Readable, Writable } from 'node:stream';
import type { OverflowStore, ReductionWarning } from '@output-limits/core';
import { FileStore } from '@output-limits/core';
import type { Channel } from './channel.js';
import { lineChannel } from './channel.js';
import type { HttpListener } from './listen-http.js';
import { listenHttp } from './listen-http.js';
import type { ProxyConfig } from './proxy-config.js';
import type { ProxySession } from './proxy-session.js';
import { startProxySession } from './proxy-session.js';
import { sessionLimits } from './session-limits.js';
import type { ServerTarget } from './upstream.js';
import { connectUpstream } from './upstream.js';

/** Options of `startProxy`: the configuration, the server to wrap, and where the client is. */
export interface ProxyOptions {
  readonly config?: ProxyConfig;
  /** The server: `{ command, args }` to start over stdio, or `{ url, headers? }`. */
  readonly server: ServerTarget;
  /** Where spills go. Default: `createRedisStore({ url: config.redis })` with `redis`, else a `FileStore` (in `config.storeDir` when set). */
  readonly store?: OverflowStore;
  /** The client's side over stdio: what it writes and what it reads. Default `process.stdin` and `process.stdout`. Unused with `config.listen`. */
  readonly input?: Readable;
  readonly output?: Writable;
  /** Where the proxy's own lines go. Default: stderr. */
  readonly log?: (line: string) => void;
}

/** A running proxy. */
export interface RunningProxy {
  /** With `config.listen`: the Streamable HTTP endpoint. */
  readonly http?: HttpListener;
  /** Settles with an exit code when the proxy is done: the client left (0), or the server exited (its code). */
  readonly done: Promise<number>;
  /** Stops the proxy: closes every session and the servers it started, and the store's connection. */
  close(): Promise<void>;
}

/**
 * Starts the proxy: over stdio, one session between the client on `input`/`output` and the
 * server; with `config.listen`, one session per Streamable HTTP client, each with its own
 * connection to the server (a stdio server is started for each) and its own namespace.
 *
 * @throws Error when the server cannot be started, ConfigurationError for bands the core refuses.
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const config = options.config ?? {};
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const store = options.store ?? (await defaultStore(config));
  const onWarning = (warning: ReductionWarning) =>
    log(`output-limits-mcp: ${warning.action} of ${warning.toolName}'s result fell back: ${warning.reason}`);
  const sessions = new Set<ProxySession>();

  /** One session between `client` and a new connection to the server. */
  const connect = async (client: Channel) => {
    const upstream = await connectUpstream(options.server);
    const session = await startProxySession({ client, server: upstream.channel, limits: sessionLimits(config, store, onWarning), log });
    sessions.add(session);
    void session.closed.then(() => sessions.delete(session));
    return { session, upstream };
  };
  const closeStore = async () => void (await (store as { close?: () => Promise<void> }).close?.());
  const closeAll = async () => void (await Promise.allSettled([...sessions].map((session) => session.close())));

  if (config.listen !== undefined) {
    const http = await listenHttp(config.listen, async (client) => void (await connect(client)));
    let stop!: (code: number) => void;
    const done = new Promise<number>((resolve) => (stop = resolve));
    return {
      http,
      done,
      async close() {
        await http.close();
        await closeAll();
        await closeStore();
        stop(0);
      },
    };
  }

  const client = lineChannel(options.input ?? process.stdin, options.output ?? process.stdout);
  const { session, upstream } = await connect(client);
  const done = session.closed.then(async (by) => {
    await closeStore();
    return by === 'server' && upstream.exited ? await upstream.exited : 0;
  });
  return {
    done,
    async close() {
      await session.close();
      await done;
    },
  };
}

/** The default store: Redis at `config.redis`, else a `FileStore` (7-day, 1 GiB cleanup) under the user's temp root or `config.storeDir`. */
async function defaultStore(config: ProxyConfig): Promise<OverflowStore> {
  if (config.redis !== undefined) {
    const { createRedisStore } = await import('@output-limits/redis');
    return createRedisStore({ url: config.redis });
  }
  return new FileStore(config.storeDir === undefined ? {} : { dir: config.storeDir });
}
