// DBOS under kill -9: DBOS Transact on a PostgreSQL cluster of the test's own (Debian's
// postgresql), real worker processes, the 3 MB log spilled into a FileStore directory the workers
// share; the workflow's status and recorded steps are read from DBOS's system database at the kill.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crashDbosRun } from './dbos/dbos-crash.js';
import { engineSetup } from './kit/engine-setup.js';
import { expectRecovered } from './kit/expect-recovered.js';
import type { Postgres } from './kit/postgres.js';
import { startPostgres } from './kit/postgres.js';

const dirs: string[] = [];
const postgres = engineSetup('PostgreSQL for DBOS', startPostgres, async (server: Postgres) => {
  await server.stop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function storeDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ol-dbos-store-'));
  dirs.push(dir);
  return dir;
}

describe('DBOS: a worker killed with kill -9', () => {
  it('right after the spill, before DBOS records the step: the recovered workflow runs the step again, same handle, one payload', async (context) => {
    const systemDatabaseUrl = postgres.get(context).url('ol_dbos_spilled');
    const dir = await storeDir();
    const outcome = await crashDbosRun({ systemDatabaseUrl, storeDir: dir, killAt: 'spilled' });
    expect(outcome.stateAtKill).toEqual({ status: 'PENDING', steps: [] });
    expect(outcome.stepRunsAfterKill).toBe(1);
    expect(outcome.stateAfter).toEqual({ status: 'SUCCESS', steps: ['fetch_logs'] });
    await expectRecovered({ runId: outcome.workflowId, beforeKill: outcome.beforeKill, result: outcome.result, storeDir: dir });
    console.info(`dbos, killed after the spill: ${outcome.killToResultMs.toFixed(0)} ms from kill -9 to result`);
  });

  it('after the step is recorded: the recovered workflow takes the notice from the database and does not spill again', async (context) => {
    const systemDatabaseUrl = postgres.get(context).url('ol_dbos_journaled');
    const dir = await storeDir();
    const outcome = await crashDbosRun({ systemDatabaseUrl, storeDir: dir, killAt: 'journaled' });
    expect(outcome.stateAtKill).toEqual({ status: 'PENDING', steps: ['fetch_logs'] });
    expect(outcome.stepRunsAfterKill).toBe(0);
    expect(outcome.stateAfter).toEqual({ status: 'SUCCESS', steps: ['fetch_logs'] });
    await expectRecovered({ runId: outcome.workflowId, beforeKill: outcome.beforeKill, result: outcome.result, storeDir: dir });
    console.info(`dbos, killed after the step was recorded: ${outcome.killToResultMs.toFixed(0)} ms from kill -9 to result`);
  });
});
