import { OutputLimitsError } from './output-limits-error.js';

/**
 * A configuration this library cannot run with (a negative band threshold, a `summarize()` with no
 * summarizer, a bad store option), thrown when it is given: by `createReducer`, a store's
 * constructor or an adapter's wrapper, never from inside a tool call. Its `code` is
 * `'ERR_OUTPUT_LIMITS_CONFIG'`; its `name` is `'ConfigurationError'`. Every bad option to an
 * action factory (`truncate()`, `spill()`, `summarize()`) throws it.
 */
export class ConfigurationError extends OutputLimitsError {
  constructor(message: string) {
    super(message, { code: 'ERR_OUTPUT_LIMITS_CONFIG' });
  }
}
Object.defineProperty(ConfigurationError.prototype, 'name', { value: 'ConfigurationError', configurable: true, writable: true });
