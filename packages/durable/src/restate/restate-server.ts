/**
 * A Restate server of the test's own: the binary the npm package `@restatedev/restate-server` ships
 * through its optional dependency (`@restatedev/restate-server-<os>-<arch>`), started directly (not
 * through the package's Node wrapper, so its PID is the server's), bound to loopback on free ports,
 * with 2 partitions, telemetry off and RocksDB capped at 256 MiB for a small shared machine.
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import type { StartedProcess } from '../kit/child-processes.js';
import { freePort, startProcess, until } from '../kit/child-processes.js';

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

/** Starts a Restate server with its data under `dir`; resolves once its admin API and ingress answer. */
export async function startRestateServer(dir: string): Promise<RestateServer> {
  const [fabric, admin, ingress] = [await freePort(), await freePort(), await freePort()];
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
        if (!server.running) throw new Error(`restate-server exited:\n${server.lines.slice(-30).join('\n')}`);
        const [a, i] = await Promise.all([fetch(`${adminUrl}/health`), fetch(`${ingressUrl}/restate/health`)]);
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
