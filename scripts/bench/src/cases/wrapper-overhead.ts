import { generateText, stepCountIs, tool } from 'ai';
import type { ToolSet } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { z } from 'zod';
import { MemoryStore } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import type { BenchRow } from '../report.js';
import { atMost, formatNs, formatRatio } from '../report.js';
import { pairedRatios } from '../interleaved.js';

const TARGET = 1.02;
/** Timed runs of each of the 3 loops (about 0.2 ms each). */
const RUNS = 2_500;
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };

/** A model that calls `lookup` once, then answers: the smallest real agent step. */
function mockModel(): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async (options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> => {
      const afterTool = options.prompt.at(-1)?.role === 'tool';
      return afterTool
        ? {
            content: [{ type: 'text', text: 'The order shipped.' }],
            finishReason: { unified: 'stop', raw: undefined },
            usage,
            warnings: [],
          }
        : {
            content: [{ type: 'tool-call', toolCallId: 'call_1', toolName: 'lookup', input: '{"id":"ord-1"}' }],
            finishReason: { unified: 'tool-calls', raw: undefined },
            usage,
            warnings: [],
          };
    },
  });
}

/**
 * Benchmark 1: the wrapper's cost on a real agent step. `generateText` (AI SDK 7) with a mock model
 * that calls a small tool (a 200-char result, below every band) and then answers, with the same
 * tool set on both sides, `read_tool_result` included: the tools as they are plus the read tool vs
 * the tools wrapped by `withOutputLimits` (which adds that read tool). So the figure is the cost of
 * the wrapped `execute` alone, not of one more tool definition. The baseline, the baseline again (a
 * control) and ours run in turn, one run at a time, and the ratio is the median over turns of ours'
 * run over the baseline's (`pairedRatios`); the control's ratio, shown beside, is the measure's noise.
 */
export async function wrapperOverhead(runs = RUNS): Promise<BenchRow[]> {
  const result = `{"id":"ord-1","status":"shipped","items":3,"note":"${'x'.repeat(150)}"}`;
  const raw: ToolSet = {
    lookup: tool({ description: 'Look an order up', inputSchema: z.object({ id: z.string() }), execute: async () => result }),
  };
  const wrapped = withOutputLimits(raw, { store: new MemoryStore() }) as ToolSet;
  const baselineTools: ToolSet = { ...raw, read_tool_result: wrapped.read_tool_result! };
  const model = mockModel();
  const run = (tools: ToolSet) => generateText({ model, tools, prompt: 'Did ord-1 ship?', stopWhen: stepCountIs(3) });
  // Both must reach the same answer through the same tool result.
  const [a, b] = [await run(baselineTools), await run(wrapped)];
  if (a.text !== b.text || a.steps[0]?.toolResults[0]?.output !== b.steps[0]?.toolResults[0]?.output)
    throw new Error('the wrapped step differs from the unwrapped one');
  // A control in the same turns: the baseline's tools again, in a set of their own (what the
  // measure reads as a difference when there is none).
  const controlTools: ToolSet = { ...baselineTools };
  const {
    medians: [baseline, , ours],
    ratios: [control, ratio],
  } = await pairedRatios([() => run(baselineTools), () => run(controlTools), () => run(wrapped)], { runs });
  const check = atMost(ratio!, TARGET);
  return [
    {
      benchmark: '1. wrapper overhead, one generateText tool step (read_tool_result on both sides)',
      baseline: `${formatNs(baseline!)}/run`,
      ours: `${formatNs(ours!)}/run (the baseline again ${formatRatio(control!)})`,
      ratio: ratio!,
      ...check,
      ...(check.pass
        ? {}
        : {
            reason:
              `a generateText run with the wrapped tools took ${formatRatio(ratio!)} the run with the same tools unwrapped in the same turn (median ${formatNs(baseline!)}), ` +
              `and a run of the baseline again ${formatRatio(control!)}: the wrapped execute's check that the result is below every band and its promise hop; ` +
              `against a model call of 100 ms the same difference would be ${(((ratio! - 1) * baseline!) / 1e6).toFixed(3)}%`,
          }),
      details: {
        baselineNsPerRun: baseline,
        oursNsPerRun: ours,
        controlRatio: control,
        resultChars: result.length,
        modelCallsPerRun: 2,
        runsEach: runs,
      },
    },
  ];
}

/** One wrapped `generateText` tool step with the mock model, ready to time: the yardstick of a 10 KB spill. */
export function wrappedStep(): () => Promise<unknown> {
  const raw: ToolSet = {
    lookup: tool({ description: 'Look an order up', inputSchema: z.object({ id: z.string() }), execute: async () => 'shipped' }),
  };
  const wrapped = withOutputLimits(raw, { store: new MemoryStore() }) as ToolSet;
  const model = mockModel();
  return () => generateText({ model, tools: wrapped, prompt: 'Did ord-1 ship?', stopWhen: stepCountIs(3) });
}
