/** Marks every error of this library, also one from another copy of the package (`Symbol.for`). */
export const ERROR_MARKER: unique symbol = Symbol.for('output-limits.error') as never;

/** Options of `OutputLimitsError` and its subclasses. */
export interface OutputLimitsErrorOptions {
  /** What went wrong, for code: `'ERR_OUTPUT_LIMITS_CONFIG'` by default. */
  readonly code?: string;
  /** The underlying error, kept as `cause`. */
  readonly cause?: unknown;
  /** Put before the message. Default `'[output-limits] '`; store errors name their adapter. */
  readonly prefix?: string;
}

/**
 * The base of this library's errors, as `AISDKError` is the AI SDK's: a `code` says what went
 * wrong, and `OutputLimitsError.isInstance` (or `instanceof OutputLimitsError`) recognizes every
 * error of the library, also one from another copy of the package. The subclasses:
 * `ConfigurationError` (an option the library cannot run with, thrown when it is given),
 * `ArgumentError` (a bad argument to a function, a `RangeError`), `StoreError` (a store adapter's
 * failure, with a Node-style code) and `DeadlineError` (a spill write or summary that timed out or
 * was aborted). Failures inside a tool call never throw: they fall back, and reach `onWarning`.
 *
 * Thrown as it is (not a subclass), it is a configuration error; its `code` is then
 * `'ERR_OUTPUT_LIMITS_CONFIG'`.
 */
export class OutputLimitsError extends Error {
  /** What went wrong: `'ERR_OUTPUT_LIMITS_CONFIG'`, `'ERR_OUTPUT_LIMITS_ARGUMENT'`, or a store's Node-style code (`'ENOENT'`, `'ETIMEDOUT'`, ...). */
  declare readonly code: string;

  constructor(message: string, options: OutputLimitsErrorOptions = {}) {
    super(`${options.prefix ?? '[output-limits] '}${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    // Not enumerable, so an error compares and serializes as it did before codes were added.
    Object.defineProperty(this, 'code', { value: options.code ?? CONFIG_CODE, configurable: true, writable: true });
  }

  /** True for an error of this library (any subclass, also `ArgumentError`), also one from another copy of this package. */
  static isInstance(error: unknown): error is OutputLimitsError {
    try {
      return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[ERROR_MARKER] === true;
    } catch {
      return false; // a proxy whose traps throw is no error of this library
    }
  }

  /** `instanceof OutputLimitsError` is `isInstance`, so it holds across copies of the package; subclasses check as usual. */
  static override [Symbol.hasInstance](this: abstract new (...args: never[]) => unknown, value: unknown): boolean {
    return this === OutputLimitsError ? OutputLimitsError.isInstance(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

const CONFIG_CODE = 'ERR_OUTPUT_LIMITS_CONFIG';

Object.defineProperty(OutputLimitsError.prototype, ERROR_MARKER, { value: true });
Object.defineProperty(OutputLimitsError.prototype, 'name', { value: 'OutputLimitsError', configurable: true, writable: true });
