const MARKER = Symbol.for('output-limits.error');

/**
 * Thrown for a configuration this library cannot run with (a negative band threshold, a summary
 * prompt without its placeholders). Never thrown from inside a tool call: there, failures fall back.
 */
export class OutputLimitsError extends Error {
  private readonly [MARKER] = true;
  override readonly name = 'OutputLimitsError';

  constructor(message: string) {
    super(`[output-limits] ${message}`);
  }

  /** True for an `OutputLimitsError`, also one from another copy of this package. */
  static isInstance(error: unknown): error is OutputLimitsError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[MARKER] === true;
  }
}
