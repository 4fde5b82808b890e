/**
 * A `tools/call` result as one text: what the proxy measures and, when it is too large, spills.
 * Every part of the result counts, not only its text parts.
 *
 * This is the proxy's own rule until the core has one function that bounds any result shape;
 * then the proxy should call that instead (see the package README).
 */
import { compactJson, indentedJson } from '@output-limits/core';
import { contentPartBoundary, resultFieldBoundary } from '@output-limits/core/messages';

/** Most chars of `_meta` and unknown result fields, together, that a reduced result keeps as they are. */
export const MAX_KEPT_FIELDS_CHARS = 1_000;

/** A tool result as the text that stands for it, and what a reduced result keeps beside that text. */
export interface ResultDocument {
  /** What is measured and spilled. */
  readonly text: string;
  /** Content parts that are not text, kept as they are (in order) in a reduced result. */
  readonly keptParts: readonly unknown[];
  /** Fields (`_meta`, fields this proxy does not know) kept as they are in a reduced result. */
  readonly keptFields: Readonly<Record<string, unknown>>;
}

type Result = Readonly<Record<string, unknown>>;

/**
 * The text of a result and what stays beside it:
 * - text parts, and the text of embedded `resource` parts, in order: the first as it is (so a
 *   result of one text part spills exactly its text), each later one after a line
 *   `[content part K of N]`;
 * - other parts (images, audio, blobs, links, parts of unknown types) are kept as they are while
 *   their JSON adds up to at most `maxMediaChars`; the rest go into the text as one JSON line each,
 *   after their `[content part K of N]` line;
 * - `structuredContent`, as indented JSON after `[result field structuredContent]`, unless it only
 *   repeats the text: it is a text part's JSON, or every value in it is one of the texts whole (the
 *   filesystem server's `{ content: <the file> }`);
 * - `_meta` and fields this proxy does not know (`isError` aside) are kept as they are while their
 *   JSON adds up to at most `MAX_KEPT_FIELDS_CHARS`; otherwise all of them go into the text, each
 *   as indented JSON after its `[result field NAME]` line.
 */
export function resultDocument(result: Result, maxMediaChars: number): ResultDocument {
  const sections: string[] = [];
  /** Adds a section; its boundary line (made only when needed) goes before any but the first. */
  const add = (boundary: () => string, text: string) => sections.push(sections.length === 0 ? text : `${boundary()}\n${text}`);
  const texts: string[] = [];
  const keptParts: unknown[] = [];
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : undefined;
  let mediaChars = 0;
  content?.forEach((part, i) => {
    const boundary = () => contentPartBoundary(i + 1, content.length);
    const text = textOf(part);
    if (text !== undefined) {
      texts.push(text);
      add(boundary, text);
      return;
    }
    const json = compactJson(part);
    mediaChars += json.length;
    if (mediaChars <= maxMediaChars) keptParts.push(part);
    else add(boundary, json);
  });

  const fields = Object.entries(result).filter(
    ([key]) => key !== 'isError' && key !== 'structuredContent' && !(key === 'content' && content !== undefined),
  );
  const structured = result.structuredContent;
  if (structured !== undefined && !repeatsTexts(structured, texts)) {
    add(() => resultFieldBoundary('structuredContent'), indentedJson(structured));
  }
  const fieldsChars = fields.reduce((sum, [, value]) => sum + compactJson(value).length, 0);
  const keepFields = fieldsChars <= MAX_KEPT_FIELDS_CHARS;
  if (!keepFields) for (const [key, value] of fields) add(() => resultFieldBoundary(key), indentedJson(value));
  return { text: sections.join('\n'), keptParts, keptFields: keepFields ? Object.fromEntries(fields) : {} };
}

/** The text of a text part or of an embedded text resource; undefined for any other part. */
function textOf(part: unknown): string | undefined {
  if (typeof part !== 'object' || part === null) return undefined;
  const { type, text, resource } = part as { type?: unknown; text?: unknown; resource?: unknown };
  if (type === 'text' && typeof text === 'string') return text;
  if (type === 'resource' && typeof resource === 'object' && resource !== null) {
    const embedded = (resource as { text?: unknown }).text;
    if (typeof embedded === 'string') return embedded;
  }
  return undefined;
}

/**
 * True when `value` says nothing the texts do not: all its values are texts whole, or it is one of
 * them as JSON (checked in that order: the first needs no serializing).
 */
function repeatsTexts(value: unknown, texts: readonly string[]): boolean {
  if (texts.length === 0) return false;
  const whole = new Set(texts);
  const onlyTexts = (node: unknown): boolean => {
    if (typeof node === 'string') return whole.has(node);
    if (typeof node !== 'object' || node === null) return false;
    return Object.values(node).every(onlyTexts);
  };
  if (onlyTexts(value)) return true;
  const json = compactJson(value);
  return texts.some((text) => text === json || sameJson(text, json));
}

/** True when `text` is JSON whose compact form is `json`. */
function sameJson(text: string, json: string): boolean {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  try {
    return compactJson(JSON.parse(text)) === json;
  } catch {
    return false;
  }
}
