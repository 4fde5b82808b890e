/**
 * One crash of a Workflow DevKit run: a host starts the triage workflow and runs it to a
 * checkpoint, the test reads the run's event log (the local world's JSON files), kills the host
 * with `kill -9`, and starts a new host on the same data directory, whose local world re-enqueues
 * the run. The result is read with `getRun(runId).returnValue`, as an app would.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getRun } from 'workflow/api';
import type { CheckpointLine, CheckpointName } from '../kit/checkpoint.js';
import { freePort } from '../kit/child-processes.js';
import { checkpointCount, checkpointOf, PACKAGE_DIR, startWorker } from '../kit/run-worker.js';
import type { TriageResult } from '../kit/triage-agent.js';

const HOST = join(PACKAGE_DIR, 'src', 'workflow-devkit', 'host.ts');
const PHASE_MS = 120_000;

/** One event of a run's event log. */
export interface WdkEvent {
  readonly eventType: string;
  readonly file: string;
  readonly bytes: number;
}

/** What a crash and its recovery came to. */
export interface WdkCrashOutcome {
  readonly runId: string;
  readonly beforeKill: CheckpointLine;
  readonly eventsAtKill: readonly WdkEvent[];
  readonly eventsAfter: readonly WdkEvent[];
  readonly stepRunsAfterKill: number;
  readonly result: TriageResult;
  readonly killToResultMs: number;
}

/** The event log of `runId` in the local world's `dataDir`, in order (event ids are ULIDs). */
export async function eventsOf(dataDir: string, runId: string): Promise<WdkEvent[]> {
  const dir = join(dataDir, 'events');
  const names = (await readdir(dir)).filter((name) => name.startsWith(`${runId}-`) && name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(dir, name), 'utf8');
      // An event file being written (the local world writes large ones in several calls) reads as 'partial'.
      const eventType = parsedEventType(text) ?? 'partial';
      return { eventType, file: name, bytes: Buffer.byteLength(text) };
    }),
  );
}

function parsedEventType(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { eventType: string }).eventType;
  } catch {
    return undefined;
  }
}

/**
 * Runs the triage workflow on a Workflow DevKit host over the local world at `dataDir` (the test
 * process must have `WORKFLOW_TARGET_WORLD=local` and `WORKFLOW_LOCAL_DATA_DIR=<dataDir>` set, for
 * `getRun`), kills the host at `killAt`, and recovers.
 */
export async function crashWdkRun(options: { dataDir: string; storeDir: string; killAt: CheckpointName }): Promise<WdkCrashOutcome> {
  const { dataDir, storeDir, killAt } = options;
  const port = await freePort();
  const env = {
    PORT: String(port),
    OL_STORE_DIR: storeDir,
    WORKFLOW_TARGET_WORLD: 'local',
    WORKFLOW_LOCAL_DATA_DIR: dataDir,
    WORKFLOW_LOCAL_BASE_URL: `http://127.0.0.1:${port}`,
  };
  const first = startWorker('wdk-host-1', HOST, { ...env, OL_START_RUN: '1' }, killAt);
  const runId = await first.waitFor(
    (line) => (line.startsWith('{"runId"') ? (JSON.parse(line) as { runId: string }).runId : undefined),
    PHASE_MS,
  );
  const beforeKill = await checkpointOf(first, killAt, PHASE_MS);
  const eventsAtKill = await eventsOf(dataDir, runId);
  await first.kill9();
  const killedAt = performance.now();
  const second = startWorker('wdk-host-2', HOST, env);
  const result = await Promise.race([
    getRun<TriageResult>(runId).returnValue,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`run ${runId} did not finish within ${PHASE_MS} ms`)), PHASE_MS).unref(),
    ),
  ]);
  const killToResultMs = performance.now() - killedAt;
  const eventsAfter = await eventsOf(dataDir, runId);
  await second.kill9();
  return { runId, beforeKill, eventsAtKill, eventsAfter, stepRunsAfterKill: checkpointCount(second, 'spilled'), result, killToResultMs };
}
