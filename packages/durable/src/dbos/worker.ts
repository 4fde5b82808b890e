/**
 * A DBOS worker process: registers the triage workflow, launches DBOS on the PostgreSQL at
 * `OL_DBOS_URL` (which recovers the pending workflows of its executor id and application version),
 * and, with `OL_WORKFLOW_ID`, starts a run of it under that id (of the journal probe instead with
 * `OL_PROBE=<chars>,reduce|raw`). Runs until killed.
 * `OL_STORE_DIR` is the shared FileStore directory, `OL_PAUSE_AT` a checkpoint to stop at.
 */
import { DBOS } from '@dbos-inc/dbos-sdk';
import { DAY } from '../kit/fetched-log.js';
import { probeStep, runTriageAgent, spillFetchedLog } from '../kit/triage-agent.js';

const { OL_STORE_DIR: storeDir, OL_DBOS_URL: systemDatabaseUrl, OL_WORKFLOW_ID: workflowID } = process.env;
if (storeDir === undefined || systemDatabaseUrl === undefined) throw new Error('set OL_STORE_DIR and OL_DBOS_URL');

/** The triage agent as a DBOS workflow: each `fetch_logs` call is a step, its spills namespaced by the workflow id. */
const triage = DBOS.registerWorkflow(
  async (day: string) =>
    runTriageAgent({
      day,
      storeDir,
      runId: DBOS.workflowID ?? 'no-workflow',
      runStep: (step) => DBOS.runStep(() => spillFetchedLog(step), { name: 'fetch_logs' }),
    }),
  { name: 'triage' },
);

/** A journal probe: one step returning a `chars`-char log, raw or reduced; the workflow returns only its length. */
const probe = DBOS.registerWorkflow(
  async (chars: number, reduce: boolean) => {
    const recorded = await DBOS.runStep(() => probeStep({ storeDir, runId: DBOS.workflowID ?? 'no-workflow', chars, reduce }), {
      name: 'fetch_logs',
    });
    return recorded.output.length;
  },
  { name: 'probe' },
);

// Recovery needs the same executor id and application version in the new process: both are fixed
// here, rather than left to DBOS (a VM id, and a hash of the workflow code).
DBOS.setConfig({
  name: 'output-limits-triage',
  systemDatabaseUrl,
  executorID: 'ol-worker',
  applicationVersion: 'ol-crash-test',
  logLevel: 'info',
});
await DBOS.launch();
process.stdout.write('worker launched\n');
const probeArgs = process.env.OL_PROBE?.split(',');
if (workflowID !== undefined && probeArgs !== undefined)
  await DBOS.startWorkflow(probe, { workflowID })(Number(probeArgs[0]), probeArgs[1] === 'reduce');
else if (workflowID !== undefined) await DBOS.startWorkflow(triage, { workflowID })(DAY);
