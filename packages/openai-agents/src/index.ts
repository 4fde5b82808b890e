export { withOutputLimits } from './with-output-limits.js';
export type { OutputLimitsConfig, WithOutputLimits } from './with-output-limits.js';
export { readToolResultTool } from './read-tool-result-tool.js';
export type { ReadToolResultToolOptions } from './read-tool-result-tool.js';

// The core's building blocks, so one import is enough for the common cases.
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
} from '@output-limits/core';
export type { Action, Band, Fallback, OverflowStore, ReduceEvent, ReducerConfig, SizeUnit, Summarizer } from '@output-limits/core';
