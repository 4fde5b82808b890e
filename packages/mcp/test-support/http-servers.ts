/**
 * Processes that serve MCP over Streamable HTTP, for the tests: `@modelcontextprotocol/server-everything`
 * in its `streamableHttp` mode, and the proxy started with `--listen 0`, as a user starts them.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { everythingServer, proxyCommand } from './proxy-command.js';

/** A process serving MCP at `url`. */
export interface HttpProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What it wrote to stderr so far, and to stdout. */
  stderr(): string;
  stdout(): string;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `command args` and waits for a line of its stderr that `ready` turns into the URL it serves. */
async function startHttpProcess(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
  ready: (stderr: string) => string | undefined,
): Promise<HttpProcess> {
  const child = spawn(command, [...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not start: ${stderr}`)), 60_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = ready(stderr);
      if (found !== undefined) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}): ${stderr}`)));
  });
  return {
    url,
    child,
    stderr: () => stderr,
    stdout: () => stdout,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** `@modelcontextprotocol/server-everything streamableHttp` on a free port (it listens on every interface). */
export async function startEverythingHttp(): Promise<HttpProcess> {
  const port = await freePort();
  const [command, ...args] = everythingServer('streamableHttp');
  return startHttpProcess(command!, args, { env: { ...process.env, PORT: String(port) } }, (stderr) =>
    stderr.includes(`listening on port ${port}`) ? `http://127.0.0.1:${port}/mcp` : undefined,
  );
}

/** The proxy from source with `--listen 0 <flags>` in front of `server` (a command, or none with `--url`). */
export async function startListeningProxy(flags: readonly string[], server: readonly string[]): Promise<HttpProcess> {
  const { command, args, cwd } = proxyCommand(['--listen', '0', ...flags], server);
  return startHttpProcess(command, args, { cwd }, (stderr) => /listening on (http:\S+)/.exec(stderr)?.[1]);
}
