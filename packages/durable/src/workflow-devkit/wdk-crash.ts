/**
 * One crash of a Workflow DevKit run: a host starts the triage workflow and runs it to a
 * checkpoint, the test reads the run's event log (the local world's JSON files), kills the host
 * with `kill -9`, and starts a new host on the same data directory, whose local world re-enqueues
 * the run. The result is read with `getRun(runId).returnValue` (`wdkRunResult`), as an app would.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckpointLine, CheckpointName } from '../kit/checkpoint.js';
import { freePort } from '../kit/child-processes.js';
import { DAY } from '../kit/fetched-log.js';
import { checkpointCount, checkpointOf } from '../kit/run-worker.js';
import type { TriageResult } from '../kit/triage-agent.js';
import { runIdOf, startWdkHost, TRIAGE_WORKFLOW_ID, wdkRunResult } from './wdk-app.js';

const PHASE_MS = 120_000;

/** One event of a run's event log. */
export interface WdkEvent {
  readonly eventType: string;
  /** The step's name for a step event (`step//./steps//fetchLogsStep`). */
  readonly stepName?: string;
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
      const { eventType = 'partial', stepName } = parsedEvent(text);
      return { eventType, ...(stepName === undefined ? {} : { stepName }), file: name, bytes: Buffer.byteLength(text) };
    }),
  );
}

function parsedEvent(text: string): { eventType?: string; stepName?: string } {
  try {
    const event = JSON.parse(text) as { eventType: string; eventData?: { stepName?: string } };
    return { eventType: event.eventType, ...(event.eventData?.stepName === undefined ? {} : { stepName: event.eventData.stepName }) };
  } catch {
    return {};
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
  const first = startWdkHost('wdk-host-1', {
    dataDir,
    port,
    run: { workflowId: TRIAGE_WORKFLOW_ID, args: [DAY, storeDir] },
    pauseAt: killAt,
  });
  const runId = await runIdOf(first, PHASE_MS);
  const beforeKill = await checkpointOf(first, killAt, PHASE_MS);
  const eventsAtKill = await eventsOf(dataDir, runId);
  await first.kill9();
  const killedAt = performance.now();
  const second = startWdkHost('wdk-host-2', { dataDir, port });
  const result = await wdkRunResult<TriageResult>(runId, PHASE_MS);
  const killToResultMs = performance.now() - killedAt;
  const eventsAfter = await eventsOf(dataDir, runId);
  await second.kill9();
  return { runId, beforeKill, eventsAtKill, eventsAfter, stepRunsAfterKill: checkpointCount(second, 'spilled'), result, killToResultMs };
}
