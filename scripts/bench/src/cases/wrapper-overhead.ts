import { tool } from 'ai';
import { z } from 'zod';
import { createReducer, MemoryStore } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import type { BenchRow } from '../report.js';
import { atMost, formatNs } from '../report.js';
import { timeTasks } from '../timing.js';

const TARGET = 1.05;
/** Calls per timed run: a single call is too short for the timer to see. */
const BATCH = 2_000;

/**
 * Benchmark 1: the cost of the wrapper on results that no band reaches (10 bytes and 1 KB, far
 * below the 10,000-char default band): `execute` of the wrapped tool vs of the tool itself, both
 * called directly with `{ toolCallId, messages: [] }`.
 */
export async function wrapperOverhead(): Promise<BenchRow[]> {
  const results = { '10 B': 'x'.repeat(10), '1 KB': 'y'.repeat(1_000) } as const;
  const rows: BenchRow[] = [];
  for (const [label, value] of Object.entries(results)) {
    const raw = { echo: tool({ inputSchema: z.object({}), execute: async () => value }) };
    const wrapped = withOutputLimits(raw, { store: new MemoryStore() });
    const reducer = createReducer({ store: new MemoryStore() });
    const options = { toolCallId: 'call_1', messages: [] };
    const rawExecute = raw.echo.execute!;
    const wrappedExecute = wrapped.echo.execute!;
    // Both must give the model the same value below every band.
    if ((await wrappedExecute({}, options)) !== value) throw new Error(`wrapped execute changed a ${label} result`);

    const [baseline, ours, reduceOnly] = await timeTasks(
      [
        { name: 'unwrapped', callsPerRun: BATCH, fn: async () => { let n = 0; for (let i = 0; i < BATCH; i += 1) n += ((await rawExecute({}, options)) as string).length; return n; } },
        { name: 'wrapped', callsPerRun: BATCH, fn: async () => { let n = 0; for (let i = 0; i < BATCH; i += 1) n += ((await wrappedExecute({}, options)) as string).length; return n; } },
        { name: 'reduce', callsPerRun: BATCH, fn: async () => { let n = 0; for (let i = 0; i < BATCH; i += 1) n += (await reducer.reduce(value, { toolName: 'echo', toolCallId: 'call_1' })).originalSize; return n; } },
      ],
      { rounds: 7, timeMs: 300, iterations: 20 },
    );
    const ratio = ours! / baseline!;
    const check = atMost(ratio, TARGET);
    rows.push({
      benchmark: `1. wrapper overhead, ${label} result`,
      baseline: `${formatNs(baseline!)}/call`,
      ours: `${formatNs(ours!)}/call`,
      ratio,
      ...check,
      ...(check.pass
        ? {}
        : {
            reason:
              `the wrapper adds a fixed ${formatNs(ours! - baseline!)} per call (one more promise hop to look at the value, and the ` +
              `reducer.leavesUnchanged check that spares it the ${formatNs(reduceOnly!)} of a full reducer.reduce) ` +
              `on top of an unwrapped execute that is a bare async return of ${formatNs(baseline!)}; ` +
              `against a tool that takes 100 µs the same ${formatNs(ours! - baseline!)} would be ${(((ours! - baseline!) / 100_000) * 100).toFixed(1)}%`,
          }),
      details: { baselineNsPerCall: baseline, oursNsPerCall: ours, reduceNsPerCall: reduceOnly, resultChars: value.length },
    });
  }
  return rows;
}
