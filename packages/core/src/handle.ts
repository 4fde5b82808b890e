/**
 * Spill keys and namespaces. A key is `[<namespace>/]<toolCallId>.<n>-<random>`: per tool call,
 * never reused (the counter), and not guessable from the call id alone (the random part).
 */

const UNSAFE = /[^A-Za-z0-9._-]+/g;
const MAX_SEGMENT = 64;

/** Makes a string safe as one key segment: runs of other chars become `_`, cut to 64 chars, never `''`, `.` or `..`. */
export function sanitizeSegment(raw: string): string {
  const cleaned = raw.replace(UNSAFE, '_').slice(0, MAX_SEGMENT);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

/** 12 random base-36 chars from the platform's crypto (about 62 bits). */
export function randomPart(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value.toString(36).padStart(12, '0').slice(-12);
}

/** The store key of one spill. */
export function spillKey(toolCallId: string, sequence: number, namespace?: string): string {
  const key = `${sanitizeSegment(toolCallId)}.${sequence}-${randomPart()}`;
  return namespace === undefined ? key : `${sanitizeSegment(namespace)}/${key}`;
}

/** True when `handle` lies in `namespace` (every handle does when no namespace is set). */
export function isInNamespace(handle: string, namespace: string | undefined): boolean {
  if (namespace === undefined) return true;
  return handle.startsWith(`${sanitizeSegment(namespace)}/`);
}

/**
 * Longest handle accepted anywhere (by `readToolResult`, `FileStore` and the store adapters), in
 * UTF-16 code units: 512. Keys made by `spillKey` are far shorter (under 160).
 */
export const MAX_HANDLE_LENGTH = 512;

const KEY_CHARS = /^[A-Za-z0-9._/-]+$/;

/**
 * Why `handle` cannot be a key of the shape `spillKey` makes, or `undefined` when it can: 1 to 512
 * characters of `[A-Za-z0-9._/-]`, in `/`-separated segments that are neither empty nor `.` or `..`.
 *
 * For stores whose keys are only ever made by the core (the Redis and unstorage adapters): they
 * refuse anything else before their backend is asked (a glob such as `*`, a `:` or `~` that could
 * reach an index item, `?`, `\`, NUL, whitespace, a `..` segment). `readToolResult` does not apply
 * it: to the `OverflowStore` contract a handle is an opaque string, and a custom store may return
 * others.
 *
 * @returns `'not a string'`, `'empty'`, `'longer than 512 characters'`, `'only letters, digits and
 * . _ / - may appear'`, `'an empty, "." or ".." path segment'`, or `undefined`.
 */
export function handleProblem(handle: unknown): string | undefined {
  if (typeof handle !== 'string') return 'not a string';
  if (handle === '') return 'empty';
  if (handle.length > MAX_HANDLE_LENGTH) return `longer than ${MAX_HANDLE_LENGTH} characters`;
  if (!KEY_CHARS.test(handle)) return 'only letters, digits and . _ / - may appear';
  for (const segment of handle.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return 'an empty, "." or ".." path segment';
  }
  return undefined;
}
