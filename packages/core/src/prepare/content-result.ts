import { contentPartBoundary } from '../messages/index.js';
import { isPartsRecord } from './model-output.js';

/** A text part of a content result: the same shape in MCP and in the AI SDK. */
export interface TextContentPart {
  readonly type: 'text';
  readonly text: string;
}

/** One part of a content result: text, or a part kept as it is (image, audio, file, resource, ...). */
export type ContentPart = TextContentPart | { readonly type: string; readonly [key: string]: unknown };

/**
 * A tool result made of parts: an MCP `CallToolResult` (`{ content, structuredContent?, isError?, _meta? }`),
 * or the parts of an AI SDK `content` model output put under `content`.
 */
export interface ContentResult {
  readonly content: readonly ContentPart[];
  readonly isError?: boolean;
  readonly structuredContent?: unknown;
  readonly _meta?: unknown;
  readonly [key: string]: unknown;
}

/**
 * True for a content result: a plain object without a `type` of its own whose `content` is a
 * non-empty array of parts, each an object with a string `type` (text parts with a string `text`),
 * so a document tree with a `type` of its own (a ProseMirror doc) is not taken for one. Never throws.
 */
export function isContentResult(value: unknown): value is ContentResult {
  return isPartsRecord(value);
}

function isTextPart(part: ContentPart): part is TextContentPart {
  return part.type === 'text';
}

/** True for an MCP result that reports a tool error (`isError: true`): reduced by the error bands. */
export function isErrorContentResult(value: unknown): boolean {
  return isContentResult(value) && value.isError === true;
}

/** The text of a content result, as it is measured, reduced and spilled. */
export interface ContentText {
  /** The text parts in order; each after the first follows a `[content part K of N]` line. */
  readonly text: string;
  /** Number of text parts. */
  readonly textParts: number;
  /** Size of the other parts' data (base64 or text chars, bytes of binary data); never counted as text. */
  readonly mediaChars: number;
}

/**
 * Joins the text parts of `result`: the first as it is, each later one after a line
 * `[content part K of N]` (K its 1-based place among all N parts), so one text part is its text
 * exactly and several keep their boundaries in the spill. Media and other parts are only sized.
 */
export function contentText(result: ContentResult): ContentText {
  const total = result.content.length;
  let text = '';
  let textParts = 0;
  let mediaChars = 0;
  result.content.forEach((part, i) => {
    if (isTextPart(part)) {
      text += textParts === 0 ? part.text : `\n${contentPartBoundary(i + 1, total)}\n${part.text}`;
      textParts += 1;
    } else {
      mediaChars += dataSize(part);
    }
  });
  return { text, textParts, mediaChars };
}

/**
 * `result` with its text parts replaced by one text part holding `text`, where the first text part
 * was (its other fields kept); the other parts keep their order. `structuredContent` is left out: it
 * repeats what the text held (the MCP spec has a tool with structured content also return it as
 * text), and that text is now in the spill. `isError`, `_meta` and every other field are kept.
 */
export function withContentText(result: ContentResult, text: string): ContentResult {
  const { structuredContent: _dropped, ...rest } = result;
  const content: ContentPart[] = [];
  let placed = false;
  for (const part of result.content) {
    if (!isTextPart(part)) content.push(part);
    else if (!placed) {
      content.push({ ...part, text });
      placed = true;
    }
  }
  return { ...rest, content };
}

/** Chars (or bytes) of the data a media part carries, wherever MCP or the AI SDK put it. */
function dataSize(part: ContentPart): number {
  const record = part as Record<string, unknown>;
  let size = 0;
  for (const holder of [record, record['resource'], record['data']]) {
    if (typeof holder !== 'object' || holder === null) continue;
    const fields = holder as Record<string, unknown>;
    for (const key of ['data', 'blob', 'text']) size += sizeOf(fields[key]);
  }
  return size;
}

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  return 0;
}
