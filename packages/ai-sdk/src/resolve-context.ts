import { ConfigurationError } from '@output-limits/core';
import { contextWindow, MODEL_WINDOWS_COMPILED, modelWindow } from '@output-limits/core/adapter';
import type { ContextWindow } from '@output-limits/core/adapter';
import type { LanguageModel } from 'ai';

/**
 * The `context` option: how much of the model's context window tool results may take. Results are
 * then sized to the room left in the window (`window - reserve - tokens of the prompt`).
 */
export interface ContextOption {
  /**
   * The context window in tokens, or a model (a `LanguageModel` or a model id such as `'gpt-4o'`)
   * whose window the library knows (`MODEL_WINDOWS`); an unknown model is a configuration error.
   */
  readonly window: number | LanguageModel;
  /** Tokens kept free for the system prompt, the tool definitions and the answer. Default 10% of the window. */
  readonly reserve?: number;
  /** Most one result may take of the room left. Default 0.25. */
  readonly maxResultShare?: number;
  /** Most all results of one step (or, in the middleware, of the whole prompt) may take of the room left. Default 0.5. */
  readonly maxStepShare?: number;
}

/**
 * Checks the `context` option and looks the model's window up.
 *
 * @throws ConfigurationError for a model the table does not know, or a bad number (see `contextWindow`).
 */
export function resolveContext(option: ContextOption, caller: string): ContextWindow {
  const where = `${caller}: context`;
  const { window, ...rest } = option;
  if (typeof window === 'number') return contextWindow({ window, ...rest }, where);
  const modelId = typeof window === 'string' ? window : (window as { modelId?: unknown } | null)?.modelId;
  if (typeof modelId !== 'string') {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- echoes what was passed, as String() shows it
    throw new ConfigurationError(`${where}: window must be a number of tokens or a model; got ${String(window)}.`);
  }
  const tokens = modelWindow(modelId);
  if (tokens === undefined) {
    throw new ConfigurationError(
      `${where}: the context window of model '${modelId}' is not known (table of ${MODEL_WINDOWS_COMPILED}); pass window as a number of tokens.`,
    );
  }
  return contextWindow({ window: tokens, ...rest }, where);
}
