import { ConfigurationError, createReducer } from '@output-limits/core';
import { observe } from '@output-limits/core/adapter';
import type { ReduceEvent, Reducer, ReducerConfig, Summarizer, SummaryUsage } from '@output-limits/core';
import type { LanguageModel } from 'ai';
import type { ReferencesOption } from './accept-references.js';
import type { HistoryOption } from './history-masking.js';
import type { ContextOption } from './resolve-context.js';
import { checkSummaryPrompt, summarizeWithModel } from './summarize-with-model.js';

/** What `onReduce` is told about one tool result that went through the reducer (the core's `ReduceEvent`). */
export type { ReduceEvent };

/** What `onUsage` is told besides the usage itself. */
export interface UsageInfo {
  /** The tool whose output was summarized. */
  readonly toolName: string;
}

/**
 * Configuration of `withOutputLimits` and `outputLimitsMiddleware`: the core's `ReducerConfig`
 * (bands, perTool, toolFilter, store, namespace, ...) plus the AI SDK specifics. Every field is optional.
 */
export interface OutputLimitsConfig extends ReducerConfig {
  /**
   * Model that writes the summaries of `summarize()` actions that have no `summarize` function of
   * their own (through `summarizeWithModel`). Pass either this or `summarizer`, not both.
   * Default: none; a `summarize()` action without a function is then a configuration error.
   */
  readonly model?: LanguageModel;
  /**
   * Prompt template for `model`; must contain `{toolName}` and `{output}`, and may contain
   * `{request}` (the latest user message, or nothing when unknown). Default
   * `DEFAULT_REQUEST_SUMMARY_PROMPT` when the request is known, else `DEFAULT_SUMMARY_PROMPT`. Needs `model`.
   */
  readonly summaryPrompt?: string;
  /**
   * Called once for every result that went through the reducer (reduced or not). It is an observer:
   * an exception it throws is logged with `console.error` and ignored. Default: none.
   */
  readonly onReduce?: (event: ReduceEvent) => void;
  /**
   * Called after every summary call that reported token usage, also one whose summary was then
   * rejected (for example as empty). An exception it throws is logged and ignored. Default: none.
   */
  readonly onUsage?: (usage: SummaryUsage, info: UsageInfo) => void;
  /**
   * Size results by the room left in the model's context window (see `ContextOption`): one result
   * at most `maxResultShare` of it, the parallel calls of one step together at most `maxStepShare`
   * (in the middleware: all tool results of the prompt). Checked, and a model's window looked up,
   * when `withOutputLimits` or `outputLimitsMiddleware` is called. Default: none (bands only).
   */
  readonly context?: ContextOption;
  /**
   * `withOutputLimits` only: tools that take a spilled result as an argument, written
   * `'@tool_result:<handle>'` in place of the value and replaced by the exact stored value before the
   * tool runs; spill notices then say how (see `ReferencesOption`). Default: none.
   */
  readonly references?: ReferencesOption;
  /**
   * `outputLimitsMiddleware` only: older tool results in the prompt become one-line stubs with a
   * handle that reads them back (stored first when they were never spilled), in batches that pay
   * for the cache writes they cause, and a result identical to an earlier one becomes a stub naming
   * it (see `HistoryOption`). Default: none (history is left whole).
   */
  readonly history?: HistoryOption;
}

/**
 * The core reducer for an `OutputLimitsConfig`: checks this package's own options, sets the
 * model-backed summarizer, and has `createReducer` check the rest (once) and give every
 * `summarize()` action its summarizer, wrapped to report usage.
 *
 * @throws ConfigurationError for a summary prompt without its placeholders, `model` together with
 * `summarizer`, `summaryPrompt` without `model`, a `summarize()` action with no summarizer at all,
 * or what `createReducer` refuses.
 */
export function createAiSdkReducer(config: OutputLimitsConfig, caller: string): Reducer {
  const { model, summaryPrompt, onReduce: _onReduce, onUsage, context: _context, ...reducerConfig } = config;
  void _onReduce;
  void _context;
  if (summaryPrompt !== undefined) {
    checkSummaryPrompt(summaryPrompt, `${caller}: summaryPrompt`);
    if (model === undefined) {
      throw new ConfigurationError(`${caller}: summaryPrompt is only used with \`model\`; pass a model as well, or drop summaryPrompt.`);
    }
  }
  if (model !== undefined && config.summarizer !== undefined) {
    throw new ConfigurationError(`${caller}: pass either \`model\` or \`summarizer\`, not both.`);
  }
  const fallback: Summarizer | undefined =
    config.summarizer ??
    (model === undefined ? undefined : summarizeWithModel({ model, ...(summaryPrompt !== undefined ? { prompt: summaryPrompt } : {}) }));
  // The core checks bands, actions and options once; this package only words the summarizer error
  // for its own options and, since `model` is there to supply one, wants one for every summarize().
  return createReducer(
    { ...reducerConfig, ...(fallback ? { summarizer: fallback } : {}) },
    {
      caller,
      summarizerOption: '`model` (or `summarizer`)',
      requireSummarizers: true,
      ...(onUsage ? { wrapSummarizer: (summarizer: Summarizer) => reportingUsage(summarizer, onUsage) } : {}),
    },
  );
}

/** A summarizer that reports the usage of each call it makes to `onUsage`. */
function reportingUsage(summarizer: Summarizer, onUsage: (usage: SummaryUsage, info: UsageInfo) => void): Summarizer {
  return async (request) => {
    const result = await summarizer(request);
    if (typeof result === 'object' && result !== null && result.usage) {
      observe('onUsage', () => onUsage(result.usage!, { toolName: request.toolName }));
    }
    return result;
  };
}
