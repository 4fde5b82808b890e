import type { Action } from '../actions/action.js';
import { spill } from '../actions/spill.js';
import { truncate } from '../actions/truncate.js';
import type { Band } from '../reduce/bands.js';

/**
 * The action a result gets under a budget. Within the budget, its band's action as usual (none
 * below every band). Over the budget, the budget acts as one more threshold: the band's action, or
 * below every band the smallest band's, or for `passthrough()` the default band's (spill, then
 * truncate); and a chain that could end without an output (a failed spill with no `then`) ends in
 * `truncate()` instead, so the output always fits.
 *
 * @param sortedBands The tool's bands, largest `over` first (as `checkConfig` sorts them).
 */
export function budgetedAction(band: Band | undefined, sortedBands: readonly Band[], overBudget: boolean): Action | undefined {
  if (!overBudget) return band?.action;
  const chosen = band?.action ?? sortedBands[sortedBands.length - 1]?.action;
  return endsInTruncate(chosen === undefined || chosen.kind === 'passthrough' ? spill({ then: truncate() }) : chosen);
}

/** `action` with `truncate()` in place of a missing last `then` or a `passthrough()` one. */
function endsInTruncate(action: Action): Action {
  if (action.kind === 'passthrough') return truncate();
  if (action.kind === 'truncate' && action.then === undefined) return action;
  return { ...action, then: action.then === undefined ? truncate() : endsInTruncate(action.then) };
}
