import type { ReduceContext, Reduction } from '../actions/reduction.js';
import type { ReduceEvent } from '../reduce/reduce-event.js';
import { reduceEvent } from '../reduce/reduce-event.js';

/** Runs an observer callback (`name` says which, for the log); what it throws is logged and ignored, so it cannot change a result. */
export function observe(name: string, callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error(`[output-limits] ${name} threw; ignored:`, error);
  }
}

/** Tells `onReduce`, when there is one, of one call's reduction as a `ReduceEvent`; what it throws is logged and ignored. */
export function observeReduce(
  onReduce: ((event: ReduceEvent) => void) | undefined,
  reduction: Reduction,
  call: Pick<ReduceContext, 'toolName' | 'toolCallId'>,
): void {
  if (onReduce) observe('onReduce', () => onReduce(reduceEvent(reduction, call)));
}
