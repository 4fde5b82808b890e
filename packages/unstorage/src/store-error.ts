/** An error with a Node-style `code`, the way `readToolResult` tells "no such handle" (`'ENOENT'`) from a failing store. */
export interface StoreError extends Error {
  /** `'ENOENT'` (no payload under the handle), `'EINVAL'` (a key the store refuses), `'ETIMEDOUT'`, `'ABORT_ERR'`, `'ECLOSED'`, or the client's own code. */
  readonly code: string;
}

const made = new WeakSet<object>();

/** Makes a `StoreError`; `message` is prefixed with `[output-limits/unstorage]`. */
export function storeError(code: string, message: string, cause?: unknown): StoreError {
  const error = new Error(`[output-limits/unstorage] ${message}`, cause === undefined ? undefined : { cause }) as Error & { code: string };
  error.code = code;
  if (code === 'ABORT_ERR') error.name = 'AbortError';
  made.add(error);
  return error;
}

/** True for an error made by `storeError`. */
export function isStoreError(error: unknown): error is StoreError {
  return typeof error === 'object' && error !== null && made.has(error);
}

/** The first line of an error's message, at most 200 characters. */
export function describeCause(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 200);
}
