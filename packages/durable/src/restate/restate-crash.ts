/**
 * One crash of a Restate run, start to finish: a worker runs the triage agent until a checkpoint
 * (after the spill, or after the step is journaled), the test reads Restate's own journal there,
 * kills the worker with `kill -9` (and the server too, when asked), starts a new worker on the same
 * address, and waits for Restate to finish the invocation by itself.
 */
import { join } from 'node:path';
import type { CheckpointLine, CheckpointName } from '../kit/checkpoint.js';
import { freePort } from '../kit/child-processes.js';
import { DAY } from '../kit/fetched-log.js';
import { checkpointCount, checkpointOf, PACKAGE_DIR, startWorker } from '../kit/run-worker.js';
import type { TriageResult } from '../kit/triage-agent.js';
import type { RestateServer } from './restate-server.js';

/** The worker entry the crash tests run. */
export const RESTATE_WORKER = join(PACKAGE_DIR, 'src', 'restate', 'worker.ts');

/** How long one phase (a worker to start, a checkpoint, a result) may take on a loaded 2-core machine. */
const PHASE_MS = 120_000;

/** One entry of an invocation's journal, as `sys_journal` shows it. */
export interface JournalEntry {
  readonly index: number;
  readonly entry_type: string;
  readonly name: string;
  readonly raw_length: number;
}

/** What a crash and its recovery came to. */
export interface RestateCrashOutcome<R = TriageResult> {
  readonly invocationId: string;
  /** What the first worker reported at its checkpoint, just before it was killed. */
  readonly beforeKill: CheckpointLine;
  /** The invocation's journal at the kill. */
  readonly journalAtKill: readonly JournalEntry[];
  /** The journal once the invocation completed. */
  readonly journalAfter: readonly JournalEntry[];
  /** How many times the step body ran in the new worker (0 when it was replayed from the journal). */
  readonly stepRunsAfterKill: number;
  /** The invocation's result. */
  readonly result: R;
  /** From the kill to the result, in ms: new worker start (and server restart) included. */
  readonly killToResultMs: number;
  /** How many workers were killed with kill -9. */
  readonly workersKilled: number;
  /** What the new worker printed, line by line. */
  readonly newWorkerLines: readonly string[];
}

/** Options of `crashRestateRun`. */
export interface RestateCrashOptions {
  readonly server: RestateServer;
  /** The FileStore directory shared by the workers. */
  readonly storeDir: string;
  /** Where the first worker is killed. */
  readonly killAt: CheckpointName;
  /** Kill the server too (right after the worker), and restart it on the same data. */
  readonly killServer?: boolean;
  /** The worker entry (printing `worker listening on <port>`, then checkpoints); default the crash tests' (`RESTATE_WORKER`). */
  readonly worker?: string;
  /** Node arguments for the workers, before `--import tsx` (`['--import', './use-ai-v7.mjs']`). */
  readonly nodeArgs?: readonly string[];
}

/** Registers the worker at `port` as a deployment of `server`. */
export async function registerDeployment(server: RestateServer, port: number): Promise<void> {
  const response = await fetch(`${server.adminUrl}/deployments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uri: `http://127.0.0.1:${port}`, force: true }),
  });
  if (!response.ok) throw new Error(`registering the worker failed (${response.status}): ${await response.text()}`);
}

/** The journal of invocation `id`, in order. */
export function journalOf(server: RestateServer, id: string): Promise<JournalEntry[]> {
  return server.sql<JournalEntry>(`SELECT index, entry_type, name, raw_length FROM sys_journal WHERE id = '${id}' ORDER BY index`);
}

/** Runs the triage agent on Restate, kills its worker at `killAt`, and recovers. */
export async function crashRestateRun<R = TriageResult>(options: RestateCrashOptions): Promise<RestateCrashOutcome<R>> {
  const { server, storeDir, killAt } = options;
  const entry = options.worker ?? RESTATE_WORKER;
  const port = await freePort();
  const env = { PORT: String(port), OL_STORE_DIR: storeDir };
  const listening = (line: string) => (line.startsWith('worker listening on') ? true : undefined);

  const first = startWorker('restate-worker-1', entry, env, killAt, options.nodeArgs);
  await first.waitFor(listening, PHASE_MS);
  await registerDeployment(server, port);
  const sent = await fetch(`${server.ingressUrl}/agent/triage/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ day: DAY }),
  });
  if (!sent.ok) throw new Error(`starting the invocation failed (${sent.status}): ${await sent.text()}`);
  const { invocationId } = (await sent.json()) as { invocationId: string };

  const beforeKill = await checkpointOf(first, killAt, PHASE_MS);
  const journalAtKill = await journalOf(server, invocationId);
  await first.kill9();
  const killedAt = performance.now();
  if (options.killServer === true) await server.restart();

  const second = startWorker('restate-worker-2', entry, env, undefined, options.nodeArgs);
  const attached = await fetch(`${server.ingressUrl}/restate/invocation/${invocationId}/attach`, { signal: AbortSignal.timeout(PHASE_MS) });
  if (!attached.ok) throw new Error(`the invocation failed (${attached.status}): ${await attached.text()}`);
  const result = (await attached.json()) as R;
  const killToResultMs = performance.now() - killedAt;
  const journalAfter = await journalOf(server, invocationId);
  await second.kill9();
  return {
    invocationId,
    beforeKill,
    journalAtKill,
    journalAfter,
    stepRunsAfterKill: checkpointCount(second, 'spilled'),
    result,
    killToResultMs,
    workersKilled: 1,
    newWorkerLines: [...second.lines],
  };
}
