import { withDeadline } from '../errors/with-deadline.js';
import { summaryHeader } from '../messages/index.js';
import { MAX_SUMMARY_CHARS } from './output-bound.js';
import { describeCause } from '../errors/describe-cause.js';
import { truncateText } from './truncate-text.js';
import type { Action, SummarizeAction, Summarizer, SummaryUsage } from './action.js';
import { checkActionOptions } from './check-action-options.js';
import type { ActionOutcome, ActionRun } from './action-run.js';
import { ActionFailure } from './action-run.js';

/** Default time a summary may take before `then` runs: 60 s, enough for a slow model on 100k tokens. */
export const DEFAULT_SUMMARY_TIMEOUT_MS = 60_000;

/** Options of `summarize()`. */
export interface SummarizeOptions {
  /** Makes the summary. Default: the reducer's `summarizer` (in the AI SDK package, `generateText` on `model`). */
  readonly summarize?: Summarizer;
  /** Milliseconds the summary may take. Default `DEFAULT_SUMMARY_TIMEOUT_MS` (60 s). */
  readonly timeoutMs?: number;
  /** Runs instead when the payload is binary or the summary fails. Default: the last resort, a 4,000-char cut (binary: a one-line notice). */
  readonly then?: Action;
}

/** Replace the output with a model-written summary. Lossy; one model call. */
export function summarize(options: SummarizeOptions = {}): SummarizeAction {
  const action: SummarizeAction = {
    kind: 'summarize',
    timeoutMs: options.timeoutMs ?? DEFAULT_SUMMARY_TIMEOUT_MS,
    ...(options.summarize ? { summarize: options.summarize } : {}),
    ...(options.then ? { then: options.then } : {}),
  };
  checkActionOptions(action, (name) => `summarize(): ${name}`);
  return action;
}

/**
 * Runs a `summarize()` action: asks its summarizer (`createReducer` gave it the reducer's when it had none) within the action's timeout (and the call's
 * signal) and gives the headed summary, cut to `MAX_SUMMARY_CHARS`. Binary, a missing summarizer,
 * a failed, late or empty summary fail the action.
 */
export async function runSummarize(action: SummarizeAction, run: ActionRun): Promise<ActionOutcome> {
  const { payload, context, plan } = run;
  if (payload.kind === 'binary') throw new ActionFailure('binary payload');
  const summarizer = action.summarize;
  if (!summarizer) throw new ActionFailure('no summarizer configured');
  let result: Awaited<ReturnType<Summarizer>>;
  try {
    const request = context.request !== undefined ? { request: context.request } : {};
    result = await withDeadline((signal) => summarizer({ toolName: context.toolName, text: payload.text, signal, ...request }), {
      timeoutMs: action.timeoutMs,
      ...(context.signal ? { signal: context.signal } : {}),
    });
  } catch (error) {
    throw new ActionFailure(`summarizer failed: ${describeCause(error)}`, error);
  }
  const { summary, usage } = readSummary(result);
  if (summary === '') throw new ActionFailure('summarizer returned an empty summary');
  const header = summaryHeader(payload.text.length);
  const body = truncateText(summary, { maxChars: MAX_SUMMARY_CHARS, strategy: 'head' });
  const output = plan ? plan.fitter.summary(header, body) : `${header}\n${body}`;
  return { output, reduced: true, action: 'summarize', ...(usage ? { usage } : {}) };
}

/** The summary text of a summarizer's result (`''` when it has none) and its usage; reads nothing twice, throws nothing. */
function readSummary(result: unknown): { summary: string; usage?: SummaryUsage } {
  try {
    if (typeof result === 'string') return { summary: result.trim() };
    if (typeof result !== 'object' || result === null) return { summary: '' };
    const { text, usage } = result as { text?: unknown; usage?: unknown };
    return {
      summary: typeof text === 'string' ? text.trim() : '',
      ...(typeof usage === 'object' && usage !== null ? { usage } : {}),
    };
  } catch {
    return { summary: '' };
  }
}
