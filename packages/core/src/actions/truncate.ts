import { DEFAULT_MAX_CHARS } from '../defaults.js';
import { checkActionOptions } from './check-action-options.js';
import { passthroughOutput } from '../prepare/payload.js';
import type { TruncationStrategy } from './truncate-text.js';
import { truncateText } from './truncate-text.js';
import { truncateToTokens } from './truncate-to-tokens.js';
import type { Action, TruncateAction } from './action.js';
import type { ActionOutcome, ActionRun } from './action-run.js';
import { ActionFailure } from './action-run.js';

/** Options of `truncate()`. */
export interface TruncateOptions {
  /** Budget in characters (UTF-16 code units), marker included. Default 4,000, or none when `maxTokens` is set. */
  readonly maxChars?: number;
  /**
   * Budget in tokens, marker included, counted with the reducer's `tokenizer` (chars / 4 by
   * default; `tiktokenCounter()` is exact). With `maxChars` too, both hold. Default: none.
   */
  readonly maxTokens?: number;
  /** `'head'`, `'tail'` or `'headTail'` (default). */
  readonly strategy?: TruncationStrategy;
  /** Complete last lines to keep whatever the strategy (an exit code trailer). Default 0. */
  readonly keepTailLines?: number;
  /** Runs instead when the payload is binary. Default: a one-line notice that the binary output is not shown. */
  readonly then?: Action;
}

/**
 * Cut the output to a character (or token) budget, with a marker saying what was cut. Lossy; no model call.
 *
 * @throws ConfigurationError for a bad option (`keepTailLines` not a whole number >= 0, `maxTokens`
 * below 0, ...: see `checkActionOptions`), so a bad action fails when it is made, not in the middle of a run.
 */
export function truncate(options: TruncateOptions = {}): TruncateAction {
  const action: TruncateAction = {
    kind: 'truncate',
    maxChars: options.maxChars ?? (options.maxTokens === undefined ? DEFAULT_MAX_CHARS : Number.POSITIVE_INFINITY),
    ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
    strategy: options.strategy ?? 'headTail',
    keepTailLines: options.keepTailLines ?? 0,
    ...(options.then ? { then: options.then } : {}),
  };
  checkActionOptions(action, (name) => `truncate(): ${name}`);
  return action;
}

/** Runs a `truncate()` action: the text cut to its budget (or the call's), or the text as it is when it fits. Binary fails. */
export function runTruncate(action: TruncateAction, run: ActionRun): ActionOutcome {
  const { payload, plan } = run;
  if (payload.kind === 'binary') throw new ActionFailure('binary payload');
  const { maxTokens } = action;
  const output = plan
    ? plan.fitter.truncation(payload.text, action)
    : maxTokens === undefined
      ? truncateText(payload.text, action)
      : run.countWith((count) => truncateToTokens(payload.text, { ...action, maxTokens, tokenizer: count }));
  return output === payload.text ? { output: passthroughOutput(payload), reduced: false } : { output, reduced: true, action: 'truncate' };
}
