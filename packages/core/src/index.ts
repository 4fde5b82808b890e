/**
 * `@output-limits/core`: what a user configures and calls. The reducer and its config, the four
 * actions and the default bands, the two stores, read-back, the serializers and the error classes.
 * Framework adapters take their plumbing from `@output-limits/core/adapter`, store adapters from
 * `@output-limits/core/store-kit`; docs/architecture.md maps the folders behind these names.
 */
export { createReducer, defaultBands, defaultErrorBands, isReducedOutput, reduceEvent } from './reduce/index.js';
export type { Band, OutputContext, Reducer, ReducerConfig, ReduceEvent, ToolFilter } from './reduce/index.js';

export { truncate, spill, summarize, passthrough } from './actions/index.js';
export type {
  Action,
  TruncateAction,
  SpillAction,
  SummarizeAction,
  PassthroughAction,
  TruncateOptions,
  SpillOptions,
  SummarizeOptions,
  Summarizer,
  SummarizeRequest,
  SummaryResult,
  SummaryUsage,
  PreviewStyle,
  PreviewFunction,
  PreviewContext,
  TruncationStrategy,
  ReduceContext,
  Reduction,
  ReductionWarning,
  Fallback,
} from './actions/index.js';

export { FileStore, MemoryStore } from './stores/index.js';
export type {
  FileStoreOptions,
  MemoryStoreOptions,
  OverflowStore,
  StoreWriteOptions,
  AgentFiles,
  AgentFileTool,
  ContentKind,
} from './stores/index.js';
export type { LineIndex } from './text/index.js';

export { readToolResult, READ_TOOL_RESULT_INPUT_SCHEMA } from './read/index.js';
export type { ReadToolResultArgs, ReadToolResultOptions } from './read/index.js';
export { READ_TOOL_RESULT_DESCRIPTION } from './messages/index.js';
export { READ_TOOL_NAME, CHARS_PER_TOKEN } from './defaults.js';

export { compactJson, indentedJson, jsonLines } from './prepare/index.js';
export type { Serializer, ModelOutput, OutputPart } from './prepare/index.js';
export { estimateTokens } from './measure/index.js';
export type { Budget, SizeUnit, Tokenizer } from './measure/index.js';
export type { PickedLine } from './preview/index.js';

export { OutputLimitsError, ConfigurationError, ArgumentError, DeadlineError, StoreError } from './errors/index.js';
export type { OutputLimitsErrorOptions } from './errors/index.js';
