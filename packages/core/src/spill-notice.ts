import { safeHead, safeTail } from './code-point-boundary.js';
import { DEFAULT_READ_LIMIT } from './defaults.js';
import { binaryPreview, previewOmission, shapeLine, spillHeader } from './messages.js';

/** What a spill notice describes. */
export type SpillNoticeInput =
  | { readonly handle: string; readonly text: string; readonly shape?: string; readonly previewChars: number }
  | { readonly handle: string; readonly bytes: number; readonly mediaType?: string };

/**
 * The string the model sees instead of a spilled payload: the header with the handle and the call
 * to read it, then for structured values a `shape:` line, then a head/tail preview (for binary, a
 * byte count and the media type when known). Lines are joined by `\n`.
 */
export function spillNotice(input: SpillNoticeInput): string {
  if ('bytes' in input) {
    return `${spillHeader(input.handle, { bytes: input.bytes }, DEFAULT_READ_LIMIT)}\n${binaryPreview(input.bytes, input.mediaType)}`;
  }
  const lines = [spillHeader(input.handle, { chars: input.text.length }, DEFAULT_READ_LIMIT)];
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
