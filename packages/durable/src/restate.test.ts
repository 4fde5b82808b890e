// Restate under kill -9: a real restate-server (from @restatedev/restate-server) and real worker
// processes; the tool step spills a 3 MB log into a FileStore directory the workers share, and the
// test reads Restate's own journal (SQL on its admin API) at the kill.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineSetup } from './kit/engine-setup.js';
import { expectRecovered } from './kit/expect-recovered.js';
import type { RestateCrashOutcome } from './restate/restate-crash.js';
import { crashRestateRun } from './restate/restate-crash.js';
import type { RestateServer } from './restate/restate-server.js';
import { startRestateServer } from './restate/restate-server.js';

const dirs: string[] = [];

const restate = engineSetup(
  'restate-server',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ol-restate-'));
    dirs.push(dir);
    return startRestateServer(dir);
  },
  async (server: RestateServer) => {
    await server.kill9();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  },
);

async function storeDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ol-restate-store-'));
  dirs.push(dir);
  return dir;
}

/** Recovered as on every engine, and the step recorded once in Restate's journal, as the notice. */
async function expectRecoveredOnRestate(outcome: RestateCrashOutcome, dir: string): Promise<void> {
  await expectRecovered({ runId: outcome.invocationId, beforeKill: outcome.beforeKill, result: outcome.result, storeDir: dir });
  // The step is recorded once, as the notice: about 1.2 KB, not the 3 MB log.
  const recorded = outcome.journalAfter.filter((entry) => entry.entry_type === 'Notification: Run');
  expect(recorded).toHaveLength(1);
  expect(recorded[0]?.raw_length).toBeLessThan(2_000);
  console.info(`restate: ${outcome.killToResultMs.toFixed(0)} ms from kill -9 to result`);
}

describe('Restate: a worker killed with kill -9', () => {
  it('right after the spill, before Restate records the step: the step runs again in a new worker, same handle, one payload', async (context) => {
    const server = restate.get(context);
    const dir = await storeDir();
    const outcome = await crashRestateRun({ server, storeDir: dir, killAt: 'spilled' });
    // At the kill, the journal holds the step's Run command and no result for it.
    expect(outcome.journalAtKill.map((entry) => [entry.entry_type, entry.name])).toEqual([
      ['Command: Input', ''],
      ['Command: Run', 'fetch_logs'],
    ]);
    expect(outcome.stepRunsAfterKill).toBe(1);
    await expectRecoveredOnRestate(outcome, dir);
  });

  it('after the step is journaled: the new worker replays the notice from the journal and does not spill again', async (context) => {
    const server = restate.get(context);
    const dir = await storeDir();
    const outcome = await crashRestateRun({ server, storeDir: dir, killAt: 'journaled' });
    expect(outcome.journalAtKill.map((entry) => [entry.entry_type, entry.name])).toEqual([
      ['Command: Input', ''],
      ['Command: Run', 'fetch_logs'],
      ['Notification: Run', undefined],
    ]);
    expect(outcome.stepRunsAfterKill).toBe(0);
    await expectRecoveredOnRestate(outcome, dir);
  });

  it('with the Restate server killed too, right after the spill: the restarted server finishes the run, same handle, one payload', async (context) => {
    const server = restate.get(context);
    const dir = await storeDir();
    const outcome = await crashRestateRun({ server, storeDir: dir, killAt: 'spilled', killServer: true });
    expect(outcome.journalAtKill.map((entry) => entry.entry_type)).toEqual(['Command: Input', 'Command: Run']);
    expect(outcome.stepRunsAfterKill).toBe(1);
    await expectRecoveredOnRestate(outcome, dir);
  });
});
