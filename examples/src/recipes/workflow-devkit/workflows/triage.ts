/**
 * Recipe, Vercel Workflow DevKit, the workflow: a `DurableAgent` whose tools' executes are the steps
 * of ../steps.ts, and whose model is the step function of ../model.ts. Only notices and pages (each at
 * most 50,000 chars) pass through the event log. Build it with `workflow build` in this recipe's
 * folder (it bundles `workflows/`), then serve the bundles (`.well-known/workflow/v1/*.js`) from
 * your framework or a small HTTP host; `pnpm --filter @output-limits/examples example:workflow-devkit`
 * does both and runs it.
 */
import { READ_TOOL_NAME, READ_TOOL_RESULT_DESCRIPTION, READ_TOOL_RESULT_INPUT_SCHEMA } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import { DurableAgent } from '@workflow/ai/agent';
import type { JSONSchema7, ModelMessage, UIMessageChunk } from 'ai';
import { jsonSchema } from 'ai';
import { getWritable } from 'workflow';
import { z } from 'zod';
import { triageModel } from '../model.js';
import { fetchLogsStep, readToolResultStep } from '../steps.js';

/** Finds what went wrong in the server logs of `day`; returns the conversation, tool results included. */
export async function triageWorkflow(day: string): Promise<ModelMessage[]> {
  'use workflow';
  const agent = new DurableAgent({
    model: triageModel,
    tools: {
      fetch_logs: {
        description: 'Fetch the server logs of a day.',
        inputSchema: z.object({ day: z.string() }),
        execute: fetchLogsStep,
      },
      [READ_TOOL_NAME]: {
        description: READ_TOOL_RESULT_DESCRIPTION,
        // readToolResult checks every argument itself and answers a bad one with a one-line message.
        inputSchema: jsonSchema<ReadToolResultArgs>(READ_TOOL_RESULT_INPUT_SCHEMA as unknown as JSONSchema7, {
          validate: (value) => ({ success: true, value: value as ReadToolResultArgs }),
        }),
        execute: readToolResultStep,
      },
    },
  });
  const { messages } = await agent.stream({
    messages: [{ role: 'user', content: `Find the errors in the server logs of ${day} and say what went wrong.` }],
    writable: getWritable<UIMessageChunk>(),
  });
  return messages;
}
