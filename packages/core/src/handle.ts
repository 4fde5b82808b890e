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
