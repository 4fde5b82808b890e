/**
 * Spill keys and namespaces. A key is `[<namespace>/]<toolCallId>.<n>-<random>`: per tool call,
 * never reused (the counter), and not guessable from the call id alone (the random part). For
 * durable runs it is `<namespace>/<toolCallId>` instead (`callIdKey`): a replayed call writes the
 * same key again. Both parts are kept as they are when they are plain (see `namespaceSegment` and
 * `callIdKey`), as engine run ids and model call ids are.
 */

const UNSAFE = /[^A-Za-z0-9._-]+/g;
const MAX_SEGMENT = 64;

/** Makes a string safe as one key segment: runs of other chars become `_`, cut to 64 chars, never `''`, `.` or `..`. */
export function sanitizeSegment(raw: string): string {
  const cleaned = raw.replace(UNSAFE, '_').slice(0, MAX_SEGMENT);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

/** Bytes of the platform's crypto, drawn 128 parts at a time: one `getRandomValues` call costs about 4 µs, as much as a small spill's preview. */
const randomPool = new Uint8Array(8 * 128);
let randomUsed = randomPool.length;

/** 12 random base-36 chars from the platform's crypto (about 62 bits), each byte used once. */
export function randomPart(): string {
  if (randomUsed === randomPool.length) {
    globalThis.crypto.getRandomValues(randomPool);
    randomUsed = 0;
  }
  let value = 0n;
  for (let i = randomUsed; i < randomUsed + 8; i += 1) value = (value << 8n) | BigInt(randomPool[i]!);
  randomUsed += 8;
  return value.toString(36).padStart(12, '0').slice(-12);
}

/** The store key of one spill. */
export function spillKey(toolCallId: string, sequence: number, namespace?: string): string {
  const key = `${sanitizeSegment(toolCallId)}.${sequence}-${randomPart()}`;
  return namespace === undefined ? key : `${namespaceSegment(namespace)}/${key}`;
}

/** Longest call id segment `callIdKey` writes as it is; a longer one is written as its SHA-256. */
export const MAX_CALL_ID_SEGMENT = 128;

const PLAIN_CALL_ID_BYTE = /^[A-Za-z0-9_-]$/;

/**
 * The deterministic store key of the spill of one tool call: `<namespace>/<call id segment>`, with
 * no counter and no random part, so the same call id always gives the same key (a replayed or
 * retried durable step overwrites its own payload instead of adding one).
 *
 * The call id segment is one to one, unlike `sanitizeSegment`: letters, digits, `_` and `-` stay as
 * they are (`call_1` -> `call_1`), every other UTF-8 byte is written `.xx` (`'a:b'` -> `'a.3ab'`), a
 * lone surrogate `.u<hex>`, and `''` is `.e`. A leading `_` is written `.5f` too, so `FileStore`,
 * which puts a `_` before a leading `.`, never makes two keys one file. A segment longer than 128
 * characters is `.h` and the SHA-256 of that segment in hex. So two call ids never share a key, and
 * none is `.` or `..`.
 */
export async function callIdKey(toolCallId: string, namespace: string): Promise<string> {
  let segment = '';
  for (const char of toolCallId) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      segment += `.u${code.toString(16)}`;
      continue;
    }
    for (const byte of utf8.encode(char)) {
      const ascii = String.fromCharCode(byte);
      const plain = PLAIN_CALL_ID_BYTE.test(ascii) && !(segment === '' && ascii === '_');
      segment += plain ? ascii : `.${byte.toString(16).padStart(2, '0')}`;
    }
  }
  if (segment === '') segment = '.e';
  if (segment.length > MAX_CALL_ID_SEGMENT) segment = `.h${await sha256Hex(segment)}`;
  return `${namespaceSegment(namespace)}/${segment}`;
}

/** SHA-256 of ASCII `text` (a segment, which is one to one with the call id), in hex. */
async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', utf8.encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when `handle` lies in `namespace` (every handle does when no namespace is set). */
export function isInNamespace(handle: string, namespace: string | undefined): boolean {
  if (namespace === undefined) return true;
  return handle.startsWith(`${namespaceSegment(namespace)}/`);
}

/** Longest namespace segment (after encoding) a reducer accepts, so handles stay well under `MAX_HANDLE_LENGTH`. */
export const MAX_NAMESPACE_SEGMENT = 160;

const PLAIN_NAMESPACE = /^[A-Za-z0-9-][A-Za-z0-9._-]*$/;
const PLAIN_BYTE = /^[A-Za-z0-9-]$/;
const utf8 = new TextEncoder();

/**
 * The key segment of a namespace, one to one: two namespaces never share a segment, so one user's
 * or conversation's handles are never inside another's.
 *
 * - A namespace of letters, digits, `.`, `_` and `-` that starts with a letter, digit or `-` is its
 *   own segment: `'conversation-42'`, `'v1.2'`, and the run ids of the durable engines as they are
 *   (`'wrun_01K…'`, `'inv_1bQ…'`, a UUID), so a deterministic key is literally `<namespace>/<call id>`.
 * - Any other is written: `_`, then the namespace byte by byte, each UTF-8 byte other than a letter,
 *   digit or `-` as `_xx` (`'a@b.io'` -> `'_a_40b_2eio'`, `'_x'` -> `'__5fx'`, `''` -> `'_'`), a
 *   lone surrogate as `_u<hex>`. A plain segment never starts with `_`, a written one always does,
 *   so the two kinds cannot meet; neither starts with `.` (which `FileStore` keeps for its own files).
 *
 * Unlike `sanitizeSegment`, nothing is cut.
 */
export function namespaceSegment(namespace: string): string {
  if (PLAIN_NAMESPACE.test(namespace)) return namespace;
  let out = '_';
  for (const char of namespace) {
    const code = char.charCodeAt(0);
    // A lone surrogate has no UTF-8 form (it would become U+FFFD and meet a real U+FFFD): `_u<hex>`.
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `_u${code.toString(16)}`;
      continue;
    }
    for (const byte of utf8.encode(char)) {
      const ascii = String.fromCharCode(byte);
      out += PLAIN_BYTE.test(ascii) ? ascii : `_${byte.toString(16).padStart(2, '0')}`;
    }
  }
  return out;
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

/** What decides the keys of a reducer's spills: its `namespace` and `deterministicKeys`. */
export interface SpillKeyPolicy {
  readonly namespace?: string | undefined;
  readonly deterministicKeys?: boolean | undefined;
}

/**
 * The key of each spill of one reducer: `spillKey` with the reducer's own sequence, or, with
 * `deterministicKeys` (durable runs; the config check makes sure there is a namespace), `callIdKey`.
 */
export function spillKeys(policy: SpillKeyPolicy): (toolCallId: string) => Promise<string> | string {
  let sequence = 0;
  const { namespace, deterministicKeys } = policy;
  if (deterministicKeys) return (toolCallId) => callIdKey(toolCallId, namespace as string);
  return (toolCallId) => spillKey(toolCallId, sequence++, namespace);
}
