/**
 * How a store says "no payload under this handle": it rejects with an error whose `code` is
 * `'ENOENT'` (Node's own code for a missing file, so a file-backed store needs nothing extra).
 * `readToolResult` tells the model the handle is unknown for such errors; see `isNotFoundError`.
 */
export function notFoundError(message: string): Error & { readonly code: 'ENOENT' } {
  return Object.assign(new Error(message), { code: 'ENOENT' as const });
}

/** Error codes that mean the payload is not there (as opposed to the store failing). */
const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/**
 * Sorts a store's rejection: true ("unknown handle") unless the error carries a string `code` that
 * names some other failure (`EACCES`, `EIO`, `ECONNREFUSED`, ...). An error without a code counts as
 * not found, since the `OverflowStore` contract lets `read` reject with any error for a missing
 * handle; a store that wants a failure reported as such gives its errors a code.
 */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code !== 'string' || NOT_FOUND_CODES.has(code);
}
