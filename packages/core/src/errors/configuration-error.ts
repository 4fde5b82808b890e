import { OutputLimitsError } from './output-limits-error.js';

/**
 * A configuration this library cannot run with (a negative band threshold, a `summarize()` with no
 * summarizer, a bad store option), thrown when it is given: by `createReducer`, a store's
 * constructor or an adapter's wrapper, never from inside a tool call. Its `code` is
 * `'ERR_OUTPUT_LIMITS_CONFIG'`; its `name` stays `'OutputLimitsError'`, as configuration errors
 * were named before the subclasses.
 */
export class ConfigurationError extends OutputLimitsError {
  constructor(message: string) {
    super(message, { code: 'ERR_OUTPUT_LIMITS_CONFIG' });
  }
}
