/**
 * The line that marks a field of a result made of parts (an MCP `CallToolResult`'s
 * `structuredContent` or `_meta`, a key this library does not know) where the parts and fields are
 * joined into one text to be measured, reduced and spilled.
 */
import { excerpt, quoteText } from './quote.js';

/** Longest part of a field's name the boundary line shows. */
const MAX_FIELD_NAME = 100;

/** `[field "structuredContent"]`: the field's name as JSON, one line, cut to 100 chars and `...`. */
export function fieldBoundary(name: string): string {
  return `[field ${quoteText(excerpt(name, MAX_FIELD_NAME))}]`;
}
