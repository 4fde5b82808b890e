export { withOutputLimits } from './with-output-limits.js';
export type { WithOutputLimits, KeepsReadTool } from './with-output-limits.js';
export type { OutputLimitsConfig, ReduceEvent, UsageInfo } from './output-limits-config.js';
export type { ContextOption } from './resolve-context.js';
export { readToolResultTool, READ_TOOL_RESULT_DESCRIPTION } from './read-tool-result-tool.js';
export type { ReadToolResultInput, ReadToolResultToolOptions } from './read-tool-result-tool.js';
export { summarizeWithModel, DEFAULT_SUMMARY_PROMPT, DEFAULT_REQUEST_SUMMARY_PROMPT } from './summarize-with-model.js';
export type { SummarizeWithModelOptions } from './summarize-with-model.js';
export { outputLimitsMiddleware } from './output-limits-middleware.js';
export type { OutputLimitsMiddleware } from './output-limits-middleware.js';
export type { ReferencesOption, ReferencesEvent } from './accept-references.js';
export { ANTHROPIC_CACHE_BREAKPOINT } from './history-masking.js';
export type { HistoryOption, PartProviderOptions } from './history-masking.js';
// The core's building blocks, re-exported in this one list so one import is enough for the common
// cases; everything else is on `@output-limits/core`.
export {
  truncate,
  spill,
  summarize,
  passthrough,
  defaultBands,
  FileStore,
  MemoryStore,
  OutputLimitsError,
  ConfigurationError,
  READ_TOOL_NAME,
  isReducedOutput,
} from '@output-limits/core';
export type {
  Action,
  Band,
  Budget,
  Fallback,
  OverflowStore,
  ReducerConfig,
  SizeUnit,
  Summarizer,
  SummaryUsage,
  PickedLine,
  PreviewStyle,
  PreviewFunction,
  PreviewContext,
} from '@output-limits/core';
export {
  modelWindow,
  MODEL_WINDOWS,
  describeReferences,
  DEFAULT_MAX_REFERENCE_BYTES,
  DEFAULT_MAX_REFERENCES,
} from '@output-limits/core/adapter';
export { toolResultReference } from '@output-limits/core/messages';
