/**
 * Recipe, Vercel Workflow DevKit, the workflow: a `DurableAgent` whose tools' executes are the steps
 * of steps.ts. Only notices and pages (each at most 50,000 chars) pass through the event log.
 */
import { READ_TOOL_NAME } from '@output-limits/core';
import { DurableAgent } from '@workflow/ai/agent';
import type { UIMessageChunk } from 'ai';
import { getWritable } from 'workflow';
import { z } from 'zod';
import { fetchLogsStep, readToolResultStep } from './steps.js';

export async function triageWorkflow(day: string): Promise<void> {
  'use workflow';
  const agent = new DurableAgent({
    model: 'openai/gpt-4o-mini',
    tools: {
      fetch_logs: {
        description: 'Fetch the server logs of a day.',
        inputSchema: z.object({ day: z.string() }),
        execute: fetchLogsStep,
      },
      [READ_TOOL_NAME]: {
        description: 'Read back a tool output that was too large to show: pass the handle from its notice.',
        inputSchema: z.object({
          handle: z.string(),
          offset: z.number().optional(),
          limit: z.number().optional(),
          pattern: z.string().optional(),
        }),
        execute: readToolResultStep,
      },
    },
  });
  await agent.stream({
    messages: [{ role: 'user', content: `Find the errors in the server logs of ${day} and say what went wrong.` }],
    writable: getWritable<UIMessageChunk>(),
  });
}
