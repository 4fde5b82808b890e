/** Starting a worker process: Node on a TypeScript entry, through tsx, with the workspace's source condition. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StartedProcess } from './child-processes.js';
import { startProcess } from './child-processes.js';
import type { CheckpointLine, CheckpointName } from './checkpoint.js';
import { PAUSE_AT_ENV, parseCheckpoint } from './checkpoint.js';

/** The directory of this package, where tsx resolves from. */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts `node [nodeArgs] --import tsx <entry>` with `env`, stopping at `pauseAt` when given. */
export function startWorker(
  name: string,
  entry: string,
  env: Record<string, string>,
  pauseAt?: CheckpointName,
  nodeArgs: readonly string[] = [],
): StartedProcess {
  return startProcess(name, process.execPath, [...nodeArgs, '--conditions=@output-limits/source', '--import', 'tsx', entry], {
    cwd: PACKAGE_DIR,
    env: { ...env, ...(pauseAt === undefined ? {} : { [PAUSE_AT_ENV]: pauseAt }) },
  });
}

/** Resolves to the first checkpoint line named `name` the worker printed. */
export function checkpointOf(worker: StartedProcess, name: CheckpointName, timeoutMs: number): Promise<CheckpointLine> {
  return worker.waitFor((line) => {
    const parsed = parseCheckpoint(line);
    return parsed?.checkpoint === name ? parsed : undefined;
  }, timeoutMs);
}

/** How many times the worker reached checkpoint `name`. */
export function checkpointCount(worker: StartedProcess, name: CheckpointName): number {
  return worker.lines.filter((line) => parseCheckpoint(line)?.checkpoint === name).length;
}
