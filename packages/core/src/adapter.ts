/**
 * `@output-limits/core/adapter`: the plumbing a framework adapter (ai-sdk, langchain,
 * openai-agents, mcp) needs and a user of the library does not, as `ai/internal` is to `ai`.
 * The exemption selector, content results, the context-window arithmetic,
 * references and history, and the kit every adapter shares: `observeReduce`,
 * `assertNoReadToolClash`, `ReadToolResultToolOptions` and `sha256Hex`; `foldTextBlocks` gives back
 * the JSON of a spill whose long strings were stored as text blocks.
 * Model-facing strings come from `@output-limits/core/messages`.
 */
export { assertNoReadToolClash, observe, observeReduce } from './kit/index.js';
export type { ReadToolResultToolOptions } from './kit/index.js';
export { foldTextBlocks, sha256Hex } from './text/index.js';
export { toolSelector, selectBand } from './reduce/index.js';
export type { CheckConfigOptions } from './reduce/index.js';
export { truncateText, outputBound, referenceHintChars, spillNotice, spillNoticeHead } from './actions/index.js';
export type { OutputBound, SpillNoticeInput, SpillNoticeHeadInput } from './actions/index.js';
export { callIdKey } from './stores/index.js';
export { contentText, isContentResult, isErrorContentResult, outputChars, withContentText } from './prepare/index.js';
export type { ContentPart, ContentResult, ContentText, TextContentPart } from './prepare/index.js';
export { countTokensUpTo } from './measure/index.js';
export type { BoundedCount } from './measure/index.js';
export { salientPreview } from './preview/index.js';
export type { SalientPreviewOptions } from './preview/index.js';
export {
  contextWindow,
  resultBudget,
  roomLeft,
  stepBudget,
  largestFirstCap,
  modelWindow,
  MODEL_WINDOWS,
  MODEL_WINDOWS_COMPILED,
} from './budget/index.js';
export type { ContextWindow, ContextWindowOptions } from './budget/index.js';
export { readSpilledImage } from './read/index.js';
export type { SpilledImage } from './read/index.js';
export {
  findReferences,
  referencedHandle,
  takesStringAt,
  widenForReferences,
  REFERENCE_STRING_SCHEMA,
  resolveReferences,
  describeReferences,
  resolvedInputInvalid,
  DEFAULT_MAX_REFERENCE_BYTES,
  DEFAULT_MAX_REFERENCES,
} from './references/index.js';
export type {
  FoundReference,
  JsonSchema,
  ReferenceForm,
  ReferenceInfo,
  ResolvedReference,
  ReferencesResolution,
  ResolveReferencesOptions,
} from './references/index.js';
export { planHistory, spilledPayload, DEFAULT_KEEP_RECENT, DEFAULT_CACHE_PRICES } from './history/index.js';
export type { HistoryItem, HistoryOptions, HistoryPlan, HistoryResult, SpilledPayload } from './history/index.js';
export { DEFAULT_MAX_CHARS, DEFAULT_PREVIEW_CHARS, DEFAULT_READ_LIMIT, DEFAULT_SPILL_OVER, DEFAULT_ERROR_OVER } from './defaults.js';
