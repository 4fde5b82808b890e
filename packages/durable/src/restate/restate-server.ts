/**
 * A Restate server of the test's own: the binary the npm package `@restatedev/restate-server` ships
 * through its optional dependency (`@restatedev/restate-server-<os>-<arch>`), started directly (not
 * through the package's Node wrapper, so its PID is the server's), bound to loopback on free ports,
 * with 2 partitions, telemetry off and RocksDB capped at 256 MiB for a small shared machine.
 */
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import type { StartedProcess } from '../kit/child-processes.js';
import { freePort, GiveUp, startProcess, until } from '../kit/child-processes.js';

/** The path of the `restate-server` binary installed with `@restatedev/restate-server`. */
export function restateServerBinary(): string {
  const wrapper = createRequire(import.meta.url).resolve('@restatedev/restate-server/package.json');
  return createRequire(wrapper).resolve(`@restatedev/restate-server-${platform()}-${arch()}/bin/restate-server`);
}

/** A running Restate server. */
export interface RestateServer {
  readonly ingressUrl: string;
  readonly adminUrl: string;
  readonly process: StartedProcess;
  /** Runs SQL on the admin API's query endpoint (`sys_journal`, `sys_invocation`, ...); resolves to the rows. */
  sql<Row = Record<string, unknown>>(query: string): Promise<Row[]>;
  /** kill -9 of the server. */
  kill9(): Promise<void>;
  /** Starts the server again on the same data directory and ports; resolves once healthy. */
  restart(): Promise<void>;
}

/** How long the server may take to become healthy: it takes 0.2-0.7 s on an idle 2-core machine. */
const HEALTHY_WITHIN_MS = 90_000;
/** How long one health request may take. */
const PROBE_TIMEOUT_MS = 2_000;
/** Starts on fresh ports when a port was taken between choosing it and the server binding it. */
const PORT_ATTEMPTS = 3;

/** The loopback ports of a server: its node (fabric), admin API and ingress. */
export type RestatePorts = readonly [fabric: number, admin: number, ingress: number];

/** Options of `startRestateServer`. */
export interface RestateServerOptions {
  /** Chooses the ports of each attempt. Default three `freePort()`s. */
  readonly choosePorts?: () => Promise<RestatePorts>;
}

/** The server's `failed binding to address ...: Address in use`, as it exits when a port is taken. */
const PORT_TAKEN = /address in use/i;

/**
 * Starts a Restate server with its data under `dir`; resolves once its admin API and ingress answer.
 * Rejects as soon as the server exits, with its last lines; a server that exits because one of its
 * ports was taken meanwhile (another test's process bound it after `freePort` let it go) is started
 * again on fresh ports, up to 3 times.
 */
export async function startRestateServer(dir: string, options: RestateServerOptions = {}): Promise<RestateServer> {
  const choosePorts = options.choosePorts ?? (async () => [await freePort(), await freePort(), await freePort()] as const);
  for (let attempt = 1; ; attempt += 1) {
    const ports = await choosePorts();
    try {
      return await startOn(dir, ports);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === PORT_ATTEMPTS) throw error;
      // What the server wrote before it exited names the ports it had.
      await rm(join(dir, 'data'), { recursive: true, force: true });
    }
  }
}

/** A server that exited because one of its ports was taken. */
class PortTaken extends GiveUp {}

async function startOn(dir: string, [fabric, admin, ingress]: RestatePorts): Promise<RestateServer> {
  const config = join(dir, 'restate.toml');
  await writeFile(
    config,
    [
      'cluster-name = "output-limits-test"',
      'node-name = "n1"',
      `base-dir = ${JSON.stringify(join(dir, 'data'))}`,
      'default-num-partitions = 2',
      'disable-telemetry = true',
      'rocksdb-total-memory-size = "256 MiB"',
      `bind-address = "127.0.0.1:${fabric}"`,
      '[admin]',
      `bind-address = "127.0.0.1:${admin}"`,
      '[ingress]',
      `bind-address = "127.0.0.1:${ingress}"`,
      '',
    ].join('\n'),
  );
  const adminUrl = `http://127.0.0.1:${admin}`;
  const ingressUrl = `http://127.0.0.1:${ingress}`;
  const start = async () => {
    const server = startProcess('restate-server', restateServerBinary(), ['--no-logo', '--listen-mode', 'tcp', '-c', config], {
      env: { RUST_LOG_STYLE: 'never', NO_COLOR: '1', DO_NOT_TRACK: '1' },
    });
    await until(
      'restate-server to be healthy',
      async () => {
        if (!server.running) {
          const message = `restate-server exited before it was healthy; its last lines:\n${server.lines.slice(-30).join('\n')}`;
          throw server.lines.some((line) => PORT_TAKEN.test(line)) ? new PortTaken(message) : new GiveUp(message);
        }
        // Bounded: a port taken by a process that accepts and never answers must not hold the wait.
        const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
        const [a, i] = await Promise.all([fetch(`${adminUrl}/health`, { signal }), fetch(`${ingressUrl}/restate/health`, { signal })]);
        return a.ok && i.ok;
      },
      HEALTHY_WITHIN_MS,
    );
    return server;
  };
  let server = await start();
  return {
    ingressUrl,
    adminUrl,
    get process() {
      return server;
    },
    async sql<Row>(query: string): Promise<Row[]> {
      const response = await fetch(`${adminUrl}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query }),
      });
      if (!response.ok) throw new Error(`restate query failed (${response.status}): ${await response.text()}`);
      return ((await response.json()) as { rows: Row[] }).rows;
    },
    kill9: () => server.kill9(),
    async restart() {
      await server.kill9();
      server = await start();
    },
  };
}
