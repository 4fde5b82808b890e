// The Temporal recipe's activities, run by Temporal's own MockActivityEnvironment (a real activity
// Context, with the attempt and workflow run it is given) and measured with Temporal's own payload
// converter. A Temporal server cannot run here (TestWorkflowEnvironment downloads one), so the
// workflow side is type-checked only.
import { MemoryStore } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import { defaultPayloadConverter } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { describe, expect, it } from 'vitest';
import { generateServerLogs } from '../../shared/server-logs.js';
import type { ToolActivityResult } from './activities.js';
import { outputLimitsActivities, TEMPORAL_PAYLOAD_LIMIT_BYTES } from './activities.js';

const LOG = generateServerLogs();
const inRun = (runId: string, attempt = 1) =>
  new MockActivityEnvironment({ attempt, workflowExecution: { workflowId: 'triage-2025-06-03', runId } });
const payloadBytes = (value: unknown) => defaultPayloadConverter.toPayload(value)?.data?.byteLength ?? 0;

/** Runs the fetchLogs activity of `activities` in `env` (MockActivityEnvironment.run infers no result type). */
function fetchIn(
  env: MockActivityEnvironment,
  activities: ReturnType<typeof outputLimitsActivities>,
  toolCallId: string,
): Promise<ToolActivityResult> {
  // eslint-disable-next-line @typescript-eslint/unbound-method, @typescript-eslint/no-unnecessary-type-assertion -- activities are plain functions; run() infers no result type
  return env.run(activities.fetchLogs, { day: '2025-06-03' }, toolCallId) as Promise<ToolActivityResult>;
}

function readIn(
  env: MockActivityEnvironment,
  activities: ReturnType<typeof outputLimitsActivities>,
  args: ReadToolResultArgs,
): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/unbound-method, @typescript-eslint/no-unnecessary-type-assertion -- activities are plain functions; run() infers no result type
  return env.run(activities.readToolResult, args) as Promise<string>;
}

describe('Temporal recipe: reduce inside the activity', () => {
  it('returns a notice far under the 2 MB payload limit, where the raw 3 MB log is over it', async () => {
    const activities = outputLimitsActivities(new MemoryStore(), async () => LOG);
    const result = await fetchIn(inRun('run-1'), activities, 'call_1');
    expect(payloadBytes(LOG)).toBeGreaterThan(TEMPORAL_PAYLOAD_LIMIT_BYTES);
    expect(payloadBytes(result)).toBeLessThan(4_000);
    expect(result.handle).toBe('run-1/call_1');
    expect(result.output).toMatch(/^\[Tool output too large \(3,000,\d{3} chars\); stored to handle 'run-1\/call_1'\./);
  });

  it('a retried activity (attempt 2, same call id) gives the same result and leaves exactly one payload', async () => {
    const store = new MemoryStore();
    const activities = outputLimitsActivities(store, async () => LOG);
    const first = await fetchIn(inRun('run-1', 1), activities, 'call_1');
    const retry = await fetchIn(inRun('run-1', 2), activities, 'call_1');
    expect(retry).toEqual(first);
    expect(store.size).toBe(1);
    expect(new TextDecoder().decode(await store.read('run-1/call_1'))).toBe(LOG);
  });

  it('reads a spill back in its own run only', async () => {
    const activities = outputLimitsActivities(new MemoryStore(), async () => LOG);
    const { handle } = await fetchIn(inRun('run-1'), activities, 'call_1');
    const page = await readIn(inRun('run-1'), activities, { handle: handle as string, pattern: 'ERROR', context: 0 });
    expect(page.split('\n').filter((line) => line.includes(' ERROR '))).toHaveLength(6);
    expect(payloadBytes(page)).toBeLessThan(TEMPORAL_PAYLOAD_LIMIT_BYTES);
    const other = await readIn(inRun('run-2'), activities, { handle: handle as string });
    expect(other).toBe(
      '[No stored tool result for handle \'run-1/call_1\'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]',
    );
  });
});
