import { tool } from 'ai';
import { z } from 'zod';
import { everydayTasks } from './everyday-tasks.js';
import { heldOutTasks } from './held-out-tasks.js';
import { newKindTasks } from './new-kind-tasks.js';
import { mcpFileTask } from './mcp-task.js';
import type { EconomicsTask, Question, ScriptedCall, TaskScale } from './task.js';
import { textNeedle } from './task.js';
import { orderListing, pngBytes, serviceLog, textFile } from './task-inputs.js';
import type { OrderRecord } from './task-inputs.js';

const MB = 1_000_000;
const noClose = async () => {};
const call = (toolCallId: string, toolName: string, input: Record<string, unknown> = {}): ScriptedCall => ({ toolCallId, toolName, input });

/** Log triage over a 3 MB service log: three facts, each on one line in the middle. */
function logTriage(scale: TaskScale): EconomicsTask {
  const needles = [
    '2026-12-01T09:14:07.311Z ERROR [payments-worker] txn-93127 charge failed: card_declined (issuer code 51)',
    '2026-12-01T09:14:09.020Z FATAL [db-pool] connection pool exhausted (50/50 in use), worker 7 shutting down',
    '2026-12-01T09:15:41.877Z WARN  [api-gateway] deploy-4471 rolled back: health check failed on 3 of 8 pods',
  ];
  const log = serviceLog(scale.quick ? 60_000 : 3 * MB, 14, needles, [0.46, 0.53, 0.61]);
  return {
    name: 'log triage (3 MB)',
    prompt:
      'Triage the checkout incident from the service logs: why did transaction txn-93127 fail, what was the FATAL event, and why was deploy-4471 rolled back?',
    steps: [[call('logs', 'fetch_logs', { service: 'checkout' })]],
    questions: [
      { id: 'txn', ask: 'why did transaction txn-93127 fail', callId: 'logs', needles: [textNeedle(needles[0]!)] },
      { id: 'fatal', ask: 'what was the FATAL event', callId: 'logs', needles: [textNeedle(needles[1]!)] },
      { id: 'deploy', ask: 'why was deploy-4471 rolled back?', callId: 'logs', needles: [textNeedle(needles[2]!)] },
    ],
    tools: async () => ({
      tools: {
        fetch_logs: tool({
          description: 'Fetch the logs of a service',
          inputSchema: z.object({ service: z.string() }),
          execute: async () => log,
        }),
      },
      close: noClose,
    }),
  };
}

const order = (id: string, customer: string, sku: string, status: OrderRecord['status'], total: number, note: string): OrderRecord => ({
  id,
  customer,
  sku,
  status,
  total,
  note,
});

/** Searching a 6,000-record order listing: one customer's 4 orders, one order, one SKU's 2 orders. */
function recordSearch(scale: TaskScale): EconomicsTask {
  const customer = [
    order('ord-12402', 'cus-7731', 'SKU-12001', 'shipped', 120.5, 'gift wrap'),
    order('ord-12963', 'cus-7731', 'SKU-13377', 'failed', 89.99, 'payment declined'),
    order('ord-13522', 'cus-7731', 'SKU-10452', 'pending', 15.0, 'backorder'),
    order('ord-14105', 'cus-7731', 'SKU-11111', 'shipped', 42.42, 'express'),
  ];
  const single = order('ord-77001', 'cus-1504', 'SKU-14002', 'failed', 310.0, 'address unverifiable');
  const sku = [
    order('ord-12600', 'cus-1200', 'SKU-99812', 'shipped', 55.1, 'recall notice'),
    order('ord-13800', 'cus-1333', 'SKU-99812', 'pending', 55.1, 'recall notice'),
  ];
  const count = scale.quick ? 300 : 6_000;
  const records = orderListing(count, 15, [...customer, single, ...sku], [0.36, 0.44, 0.52, 0.63, 0.49, 0.41, 0.58]);
  const needle = (r: OrderRecord) => textNeedle(JSON.stringify(r));
  return {
    name: `record search (${count.toLocaleString('en-US')} records)`,
    prompt:
      'From the order listing: list every order of customer cus-7731, tell me why order ord-77001 failed, and which orders contain SKU-99812?',
    steps: [[call('orders', 'list_orders', { since: '2026-11-01' })]],
    questions: [
      { id: 'customer', ask: 'list every order of customer cus-7731', callId: 'orders', needles: customer.map(needle) },
      { id: 'order', ask: 'tell me why order ord-77001 failed', callId: 'orders', needles: [needle(single)] },
      { id: 'sku', ask: 'which orders contain SKU-99812?', callId: 'orders', needles: sku.map(needle) },
    ],
    tools: async () => ({
      tools: {
        list_orders: tool({
          description: 'List the orders since a date',
          inputSchema: z.object({ since: z.string() }),
          execute: async () => records,
        }),
      },
      close: noClose,
    }),
  };
}

/** A binary attachment: a PNG chart the model has to look at. */
function binaryAttachment(scale: TaskScale): EconomicsTask {
  const png = pngBytes(scale.quick ? 4_096 : 48 * 1024, 16);
  return {
    name: 'binary attachment (PNG)',
    prompt: 'Look at the latency chart attached to ticket att-7 and tell me when the spike started.',
    steps: [[call('chart', 'fetch_attachment', { id: 'att-7' })]],
    questions: [
      {
        id: 'chart',
        ask: 'the latency chart attached to ticket att-7',
        callId: 'chart',
        needles: [{ kind: 'image', base64: Buffer.from(png).toString('base64') }],
      },
    ],
    tools: async () => ({
      tools: {
        fetch_attachment: tool({
          description: 'Fetch a ticket attachment',
          inputSchema: z.object({ id: z.string() }),
          execute: async () => png,
          // The image as an image part, as a tool that returns an image says it: the same path into
          // the prompt for every configuration (without it the SDK sends the bytes as JSON numbers).
          toModelOutput: ({ output }) => ({
            type: 'content',
            value: [{ type: 'file', mediaType: 'image/png', data: { type: 'data', data: Buffer.from(output).toString('base64') } }],
          }),
        }),
      },
      close: noClose,
    }),
  };
}

/** Four reads in one step (parallel tool calls), each file with one fact in the middle. */
function parallelReads(scale: TaskScale): EconomicsTask {
  const files = ['shard-a', 'shard-b', 'shard-c', 'shard-d'];
  const needles = files.map((_, i) => `  max_connections = "${512 + i * 128}"  # INC-441${i}: raised after the pool ran dry`);
  const texts = files.map((_, i) => textFile(scale.quick ? 15_000 : 400_000, 20 + i, [needles[i]!], [0.4 + i * 0.07]));
  const questions: Question[] = files.map((file, i) => ({
    id: file,
    ask: `what incident INC-441${i} changed`,
    callId: `read-${file}`,
    needles: [textNeedle(needles[i]!)],
  }));
  return {
    name: 'four parallel reads (4 x 400 KB)',
    prompt: 'Read the four shard configs and tell me what incidents INC-4410, INC-4411, INC-4412 and INC-4413 changed.',
    steps: [files.map((file) => call(`read-${file}`, 'read_file', { path: `config/${file}.toml` }))],
    questions,
    tools: async () => ({
      tools: {
        read_file: tool({
          description: 'Read a file of the repository',
          inputSchema: z.object({ path: z.string() }),
          execute: async ({ path }) => texts[files.findIndex((f) => path.includes(f))] ?? `no such file: ${path}`,
        }),
      },
      close: noClose,
    }),
  };
}

/** A session of `steps` steps (30 by default): one query result per step (48 KB each), an anomaly in every fifth. */
export function longSession(scale: TaskScale, steps = 30): EconomicsTask {
  const stepCount = scale.quick ? Math.max(5, Math.round(steps / 6)) : steps;
  const anomalous = Array.from({ length: stepCount }, (_, i) => i + 1).filter((n) => n % 5 === 0);
  const needle = (n: number) => `  row ${n}-417: anomaly AN-${5000 + n} ledger drift of 1,204.17 EUR between books A and B`;
  const results = Array.from({ length: stepCount }, (_, i) =>
    textFile(scale.quick ? 12_000 : 48_000, 100 + i, anomalous.includes(i + 1) ? [needle(i + 1)] : [], [0.5]),
  );
  return {
    name: `${stepCount}-step session (48 KB per step)`,
    prompt: `Run the ${stepCount} nightly reconciliation queries one after the other and report each anomaly as it shows up: ${anomalous.map((n) => `AN-${5000 + n}`).join(', ')}.`,
    steps: results.map((_, i) => [call(`q${i + 1}`, 'run_query', { n: i + 1 })]),
    questions: anomalous.map((n) => ({
      id: `AN-${5000 + n}`,
      ask: `report anomaly AN-${5000 + n}`,
      callId: `q${n}`,
      needles: [textNeedle(needle(n))],
    })),
    tools: async () => ({
      tools: {
        run_query: tool({
          description: 'Run reconciliation query n',
          inputSchema: z.object({ n: z.number() }),
          execute: async ({ n }) => results[n - 1] ?? '',
        }),
      },
      close: noClose,
    }),
  };
}

/** The seven tasks of the first economics table (a 30-step and a 100-step session), then the everyday tasks of issue 20 and the held-out ones, in the order of the table. */
export function economicsTasks(scale: TaskScale): EconomicsTask[] {
  return [
    logTriage(scale),
    recordSearch(scale),
    mcpFileTask(scale),
    binaryAttachment(scale),
    parallelReads(scale),
    longSession(scale),
    longSession(scale, 100),
    ...everydayTasks(scale),
    ...heldOutTasks(scale),
    ...newKindTasks(scale),
  ];
}
