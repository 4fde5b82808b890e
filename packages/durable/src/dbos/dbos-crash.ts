/**
 * One crash of a DBOS run: a worker starts the triage workflow and runs it to a checkpoint, the test
 * reads the workflow's status and recorded steps from DBOS's system database (through `DBOSClient`),
 * kills the worker with `kill -9`, and starts a new worker with the same executor id and application
 * version, whose `DBOS.launch()` recovers the workflow.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DBOSClient } from '@dbos-inc/dbos-sdk';
import type { CheckpointLine, CheckpointName } from '../kit/checkpoint.js';
import { checkpointCount, checkpointOf, PACKAGE_DIR, startWorker } from '../kit/run-worker.js';
import type { TriageResult } from '../kit/triage-agent.js';

const WORKER = join(PACKAGE_DIR, 'src', 'dbos', 'worker.ts');
const PHASE_MS = 120_000;

/** A workflow's state in DBOS's system database. */
export interface DbosState {
  readonly status: string | undefined;
  /** The names of its recorded steps. */
  readonly steps: readonly string[];
}

/** What a crash and its recovery came to. */
export interface DbosCrashOutcome {
  readonly workflowId: string;
  readonly beforeKill: CheckpointLine;
  readonly stateAtKill: DbosState;
  readonly stateAfter: DbosState;
  readonly stepRunsAfterKill: number;
  readonly result: TriageResult;
  readonly killToResultMs: number;
}

async function stateOf(client: DBOSClient, workflowId: string): Promise<DbosState> {
  const status = await client.getWorkflow(workflowId);
  const steps = (await client.listWorkflowSteps(workflowId)) ?? [];
  return { status: status?.status, steps: steps.map((step) => step.name) };
}

/** Runs the triage workflow on DBOS over `systemDatabaseUrl`, kills its worker at `killAt`, and recovers. */
export async function crashDbosRun(options: {
  systemDatabaseUrl: string;
  storeDir: string;
  killAt: CheckpointName;
}): Promise<DbosCrashOutcome> {
  const { systemDatabaseUrl, storeDir, killAt } = options;
  const workflowId = `triage-${randomUUID()}`;
  const env = { OL_STORE_DIR: storeDir, OL_DBOS_URL: systemDatabaseUrl };
  const first = startWorker('dbos-worker-1', WORKER, { ...env, OL_WORKFLOW_ID: workflowId }, killAt);
  const beforeKill = await checkpointOf(first, killAt, PHASE_MS);
  const client = await DBOSClient.create({ systemDatabaseUrl });
  try {
    const stateAtKill = await stateOf(client, workflowId);
    await first.kill9();
    const killedAt = performance.now();
    const second = startWorker('dbos-worker-2', WORKER, env);
    const result = await Promise.race([
      client.retrieveWorkflow<TriageResult>(workflowId).getResult(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`workflow ${workflowId} did not finish within ${PHASE_MS} ms`)), PHASE_MS).unref(),
      ),
    ]);
    const killToResultMs = performance.now() - killedAt;
    const stateAfter = await stateOf(client, workflowId);
    await second.kill9();
    return {
      workflowId,
      beforeKill,
      stateAtKill,
      stateAfter,
      stepRunsAfterKill: checkpointCount(second, 'spilled'),
      result,
      killToResultMs,
    };
  } finally {
    await client.destroy();
  }
}
