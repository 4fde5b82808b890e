/**
 * Recipe, Restate (`@restatedev/restate-sdk`) beside `@restatedev/vercel-ai-middleware` (AI SDK 7):
 * an agent as a Restate service. The middleware makes the model calls durable; the tool steps are
 * wrapped by hand, and that is where the reducer goes.
 *
 * - Model calls: `durableCalls(ctx)` runs each one as `ctx.run('calling <provider>')`, so Restate
 *   journals the model's response and a replay gets it back, tool call ids included, without asking
 *   the model again. The key of a spill is the tool call id, so it stays the same on a replay.
 * - Tool calls: the middleware leaves them alone. Wrap each execute in `ctx.run` and reduce inside it,
 *   with `createReducer` on the raw result: Restate journals the step's return value, so it journals
 *   the notice (about 1.2 KB), never the raw megabytes (a 3 MB log fits under Restate's 32 MiB
 *   message limit and would be journaled whole, then carried by every later model call). A worker
 *   killed after the spill re-runs the step in another worker, which writes the same key again and
 *   returns the same notice.
 * - MCP tools: the middleware's `createRestateMCPClient` runs each MCP tool call in a `ctx.run` of
 *   its own and journals the raw result there; `withOutputLimits` around those tools reduces only
 *   after that. To keep a large MCP result out of the journal, call the `@ai-sdk/mcp` tool inside
 *   your own `ctx.run` with the reducer, as `fetch_logs` does here.
 * - A shared store (FileStore on a shared volume, Redis, unstorage): the retried step and the
 *   `read_tool_result` step may run in another worker.
 * - Deterministic keys, namespaced by the invocation id: the handle is `<invocation id>/<call id>`.
 *
 * On AI SDK 6, leave the middleware out: a replay then asks the model again. Node 20: load
 * `./promise-with-resolvers.js` before the SDK (see worker.ts).
 */
import * as restate from '@restatedev/restate-sdk';
import { durableCalls } from '@restatedev/vercel-ai-middleware';
import {
  createReducer,
  READ_TOOL_NAME,
  READ_TOOL_RESULT_DESCRIPTION,
  READ_TOOL_RESULT_INPUT_SCHEMA,
  readToolResult,
} from '@output-limits/core';
import type { OverflowStore, ReadToolResultArgs } from '@output-limits/core';
import type { JSONSchema7, LanguageModel } from 'ai';
import { generateText, jsonSchema, stepCountIs, tool, wrapLanguageModel } from 'ai';
import { z } from 'zod';

/** What the service needs: the shared store, the model, and where the logs come from. */
export interface TriageServiceOptions {
  readonly store: OverflowStore;
  readonly model: Exclude<LanguageModel, string>;
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
          model: wrapLanguageModel({ model, middleware: durableCalls(ctx, { maxRetryAttempts: 3 }) }),
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
              description: READ_TOOL_RESULT_DESCRIPTION,
              // readToolResult checks every argument itself and answers a bad one with a one-line message.
              inputSchema: jsonSchema<ReadToolResultArgs>(READ_TOOL_RESULT_INPUT_SCHEMA as unknown as JSONSchema7, {
                validate: (value) => ({ success: true, value: value as ReadToolResultArgs }),
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
