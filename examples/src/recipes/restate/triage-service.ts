/**
 * Recipe, Restate (`@restatedev/restate-sdk`): an agent as a Restate service. The tool's execute
 * runs as `ctx.run` and reduces its result there, so Restate's journal records the notice (about
 * 1.2 KB), never the raw megabytes; a worker killed after the spill re-runs the step in another
 * worker, which writes the same key again and returns the same notice.
 *
 * - Reduce inside `ctx.run`, with `createReducer` on the raw result: Restate journals the step's
 *   return value (a 3 MB log would be journaled whole: it fits under the 32 MiB message limit, and
 *   every later replay and model call would carry it).
 * - A shared store (FileStore on a shared volume, Redis, unstorage): the retried step and the
 *   `read_tool_result` step may run in another worker.
 * - Deterministic keys, namespaced by the invocation id: the handle is `<invocation id>/<call id>`.
 * - Model calls: the tool call id must be the same on every replay. With a real model, journal the
 *   model calls too: `@restatedev/vercel-ai-middleware` (AI SDK 7) is a language-model middleware
 *   that runs each model call as a journaled step, so a replay gets the recorded tool calls back.
 *   It sits around the model (`wrapLanguageModel`); the tool steps stay wrapped by hand, here, and
 *   that is where the reducer goes. Without it (AI SDK 6, as here) a replay asks the model again.
 *
 * Node 20: load `./promise-with-resolvers.js` before the SDK (see worker.ts).
 */
import * as restate from '@restatedev/restate-sdk';
import { createReducer, READ_TOOL_NAME, readToolResult } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import type { LanguageModel } from 'ai';
import { generateText, stepCountIs, tool } from 'ai';
import { z } from 'zod';

/** What the service needs: the shared store, the model, and where the logs come from. */
export interface TriageServiceOptions {
  readonly store: OverflowStore;
  readonly model: LanguageModel;
  readonly loadLogs: (day: string) => Promise<string>;
}

/** The `agent` service: `triage({ day })` finds what went wrong in a day's logs. */
export function triageService({ store, model, loadLogs }: TriageServiceOptions) {
  return restate.service({
    name: 'agent',
    handlers: {
      triage: async (ctx: restate.Context, input: { day: string }): Promise<{ text: string }> => {
        const namespace = ctx.request().id;
        const { text } = await generateText({
          model,
          prompt: `Find the errors in the server logs of ${input.day} and say what went wrong.`,
          tools: {
            fetch_logs: tool({
              description: 'Fetch the server logs of a day.',
              inputSchema: z.object({ day: z.string() }),
              execute: async ({ day }, { toolCallId }) =>
                ctx.run('fetch_logs', async () => {
                  const reducer = createReducer({ store, namespace, deterministicKeys: true });
                  const { output } = await reducer.reduce(await loadLogs(day), { toolName: 'fetch_logs', toolCallId, input: { day } });
                  return String(output);
                }),
            }),
            [READ_TOOL_NAME]: tool({
              description: 'Read back a tool output that was too large to show: pass the handle from its notice.',
              inputSchema: z.object({
                handle: z.string(),
                offset: z.number().int().min(0).optional(),
                limit: z.number().int().min(1).optional(),
                pattern: z.string().optional(),
              }),
              execute: async (args) => ctx.run(READ_TOOL_NAME, () => readToolResult(store, args, { namespace })),
            }),
          },
          stopWhen: stepCountIs(8),
        });
        return { text };
      },
    },
  });
}
