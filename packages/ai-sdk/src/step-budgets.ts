import { resultBudget } from '@output-limits/core';
import type { Budget, ContextWindow, Tokenizer } from '@output-limits/core';
import { promptTokens } from './prompt-tokens.js';

/** The budgets of the tool calls of each step. */
export interface StepBudgets {
  /** Counts a call in its step; the SDK calls `onInputAvailable` for every call of a step before it executes any. */
  register(toolCallId: string, messages: readonly unknown[]): void;
  /** The budget of a call made with `messages` (its step's prompt). */
  budgetFor(toolCallId: string, messages: readonly unknown[] | undefined): Budget;
}

/**
 * Splits the room left in the context window equally among the calls of a step, reserving each
 * call's share when it starts. The calls of one step are made with the same `messages` array (the
 * step's prompt), and the AI SDK (6 and 7, generateText and streamText) calls every call's
 * `onInputAvailable` before it executes any of them, so the number of calls is known when the
 * first starts: each gets `min(maxResultShare × room, maxStepShare × room / calls)`. That share
 * depends only on the prompt and the number of calls, never on which call finishes first, so the
 * same step gives the same outputs in any order, and the step's results together stay within
 * `maxStepShare × room`. A call that was not counted (its tool executed without `onInputAvailable`)
 * counts as one more call of its step.
 */
export function stepBudgets(context: ContextWindow, tokenizer: Tokenizer): StepBudgets {
  const steps = new WeakMap<object, Set<string>>();
  const tokens = new WeakMap<object, number>();
  const limit = context.window + 1;

  const promptOf = (messages: readonly unknown[]): number => {
    let count = tokens.get(messages);
    if (count === undefined) {
      count = promptTokens(messages, tokenizer, limit);
      tokens.set(messages, count);
    }
    return count;
  };

  return {
    register(toolCallId, messages) {
      if (!Array.isArray(messages)) return;
      let calls = steps.get(messages);
      if (!calls) steps.set(messages, (calls = new Set()));
      calls.add(toolCallId);
    },
    budgetFor(toolCallId, messages) {
      if (!Array.isArray(messages)) return resultBudget(context, 0, 1);
      const calls = steps.get(messages);
      const count = (calls?.size ?? 0) + (calls?.has(toolCallId) ? 0 : 1);
      return resultBudget(context, promptOf(messages), count);
    },
  };
}
