import { ConfigurationError } from '../errors/configuration-error.js';
import type { SpillAction, SummarizeAction, TruncateAction } from './action.js';

/** Longest `setTimeout` delay; a longer one fires at once. */
const MAX_TIMEOUT_MS = 2_147_483_647;
const STRATEGIES = new Set(['head', 'tail', 'headTail']);

/**
 * Checks the options of one action, the one rule for each: the action factories (`truncate()`,
 * `spill()`, `summarize()`) run it when an action is made, and `createReducer` again for an action
 * built by hand. `option` names an option as its caller does: `spill(): previewChars`, or
 * `bands: Band.action.previewChars`.
 *
 * @throws ConfigurationError `<option> must be <rule>; got <value>.` for the first bad option.
 */
export function checkActionOptions(action: TruncateAction | SpillAction | SummarizeAction, option: (name: string) => string): void {
  const bad = (name: string, rule: string, got: unknown) => new ConfigurationError(`${option(name)} must be ${rule}; got ${String(got)}.`);
  const timeout = `a number of milliseconds above 0, at most ${MAX_TIMEOUT_MS}`;
  switch (action.kind) {
    case 'truncate':
      if (typeof action.maxChars !== 'number' || Number.isNaN(action.maxChars)) throw bad('maxChars', 'a number', action.maxChars);
      if (!STRATEGIES.has(action.strategy)) throw bad('strategy', "'head', 'tail' or 'headTail'", action.strategy);
      if (!Number.isInteger(action.keepTailLines) || action.keepTailLines < 0)
        throw bad('keepTailLines', 'a whole number >= 0', action.keepTailLines);
      if (action.maxTokens !== undefined && !(action.maxTokens >= 0)) throw bad('maxTokens', 'a number >= 0', action.maxTokens);
      return;
    case 'spill':
      if (!(action.previewChars >= 0)) throw bad('previewChars', 'a number >= 0', action.previewChars);
      if (
        action.preview !== 'salient' &&
        action.preview !== 'headTail' &&
        action.preview !== 'tail' &&
        typeof action.preview !== 'function'
      )
        throw bad('preview', "'salient', 'headTail', 'tail' or a function", action.preview);
      if (!(action.timeoutMs > 0 && action.timeoutMs <= MAX_TIMEOUT_MS)) throw bad('timeoutMs', timeout, action.timeoutMs);
      return;
    case 'summarize':
      if (!(action.timeoutMs > 0 && action.timeoutMs <= MAX_TIMEOUT_MS)) throw bad('timeoutMs', timeout, action.timeoutMs);
      if (action.summarize !== undefined && typeof action.summarize !== 'function') throw bad('summarize', 'a function', action.summarize);
      return;
  }
}
