import type { Tokenizer } from './measure.js';
import { countTokensUpTo } from './measure.js';

/**
 * Most a tool result may take of the context once reduced, everything the model sees included (the
 * notice, the marker, the budget line): in tokens of the reducer's `tokenizer`, or in characters
 * (UTF-16 code units).
 */
export type Budget = { readonly tokens: number } | { readonly chars: number };

/** The limit of a budget and the unit it is in. */
export function budgetLimit(budget: Budget): { readonly limit: number; readonly unit: 'tokens' | 'chars' } {
  return 'tokens' in budget ? { limit: budget.tokens, unit: 'tokens' } : { limit: budget.chars, unit: 'chars' };
}

/** Why `budget` cannot be used (not `{ tokens }` or `{ chars }` with a number >= 0), or undefined when it can. */
export function budgetProblem(budget: unknown): string | undefined {
  if (typeof budget !== 'object' || budget === null) return `a budget is { tokens } or { chars }; got ${String(budget)}`;
  const limit = 'tokens' in budget ? budget.tokens : 'chars' in budget ? budget.chars : undefined;
  if (typeof limit !== 'number' || Number.isNaN(limit) || limit < 0) {
    return `a budget's limit must be a number >= 0; got ${String(limit)}`;
  }
  return undefined;
}

/** Measures a text in the unit of a budget. */
export type BudgetMeasure = (text: string) => number;

/** The measure of `budget`'s unit: `tokenizer` for tokens, `String#length` for chars. */
export function budgetMeasure(budget: Budget, tokenizer: Tokenizer): BudgetMeasure {
  return 'tokens' in budget ? tokenizer : (text) => text.length;
}

/** True when `text` takes more than the budget; tokens are counted only as far as deciding that needs. */
export function exceedsBudget(text: string, budget: Budget, tokenizer: Tokenizer): boolean {
  if ('chars' in budget) return text.length > budget.chars;
  if (!Number.isFinite(budget.tokens)) return false;
  return countTokensUpTo(text, tokenizer, budget.tokens + 1).count > budget.tokens;
}
