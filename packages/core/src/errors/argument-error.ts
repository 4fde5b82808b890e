import { ERROR_MARKER } from './output-limits-error.js';

/**
 * A bad argument to a function (`keepTailLines: -1`, a line index `step` of 0). It is a
 * `RangeError`, as a built-in function's would be, and one of this library's errors
 * (`OutputLimitsError.isInstance` and `instanceof OutputLimitsError` hold); its `code` is
 * `'ERR_OUTPUT_LIMITS_ARGUMENT'`, its `name` `'ArgumentError'`. It is for values handed to a
 * function as it runs (`truncateText`, `buildLineIndex`); an option given to configure something
 * (`truncate({ keepTailLines: -1 })`) is a `ConfigurationError`.
 */
export class ArgumentError extends RangeError {
  /** Always `'ERR_OUTPUT_LIMITS_ARGUMENT'`. */
  declare readonly code: 'ERR_OUTPUT_LIMITS_ARGUMENT';

  /**
   * @param rule What the argument must be, and what it was.
   * @param caller The configuring call to name (`'truncate()'`), if any.
   */
  constructor(rule: string, caller?: string) {
    super(caller === undefined ? rule : `[output-limits] ${caller}: ${rule}`);
    Object.defineProperty(this, 'code', { value: 'ERR_OUTPUT_LIMITS_ARGUMENT', configurable: true, writable: true });
  }
}

Object.defineProperty(ArgumentError.prototype, ERROR_MARKER, { value: true });
Object.defineProperty(ArgumentError.prototype, 'name', { value: 'ArgumentError', configurable: true, writable: true });

/** Throws an `ArgumentError` unless `value` is a whole number >= `min`: `<name> must be a whole number >= <min>; got <value>.` */
export function checkWholeNumber(value: unknown, name: string, min: number, caller?: string): void {
  if (!Number.isInteger(value) || (value as number) < min) {
    throw new ArgumentError(`${name} must be a whole number >= ${min}; got ${String(value)}.`, caller);
  }
}
