import { safeHead, safeTail } from './code-point-boundary.js';
import { DEFAULT_READ_LIMIT } from './defaults.js';
import type { Budget } from './budget.js';
import { budgetLimit } from './budget.js';
import { binaryPreview, budgetLine, previewOmission, shapeLine, spillHeader } from './messages.js';

/** What a spill notice describes; with `budget`, the notice says (on its second line) the budget it was fitted to. */
export type SpillNoticeInput = (
  | { readonly handle: string; readonly text: string; readonly shape?: string; readonly previewChars: number }
  | { readonly handle: string; readonly bytes: number; readonly mediaType?: string }
) & { readonly budget?: Budget };

/**
 * The string the model sees instead of a spilled payload: the header with the handle and the call
 * to read it, then the budget line when there is a `budget`, then for structured values a `shape:`
 * line, then a head/tail preview (for binary, a byte count and the media type when known). Lines
 * are joined by `\n`.
 */
export function spillNotice(input: SpillNoticeInput): string {
  const budget = input.budget ? [budgetLineOf(input.budget)] : [];
  if ('bytes' in input) {
    return [spillHeader(input.handle, { bytes: input.bytes }, DEFAULT_READ_LIMIT), ...budget, binaryPreview(input.bytes, input.mediaType)].join('\n');
  }
  const lines = [spillHeader(input.handle, { chars: input.text.length }, DEFAULT_READ_LIMIT), ...budget];
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

function budgetLineOf(budget: Budget): string {
  const { limit, unit } = budgetLimit(budget);
  return budgetLine(limit, unit);
}
