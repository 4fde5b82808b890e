/**
 * What each engine journals for one tool step: the step's recorded bytes with our reduction and
 * without it, for a 3 MB log, and what happens to a raw 50 MB log. Runs the real engines (a
 * restate-server, a PostgreSQL cluster for DBOS, a Workflow DevKit host over the local world),
 * reads each one's own record of the step, and prints a Markdown table.
 *
 * pnpm --filter @output-limits/durable measure:journals   (after pnpm build, for Workflow DevKit)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBOSClient } from '@dbos-inc/dbos-sdk';
import pg from 'pg';
import { freePort, stopStarted } from './kit/child-processes.js';
import { startPostgres } from './kit/postgres.js';
import { PACKAGE_DIR, startWorker } from './kit/run-worker.js';
import { journalOf, registerDeployment, RESTATE_WORKER } from './restate/restate-crash.js';
import { startRestateServer } from './restate/restate-server.js';
import { buildWdkApp, PROBE_WORKFLOW_ID, runIdOf, startWdkHost } from './workflow-devkit/wdk-app.js';
import { eventsOf } from './workflow-devkit/wdk-crash.js';

const MB3 = 3_000_000;
const MB50 = 50_000_000;
const WAIT_MS = 120_000;
const CASES = [
  { chars: MB3, reduce: true },
  { chars: MB3, reduce: false },
  { chars: MB50, reduce: false },
] as const;

type Case = (typeof CASES)[number];
/** What one probe came to: the recorded bytes of the step, or what went wrong. */
type Outcome = { bytes: number; ms: number } | { failure: string; ms: number };

const root = await mkdtemp(join(tmpdir(), 'ol-measure-'));
const rows: Record<string, Outcome[]> = {};

/** Runs `probe` for every case with a deadline, so an engine that never records the step gives a failure, not a hang. */
async function measure(engine: string, probe: (c: Case) => Promise<number>): Promise<void> {
  rows[engine] = [];
  for (const c of CASES) {
    const started = performance.now();
    const outcome = await Promise.race([
      probe(c).then((bytes): Outcome => ({ bytes, ms: performance.now() - started })),
      new Promise<Outcome>((resolve) =>
        setTimeout(() => resolve({ failure: `not recorded within ${WAIT_MS / 1000} s`, ms: WAIT_MS }), WAIT_MS).unref(),
      ),
    ]).catch((error: unknown): Outcome => ({
      failure: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
      ms: performance.now() - started,
    }));
    rows[engine].push(outcome);
    console.error(`${engine} ${c.chars} ${c.reduce ? 'reduced' : 'raw'}: ${JSON.stringify(outcome)}`);
  }
}

async function restate(): Promise<void> {
  const server = await startRestateServer(await mkdtemp(join(root, 'restate-')));
  const port = await freePort();
  const worker = startWorker('restate-worker', RESTATE_WORKER, { PORT: String(port), OL_STORE_DIR: join(root, 'restate-store') });
  await worker.waitFor((line) => (line.startsWith('worker listening on') ? true : undefined), WAIT_MS);
  await registerDeployment(server, port);
  await measure('Restate 1.7.12', async ({ chars, reduce }) => {
    const sent = await fetch(`${server.ingressUrl}/agent/probe/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chars, reduce }),
    });
    const { invocationId } = (await sent.json()) as { invocationId: string };
    for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const recorded = (await journalOf(server, invocationId)).find((entry) => entry.entry_type === 'Notification: Run');
      if (recorded) return recorded.raw_length;
      const [invocation] = await server.sql<{ retry_count: number; last_failure: string | null }>(
        `SELECT retry_count, last_failure FROM sys_invocation WHERE id = '${invocationId}'`,
      );
      if (invocation && invocation.retry_count >= 3 && invocation.last_failure) {
        await fetch(`${server.adminUrl}/invocations/${invocationId}/kill`, { method: 'PATCH' }).catch(() => undefined);
        throw new Error(`never recorded, retried ${invocation.retry_count} times: ${invocation.last_failure}`);
      }
    }
    throw new Error('not recorded');
  });
  await worker.kill9();
  await server.kill9();
}

async function dbos(): Promise<void> {
  const postgres = await startPostgres();
  const url = postgres.url('ol_measure');
  const worker = join(PACKAGE_DIR, 'src', 'dbos', 'worker.ts');
  // The first launch creates DBOS's system database.
  const first = startWorker('dbos-worker', worker, { OL_STORE_DIR: join(root, 'dbos-store'), OL_DBOS_URL: url });
  await first.waitFor((line) => (line === 'worker launched' ? true : undefined), WAIT_MS);
  await first.kill9();
  const client = await DBOSClient.create({ systemDatabaseUrl: url });
  try {
    await measure('DBOS 5.3.0 (PostgreSQL 15)', async ({ chars, reduce }) => {
      const workflowID = `probe-${randomUUID()}`;
      const process = startWorker('dbos-worker', worker, {
        OL_STORE_DIR: join(root, 'dbos-store'),
        OL_DBOS_URL: url,
        OL_WORKFLOW_ID: workflowID,
        OL_PROBE: `${chars},${reduce ? 'reduce' : 'raw'}`,
      });
      try {
        await client.retrieveWorkflow(workflowID).getResult();
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        try {
          const { rows: outputs } = await db.query<{ bytes: number }>(
            'SELECT octet_length(output) AS bytes FROM dbos.operation_outputs WHERE workflow_uuid = $1',
            [workflowID],
          );
          return outputs[0]?.bytes ?? 0;
        } finally {
          await db.end();
        }
      } finally {
        await process.kill9();
      }
    });
  } finally {
    await client.destroy();
    await postgres.stop();
  }
}

async function workflowDevKit(): Promise<void> {
  await buildWdkApp();
  const dataDir = join(root, 'wdk-data');
  await measure('Workflow DevKit 4.8.9 (local world)', async ({ chars, reduce }) => {
    const process = startWdkHost('wdk-host', {
      dataDir,
      port: await freePort(),
      run: { workflowId: PROBE_WORKFLOW_ID, args: [chars, reduce, join(root, 'wdk-store')] },
    });
    try {
      const runId = await runIdOf(process, WAIT_MS);
      for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
        const events = await eventsOf(dataDir, runId);
        const completed = events.find((event) => event.eventType === 'step_completed');
        if (completed) return completed.bytes;
        const failed = events.find((event) => event.eventType === 'step_failed' || event.eventType === 'run_failed');
        if (failed) throw new Error(`${failed.eventType}: see ${failed.file}`);
        if (!process.running) throw new Error(`the host exited: ${process.lines.slice(-3).join(' | ')}`);
      }
      throw new Error('not recorded');
    } finally {
      await process.kill9();
    }
  });
}

const cell = (outcome: Outcome | undefined) =>
  outcome === undefined
    ? ''
    : 'bytes' in outcome
      ? `${outcome.bytes.toLocaleString('en-US')} B`
      : `fails: ${outcome.failure.slice(0, 160)}`;

try {
  await restate();
  await dbos();
  await workflowDevKit();
  console.log('| engine | step with our reduction (3 MB log) | raw 3 MB log | raw 50 MB log |');
  console.log('| --- | --- | --- | --- |');
  for (const [engine, outcomes] of Object.entries(rows)) console.log(`| ${engine} | ${outcomes.map(cell).join(' | ')} |`);
} finally {
  await stopStarted();
  await rm(root, { recursive: true, force: true });
}
