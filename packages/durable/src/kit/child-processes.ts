/**
 * The processes a test starts (engine servers, workers), each stopped by its PID: `kill9` for the
 * crash itself, `stopStarted` in an `afterAll`/`afterEach` for whatever is still running, even when
 * the test failed. Nothing is ever stopped by name.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** A process started by a test. */
export interface StartedProcess {
  readonly name: string;
  readonly pid: number;
  /** Every line it printed so far, stdout and stderr. */
  readonly lines: readonly string[];
  /** Whether it has not exited yet. */
  readonly running: boolean;
  /** Resolves to the first line (past or future) for which `match` returns a value; rejects after `timeoutMs` or when the process exits first. */
  waitFor<T>(match: (line: string) => T | undefined, timeoutMs: number): Promise<T>;
  /** `kill -9 <pid>`, then waits for the exit. Nothing when it already exited. */
  kill9(): Promise<void>;
}

const started = new Set<StartedProcess>();

/** Starts `command` with `args`; its output is kept line by line (and echoed with a prefix when `OL_DURABLE_VERBOSE` is set). */
export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: { readonly env?: NodeJS.ProcessEnv; readonly cwd?: string; readonly uid?: number; readonly gid?: number } = {},
): StartedProcess {
  const { env, ...rest } = options;
  const child: ChildProcess = spawn(command, args, { ...rest, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const pid = child.pid;
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const exited = once(child, 'exit').then(() => undefined);
  const verbose = process.env.OL_DURABLE_VERBOSE !== undefined;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (verbose) process.stderr.write(`[${name} ${pid}] ${line}\n`);
        for (const listener of listeners) listener(line);
      }
    });
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  const handle: StartedProcess = {
    name,
    pid,
    lines,
    get running() {
      return running();
    },
    waitFor<T>(match: (line: string) => T | undefined, timeoutMs: number): Promise<T> {
      for (const line of lines) {
        const found = match(line);
        if (found !== undefined) return Promise.resolve(found);
      }
      return new Promise<T>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(listener);
        };
        const listener = (line: string) => {
          const found = match(line);
          if (found === undefined) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(`${name} (pid ${pid}): no expected line within ${timeoutMs} ms; its last lines:\n${lines.slice(-30).join('\n')}`),
          );
        }, timeoutMs);
        listeners.add(listener);
        void exited.then(() => {
          if (!listeners.has(listener)) return;
          done();
          reject(new Error(`${name} (pid ${pid}) exited before the expected line; its last lines:\n${lines.slice(-30).join('\n')}`));
        });
      });
    },
    async kill9() {
      if (running()) process.kill(pid, 'SIGKILL');
      await exited;
      started.delete(handle);
    },
  };
  started.add(handle);
  void exited.then(() => started.delete(handle));
  return handle;
}

/** SIGKILLs, by PID, every process started here that still runs, and waits for them. */
export async function stopStarted(): Promise<void> {
  await Promise.all([...started].map((process) => process.kill9()));
}

/** A free TCP port on loopback (the Redis test kit's). */
export { freePort } from '@output-limits/redis/test';

/** Thrown by an `until` probe to stop waiting at once (the awaited process exited, say): `until` rejects with it. */
export class GiveUp extends Error {
  override readonly name = 'GiveUp';
}

/**
 * Polls `probe` every 50 ms until it resolves true; rejects with `what` and the probe's last error
 * after `timeoutMs`, or at once with a `GiveUp` the probe throws.
 */
export async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await probe()) return;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      last = error;
    }
    if (Date.now() > deadline) {
      const cause = last instanceof Error ? ` (last probe: ${last.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
