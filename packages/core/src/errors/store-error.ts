/**
 * An error from a store adapter, with a Node-style `code`: the way `readToolResult` tells "no such
 * handle" (`'ENOENT'`, see `isNotFoundError`) from a failing store (any other code).
 */
export interface StoreError extends Error {
  /** `'ENOENT'` (no payload under the handle), `'EINVAL'` (a key the store refuses), `'ETIMEDOUT'`, `'ABORT_ERR'`, `'ECLOSED'`, or the client's own code. */
  readonly code: string;
}

/** Every error `storeError` made, with the component that made it. */
const made = new WeakMap<object, string>();

/**
 * Makes a `StoreError` for a store adapter. Its message is `[output-limits/<component>] <message>`
 * (`[output-limits/redis] read timed out ...`); an `'ABORT_ERR'` is named `'AbortError'`, as
 * `AbortSignal` aborts are.
 *
 * @param component The adapter, as it appears in the prefix: `'redis'`, `'unstorage'`.
 * @param code The error's `code`.
 * @param message What went wrong, without the prefix.
 * @param cause The underlying error, kept as `cause`. Default: none.
 */
export function storeError(component: string, code: string, message: string, cause?: unknown): StoreError {
  const error = new Error(`[output-limits/${component}] ${message}`, cause === undefined ? undefined : { cause }) as Error & { code: string };
  error.code = code;
  if (code === 'ABORT_ERR') error.name = 'AbortError';
  made.set(error, component);
  return error;
}

/**
 * True for an error made by `storeError`, and, when `component` is given, for that component (so an
 * adapter passes its own errors on unchanged and wraps everything else).
 */
export function isStoreError(error: unknown, component?: string): error is StoreError {
  if (typeof error !== 'object' || error === null || !made.has(error)) return false;
  return component === undefined || made.get(error) === component;
}

/** The first line of an error's message (its name when the message is empty), at most 200 characters, for wrapping it in a `StoreError`. */
export function describeCause(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 200);
}
