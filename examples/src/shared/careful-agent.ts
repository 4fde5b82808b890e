import { READ_TOOL_NAME } from '@output-limits/core';
import type { ModelPrompt, SeenToolResult } from './prompt-parts.js';
import { spillHandleIn, spilledCharsIn, toolCallsIn, toolResultsIn } from './prompt-parts.js';
import type { ScriptedTurn } from './scripted-model.js';

const count = new Intl.NumberFormat('en-US');
const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/;

/**
 * The next turn of a careful incident-triage agent, decided only from what is in its prompt:
 *
 * 1. fetch the logs;
 * 2. if the logs came back as a spill notice, take the handle out of that notice and read back
 *    only the lines containing `ERROR`;
 * 3. if those lines name orders, list the orders, and read back just those orders' records from
 *    the listing's spill (one `read_tool_result` call per order id, in one step);
 * 4. answer with a summary built from the lines it actually got.
 *
 * Nothing is hard-coded about handles, sizes or incidents: a model that sees a different log
 * reports different lines.
 */
export function carefulAgentTurn(prompt: ModelPrompt): ScriptedTurn {
  const calls = toolCallsIn(prompt);
  const results = toolResultsIn(prompt);
  const resultOf = (toolCallId: string): SeenToolResult | undefined => results.find((r) => r.toolCallId === toolCallId);
  const readsOf = (handle: string) => calls.filter((call) => call.toolName === READ_TOOL_NAME && call.input.handle === handle);

  const logs = results.find((r) => r.toolName === 'fetch_server_logs');
  if (!logs)
    return { toolCalls: [{ toolName: 'fetch_server_logs', input: { since: '2025-06-03T00:00:00Z', until: '2025-06-04T00:00:00Z' } }] };

  const logHandle = spillHandleIn(logs.text);
  const errorRead = logHandle === undefined ? undefined : readsOf(logHandle).find((call) => call.input.pattern === 'ERROR');
  if (logHandle !== undefined && !errorRead) {
    return { toolCalls: [{ toolName: READ_TOOL_NAME, input: { handle: logHandle, pattern: 'ERROR', context: 0 } }] };
  }
  // Without a spill (the store failed and the logs were truncated) the agent works with what it sees.
  const errorSource = errorRead ? (resultOf(errorRead.toolCallId)?.text ?? '') : logs.text;
  const errorLines = errorSource
    .split('\n')
    .filter((line) => line.includes(' ERROR '))
    .map((line) => line.slice(Math.max(0, line.search(TIMESTAMP))));
  const orderIds = [...new Set(errorLines.flatMap((line) => line.match(/ORD-\d+/g) ?? []))];

  const orders = results.find((r) => r.toolName === 'list_orders');
  if (orderIds.length > 0 && !orders) return { toolCalls: [{ toolName: 'list_orders', input: { since: '2025-06-02T00:00:00Z' } }] };

  const ordersHandle = orders === undefined ? undefined : spillHandleIn(orders.text);
  const orderReads = ordersHandle === undefined ? [] : readsOf(ordersHandle);
  if (ordersHandle !== undefined && orderReads.length === 0 && orderIds.length > 0) {
    return {
      toolCalls: orderIds.map((id) => ({ toolName: READ_TOOL_NAME, input: { handle: ordersHandle, pattern: `"id":"${id}"`, context: 0 } })),
    };
  }
  const orderRecords = orderReads
    .flatMap((call) => (resultOf(call.toolCallId)?.text ?? '').split('\n'))
    .map(parseRecord)
    .filter((record) => record !== undefined);

  return { text: summary(spilledCharsIn(logs.text), errorLines, orderIds, orderRecords) };
}

interface OrderRecord {
  readonly id: string;
  readonly status?: string;
  readonly total?: { readonly amount?: number; readonly currency?: string };
  readonly customer?: { readonly id?: string; readonly country?: string };
}

/** A JSON order record on a read-back line (which may start with a line number), or undefined. */
function parseRecord(line: string): OrderRecord | undefined {
  const start = line.indexOf('{"id"');
  if (start < 0) return undefined;
  try {
    const value: unknown = JSON.parse(line.slice(start));
    return typeof value === 'object' && value !== null && typeof (value as OrderRecord).id === 'string'
      ? (value as OrderRecord)
      : undefined;
  } catch {
    return undefined;
  }
}

function summary(
  logChars: number | undefined,
  errorLines: readonly string[],
  orderIds: readonly string[],
  orders: readonly OrderRecord[],
): string {
  const source =
    logChars === undefined ? 'the logs' : `the ${count.format(logChars)}-char log (it stayed out of my context; I searched it by handle)`;
  if (errorLines.length === 0) return `I found no ERROR lines in ${source}.`;
  const lines = [`I found ${errorLines.length} ERROR line${errorLines.length === 1 ? '' : 's'} in ${source}:`];
  for (const line of errorLines) {
    const match = /T(\d\d:\d\d:\d\d)\S*\s+ERROR\s+\[([^\]]+)\]\s+(?:req=\S+\s+)?(.*)$/.exec(line);
    lines.push(match ? `- ${match[1]} ${match[2]}: ${match[3]}` : `- ${line}`);
  }
  if (orderIds.length > 0) {
    const described = orderIds.map((id) => {
      const order = orders.find((o) => o.id === id);
      if (!order) return `${id} (not found in the order listing)`;
      const total = order.total ? `, ${order.total.amount} ${order.total.currency}` : '';
      const customer = order.customer ? `, customer ${order.customer.id} (${order.customer.country})` : '';
      return `${id} is ${order.status}${total}${customer}`;
    });
    lines.push(`Orders affected: ${described.join('; ')}.`);
  }
  return lines.join('\n');
}
