import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import spawn from 'cross-spawn';
import type { Channel } from './channel.js';
import { lineChannel } from './channel.js';

/** The wrapped server's process and the channel to it. */
export interface SpawnedServer {
  readonly channel: Channel;
  readonly process: ChildProcess;
  /** Settles with the process's exit code (1 when it was killed by a signal or could not start). */
  readonly exited: Promise<number>;
}

/** How long `close` waits for the server to exit after its stdin closes, and again after SIGTERM. */
const EXIT_GRACE_MS = 2_000;

/**
 * Starts `command args` as an MCP server over stdio, as MCP clients do: its stdout and stdin carry
 * the messages, its stderr is the proxy's own (it passes through to the client's log), and it gets
 * the proxy's whole environment. `cross-spawn` finds `npx` and `.cmd` shims on Windows too.
 * Closing the channel closes the server's stdin, then sends SIGTERM and SIGKILL if it does not exit.
 *
 * @throws Error when the process cannot be started (no such command).
 */
export async function spawnServer(command: string, args: readonly string[]): Promise<SpawnedServer> {
  const child = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'inherit'], env: process.env, windowsHide: true });
  const exited = new Promise<number>((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const channel = lineChannel(child.stdout!, child.stdin!);
  const lines = { close: channel.close.bind(channel) };
  channel.close = async () => {
    await lines.close();
    if (child.exitCode !== null || child.signalCode !== null) return;
    for (const signal of [undefined, 'SIGTERM', 'SIGKILL'] as const) {
      if (signal) child.kill(signal);
      const timer = new Promise((resolve) => setTimeout(resolve, EXIT_GRACE_MS).unref());
      await Promise.race([once(child, 'close'), timer]);
      if (child.exitCode !== null || child.signalCode !== null) return;
    }
  };
  return { channel, process: child, exited };
}
