import type { PreviewStyle } from './action.js';
import { safeHead, safeTail } from '../text/code-point-boundary.js';
import { DEFAULT_READ_LIMIT } from '../defaults.js';
import type { Budget } from '../measure/budget.js';
import { budgetLimit } from '../measure/budget.js';
import type { SpillFile, SpillSize } from '../messages/index.js';
import { binaryPreview, budgetLine, previewOmission, shapeLine, spillFileHeader, spillHeader, referenceHint } from '../messages/index.js';
import type { PickedLine } from '../preview/pick-lines.js';
import { salientPreview } from '../preview/salient-preview.js';

/** What a spill notice describes; with `budget`, the notice says (on its second line) the budget it was fitted to. */
export type SpillNoticeInput = (
  | {
      readonly handle: string;
      readonly text: string;
      readonly shape?: string;
      readonly previewChars: number;
      /** How the preview is made. Default `'salient'`. */
      readonly preview?: PreviewStyle;
      /** What the user asked (the latest user message), for a salient or custom preview. */
      readonly request?: string;
      /** The text is this many records, one a line (JSON lines), for a salient preview. */
      readonly records?: number;
    }
  | { readonly handle: string; readonly bytes: number; readonly mediaType?: string }
) & {
  readonly budget?: Budget;
  /** A store in the agent's sandbox: the header names the file's path and the agent's own tool instead of the `read_tool_result` call. */
  readonly file?: SpillFile;
  /** Tools that take `@tool_result:<handle>` as an argument: the line under the header says how to pass the output to them. */
  readonly referenceTools?: readonly string[];
};

/** A spill notice, with the lines its salient preview picked and what the previews that failed threw. */
export interface ComposedSpillNotice {
  readonly text: string;
  /** Lines a salient preview picked from the middle; undefined for other previews. */
  readonly picked?: readonly PickedLine[];
  /**
   * What the previews that failed threw, in order: a custom preview function (the salient preview
   * was used instead), then the salient preview (the head/tail preview was used instead).
   */
  readonly previewErrors?: readonly unknown[];
}

/**
 * The string the model sees instead of a spilled payload: the header with the handle and the call
 * to read it, then with `referenceTools` the line saying how to pass it to them (`referenceHint`),
 * then the budget line when there is a `budget`, then for structured values a `shape:`
 * line, then the preview (for binary, a byte count and the media type when known). Lines are joined by `\n`.
 */
export function spillNotice(input: SpillNoticeInput): string {
  return composeSpillNotice(input).text;
}

/**
 * `spillNotice`, also telling which lines a salient preview picked. A custom preview's output is
 * cut to `previewChars`; one that throws (or returns no string) is replaced by the salient preview,
 * and a salient preview that throws by the head/tail one: a preview never costs the notice its handle.
 */
export function composeSpillNotice(input: SpillNoticeInput): ComposedSpillNotice {
  if ('bytes' in input) {
    return { text: [...noticeHead(input, { bytes: input.bytes }), binaryPreview(input.bytes, input.mediaType)].join('\n') };
  }
  const lines = noticeHead(input, { chars: input.text.length });
  if (input.shape !== undefined) lines.push(shapeLine(input.shape));
  if (input.previewChars <= 0) return { text: lines.join('\n') };

  const style = input.preview ?? 'salient';
  const request = input.request !== undefined ? { request: input.request } : {};
  const errors: unknown[] = [];
  if (style === 'headTail') return { text: [...lines, previewOf(input.text, input.previewChars)].join('\n') };
  if (style === 'tail') return { text: [...lines, tailPreviewOf(input.text, input.previewChars)].join('\n') };
  if (typeof style === 'function') {
    try {
      const custom: unknown = style(input.text, { previewChars: input.previewChars, ...request });
      if (typeof custom !== 'string') throw new TypeError(`preview function returned ${typeof custom}`);
      return { text: [...lines, safeHead(custom, input.previewChars)].join('\n') };
    } catch (error) {
      errors.push(error);
    }
  }
  try {
    const preview = salientPreview(input.text, {
      previewChars: input.previewChars,
      ...request,
      ...(input.records !== undefined ? { records: input.records } : {}),
    });
    return { text: [...lines, preview.text].join('\n'), picked: preview.picked, ...(errors.length > 0 ? { previewErrors: errors } : {}) };
  } catch (error) {
    // Whatever broke the preview (a request V8 cannot compile, a bug), the payload is stored: the
    // notice keeps its handle, with the head and tail of the text.
    errors.push(error);
    return { text: [...lines, previewOf(input.text, input.previewChars)].join('\n'), previewErrors: errors };
  }
}

/**
 * The `headTail` preview: the whole text when it fits in `previewChars`, else its first
 * half-budget and last half-budget around an omission marker (the marker comes on top of the budget).
 */
export function previewOf(text: string, previewChars: number): string {
  if (text.length <= previewChars) return text;
  const head = safeHead(text, Math.floor(previewChars / 2));
  const tail = safeTail(text, previewChars - Math.floor(previewChars / 2));
  return `${head}${previewOmission(text.length - head.length - tail.length)}${tail}`;
}

/** The `tail` preview: the whole text when it fits in `previewChars`, else a marker and the last `previewChars` (the marker on top of the budget). */
export function tailPreviewOf(text: string, previewChars: number): string {
  if (text.length <= previewChars) return text;
  const tail = safeTail(text, previewChars);
  return `${previewOmission(text.length - tail.length).trimStart()}${tail}`;
}

/**
 * The first lines of every spill notice of `size`: the header (naming the handle and the call that
 * reads it, or the sandbox file), the reference hint when there are `referenceTools`, and the budget
 * line when there is a `budget`. A notice cut to nothing but these still says where the payload is
 * and how to pass it on.
 */
export function spillNoticeHead(input: SpillNoticeHeadInput): string {
  return noticeHead(input, input.size).join('\n');
}

/** What `spillNoticeHead` takes. */
export interface SpillNoticeHeadInput {
  readonly handle: string;
  readonly size: SpillSize;
  readonly budget?: Budget;
  readonly file?: SpillFile;
  readonly referenceTools?: readonly string[];
}

function noticeHead(input: Omit<SpillNoticeHeadInput, 'size'>, size: SpillSize): string[] {
  const header = input.file ? spillFileHeader(input.file, size, DEFAULT_READ_LIMIT) : spillHeader(input.handle, size, DEFAULT_READ_LIMIT);
  const lines = [header];
  if (input.referenceTools?.length) lines.push(referenceHint(input.handle, input.referenceTools));
  if (input.budget) lines.push(budgetLineOf(input.budget));
  return lines;
}

function budgetLineOf(budget: Budget): string {
  const { limit, unit } = budgetLimit(budget);
  return budgetLine(limit, unit);
}
