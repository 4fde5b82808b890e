import { DEFAULT_MAX_CHARS, DEFAULT_PREVIEW_CHARS } from '../defaults.js';
import { OutputLimitsError } from '../errors/output-limits-error.js';
import type { TruncationStrategy } from '../truncate-text.js';

/** Token usage of one summary call, as the model reported it. */
export interface SummaryUsage {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly totalTokens?: number;
}

/** What a summarizer gets: the tool's name, the text to summarize, and the tool call's abort signal. */
export interface SummarizeRequest {
  readonly toolName: string;
  /** The output as text (serialized, ANSI-stripped when configured). */
  readonly text: string;
  /** Aborted when the tool call is aborted or the summary's timeout passes. */
  readonly signal: AbortSignal;
  /** What the user asked (the latest user message), when the caller passed it: the summary should keep what it needs. */
  readonly request?: string;
}

/** A summary, with the usage of the call that made it when known. */
export interface SummaryResult {
  readonly text: string;
  readonly usage?: SummaryUsage;
}

/** Makes a summary. A throw, an abort, a timeout or an empty summary runs the action's `then`. */
export type Summarizer = (request: SummarizeRequest) => Promise<string | SummaryResult> | string | SummaryResult;

/** Keep part of the text: see `truncateText`. */
export interface TruncateAction {
  readonly kind: 'truncate';
  /** Budget in characters, marker included (`Infinity` when only `maxTokens` is set). */
  readonly maxChars: number;
  /** Budget in tokens, marker included, counted with the reducer's tokenizer. */
  readonly maxTokens?: number;
  readonly strategy: TruncationStrategy;
  readonly keepTailLines: number;
  /** Runs instead when the payload is binary. */
  readonly then?: Action;
}

/** What a custom spill preview is given besides the text. */
export interface PreviewContext {
  /** The preview's budget; a longer one is cut to it. */
  readonly previewChars: number;
  /** What the user asked (the latest user message), when the caller passed it. */
  readonly request?: string;
}

/** Makes the preview of a spilled text. It should be deterministic: the middleware caches its notices. */
export type PreviewFunction = (text: string, context: PreviewContext) => string;

/**
 * How a spill preview is made: `'salient'` (the head, the lines from the middle with an error
 * signal or a word of the request, the tail; for records, the first 2 and those with a word of the
 * request), `'headTail'` (the first and last half-budget), or your own function.
 */
export type PreviewStyle = 'salient' | 'headTail' | PreviewFunction;

/** Store the whole payload and give the model a handle, a shape sketch and a preview. */
export interface SpillAction {
  readonly kind: 'spill';
  /** Characters of preview in the notice; 0 shows none. */
  readonly previewChars: number;
  /** How the preview is made. */
  readonly preview: PreviewStyle;
  /** The store write is given up after this long and `then` runs. */
  readonly timeoutMs: number;
  /** Runs instead when the store write fails, times out or is aborted. */
  readonly then?: Action;
}

/** Replace the output with a summary made by a model. */
export interface SummarizeAction {
  readonly kind: 'summarize';
  /** Makes the summary; without it, the reducer's `summarizer` (the AI SDK package sets one). */
  readonly summarize?: Summarizer;
  /** The summary is given up after this long and `then` runs. */
  readonly timeoutMs: number;
  /** Runs instead when the payload is binary or the summary fails. */
  readonly then?: Action;
}

/** Leave the output as it is. */
export interface PassthroughAction {
  readonly kind: 'passthrough';
}

/** What a band does to an output that reaches it. */
export type Action = TruncateAction | SpillAction | SummarizeAction | PassthroughAction;

/** Default time a spill write may take before `then` runs: 30 s, far above a healthy disk or Redis. */
export const DEFAULT_WRITE_TIMEOUT_MS = 30_000;

/** Default time a summary may take before `then` runs: 60 s, enough for a slow model on 100k tokens. */
export const DEFAULT_SUMMARY_TIMEOUT_MS = 60_000;

/** Options of `truncate()`. */
export interface TruncateOptions {
  /** Budget in characters (UTF-16 code units), marker included. Default 4,000, or none when `maxTokens` is set. */
  readonly maxChars?: number;
  /**
   * Budget in tokens, marker included, counted with the reducer's `tokenizer` (chars / 4 by
   * default; `tiktokenCounter()` is exact). With `maxChars` too, both hold. Default: none.
   */
  readonly maxTokens?: number;
  /** `'head'`, `'tail'` or `'headTail'` (default). */
  readonly strategy?: TruncationStrategy;
  /** Complete last lines to keep whatever the strategy (an exit code trailer). Default 0. */
  readonly keepTailLines?: number;
  /** Runs instead when the payload is binary. Default: a one-line notice that the binary output is not shown. */
  readonly then?: Action;
}

/**
 * Cut the output to a character (or token) budget, with a marker saying what was cut. Lossy; no model call.
 *
 * @throws OutputLimitsError for a `keepTailLines` that is not a whole number >= 0, or a `maxTokens`
 * that is not a number >= 0, so a bad action fails when it is made, not in the middle of a run.
 */
export function truncate(options: TruncateOptions = {}): TruncateAction {
  const { keepTailLines = 0, maxTokens } = options;
  if (!Number.isInteger(keepTailLines) || keepTailLines < 0) {
    throw new OutputLimitsError(`truncate(): keepTailLines must be a whole number >= 0; got ${String(keepTailLines)}.`);
  }
  if (maxTokens !== undefined && !(maxTokens >= 0)) {
    throw new OutputLimitsError(`truncate(): maxTokens must be a number >= 0; got ${String(maxTokens)}.`);
  }
  return {
    kind: 'truncate',
    maxChars: options.maxChars ?? (options.maxTokens === undefined ? DEFAULT_MAX_CHARS : Number.POSITIVE_INFINITY),
    ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
    strategy: options.strategy ?? 'headTail',
    keepTailLines: options.keepTailLines ?? 0,
    ...(options.then ? { then: options.then } : {}),
  };
}

/** Options of `spill()`. */
export interface SpillOptions {
  /** Characters of preview in the notice. Default 1,000; 0 shows none. */
  readonly previewChars?: number;
  /**
   * `'salient'` (default): the head, up to 20 lines from the middle with an error signal or a
   * distinctive word of the request, each after its line number, and the tail, all within
   * `previewChars`; a records payload (JSON lines) shows its first 2 records and those with a word
   * of the request, whole. `'headTail'`: the first and last half of `previewChars`, cut anywhere.
   * Or `(text, { previewChars, request }) => string`, cut to `previewChars`.
   */
  readonly preview?: PreviewStyle;
  /** Milliseconds the store write may take. Default `DEFAULT_WRITE_TIMEOUT_MS` (30 s). */
  readonly timeoutMs?: number;
  /** Runs instead when the write fails. Default: the last resort, a 4,000-char cut (binary: a one-line notice). */
  readonly then?: Action;
}

/**
 * Store the whole output and hand the model a handle to page it back with. Lossless; no model call.
 *
 * @throws OutputLimitsError for a `preview` that is not `'salient'`, `'headTail'` or a function.
 */
export function spill(options: SpillOptions = {}): SpillAction {
  const preview = options.preview ?? 'salient';
  if (preview !== 'salient' && preview !== 'headTail' && typeof preview !== 'function') {
    throw new OutputLimitsError(`spill(): preview must be 'salient', 'headTail' or a function; got ${String(preview)}.`);
  }
  return {
    kind: 'spill',
    previewChars: options.previewChars ?? DEFAULT_PREVIEW_CHARS,
    preview,
    timeoutMs: options.timeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS,
    ...(options.then ? { then: options.then } : {}),
  };
}

/** Options of `summarize()`. */
export interface SummarizeOptions {
  /** Makes the summary. Default: the reducer's `summarizer` (in the AI SDK package, `generateText` on `model`). */
  readonly summarize?: Summarizer;
  /** Milliseconds the summary may take. Default `DEFAULT_SUMMARY_TIMEOUT_MS` (60 s). */
  readonly timeoutMs?: number;
  /** Runs instead when the payload is binary or the summary fails. Default: the last resort, a 4,000-char cut (binary: a one-line notice). */
  readonly then?: Action;
}

/** Replace the output with a model-written summary. Lossy; one model call. */
export function summarize(options: SummarizeOptions = {}): SummarizeAction {
  return {
    kind: 'summarize',
    timeoutMs: options.timeoutMs ?? DEFAULT_SUMMARY_TIMEOUT_MS,
    ...(options.summarize ? { summarize: options.summarize } : {}),
    ...(options.then ? { then: options.then } : {}),
  };
}

const PASSTHROUGH: PassthroughAction = Object.freeze({ kind: 'passthrough' });

/** Leave the output untouched: for a band or a per-tool list that should not reduce. */
export function passthrough(): PassthroughAction {
  return PASSTHROUGH;
}
