/**
 * A durable run on a real Restate server, crashed on purpose: the Restate recipe's worker
 * (recipes/restate/) runs the triage agent, spills the day's 3 MB log inside `ctx.run`, and is
 * killed with kill -9 right after the spill, before Restate records the step. A new worker takes
 * over, Restate retries the invocation by itself, and the step runs again under the same key.
 * Runs offline, without a key: the server comes from the npm package `@restatedev/restate-server`
 * and the model is a scripted mock.
 *
 * pnpm --filter @output-limits/examples example:durable
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crashRestateRun, startRestateServer, stopStarted, storeFiles } from '@output-limits/durable/kit';

const worker = join(dirname(fileURLToPath(import.meta.url)), 'recipes', 'restate', 'worker.ts');
const dir = await mkdtemp(join(tmpdir(), 'ol-example-durable-'));
try {
  const server = await startRestateServer(dir);
  console.log(`restate-server ${server.process.pid} healthy: ingress ${server.ingressUrl}, admin ${server.adminUrl}`);
  const storeDir = join(dir, 'store');
  const outcome = await crashRestateRun<{ text: string }>({ server, storeDir, killAt: 'spilled', worker });
  const before = String(outcome.beforeKill.handle);
  console.log(`worker spilled the log under ${before}, and was killed with kill -9 before Restate recorded the step`);
  console.log(
    `journal at the kill: ${outcome.journalAtKill.map((entry) => `${entry.entry_type}${entry.name ? ` (${entry.name})` : ''}`).join(', ')}`,
  );
  console.log(
    `a new worker ran the step ${outcome.stepRunsAfterKill} time(s) more; ${outcome.killToResultMs.toFixed(0)} ms from kill to result`,
  );
  console.log(`model's answer: ${outcome.result.text}`);
  const recorded = outcome.journalAfter.find((entry) => entry.entry_type === 'Notification: Run');
  console.log(`the step Restate journaled: ${recorded?.raw_length ?? 0} bytes, for a ${(3_000_000).toLocaleString('en-US')}-byte log`);
  const { payloads } = await storeFiles(storeDir);
  const sameHandle = outcome.result.text.includes(before) && before === `${outcome.invocationId}/call_1`;
  console.log(
    `durable: restate, worker killed ${outcome.workersKilled} time${outcome.workersKilled === 1 ? '' : 's'}, payloads ${payloads.length}, ${sameHandle ? 'same handle' : 'handle changed'}`,
  );
  await server.kill9();
} finally {
  await stopStarted();
  await rm(dir, { recursive: true, force: true });
}
