import { tool } from 'ai';
import { z } from 'zod';
import type { Order } from './orders.js';

/** What the demo's tools serve. */
export interface DemoData {
  /** The whole server log, returned by `fetch_server_logs` as one string. */
  readonly logs: string;
  /** The order listing, returned by `list_orders` as an array of records. */
  readonly orders: readonly Order[];
}

/**
 * The demo's two tools, each returning something far too large for a context window: the server
 * log of a day (a few MB of text) and the order listing (thousands of JSON records). They are
 * plain AI SDK tools; nothing in them knows about output limits.
 */
export function demoTools(data: DemoData) {
  return {
    fetch_server_logs: tool({
      description: 'Fetch the raw server logs of every service for a time window, as text, one event per line.',
      inputSchema: z.object({
        since: z.string().describe('ISO 8601 start of the window'),
        until: z.string().optional().describe('ISO 8601 end of the window; default now'),
      }),
      execute: async () => data.logs,
    }),
    list_orders: tool({
      description: 'List the orders created since a point in time, with status, totals, customer and items.',
      inputSchema: z.object({ since: z.string().describe('ISO 8601 start of the window') }),
      execute: async () => data.orders,
    }),
  };
}
