import stripAnsiCodes from 'strip-ansi';
import type { ContentKind } from '../stores/overflow-store.js';
import { binaryBytes, isBinary } from '../text/is-binary.js';
import type { PageableJson } from '../text/pageable-json.js';
import { indentedLayout } from '../text/pageable-json.js';
import { pageableLayout } from '../text/pageable-layout.js';
import type { Serializer } from './serialize.js';
import { compactJson } from './serialize.js';

/** A tool result made ready for measuring. */
export type Payload =
  | { readonly kind: 'binary'; readonly bytes: Uint8Array }
  | {
      readonly kind: 'text';
      /** What is measured, truncated, summarized and previewed. */
      readonly text: string;
      readonly structured: boolean;
      readonly original: unknown;
      /** What a spill stores, when it differs from `text` (a structured value's pageable layout, or a one-line JSON text's). */
      readonly spillText?: () => string;
      /** The content kind of `spillText`: `json` or `jsonl`, or `text` for text and for a layout with text blocks. */
      readonly spillKind?: () => ContentKind;
      /** The text is compact JSON (the default serializer), so the SDK's JSON of a plain value is that very text. */
      readonly compact?: boolean;
    };

/** A text payload. */
export type TextPayload = Extract<Payload, { kind: 'text' }>;

/** How results are turned into payloads: the reducer's `serializer`, spill layout and ANSI stripping. */
export interface PrepareOptions {
  readonly serializer: Serializer;
  /** Renders structured values for a spill, when that differs from `serializer` (the pageable layout). */
  readonly spillSerializer: Serializer | undefined;
  readonly stripAnsi: boolean;
  /** Told of a serializer that failed; `fatal` when compact JSON failed too. */
  readonly onSerializeFailure: (error: unknown, fatal: boolean) => void;
}

/** The first step of a result: the payload, or undefined when the value cannot be turned into text at all (then `onSerializeFailure` was told). */
export function preparePayload(value: unknown, options: PrepareOptions): Payload | undefined {
  const bytes = binaryOf(value);
  if (bytes) return { kind: 'binary', bytes };
  let text: string | undefined;
  const structured = typeof value !== 'string';
  if (!structured) text = value;
  else {
    text = serializeSafely(value, options.serializer, options.onSerializeFailure);
    if (text === undefined) return undefined;
  }
  const clean = (raw: string) => (options.stripAnsi ? stripAnsiCodes(raw) : raw).toWellFormed();
  const cleaned = clean(text);
  const compact = options.serializer === compactJson;
  // What a spill stores: a string holding one JSON or XML document on one line laid out to page by
  // lines (`pageableLayout`); a structured value in its pageable layout, its long strings of several lines as text
  // blocks. Made only when spilled.
  let found: Layout | undefined;
  const pageable = structured ? options.spillSerializer : undefined;
  // A text block holds its string's value unescaped (an ANSI code, say): cleaned again.
  const cleanBlocks = (laid: PageableJson): Layout => ({ text: laid.kind === 'text' ? clean(laid.text) : laid.text, kind: laid.kind });
  const layout = (): Layout => {
    if (found) return found;
    if (!structured) {
      const laid = pageableLayout(cleaned);
      return (found = laid ? cleanBlocks(laid) : { text: cleaned, kind: 'text' });
    }
    const laid = clean(pageable!(value));
    if (isRecords(value)) return (found = { text: laid, kind: 'jsonl' });
    return (found = cleanBlocks(indentedLayout(laid)));
  };
  return {
    kind: 'text',
    text: cleaned,
    structured,
    original: value,
    compact,
    ...(!structured || pageable ? { spillText: () => layout().text, spillKind: () => layout().kind } : {}),
  };
}

/** A stored layout and its content kind. */
interface Layout {
  readonly text: string;
  readonly kind: ContentKind;
}

/** True for an array or a `Set`, which a pageable spill writes one record a line; false too for a value that cannot be looked at. */
function isRecords(value: unknown): boolean {
  try {
    return Array.isArray(value) || value instanceof Set;
  } catch {
    return false;
  }
}

/**
 * A text payload left as it is: what is measured is what is sent. A string gives its cleaned text.
 * A structured value gives the original value when the JSON the SDK will make of it is the
 * measured text (with the default serializer: plain JSON data), or no longer than it (with another
 * serializer); otherwise, or when that JSON cannot be made (too deep, a cycle, a throwing getter
 * or proxy trap), the measured text.
 */
export function passthroughOutput(payload: TextPayload): unknown {
  if (!payload.structured) return payload.text;
  let json: string | undefined;
  try {
    // A proxy that throws here breaks the SDK's copy of the result (null and undefined have no prototype to ask for).
    if (payload.original != null) Object.getPrototypeOf(payload.original);
    json = JSON.stringify(payload.original);
  } catch {
    return payload.text;
  }
  if (json === undefined) return payload.original;
  return (payload.compact ? json === payload.text : json.length <= payload.text.length) ? payload.original : payload.text;
}

/** The bytes of a binary value, or undefined for any other value (also one whose prototype cannot be read). */
export function binaryOf(value: unknown): Uint8Array | undefined {
  try {
    return isBinary(value) ? binaryBytes(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The value as text: `serializer`'s, else (it threw or gave no string) compact JSON's, else
 * undefined (compact JSON threw too: a text past the maximum string length, or a value that
 * changed under the walk). `onFailure` hears of each failure; `fatal` marks the second.
 */
function serializeSafely(value: unknown, serializer: Serializer, onFailure: (error: unknown, fatal: boolean) => void): string | undefined {
  if (serializer !== compactJson) {
    try {
      const text: unknown = serializer(value);
      if (typeof text === 'string') return text;
      onFailure(new TypeError(`serializer returned ${typeof text}`), false);
    } catch (error) {
      onFailure(error, false);
    }
  }
  try {
    return compactJson(value);
  } catch (error) {
    onFailure(error, true);
    return undefined;
  }
}
