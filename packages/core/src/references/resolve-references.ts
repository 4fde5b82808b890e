import { isNotFoundError } from '../errors/not-found-error.js';
import { isInNamespace } from '../stores/handle.js';
import { BINARY_KEY_SUFFIX } from '../text/is-binary.js';
import { foldTextBlocks } from '../text/text-blocks.js';
import type { ArgumentPath } from '../messages/references.js';
import {
  referencedInputInvalid,
  referenceNotStructured,
  referencesTooLarge,
  referenceStoreFailed,
  tooManyReferences,
  unknownReference,
} from '../messages/references.js';
import { sha256Hex } from '../text/sha256-hex.js';
import type { OverflowStore } from '../stores/overflow-store.js';
import { toBase64 } from '../text/to-base64.js';
import { findReferences, referencedHandle } from './find-references.js';
import type { JsonSchema } from './reference-schema.js';
import { takesArrayAt, takesStringAt } from './reference-schema.js';

/**
 * Most bytes the references of one call may pass, together: 20,000,000, hermes-agent's cap for its
 * `{{tool_result:...}}` arguments, a 10 MB log twice over, and well under the memory a process
 * holding the payload as bytes and as text can spare.
 */
export const DEFAULT_MAX_REFERENCE_BYTES = 20_000_000;

/** Most references one call may hold: 32, hermes-agent's cap; far more than a tool takes payloads. */
export const DEFAULT_MAX_REFERENCES = 32;

/** How a reference was put in place: as the stored text, as parsed JSON, or as base64 of binary bytes. */
export type ReferenceForm = 'text' | 'json' | 'base64';

/** A reference and what it stands for, without the content: for approval screens, telemetry and audit logs. */
export interface ReferenceInfo {
  /** Where it sits in the input: `['files', 0, 'content']`. */
  readonly path: ArgumentPath;
  /** The whole string the model wrote, `@tool_result:<handle>`. */
  readonly reference: string;
  readonly handle: string;
  /** Size of the stored payload, in bytes. */
  readonly bytes: number;
  /** SHA-256 of the stored payload, 64 hex digits. */
  readonly sha256: string;
}

/** A reference as it was put in place. */
export interface ResolvedReference extends ReferenceInfo {
  readonly as: ReferenceForm;
}

/** What `resolveReferences` gives: the input with every reference in place, or the one-line message for the model. */
export type ReferencesResolution =
  | { readonly ok: true; readonly input: unknown; readonly references: readonly ResolvedReference[] }
  | { readonly ok: false; readonly message: string };

/** Options of `resolveReferences`. */
export interface ResolveReferencesOptions {
  /** The store the results were spilled to. */
  readonly store: OverflowStore;
  /** Only handles in this namespace may be referenced; any other is reported as unknown. Default: any. */
  readonly namespace?: string;
  /** The tool's name, for the messages. */
  readonly toolName: string;
  /**
   * The tool's input JSON Schema. A reference at a position that takes a string stands for the
   * stored text; at a position that takes only structured data, for the stored JSON parsed. Default:
   * none, so every reference stands for text.
   */
  readonly schema?: JsonSchema;
  /** Most bytes all references of the call may pass together. Default `DEFAULT_MAX_REFERENCE_BYTES` (20,000,000). */
  readonly maxBytes?: number;
  /** Most references in one call. Default `DEFAULT_MAX_REFERENCES` (32). */
  readonly maxReferences?: number;
  /**
   * How structured results were spilled, to parse them back: `'records'` (the default layout, and
   * `jsonLines`): an array one JSON record a line, any other value one JSON document; `'document'`
   * (a `compactJson` or `indentedJson` serializer): every value one JSON document.
   * Default `'records'`.
   */
  readonly arrays?: 'records' | 'document';
}

/**
 * Puts the stored results that `input`'s references name in their place: every string in the input
 * that is a whole reference, `@tool_result:<handle>`, becomes
 * - at a position whose schema takes a string: the stored text, exactly (a binary payload: its base64);
 * - at a position that takes only structured data: the stored JSON parsed (an array spilled one
 *   record a line comes back as that array, a long string spilled as a text block as that string).
 *
 * Nothing is put in place unless every reference resolves: a handle that is unknown, in another
 * namespace or malformed, a store that fails, more than `maxReferences` references, more than
 * `maxBytes` bytes in all, or text that is not JSON where structured data is expected each give
 * one line for the model instead (naming the tool, and saying it was not called). Never throws;
 * never echoes a store error or a payload.
 *
 * @returns The new input (`input` itself is not changed) and, for each reference, its path, handle,
 * size and SHA-256; or the message.
 */
export async function resolveReferences(input: unknown, options: ResolveReferencesOptions): Promise<ReferencesResolution> {
  const { toolName } = options;
  const found = findReferences(input);
  if (found.length === 0) return { ok: true, input, references: [] };
  const maxReferences = options.maxReferences ?? DEFAULT_MAX_REFERENCES;
  if (found.length > maxReferences) return { ok: false, message: tooManyReferences(found.length, maxReferences, toolName) };
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_REFERENCE_BYTES;

  let output = input;
  let total = 0;
  const references: ResolvedReference[] = [];
  for (const { path, reference } of found) {
    const read = await readReferenced(reference, path, options);
    if (!read.ok) return read;
    total += read.bytes.byteLength;
    if (total > maxBytes) return { ok: false, message: referencesTooLarge(maxBytes, toolName) };
    const value = decode(read.bytes, read.handle, path, options);
    if (value === undefined) {
      return { ok: false, message: referenceNotStructured(reference, path, toolName, isBinaryPayload(read.handle, read.bytes)) };
    }
    output = replaceAt(output, path, value.value);
    const info = { path, reference, handle: read.handle, bytes: read.bytes.byteLength, sha256: await sha256Hex(read.bytes) };
    references.push({ ...info, as: value.as });
  }
  return { ok: true, input: output, references };
}

/**
 * The references in `input`, each with the size and SHA-256 of what it names, read from the store
 * but never returned: what an approval screen or an audit log shows instead of the content.
 * A reference that does not resolve (unknown, another namespace, a store failure) has no size.
 */
export async function describeReferences(
  input: unknown,
  options: Pick<ResolveReferencesOptions, 'store' | 'namespace'>,
): Promise<(ReferenceInfo | (Omit<ReferenceInfo, 'bytes' | 'sha256'> & { readonly found: false }))[]> {
  const out = [];
  for (const { path, reference, handle } of findReferences(input)) {
    const read = await readReferenced(reference, path, { ...options, toolName: '' });
    out.push(
      read.ok
        ? { path, reference, handle, bytes: read.bytes.byteLength, sha256: await sha256Hex(read.bytes) }
        : { path, reference, handle, found: false as const },
    );
  }
  return out;
}

/** The one-line message for the model when a reference's input fails the tool's own schema once resolved. */
export function resolvedInputInvalid(references: readonly ReferenceInfo[], toolName: string): string {
  return referencedInputInvalid(
    references.map((reference) => reference.path),
    toolName,
  );
}

type Read = { readonly ok: true; readonly handle: string; readonly bytes: Uint8Array } | { readonly ok: false; readonly message: string };

async function readReferenced(reference: string, path: ArgumentPath, options: ResolveReferencesOptions): Promise<Read> {
  const handle = referencedHandle(reference);
  if (handle === undefined || !isInNamespace(handle, options.namespace)) {
    return { ok: false, message: unknownReference(reference, path, options.toolName) };
  }
  try {
    return { ok: true, handle, bytes: await options.store.read(handle) };
  } catch (error) {
    const message = isNotFoundError(error)
      ? unknownReference(reference, path, options.toolName)
      : referenceStoreFailed(reference, path, options.toolName);
    return { ok: false, message };
  }
}

/** True for a payload `read_tool_result` would not show as text: spilled from binary (`.bin`) and not UTF-8. */
function isBinaryPayload(handle: string, bytes: Uint8Array): boolean {
  return handle.endsWith(BINARY_KEY_SUFFIX) && decodeUtf8(bytes) === undefined;
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** What a payload stands for at `path`, or undefined when structured data is expected and it is not JSON. */
function decode(
  bytes: Uint8Array,
  handle: string,
  path: ArgumentPath,
  options: ResolveReferencesOptions,
): { readonly value: unknown; readonly as: ReferenceForm } | undefined {
  const binary = isBinaryPayload(handle, bytes);
  const text = binary ? undefined : new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  if (takesStringAt(options.schema, path))
    return text === undefined ? { value: toBase64(bytes), as: 'base64' } : { value: text, as: 'text' };
  if (text === undefined) return undefined;
  // Spilled one record a line, an array is several JSON lines: read so where an array is expected
  // first, and anywhere when the text is no one JSON document.
  const records = (options.arrays ?? 'records') === 'records';
  const value =
    records && takesArrayAt(options.schema, path)
      ? (parseRecords(text) ?? parseDocument(text))
      : (parseDocument(text) ?? (records ? parseRecords(text) : undefined));
  return value === undefined ? undefined : { value: value.json, as: 'json' };
}

function parseJson(text: string): { readonly json: unknown } | undefined {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** One JSON document, or a layout with text blocks (a long string of several lines written as its lines) folded back into one. */
function parseDocument(text: string): { readonly json: unknown } | undefined {
  const json = parseJson(text);
  if (json !== undefined) return json;
  const folded = foldTextBlocks(text);
  return folded === undefined ? undefined : parseJson(folded);
}

/** An array spilled one JSON record a line (`''` for an empty one), or undefined when a line is not JSON. */
function parseRecords(text: string): { readonly json: unknown } | undefined {
  if (text === '') return { json: [] };
  const records: unknown[] = [];
  for (const line of text.split('\n')) {
    const record = parseJson(line);
    if (record === undefined) return undefined;
    records.push(record.json);
  }
  return { json: records };
}

/** A copy of `root` with the value at `path` replaced; only the objects and arrays along the path are copied. */
function replaceAt(root: unknown, path: ArgumentPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...(root as unknown[])];
    copy[head as number] = replaceAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  // Defined, not assigned: a key such as `__proto__` (JSON.parse makes it an own key) stays a key.
  Object.defineProperty(copy, head!, {
    value: replaceAt(copy[head as string], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
