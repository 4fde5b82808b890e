/**
 * The Workflow DevKit recipe (recipes/workflow-devkit/), built and run: `workflow build` bundles its
 * workflow and steps, a small Node host serves the bundles over the local world (its event log as
 * JSON files), and one run of the triage workflow goes start to finish. Its `DurableAgent` (a
 * scripted model, no key) calls `fetch_logs`, whose step spills the 3 MB log into Redis and returns
 * the notice; then it reads the ERROR lines back by handle and answers.
 * Needs the workspace packages built (`pnpm build`: the bundler takes their dist/) and a Redis:
 * `REDIS_URL`, or `redis-server` on PATH (started for the run and stopped after it).
 *
 * pnpm --filter @output-limits/examples example:workflow-devkit
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWdkApp, DAY, eventsOf, freePort, runIdOf, startWdkHost, stopStarted, wdkRunResult } from '@output-limits/durable/kit';
import { createRedisStore } from '@output-limits/redis';
import type { OwnRedisServer } from '@output-limits/redis/test';
import { HAS_REDIS_SERVER, startRedisServer } from '@output-limits/redis/test';
import type { ModelMessage } from 'ai';
import { generateServerLogs } from './shared/server-logs.js';

const RECIPE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'recipes', 'workflow-devkit');
const TRIAGE_WORKFLOW_ID = 'workflow//./workflows/triage//triageWorkflow';
const WAIT_MS = 180_000;

/** The tool results and the final text of the run's conversation. */
function conversationOf(messages: readonly ModelMessage[]) {
  const results = messages.flatMap((message) =>
    message.role === 'tool' ? message.content.flatMap((part) => (part.type === 'tool-result' ? [part] : [])) : [],
  );
  const textOf = (toolName: string) => {
    const output = results.find((part) => part.toolName === toolName)?.output;
    return output?.type === 'text' ? output.value : '';
  };
  const last = messages.at(-1);
  const answer =
    last?.role === 'assistant' && typeof last.content !== 'string'
      ? last.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('')
      : '';
  return { notice: textOf('fetch_logs'), page: textOf('read_tool_result'), answer };
}

const dir = await mkdtemp(join(tmpdir(), 'ol-example-wdk-'));
const dataDir = join(dir, 'data');
// getRun, in this process, reads the same local world as the host.
process.env.WORKFLOW_TARGET_WORLD = 'local';
process.env.WORKFLOW_LOCAL_DATA_DIR = dataDir;
let redis: OwnRedisServer | undefined;
try {
  if (process.env.REDIS_URL === undefined && !HAS_REDIS_SERVER) throw new Error('set REDIS_URL, or put redis-server on PATH');
  if (process.env.REDIS_URL === undefined) redis = await startRedisServer();
  const redisUrl = process.env.REDIS_URL ?? (redis as OwnRedisServer).url;

  const buildMs = await buildWdkApp(RECIPE_DIR);
  console.log(`workflow build of the recipe: ${(buildMs / 1000).toFixed(1)} s`);
  const host = startWdkHost('wdk-host', {
    appDir: RECIPE_DIR,
    dataDir,
    port: await freePort(),
    run: { workflowId: TRIAGE_WORKFLOW_ID, args: [DAY] },
    env: { REDIS_URL: redisUrl },
  });
  const runId = await runIdOf(host, WAIT_MS);
  console.log(`run ${runId} started`);
  const messages = await wdkRunResult<ModelMessage[]>(runId, WAIT_MS);
  await host.kill9();

  const { notice, page, answer } = conversationOf(messages);
  console.log(`the model saw: ${notice.split('\n')[0]}`);
  const handle = /stored to handle '([^']+)'/.exec(notice)?.[1] ?? '(none)';
  const errorLines = page.split('\n').filter((line) => line.includes(' ERROR ')).length;
  console.log(`it read back ${errorLines} ERROR lines by handle; its answer starts: ${answer.split('\n')[0]}`);

  const log = generateServerLogs();
  const recorded = (await eventsOf(dataDir, runId)).find(
    (event) => event.eventType === 'step_completed' && event.stepName?.endsWith('//fetchLogsStep') === true,
  );
  console.log(
    `the fetch_logs step the event log recorded: ${recorded?.bytes.toLocaleString('en-US') ?? '?'} bytes, for a ${log.length.toLocaleString('en-US')}-byte log`,
  );
  const store = createRedisStore({ url: redisUrl });
  const stored = await store.read(handle).finally(() => store.close());
  const intact = Buffer.from(stored).equals(Buffer.from(log));
  console.log(
    `workflow devkit: run ${runId}, handle ${handle === `${runId}/call_1` ? '<run id>/call_1' : handle}, payload ${intact ? 'byte for byte' : 'DIFFERENT'}, ${errorLines} ERROR lines read back`,
  );
  if (!intact || handle !== `${runId}/call_1`) process.exitCode = 1;
} finally {
  await stopStarted();
  await redis?.stop();
  await rm(dir, { recursive: true, force: true });
}
