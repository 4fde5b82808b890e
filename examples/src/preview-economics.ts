/**
 * Measures what salient spill previews save against head/tail previews: the same scripted agent
 * (answer from what is visible when it is known to be complete, otherwise read back by pattern)
 * runs real `generateText` loops over the demo's tools (a seeded 3 MB log and 6,000 order records
 * spilled as JSON lines) for three tasks, with each preview and two preview budgets. It prints
 * read-back calls, model calls, input tokens (4 chars a token, as the mock estimates) and needles found.
 *
 *   pnpm --filter @output-limits/examples example:previews
 */
import { generateText, stepCountIs } from 'ai';
import { jsonLines, MemoryStore, spill } from '@output-limits/core';
import type { PreviewStyle } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { demoTools } from './shared/demo-tools.js';
import { generateOrders } from './shared/orders.js';
import { runMain } from './shared/run-main.js';
import { scriptedModel } from './shared/scripted-model.js';
import { generateServerLogs, LOG_INCIDENTS } from './shared/server-logs.js';
import { visibleOrReadBack } from './shared/visible-or-read-back.js';
import type { LookupTask } from './shared/visible-or-read-back.js';

const TASKS: readonly LookupTask[] = [
  {
    name: 'log triage',
    prompt: "Checkout had problems on 2025-06-03. Find the errors in that day's server logs and tell me briefly what went wrong.",
    toolName: 'fetch_server_logs',
    input: { since: '2025-06-03T00:00:00Z' },
    pattern: ' ERROR ',
    unique: false,
    markerSignal: 'an error signal',
    needles: LOG_INCIDENTS.map((incident) => incident.message),
  },
  {
    name: 'log lookup',
    prompt: 'What happened to order ORD-51877 on 2025-06-03? Check the server logs.',
    toolName: 'fetch_server_logs',
    input: { since: '2025-06-03T00:00:00Z' },
    pattern: 'ORD-51877',
    unique: false,
    markerSignal: '"ord-51877"',
    needles: ['ORD-51877 stuck in PAYMENT_PENDING for 1800s'],
  },
  {
    name: 'record search',
    prompt: 'What is the status and total of order ORD-48213, and which customer placed it?',
    toolName: 'list_orders',
    input: { since: '2025-06-02T00:00:00Z' },
    pattern: '"id":"ORD-48213"',
    unique: true,
    markerSignal: '"ord-48213"',
    needles: ['"status":"payment_failed"', '"amount":129.9', '"id":"CUS-'],
  },
];

/** Preview budgets: the demo's (1,000 chars for text, 400 for the listing), and twice as much text. */
const BUDGETS = [
  { label: 'demo budgets', log: 1_000, orders: 400 },
  { label: 'log 2,000', log: 2_000, orders: 400 },
] as const;

interface Run {
  readonly readBacks: number;
  readonly modelCalls: number;
  readonly inputTokens: number;
  readonly needles: number;
  readonly of: number;
}

async function runTask(
  task: LookupTask,
  preview: PreviewStyle,
  budget: (typeof BUDGETS)[number],
  data: Parameters<typeof demoTools>[0],
): Promise<Run> {
  const tools = withOutputLimits(demoTools(data), {
    bands: [{ over: 10_000, action: spill({ previewChars: budget.log, preview }) }],
    perTool: { list_orders: [{ over: 10_000, action: spill({ previewChars: budget.orders, preview }) }] },
    serializer: jsonLines,
    store: new MemoryStore(),
  });
  const model = scriptedModel({ decide: visibleOrReadBack(task) });
  const result = await generateText({ model, tools, prompt: task.prompt, stopWhen: stepCountIs(5) });
  const readBacks = result.steps.flatMap((step) => step.toolCalls).filter((call) => call.toolName === 'read_tool_result').length;
  return {
    readBacks,
    modelCalls: result.steps.length,
    inputTokens: result.totalUsage.inputTokens ?? 0,
    needles: task.needles.filter((needle) => result.text.includes(needle)).length,
    of: task.needles.length,
  };
}

async function main(): Promise<void> {
  const data = { logs: generateServerLogs(), orders: generateOrders() };
  const count = new Intl.NumberFormat('en-US');
  for (const budget of BUDGETS) {
    console.log(`\n${budget.label} (previewChars ${count.format(budget.log)} for logs, ${count.format(budget.orders)} for orders)`);
    console.log('task           preview    read-backs  model calls  input tokens  needles');
    const totals = new Map<string, { readBacks: number; inputTokens: number; needles: number; of: number }>();
    for (const task of TASKS) {
      for (const preview of ['salient', 'headTail'] as const) {
        const run = await runTask(task, preview, budget, data);
        const total = totals.get(preview) ?? { readBacks: 0, inputTokens: 0, needles: 0, of: 0 };
        totals.set(preview, {
          readBacks: total.readBacks + run.readBacks,
          inputTokens: total.inputTokens + run.inputTokens,
          needles: total.needles + run.needles,
          of: total.of + run.of,
        });
        console.log(
          `${task.name.padEnd(15)}${preview.padEnd(11)}${String(run.readBacks).padStart(10)}${String(run.modelCalls).padStart(13)}${count.format(run.inputTokens).padStart(14)}${`${run.needles}/${run.of}`.padStart(9)}`,
        );
      }
    }
    for (const [preview, total] of totals) {
      console.log(
        `${'all'.padEnd(15)}${preview.padEnd(11)}${String(total.readBacks).padStart(10)}${''.padStart(13)}${count.format(total.inputTokens).padStart(14)}${`${total.needles}/${total.of}`.padStart(9)}`,
      );
    }
  }
}

runMain(main);
