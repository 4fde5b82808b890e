import type { TruncationStrategy } from './truncate-text.js';

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
 * request), `'headTail'` (the first and last half-budget), `'tail'` (the end, where a failing run
 * prints its error: the default of the error band), or your own function.
 */
export type PreviewStyle = 'salient' | 'headTail' | 'tail' | PreviewFunction;

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
