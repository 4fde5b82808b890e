/**
 * A durable run on a real Restate server, crashed on purpose: the Restate recipe's worker
 * (recipes/restate/, AI SDK 7 with `@restatedev/vercel-ai-middleware`) runs the triage agent, spills
 * the day's 3 MB log inside `ctx.run`, and is killed with kill -9 right after the spill, before
 * Restate records the step. A new worker takes over, Restate retries the invocation by itself: the
 * journaled model call is replayed (the model is not asked again), and the step runs again under the
 * same key. Runs offline, without a key: the server comes from the npm package
 * `@restatedev/restate-server` and the model is a scripted mock.
 *
 * pnpm --filter @output-limits/examples example:durable
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crashRestateRun, startRestateServer, stopStarted, storeFiles } from '@output-limits/durable/kit';

const here = dirname(fileURLToPath(import.meta.url));
const worker = join(here, 'recipes', 'restate', 'worker.ts');
// The worker runs on AI SDK 7, which the middleware needs (examples/ is on ai@6 otherwise).
const nodeArgs = ['--import', join(here, 'shared', 'use-ai-v7.mjs')];
const dir = await mkdtemp(join(tmpdir(), 'ol-example-durable-'));
try {
  const server = await startRestateServer(dir);
  console.log(`restate-server ${server.process.pid} healthy: ingress ${server.ingressUrl}, admin ${server.adminUrl}`);
  const storeDir = join(dir, 'store');
  const outcome = await crashRestateRun<{ text: string }>({ server, storeDir, killAt: 'spilled', worker, nodeArgs });
  const before = String(outcome.beforeKill.handle);
  console.log(`worker spilled the log under ${before}, and was killed with kill -9 before Restate recorded the step`);
  console.log(
    `journal at the kill: ${outcome.journalAtKill.map((entry) => `${entry.entry_type}${entry.name ? ` (${entry.name})` : ''}`).join(', ')}`,
  );
  // Each `ctx.run` is a `Command: Run` entry, and its result the `Notification: Run` after it.
  const journal = outcome.journalAfter;
  const resultOf = (name: string) =>
    journal
      .filter((entry, i) => entry.entry_type === 'Notification: Run' && journal[i - 1]?.name === name)
      .map((entry) => entry.raw_length);
  const bytes = (n: number) => n.toLocaleString('en-US');
  const modelCalls = resultOf('calling mock-provider');
  const asked = outcome.newWorkerLines.filter((line) => line === 'model called').length;
  console.log(
    `a new worker ran the step ${outcome.stepRunsAfterKill} time(s) more and made ${asked} of the run's ${modelCalls.length} model calls (the others were replayed from the journal); ${outcome.killToResultMs.toFixed(0)} ms from kill to result`,
  );
  console.log(`model's answer: ${outcome.result.text}`);
  console.log(`the model calls Restate journaled (through the middleware): ${modelCalls.map(bytes).join(', ')} bytes`);
  console.log(`the step Restate journaled: ${bytes(resultOf('fetch_logs')[0] ?? 0)} bytes, for a ${bytes(3_000_000)}-byte log`);
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
