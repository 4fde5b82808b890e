import { OutputLimitsError } from './output-limits-error.js';

const STORE_MARKER = Symbol.for('output-limits.store-error');

/**
 * An error from a store, with a Node-style `code`: the way `readToolResult` tells "no such
 * handle" (`'ENOENT'`, see `isNotFoundError`) from a failing store (any other code). Its `code` is
 * enumerable, as Node's system errors' are (an aborted call has `'ABORT_ERR'`); its `name` is
 * `'StoreError'`. Recognized across copies of the package
 * (`isStoreError`, `StoreError.isInstance`).
 */
export class StoreError extends OutputLimitsError {
  /** `'ENOENT'` (no payload under the handle), `'EINVAL'` (a key the store refuses), `'ETIMEDOUT'`, `'ABORT_ERR'`, `'ECLOSED'`, `'EFBIG'`, or the client's own code. */
  declare readonly code: string;
  /** The adapter that made it (`'redis'`, `'unstorage'`), named in the message's prefix; undefined for a message given whole. */
  declare readonly component: string | undefined;

  /**
   * @param message What went wrong; with `component`, after the prefix `[output-limits/<component>] `.
   * @param options The error's `code`, the adapter that made it, and the underlying error (kept as `cause`).
   */
  constructor(message: string, options: { readonly code: string; readonly component?: string; readonly cause?: unknown }) {
    const prefix = options.component === undefined ? '' : `[output-limits/${options.component}] `;
    super(message, { code: options.code, prefix, ...(options.cause === undefined ? {} : { cause: options.cause }) });
    Object.defineProperty(this, 'code', { value: options.code, enumerable: true, configurable: true, writable: true });
    Object.defineProperty(this, 'component', { value: options.component, configurable: true, writable: true });
  }

  /** True for a `StoreError`, also one from another copy of this package. */
  static override isInstance(error: unknown): error is StoreError {
    return OutputLimitsError.isInstance(error) && (error as unknown as Record<symbol, unknown>)[STORE_MARKER] === true;
  }
}

Object.defineProperty(StoreError.prototype, STORE_MARKER, { value: true });
Object.defineProperty(StoreError.prototype, 'name', { value: 'StoreError', configurable: true, writable: true });

/**
 * True for a `StoreError` (also from another copy of this package), and, when `component` is
 * given, for one of that component (so an adapter passes its own errors on unchanged and wraps
 * everything else).
 */
export function isStoreError(error: unknown, component?: string): error is StoreError {
  return StoreError.isInstance(error) && (component === undefined || error.component === component);
}
