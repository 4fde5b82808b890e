import type { Action } from './action.js';
import type { ActionOutcome, ActionRun } from './action-run.js';
import { ActionFailure } from './action-run.js';
import type { Fallback } from './reduction.js';
import { describeCause } from '../errors/describe-cause.js';
import { runPassthrough } from './passthrough.js';
import type { SpillTarget } from './spill.js';
import { runSpill } from './spill.js';
import { runSummarize } from './summarize.js';
import { runTruncate } from './truncate.js';

/** What the actions of a reducer need besides the run: where spills go. */
export interface ActionSetup {
  readonly spill: SpillTarget;
}

/** What a chain of actions ended with: the outcome of the first that ran, or none when all failed. */
export interface ChainResult {
  readonly outcome?: ActionOutcome;
  /** The actions that failed, in order. */
  readonly fallbacks: readonly Fallback[];
}

/**
 * The fourth step of a result: runs `first`, and on a failure its `then`, and so on, reporting each
 * failure to `run.warn`. An unexpected throw (a bug, a hostile summarizer result) falls back like
 * any failure.
 */
export async function runActions(first: Action, run: ActionRun, setup: ActionSetup): Promise<ChainResult> {
  const fallbacks: Fallback[] = [];
  let action: Action | undefined = first;
  while (action) {
    try {
      return { outcome: await runAction(action, run, setup), fallbacks };
    } catch (error) {
      if (action.kind === 'passthrough') throw error; // cannot happen: passing through does not fail
      const failure = error instanceof ActionFailure ? error : new ActionFailure(`unexpected error: ${describeCause(error)}`, error);
      const fallback: Fallback = { action: action.kind, reason: failure.reason };
      fallbacks.push(fallback);
      run.warn({ ...fallback, error: failure.error });
      action = action.then;
    }
  }
  return { fallbacks };
}

/** Runs one action, by its kind. */
function runAction(action: Action, run: ActionRun, setup: ActionSetup): Promise<ActionOutcome> | ActionOutcome {
  switch (action.kind) {
    case 'passthrough':
      return runPassthrough(run);
    case 'truncate':
      return runTruncate(action, run);
    case 'spill':
      return runSpill(action, run, setup.spill);
    case 'summarize':
      return runSummarize(action, run);
  }
}
