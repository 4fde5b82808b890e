/**
 * The Restate service the crash tests run: one handler, `triage`, running the triage agent with
 * each `fetch_logs` call as `ctx.run('fetch_logs', ...)`, its spills namespaced by the invocation id.
 */
import * as restate from '@restatedev/restate-sdk';
import type { TriageResult } from '../kit/triage-agent.js';
import { probeStep, runTriageAgent, spillFetchedLog } from '../kit/triage-agent.js';

/** The service; `storeDir` is the FileStore directory every worker shares. */
export function triageService(storeDir: string) {
  return restate.service({
    name: 'agent',
    handlers: {
      triage: async (ctx: restate.Context, input: { day: string }): Promise<TriageResult> =>
        runTriageAgent({
          day: input.day,
          storeDir,
          runId: ctx.request().id,
          runStep: (step) => ctx.run('fetch_logs', () => spillFetchedLog(step)),
        }),
      /** A journal probe: one step returning a `chars`-char log, raw or reduced; the handler returns only its length. */
      probe: async (ctx: restate.Context, input: { chars: number; reduce: boolean }): Promise<number> => {
        const recorded = await ctx.run('fetch_logs', () => probeStep({ storeDir, runId: ctx.request().id, ...input }));
        return recorded.output.length;
      },
    },
  });
}
