/** Error codes that mean the payload is not there (as opposed to the store failing). */
const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/**
 * Sorts a store's rejection: true ("unknown handle") only when the error carries one of the
 * not-found codes above. Anything else (`EACCES`, a lost connection, an error with no code) is a
 * store failure, which the model is told to retry: guessing "gone" for a store that is down would
 * send the model off to re-run an expensive tool.
 */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && NOT_FOUND_CODES.has(code);
}
