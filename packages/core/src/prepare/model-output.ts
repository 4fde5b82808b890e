import { compactJson } from './serialize.js';

/**
 * The shapes a tool result takes on its way to the model, described by structure (the core never
 * imports `ai`), and how each is taken apart into what the model reads and put back together.
 */

/** One part of a `content` output or of an MCP `CallToolResult`: text, media, a resource, or any kind this library does not know. */
export interface OutputPart {
  readonly type: string;
  readonly [key: string]: unknown;
}

/**
 * A tool result as the model receives it: the AI SDK's tool-result `output` (`text`, `json`,
 * `content`, `error-text`, `error-json`, `execution-denied`, or a type this library does not know).
 */
export type ModelOutput =
  | { readonly type: 'text' | 'error-text'; readonly value: string; readonly [key: string]: unknown }
  | { readonly type: 'json' | 'error-json'; readonly value: unknown; readonly [key: string]: unknown }
  | { readonly type: 'content'; readonly value: readonly OutputPart[]; readonly [key: string]: unknown }
  | { readonly type: string; readonly [key: string]: unknown };

/** A result taken apart: one value (text, binary or structured), or parts and the other fields beside them. */
export type Shape =
  | {
      readonly kind: 'value';
      readonly value: unknown;
      readonly error: boolean;
      /** The output for `reduced` (a string, or the value as it is to be sent). */
      readonly rebuild: (reduced: unknown) => unknown;
    }
  | {
      readonly kind: 'parts';
      readonly parts: readonly unknown[];
      /**
       * The parts are sent inside JSON (a record in a `json` output): the whole record is measured as
       * its JSON, and no part goes out as media. False for a `content` output and for a record given
       * to `reduce` (a framework sends its parts as parts).
       */
      readonly sentAsJson: boolean;
      /** The other fields the model is sent beside the parts (`structuredContent`, `_meta`, unknown keys), by name. */
      readonly fields: Readonly<Record<string, unknown>>;
      readonly error: boolean;
      /** The output with `parts` in place of the parts; the fields kept, or left out (they went into a spill). */
      readonly rebuild: (parts: readonly unknown[], keepFields: boolean) => unknown;
    };

/** Keys of a parts record that are structure, not content: never measured, always kept. */
const STRUCTURE_KEYS = new Set(['type', 'value', 'content', 'isError', 'providerOptions']);

/**
 * True for a record of parts: a plain object without a `type` of its own whose `content` is a
 * non-empty array of objects, each with a string `type` (an MCP `CallToolResult`, or the parts of
 * a `content` output put under `content`). A document tree with a `type` of its own (a ProseMirror
 * doc) is not one. Never throws.
 */
export function isPartsRecord(value: unknown): value is { readonly content: readonly OutputPart[]; readonly [key: string]: unknown } {
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || 'type' in value) return false;
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    const content: unknown = (value as { content?: unknown }).content;
    return Array.isArray(content) && content.length > 0 && content.every(isPart);
  } catch {
    return false;
  }
}

function isPart(part: unknown): boolean {
  if (typeof part !== 'object' || part === null) return false;
  const type: unknown = (part as { type?: unknown }).type;
  return typeof type === 'string' && (type !== 'text' || typeof (part as { text?: unknown }).text === 'string');
}

/** True for an MCP result that reports a tool error (`isError: true`). Never throws. */
export function isErrorRecord(value: unknown): boolean {
  try {
    return isPartsRecord(value) && value.isError === true;
  } catch {
    return false;
  }
}

/** `record` without the keys in `drop`. */
function without(record: Readonly<Record<string, unknown>>, drop: (key: string) => boolean): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(record)) if (!drop(key)) kept[key] = record[key];
  return kept;
}

/** The fields of a parts record the model is sent beside its parts. */
function fieldsOf(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(record)) if (!STRUCTURE_KEYS.has(key)) fields[key] = record[key];
  return fields;
}

/** A parts record as a `Shape`: rebuilt as the same record with new content, its fields kept or left out (`isError` always kept). */
function recordShape(
  record: Readonly<Record<string, unknown>> & { readonly content: readonly unknown[] },
  error: boolean,
  sentAsJson: boolean,
  wrap: (record: unknown) => unknown,
): Shape {
  return {
    kind: 'parts',
    parts: record.content,
    sentAsJson,
    fields: fieldsOf(record),
    error,
    rebuild: (parts, keepFields) =>
      wrap({ ...without(record, (key) => key === 'content' || (!keepFields && !STRUCTURE_KEYS.has(key))), content: parts }),
  };
}

/**
 * A tool result as a tool returned it (what `reduce` takes): a string, binary, a structured value,
 * or an MCP `CallToolResult` (taken apart into its parts and fields). `error` marks a result the
 * caller knows to be an error besides an `isError: true` record or an `Error` value.
 */
export function shapeOfValue(value: unknown, error = false): Shape {
  if (isPartsRecord(value)) return recordShape(value, error || value.isError === true, false, (record) => record);
  return { kind: 'value', value, error: error || isErrorValue(value), rebuild: (reduced) => reduced };
}

/**
 * An AI SDK tool-result output taken apart: `text` and `error-text` as their string, `json` and
 * `error-json` as their value (a `CallToolResult` inside as its parts), `content` as its parts and
 * any unknown fields, any other type as the whole output. Reduced to a string, a `json` or unknown
 * output becomes `text` (`error-text` for an error); `providerOptions` are kept.
 */
export function shapeOfOutput(output: ModelOutput, error = false): Shape {
  const type = output.type;
  const isError = error || type === 'error-text' || type === 'error-json';
  const options = output.providerOptions === undefined ? {} : { providerOptions: output.providerOptions };
  const asText = (text: string) => ({ type: isError ? 'error-text' : 'text', value: text, ...options });
  if ((type === 'text' || type === 'error-text') && typeof output.value === 'string') {
    return {
      kind: 'value',
      value: output.value,
      error: isError,
      rebuild: (reduced) => (typeof reduced === 'string' ? { ...output, value: reduced } : output),
    };
  }
  if (type === 'json' || type === 'error-json') {
    const inner = output.value;
    if (isPartsRecord(inner))
      return recordShape(inner, isError || inner.isError === true, true, (record) => ({ ...output, value: record }));
    // A string sent as JSON is its JSON string, escapes and quotes included: that is what is measured.
    const value = typeof inner === 'string' ? JSON.stringify(inner) : inner;
    return {
      kind: 'value',
      value,
      error: isError,
      rebuild: (reduced) => (reduced === value ? output : typeof reduced === 'string' ? asText(reduced) : { ...output, value: reduced }),
    };
  }
  if (type === 'content' && Array.isArray(output.value)) {
    const parts = output.value as readonly unknown[];
    return {
      kind: 'parts',
      parts,
      sentAsJson: false,
      fields: fieldsOf(output),
      error: isError,
      rebuild: (kept, keepFields) => ({ ...without(output, (key) => !keepFields && !STRUCTURE_KEYS.has(key)), value: kept }),
    };
  }
  // An output of a type this library does not know, or a known type holding what it should not:
  // measured whole, as its JSON, and replaced by a text output when reduced.
  return { kind: 'value', value: output, error: isError, rebuild: (reduced) => (typeof reduced === 'string' ? asText(reduced) : output) };
}

/** `value instanceof Error`, false when even that throws. */
function isErrorValue(value: unknown): boolean {
  try {
    return value instanceof Error;
  } catch {
    return false;
  }
}

/**
 * About how many chars of `output` the model reads: a string's length; a text output's value; a
 * JSON value, an unknown output and every part other than text as their compact JSON; a content
 * output or `CallToolResult` as the sum of its parts and fields. Never throws (0 when it cannot tell).
 */
export function outputChars(output: unknown): number {
  try {
    if (typeof output === 'string') return output.length;
    if (isPartsRecord(output)) return partsChars(output.content) + compactJson(fieldsOf(output)).length - 2;
    if (typeof output !== 'object' || output === null) return compactJson(output).length;
    const { type, value } = output as { type?: unknown; value?: unknown };
    if ((type === 'text' || type === 'error-text') && typeof value === 'string') return value.length;
    if (type === 'json' || type === 'error-json') return outputChars(value);
    if (type === 'content' && Array.isArray(value)) return partsChars(value);
    return compactJson(output).length;
  } catch {
    return 0;
  }
}

function partsChars(parts: readonly unknown[]): number {
  let chars = 0;
  for (const part of parts) {
    const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
    chars += type === 'text' && typeof text === 'string' ? text.length : compactJson(part).length;
  }
  return chars;
}
