import { safeHead, safeTail } from './code-point-boundary.js';
import { DEFAULT_READ_LIMIT } from './defaults.js';
import type { SpillFile, SpillSize } from './messages.js';
import { binaryPreview, previewOmission, shapeLine, spillFileHeader, spillHeader } from './messages.js';

/**
 * What a spill notice describes. With `file` (a store in the agent's sandbox), the header names the
 * file's path and the agent's own tool instead of the `read_tool_result` call.
 */
export type SpillNoticeInput = (
  | { readonly handle: string; readonly text: string; readonly shape?: string; readonly previewChars: number }
  | { readonly handle: string; readonly bytes: number; readonly mediaType?: string }
) & { readonly file?: SpillFile };

/**
 * The string the model sees instead of a spilled payload: the header with the handle and the call
 * to read it, then for structured values a `shape:` line, then a head/tail preview (for binary, a
 * byte count and the media type when known). Lines are joined by `\n`.
 */
export function spillNotice(input: SpillNoticeInput): string {
  const header = (size: SpillSize) =>
    input.file ? spillFileHeader(input.file, size, DEFAULT_READ_LIMIT) : spillHeader(input.handle, size, DEFAULT_READ_LIMIT);
  if ('bytes' in input) return `${header({ bytes: input.bytes })}\n${binaryPreview(input.bytes, input.mediaType)}`;
  const lines = [header({ chars: input.text.length })];
  if (input.shape !== undefined) lines.push(shapeLine(input.shape));
  if (input.previewChars > 0) lines.push(previewOf(input.text, input.previewChars));
  return lines.join('\n');
}

/**
 * The whole text when it fits in `previewChars`, else its first half-budget and last half-budget
 * around an omission marker (the marker comes on top of the budget).
 */
export function previewOf(text: string, previewChars: number): string {
  if (text.length <= previewChars) return text;
  const head = safeHead(text, Math.floor(previewChars / 2));
  const tail = safeTail(text, previewChars - Math.floor(previewChars / 2));
  return `${head}${previewOmission(text.length - head.length - tail.length)}${tail}`;
}
