import type { BudgetPlan } from '../budget/budget-plan.js';
import type { CountWith } from '../measure/measure.js';
import type { Payload } from '../prepare/payload.js';
import type { ReduceContext, Reduction, ReductionWarning } from './reduction.js';

/** A warning about one tool call; the reducer adds the call's tool name and id. */
export type CallWarning = Omit<ReductionWarning, 'toolName' | 'toolCallId'>;

/** What one action run is given: the payload, its call, its budget plan and the reducer's tokenizer and warnings. */
export interface ActionRun {
  readonly payload: Payload;
  readonly context: ReduceContext;
  /** The budget the output must fit, when the call has one. */
  readonly plan: BudgetPlan | undefined;
  readonly countWith: CountWith;
  readonly warn: (warning: CallWarning) => void;
}

/** What an action produced; the reducer adds the sizes and fallbacks. `output` undefined means the original value. */
export type ActionOutcome = Omit<Reduction, 'originalSize' | 'unit' | 'fallbacks'>;

/** Why an action did not produce an output: its `then` runs next. */
export class ActionFailure extends Error {
  constructor(
    readonly reason: string,
    readonly error?: unknown,
  ) {
    super(reason);
  }
}
