import { passthroughOutput } from '../prepare/payload.js';
import type { PassthroughAction } from './action.js';
import type { ActionOutcome, ActionRun } from './action-run.js';

const PASSTHROUGH: PassthroughAction = Object.freeze({ kind: 'passthrough' });

/** Leave the output untouched: for a band or a per-tool list that should not reduce. */
export function passthrough(): PassthroughAction {
  return PASSTHROUGH;
}

/** Runs a `passthrough()` action: the output as it is (a text payload as `passthroughOutput` gives it). */
export function runPassthrough(run: ActionRun): ActionOutcome {
  return { output: run.payload.kind === 'text' ? passthroughOutput(run.payload) : undefined, reduced: false };
}
