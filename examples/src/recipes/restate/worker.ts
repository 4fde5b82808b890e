/**
 * Recipe, Restate, the worker: serves the `agent` service on `PORT` (default 9080). Register it once
 * with the server (`restate deployments register http://localhost:9080`, or `POST /deployments` on
 * the admin API), then call `POST <ingress>/agent/triage {"day":"2025-06-03"}`.
 *
 * Here the model is a scripted mock (it prints `model called` on each call, so example:durable can
 * see which calls a replay took from the journal; it fetches the log, then reads its ERROR lines back) and the store a FileStore under `OL_STORE_DIR`, so
 * `pnpm --filter @output-limits/examples example:durable` can run it without a key; use your
 * provider's model and a store every worker shares. AI SDK 7 (`ai`), as the middleware needs.
 */
import './promise-with-resolvers.js';
import * as restate from '@restatedev/restate-sdk';
import { FileStore, READ_TOOL_NAME } from '@output-limits/core';
import { outputText, scriptedModel, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import { DAY, fetchedLog, pausingStore } from '@output-limits/durable/kit';
import { triageService } from './triage-service.js';

const port = Number(process.env.PORT ?? 9080);
// `pausingStore` lets example:durable kill this worker right after a spill (OL_PAUSE_AT=spilled); it
// passes everything through to the FileStore otherwise.
const store = pausingStore(new FileStore(process.env.OL_STORE_DIR === undefined ? {} : { dir: process.env.OL_STORE_DIR }));
/** A model that calls fetch_logs, reads the ERROR lines back by the handle its notice named, and answers with the first. */
const model = scriptedModel((prompt) => {
  process.stdout.write('model called\n');
  const [fetched, read] = toolResultsIn(prompt).map((result) => outputText(result.output));
  const handle = /stored to handle '([^']+)'/.exec(fetched ?? '')?.[1];
  if (handle === undefined) return toolCallStep('call_1', 'fetch_logs', { day: DAY });
  if (read === undefined) return toolCallStep('call_2', READ_TOOL_NAME, { handle, pattern: 'ERROR', context: 0, limit: 3 });
  return textStep(`The log of ${DAY} is stored under ${handle}; its first ERROR line: ${read.split('\n')[0]}`);
});

const bound = await restate.serve({ services: [triageService({ store, model, loadLogs: async (day) => fetchedLog(day) })], port });
process.stdout.write(`worker listening on ${bound}\n`);
