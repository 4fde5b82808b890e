import type { Budget } from '../measure/budget.js';
import { DEFAULT_MAX_RESULT_SHARE, DEFAULT_MAX_STEP_SHARE, DEFAULT_RESERVE_SHARE } from '../defaults.js';
import { ConfigurationError } from '../errors/configuration-error.js';

/** How much of a context window tool results may take. Every field but `window` is optional. */
export interface ContextWindowOptions {
  /** Tokens the model accepts in one call (its context window). */
  readonly window: number;
  /** Tokens kept free for the system prompt, the tool definitions and the answer. Default 10% of `window`. */
  readonly reserve?: number;
  /** Most one result may take of the room left, from 0 (exclusive) to 1. Default 0.25. */
  readonly maxResultShare?: number;
  /** Most all results of one step may take together of the room left, from 0 (exclusive) to 1. Default 0.5. */
  readonly maxStepShare?: number;
}

/** A checked `ContextWindowOptions` with its defaults applied. */
export interface ContextWindow {
  readonly window: number;
  readonly reserve: number;
  readonly maxResultShare: number;
  readonly maxStepShare: number;
}

/**
 * Checks `options` and applies the defaults.
 *
 * @param where Named in the error message (`'withOutputLimits: context'`).
 * @throws ConfigurationError for a window that is not a whole number > 0, a reserve that is not a
 * number >= 0 below the window, or a share that is not in (0, 1].
 */
export function contextWindow(options: ContextWindowOptions, where = 'context'): ContextWindow {
  const { window } = options;
  if (!Number.isSafeInteger(window) || window <= 0) {
    throw new ConfigurationError(`${where}: window must be a whole number of tokens > 0; got ${String(window)}.`);
  }
  const reserve = options.reserve ?? Math.floor(window * DEFAULT_RESERVE_SHARE);
  if (typeof reserve !== 'number' || !(reserve >= 0) || reserve >= window) {
    throw new ConfigurationError(
      `${where}: reserve must be a number of tokens >= 0 and below the window (${window}); got ${String(reserve)}.`,
    );
  }
  const share = (name: string, value: number | undefined, fallback: number): number => {
    const chosen = value ?? fallback;
    if (typeof chosen !== 'number' || !(chosen > 0 && chosen <= 1)) {
      throw new ConfigurationError(`${where}: ${name} must be a number above 0 and at most 1; got ${String(chosen)}.`);
    }
    return chosen;
  };
  return {
    window,
    reserve,
    maxResultShare: share('maxResultShare', options.maxResultShare, DEFAULT_MAX_RESULT_SHARE),
    maxStepShare: share('maxStepShare', options.maxStepShare, DEFAULT_MAX_STEP_SHARE),
  };
}

/** Tokens left for tool results once the prompt and the reserve are counted: `window - reserve - promptTokens`, at least 0. */
export function roomLeft(context: ContextWindow, promptTokens: number): number {
  return Math.max(0, context.window - context.reserve - promptTokens);
}

/**
 * The budget of one result among `callsInStep` parallel calls made with a prompt of `promptTokens`:
 * `min(maxResultShare × room, maxStepShare × room / callsInStep)` tokens, rounded down. Each call
 * of a step gets the same share, so the step's results together stay within `maxStepShare × room`
 * whatever order they finish in.
 */
export function resultBudget(context: ContextWindow, promptTokens: number, callsInStep = 1): Budget {
  const room = roomLeft(context, promptTokens);
  const calls = Math.max(1, Math.floor(callsInStep));
  return { tokens: Math.floor(Math.min(context.maxResultShare * room, (context.maxStepShare * room) / calls)) };
}

/** Tokens all results of one step may take together: `maxStepShare × room`, rounded down. */
export function stepBudget(context: ContextWindow, promptTokens: number): number {
  return Math.floor(context.maxStepShare * roomLeft(context, promptTokens));
}
