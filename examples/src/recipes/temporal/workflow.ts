/**
 * Recipe, Temporal (`@temporalio/ai-sdk`, AI SDK 7), workflow side: model calls go through
 * `temporalProvider` (each one an activity) and each tool's execute calls its activity, passing the
 * tool call id, which is part of the recorded model response and so the same on every replay.
 * Register `new AiSdkPlugin({ modelProvider: openai })` on the worker, with the activities of
 * activities.ts over a shared store.
 */
import { READ_TOOL_NAME } from '@output-limits/core';
import { temporalProvider } from '@temporalio/ai-sdk/workflow';
import { proxyActivities } from '@temporalio/workflow';
import { generateText, stepCountIs, tool } from 'ai';
import { z } from 'zod';
import type { outputLimitsActivities } from './activities.js';

const { fetchLogs, readToolResult } = proxyActivities<ReturnType<typeof outputLimitsActivities>>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumAttempts: 3 },
});

/** Finds what went wrong on a day, reading the day's log back from the store by handle. */
export async function triageWorkflow(day: string): Promise<string> {
  const result = await generateText({
    model: temporalProvider.languageModel('gpt-4o-mini'),
    tools: {
      fetch_logs: tool({
        description: 'Fetch the server logs of a day.',
        inputSchema: z.object({ day: z.string() }),
        execute: async (input, { toolCallId }) => (await fetchLogs(input, toolCallId)).output,
      }),
      [READ_TOOL_NAME]: tool({
        description: 'Read back a tool output that was too large to show: pass the handle from its notice.',
        inputSchema: z.object({
          handle: z.string(),
          offset: z.number().int().min(0).optional(),
          limit: z.number().int().min(1).optional(),
          from_end: z.boolean().optional(),
          pattern: z.string().optional(),
        }),
        execute: async (input) => readToolResult(input),
      }),
    },
    prompt: `Find the errors in the server logs of ${day} and say what went wrong.`,
    stopWhen: stepCountIs(8),
  });
  return result.text;
}
