// Workflow DevKit under kill -9: the triage workflow built with `workflow build`, served by a plain
// Node host over the local world (JSON files, an in-memory queue); the 3 MB log is spilled inside a
// 'use step' function into a FileStore directory the hosts share, and the run's event log is read
// at the kill.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineSetup } from './kit/engine-setup.js';
import { expectRecovered } from './kit/expect-recovered.js';
import { buildWdkApp } from './workflow-devkit/wdk-app.js';
import { crashWdkRun } from './workflow-devkit/wdk-crash.js';

const root = await mkdtemp(join(tmpdir(), 'ol-wdk-'));
// `getRun` in this process reads the same local world as the hosts.
const dataDir = join(root, 'data');
process.env.WORKFLOW_TARGET_WORLD = 'local';
process.env.WORKFLOW_LOCAL_DATA_DIR = dataDir;

const wdk = engineSetup(
  'Workflow DevKit (workflow build)',
  async () => {
    const ms = await buildWdkApp();
    console.info(`workflow build: ${ms.toFixed(0)} ms`);
    return dataDir;
  },
  () => rm(root, { recursive: true, force: true }),
);

let stores = 0;
const storeDir = () => join(root, `store-${stores++}`);

describe('Workflow DevKit: a host killed with kill -9', () => {
  it('right after the spill, before the step is recorded: a new host re-enqueues the run and the step runs again, same handle, one payload', async (context) => {
    const data = wdk.get(context);
    const dir = storeDir();
    const outcome = await crashWdkRun({ dataDir: data, storeDir: dir, killAt: 'spilled' });
    // Event files are named by their ids, and the local world gives run_created a later id than
    // run_started when it creates the run while recording run_started (world-local 4.4.1,
    // events-storage.js): what is checked is what the log holds at the kill, not its order.
    expect(outcome.eventsAtKill.map((event) => event.eventType).sort()).toEqual([
      'run_created',
      'run_started',
      'step_created',
      'step_started',
    ]);
    expect(outcome.stepRunsAfterKill).toBe(1);
    expect(outcome.eventsAfter.filter((event) => event.eventType === 'step_completed')).toHaveLength(2);
    await expectRecovered({ runId: outcome.runId, beforeKill: outcome.beforeKill, result: outcome.result, storeDir: dir });
    console.info(`workflow devkit, killed after the spill: ${outcome.killToResultMs.toFixed(0)} ms from kill -9 to result`);
  });

  it('after the step is recorded: the new host replays the notice from the event log and does not spill again', async (context) => {
    const data = wdk.get(context);
    const dir = storeDir();
    const outcome = await crashWdkRun({ dataDir: data, storeDir: dir, killAt: 'journaled' });
    const types = outcome.eventsAtKill.map((event) => event.eventType);
    // The step's completion is in the log at the kill (the run's two events may sort either way, as above).
    expect(types).toEqual(expect.arrayContaining(['run_created', 'run_started', 'step_created', 'step_started', 'step_completed']));
    expect(outcome.stepRunsAfterKill).toBe(0);
    await expectRecovered({ runId: outcome.runId, beforeKill: outcome.beforeKill, result: outcome.result, storeDir: dir });
    console.info(`workflow devkit, killed after the step was recorded: ${outcome.killToResultMs.toFixed(0)} ms from kill -9 to result`);
  });
});
