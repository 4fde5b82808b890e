/**
 * Recipe, Restate, the worker: serves the `agent` service on `PORT` (default 9080). Register it once
 * with the server (`restate deployments register http://localhost:9080`, or `POST /deployments` on
 * the admin API), then call `POST <ingress>/agent/triage {"day":"2025-06-03"}`.
 *
 * Here the model is a scripted mock and the store a FileStore under `OL_STORE_DIR`, so
 * `pnpm --filter @output-limits/examples example:durable` can run it without a key; use your
 * provider's model and a store every worker shares.
 */
import './promise-with-resolvers.js';
import * as restate from '@restatedev/restate-sdk';
import { FileStore } from '@output-limits/core';
import { scriptedModel, textStep, toolCallStep } from '@output-limits/ai-sdk/test';
import { DAY, fetchedLog, pausingStore } from '@output-limits/durable/kit';
import { triageService } from './triage-service.js';

const port = Number(process.env.PORT ?? 9080);
// `pausingStore` lets example:durable kill this worker right after a spill (OL_PAUSE_AT=spilled); it
// passes everything through to the FileStore otherwise.
const store = pausingStore(new FileStore(process.env.OL_STORE_DIR === undefined ? {} : { dir: process.env.OL_STORE_DIR }));
/** A model that calls fetch_logs, then answers with the handle the notice in its prompt named. */
const model = scriptedModel((prompt) => {
  const handle = /stored to handle '([^']+)'/.exec(JSON.stringify(prompt))?.[1];
  if (handle === undefined) return toolCallStep('call_1', 'fetch_logs', { day: DAY });
  return textStep(`The log of ${DAY} is stored under ${handle}; its ERROR lines are the place to start.`);
});

const bound = await restate.serve({ services: [triageService({ store, model, loadLogs: async (day) => fetchedLog(day) })], port });
process.stdout.write(`worker listening on ${bound}\n`);
