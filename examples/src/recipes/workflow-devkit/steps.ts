/**
 * Recipe, Vercel Workflow DevKit (`workflow`, `@workflow/ai`'s `DurableAgent`), steps: each tool's
 * execute is a step (`'use step'`) that reduces its own result, so the step result the event log
 * records, and replays, is the notice and never the raw megabytes.
 *
 * - Reduce inside the step, with `createReducer` directly: do not wrap a step-marked execute with
 *   `withOutputLimits`, whose reducer would then run in workflow code (no Node modules there, and
 *   the raw result would already be in the event log). `DurableAgent` ignores `toModelOutput`, which
 *   reducing inside execute does not need. It also passes each tool step the conversation so far
 *   (`options.messages`), which the event log records as the step's input: a raw result would be
 *   recorded again with every later tool call.
 * - A shared store (Redis here): a retried step (up to 3 attempts by default) and the
 *   `read_tool_result` step may run in another function instance.
 * - Deterministic keys, namespaced by the workflow run id: a retried or replayed step overwrites
 *   its own payload and returns the same notice. The handle is `<run id>/<tool call id>`
 *   (`wrun_01K…/call_1`).
 */
import { createReducer, readToolResult } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import { createRedisStore } from '@output-limits/redis';
import { getWorkflowMetadata } from 'workflow';
import { generateServerLogs } from '../../shared/server-logs.js';

/** Made on first use, in the step's process; `REDIS_URL` points every instance at the same Redis. */
let store: ReturnType<typeof createRedisStore> | undefined;
const sharedStore = () => (store ??= createRedisStore({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }));

/** The `fetch_logs` tool's execute: a step that loads the day's log and reduces it. */
export async function fetchLogsStep(input: { day: string }, options: { toolCallId: string }): Promise<string> {
  'use step';
  const raw = await loadLogs(input.day);
  const reducer = createReducer({ store: sharedStore(), namespace: getWorkflowMetadata().workflowRunId, deterministicKeys: true });
  const { output } = await reducer.reduce(raw, { toolName: 'fetch_logs', toolCallId: options.toolCallId, input });
  return String(output);
}

/** The `read_tool_result` tool's execute: a step that pages a spill of this run back. */
export async function readToolResultStep(args: ReadToolResultArgs): Promise<string> {
  'use step';
  return readToolResult(sharedStore(), args, { namespace: getWorkflowMetadata().workflowRunId });
}

/** Stands for your own data source: the examples' 3 MB server log (of 2025-06-03, whatever the day), with its 6 ERROR lines. */
async function loadLogs(_day: string): Promise<string> {
  return generateServerLogs();
}
