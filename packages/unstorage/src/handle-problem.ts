/** Longest handle accepted, in UTF-16 code units. Keys made by the core are far shorter (under 160). */
export const MAX_HANDLE_LENGTH = 512;

const ALLOWED = /^[A-Za-z0-9._/-]+$/;

/**
 * Why `handle` cannot name a stored payload, or `undefined` when it can. A handle is 1 to 512
 * characters of `[A-Za-z0-9._/-]`, made of `/`-separated segments that are neither empty nor `.` or
 * `..`: the shape of every key the core makes (`[<namespace>/]<toolCallId>.<n>-<random>`). Anything
 * else is refused before the storage is asked: a `:` (unstorage's separator), a `~` (which marks the
 * index item), `?` (unstorage drops what follows), `\`, NUL, whitespace, or a `..` segment that the
 * fs driver would resolve outside its base.
 */
export function handleProblem(handle: unknown): string | undefined {
  if (typeof handle !== 'string') return 'not a string';
  if (handle === '') return 'empty';
  if (handle.length > MAX_HANDLE_LENGTH) return `longer than ${MAX_HANDLE_LENGTH} characters`;
  if (!ALLOWED.test(handle)) return 'only letters, digits and . _ / - may appear';
  for (const segment of handle.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return 'an empty, "." or ".." path segment';
  }
  return undefined;
}
