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

/**
 * What a spill holds, after a field's boundary, in place of a field made only of the result's
 * texts (an MCP server's `structuredContent` that is its text part as JSON, or
 * `{ content: <the text> }`), so each text is stored once: `form` is the field with
 * `<content part K>` in place of each text, or `<content part K> parsed as JSON`:
 * `[made of the text above, not stored twice: {"content":<content part 1>}]`.
 */
export function repeatedFieldLine(form: string): string {
  return `[made of the text above, not stored twice: ${form}]`;
}

/** A text part's place in a `repeatedFieldLine` form: `<content part 2>`. */
export function contentPartRef(part: number): string {
  return `<content part ${part}>`;
}

/** A `repeatedFieldLine` form for a field that is a text part's JSON: `<content part 2> parsed as JSON`. */
export function parsedPartForm(part: number): string {
  return `${contentPartRef(part)} parsed as JSON`;
}
