import type { Budget } from '../measure/budget.js';
import { budgetLimit, budgetProblem, exceedsBudget } from '../measure/budget.js';
import type { BudgetFitter } from './fit-to-budget.js';
import { budgetFitter } from './fit-to-budget.js';
import type { Tokenizer } from '../measure/measure.js';
import { estimateTokens } from '../measure/measure.js';
import { describeCause } from '../errors/describe-cause.js';

/** A budget problem for `onWarning`: the reducer adds the tool call. */
export interface BudgetWarning {
  readonly action: 'budget' | 'measure';
  readonly reason: string;
  readonly error?: unknown;
}

/** How one `reduce` call applies its budget. */
export interface BudgetPlan {
  readonly budget: Budget;
  /** Sizes the outputs of the actions to the budget. */
  readonly fitter: BudgetFitter;
  /** True when a text (or binary payload, one byte counting as one token or char) takes more than the budget. */
  exceeds(payload: string | Uint8Array): boolean;
}

/**
 * The plan for `budget` (a `ReduceContext.budget`), or undefined when there is none to apply: no
 * budget, an infinite one, or an unusable one (reported to `warn` and ignored). Tokens are counted
 * with `tokenizer`; once it throws, with the chars/4 estimate for the rest of the call (reported once).
 */
export function budgetPlan(budget: unknown, tokenizer: Tokenizer, warn: (warning: BudgetWarning) => void): BudgetPlan | undefined {
  if (budget === undefined) return undefined;
  const problem = budgetProblem(budget);
  if (problem !== undefined) {
    warn({ action: 'budget', reason: `${problem}; the budget was ignored` });
    return undefined;
  }
  const usable = budget as Budget;
  const { limit, unit } = budgetLimit(usable);
  if (!Number.isFinite(limit)) return undefined;

  let count = tokenizer;
  const counting: Tokenizer = (text) => {
    try {
      return count(text);
    } catch (error) {
      warn({ action: 'measure', reason: `tokenizer threw: ${describeCause(error)}; used the chars/4 estimate`, error });
      count = estimateTokens;
      return count(text);
    }
  };
  const fitter = budgetFitter(usable, counting, () =>
    warn({ action: 'budget', reason: `a budget of ${limit} ${unit} is too small for even a bare notice; used the smallest valid output` }),
  );
  return {
    budget: usable,
    fitter,
    exceeds: (payload) => (typeof payload === 'string' ? exceedsBudget(payload, usable, counting) : payload.byteLength > limit),
  };
}
