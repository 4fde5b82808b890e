/**
 * A `redis-server` of a test's own, shipped as `@output-limits/redis/test`: for tests that stop and
 * restart Redis (outages, reconnects) without disturbing the server behind `REDIS_URL`. Needs
 * `redis-server` on PATH.
 *
 * ```ts
 * import { HAS_REDIS_SERVER, startRedisServer } from '@output-limits/redis/test';
 * const server = await startRedisServer();
 * const store = createRedisStore({ url: server.url });
 * await server.stop();
 * ```
 */
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** Whether `redis-server` is on PATH. */
export const HAS_REDIS_SERVER: boolean = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A `redis-server` in the foreground on a loopback port, without persistence. */
export interface OwnRedisServer {
  readonly port: number;
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  /** Whether the process has not exited yet. */
  readonly running: boolean;
  /** SIGKILLs the server and waits for it to exit; nothing when it has already exited. */
  stop(): Promise<void>;
}

/** Options of `startRedisServer`. */
export interface StartRedisServerOptions {
  /** The port; default a free one. Pass a stopped server's port to restart it where clients reconnect. */
  readonly port?: number;
  /** More `redis-server` arguments, e.g. `['--maxmemory', '1mb']`. */
  readonly args?: readonly string[];
}

/** Starts `redis-server` on loopback; resolves once it accepts connections (10 s at most). */
export async function startRedisServer(options: StartRedisServerOptions = {}): Promise<OwnRedisServer> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...(options.args ?? [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}:\n${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${String(code)}:\n${output}`));
    });
  });
  child.stdout?.resume();
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return running();
    },
    async stop() {
      if (!running()) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
