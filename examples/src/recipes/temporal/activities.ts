/**
 * Recipe, Temporal (`@temporalio/ai-sdk`), worker side: the tool runs as an activity and reduces its
 * result there, before Temporal records it. The workflow (workflow.ts) only ever sees the notice.
 *
 * - Reduce inside the activity: an activity's result is one payload in the workflow history, capped
 *   at 2 MB, and every later model call (itself an activity, whose input is the whole prompt) carries
 *   it again. A 3 MB log returned raw fails the workflow; the notice is about 1.2 KB.
 * - A shared store (Redis here): the retry of an activity, and the `readToolResult` activity, may run
 *   on another worker.
 * - Deterministic keys: a retried activity (same tool call id) overwrites its own payload and returns
 *   the same notice. The namespace is the workflow run id, so one run cannot read another's spills.
 */
import { Context } from '@temporalio/activity';
import { createReducer, readToolResult } from '@output-limits/core';
import type { OverflowStore, ReadToolResultArgs } from '@output-limits/core';

/** Temporal's cap on one payload (an activity result, a workflow input): 2 MB. */
export const TEMPORAL_PAYLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

/** What a tool activity returns to the workflow: the model-visible text, and the spill's handle when it spilled. */
export interface ToolActivityResult {
  readonly output: string;
  readonly handle?: string;
}

/**
 * The activities of the triage agent, over `store` (shared by every worker: `createRedisStore`).
 * Register them with the worker: `activities: { ...outputLimitsActivities(store, loadLogs) }`.
 */
export function outputLimitsActivities(store: OverflowStore, loadLogs: (day: string) => Promise<string>) {
  /** One reducer per workflow run: its namespace is the run id. */
  const reducerOfThisRun = () => createReducer({ store, namespace: runId(), deterministicKeys: true });

  return {
    /** The `fetch_logs` tool: loads the day's log (megabytes) and reduces it before Temporal sees it. */
    async fetchLogs(input: { day: string }, toolCallId: string): Promise<ToolActivityResult> {
      const raw = await loadLogs(input.day);
      const { output, handle } = await reducerOfThisRun().reduce(raw, { toolName: 'fetch_logs', toolCallId, input });
      return { output: String(output), ...(handle !== undefined ? { handle } : {}) };
    },
    /** The `read_tool_result` tool: a page of a spill of this run, at most 50,000 chars. */
    async readToolResult(args: ReadToolResultArgs): Promise<string> {
      return readToolResult(store, args, { namespace: runId() });
    },
  };
}

/** The id of the workflow run this activity belongs to: the namespace of its spills. */
function runId(): string {
  const run = Context.current().info.workflowExecution?.runId;
  if (run === undefined) throw new Error('these activities run inside a workflow: a standalone activity has no run to scope its spills to');
  return run;
}
