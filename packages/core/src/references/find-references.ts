import { MAX_HANDLE_LENGTH } from '../stores/handle.js';
import type { ArgumentPath } from '../messages/references.js';
import { REFERENCE_PREFIX } from '../messages/references.js';

/** A reference found in a tool's input. */
export interface FoundReference {
  /** Where it sits: `['files', 0, 'content']`. */
  readonly path: ArgumentPath;
  /** The whole string, `@tool_result:<handle>`. */
  readonly reference: string;
  /** The handle it names. */
  readonly handle: string;
}

/** Deepest nesting of an input searched for references; a tool input is JSON the model wrote, rarely past a few levels. */
const MAX_DEPTH = 64;

/**
 * The handle a value names when the whole value is a reference (`@tool_result:<handle>`, with a
 * handle of 1 to 512 characters and no whitespace), else undefined. Only a whole string counts: a
 * text that merely contains the form is data.
 */
export function referencedHandle(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(REFERENCE_PREFIX)) return undefined;
  const handle = value.slice(REFERENCE_PREFIX.length);
  if (handle === '' || handle.length > MAX_HANDLE_LENGTH || /\s/.test(handle)) return undefined;
  return handle;
}

/**
 * True when `value` is a string that starts like a reference: a whole reference, or a malformed one
 * (`@tool_result:` with no handle, or with whitespace in it), which a tool that takes references
 * refuses rather than receives as text.
 */
export function looksLikeReference(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(REFERENCE_PREFIX);
}

/**
 * Every string in `input` (a tool's arguments: plain JSON data) that starts like a reference, in
 * document order (object keys in their own order), with its path. Values nested deeper than 64
 * levels are not searched.
 */
export function findReferences(input: unknown): FoundReference[] {
  const found: FoundReference[] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (looksLikeReference(value)) {
      found.push({ path: [...path], reference: value, handle: value.slice(REFERENCE_PREFIX.length) });
      return;
    }
    if (typeof value !== 'object' || value === null || path.length >= MAX_DEPTH) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(input, []);
  return found;
}
