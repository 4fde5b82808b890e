/**
 * How a worker process tells the test where it is: one JSON line on stdout per checkpoint
 * (`{"checkpoint":"spilled",...}`). When the worker was started with `OL_PAUSE_AT=<checkpoint>`, it
 * stops there for good after saying so, and the test kills it with SIGKILL: the kill point is the
 * checkpoint, not a timer.
 */

/** The points of a tool step a worker reports. */
export type CheckpointName =
  /** The reducer returned: the payload is in the store, and the engine has not recorded the step. */
  | 'spilled'
  /** The engine's step primitive returned: the step's result is recorded. */
  | 'journaled';

/** What a worker prints at a checkpoint. */
export interface CheckpointLine {
  readonly checkpoint: CheckpointName;
  readonly pid: number;
  readonly [field: string]: unknown;
}

/** The environment variable naming the checkpoint a worker stops at. */
export const PAUSE_AT_ENV = 'OL_PAUSE_AT';

/** Prints the checkpoint line; when `OL_PAUSE_AT` names it, never resolves (the test kills the process there). */
export async function checkpoint(name: CheckpointName, fields: Record<string, unknown> = {}): Promise<void> {
  const line: CheckpointLine = { checkpoint: name, pid: process.pid, ...fields };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  if (process.env[PAUSE_AT_ENV] === name) await new Promise<never>(() => undefined);
}

/** The checkpoint line in one line of a worker's output, or undefined for any other output. */
export function parseCheckpoint(line: string): CheckpointLine | undefined {
  if (!line.startsWith('{"checkpoint":')) return undefined;
  return JSON.parse(line) as CheckpointLine;
}
