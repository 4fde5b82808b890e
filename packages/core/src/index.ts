export { truncate } from './actions/truncate.js';
export { spill, DEFAULT_WRITE_TIMEOUT_MS } from './actions/spill.js';
export { summarize, DEFAULT_SUMMARY_TIMEOUT_MS } from './actions/summarize.js';
export { passthrough } from './actions/passthrough.js';
export type {
  Action,
  TruncateAction,
  SpillAction,
  SummarizeAction,
  PassthroughAction,
  Summarizer,
  SummarizeRequest,
  PreviewStyle,
  PreviewFunction,
  PreviewContext,
  SummaryResult,
  SummaryUsage,
} from './actions/action.js';
export type { TruncateOptions } from './actions/truncate.js';
export type { SpillOptions } from './actions/spill.js';
export type { SummarizeOptions } from './actions/summarize.js';
export { defaultBands, defaultErrorBands, selectBand } from './reduce/bands.js';
export type { Band } from './reduce/bands.js';
export {
  DEFAULT_MAX_CHARS,
  DEFAULT_PREVIEW_CHARS,
  DEFAULT_SPILL_OVER,
  DEFAULT_ERROR_OVER,
  MAX_IMAGE_PART_BYTES,
  READ_TOOL_NAME,
  DEFAULT_READ_LIMIT,
  DEFAULT_READ_BYTES,
  MAX_READ_BYTES,
  MAX_READ_IMAGE_BYTES,
  MAX_READ_LINES,
  MAX_READ_CHARS,
  CHARS_PER_TOKEN,
  DEFAULT_RESERVE_SHARE,
  DEFAULT_MAX_RESULT_SHARE,
  DEFAULT_MAX_STEP_SHARE,
} from './defaults.js';
export { OutputLimitsError } from './errors/output-limits-error.js';
export type { OutputLimitsErrorOptions } from './errors/output-limits-error.js';
export { ConfigurationError } from './errors/configuration-error.js';
export { ArgumentError } from './errors/argument-error.js';
export { DeadlineError } from './errors/deadline-error.js';
export { callIdKey } from './stores/handle.js';
export { isBinary } from './text/is-binary.js';
export type { LineIndex } from './text/line-index.js';
export type { BinaryValue } from './text/is-binary.js';
export { estimateTokens, countTokensUpTo } from './measure/measure.js';
export type { Tokenizer, BoundedCount } from './measure/measure.js';
export { readToolResult } from './read/read-tool-result.js';
export { readSpilledImage } from './read/read-spilled-image.js';
export type { SpilledImage } from './read/read-spilled-image.js';
export { isImagePayloadAnswer } from './messages/index.js';
export { isViewableImage, sniffMediaType } from './text/sniff-media-type.js';
export type { ReadToolResultArgs, ReadToolResultOptions } from './read/read-tool-result.js';
export { contentText, isContentResult, isErrorContentResult, withContentText } from './prepare/content-result.js';
export type { ContentPart, ContentResult, ContentText, TextContentPart } from './prepare/content-result.js';
export { createReducer } from './reduce/reducer.js';
export { checkConfig } from './reduce/check-config.js';
export type { CheckConfigOptions, CheckedConfig } from './reduce/check-config.js';
export type { OutputContext, Reducer, ReducerConfig } from './reduce/reducer-config.js';
export type { ModelOutput, OutputPart } from './prepare/model-output.js';
export type { ReduceContext, Reduction, ReductionWarning, Fallback } from './actions/reduction.js';
export type { SizeUnit } from './measure/measure.js';
export { compactJson, indentedJson, jsonLines } from './prepare/serialize.js';
export type { Serializer } from './prepare/serialize.js';
export { shapeSketch } from './text/shape-sketch.js';
export { spillNotice, spillNoticeHead } from './actions/compose-spill-notice.js';
export type { SpillNoticeHeadInput } from './actions/compose-spill-notice.js';
export { salientPreview, MAX_PICKED_LINES } from './preview/salient-preview.js';
export type { SalientPreviewOptions } from './preview/salient-preview.js';
export type { Preview } from './preview/pick-lines.js';
export type { PickedLine } from './preview/pick-lines.js';
export { ERROR_SIGNALS } from './preview/error-signals.js';
export { requestTerms } from './preview/request-terms.js';
export type { SpillNoticeInput } from './actions/compose-spill-notice.js';
export type { SpillFile } from './messages/index.js';
export { FileStore, DEFAULT_FILE_STORE_RETENTION_MS, DEFAULT_FILE_STORE_MAX_BYTES } from './stores/file-store.js';
export type { FileStoreOptions } from './stores/file-store.js';
export { MemoryStore } from './stores/memory-store.js';
export type { MemoryStoreOptions } from './stores/memory-store.js';
export type { OverflowStore, StoreWriteOptions, AgentFiles, AgentFileTool, ContentKind } from './stores/overflow-store.js';
export { toolSelector } from './reduce/tool-selector.js';
export type { ToolFilter } from './reduce/tool-selector.js';
export { truncateText } from './actions/truncate-text.js';
export type { TruncateTextOptions, TruncationStrategy } from './actions/truncate-text.js';
export { StoreError } from './errors/store-error.js';
export { truncateToTokens } from './actions/truncate-to-tokens.js';
export type { TruncateToTokensOptions } from './actions/truncate-to-tokens.js';
export { isReducedOutput } from './reduce/is-reduced-output.js';
export { outputBound, LAST_RESORT_CHARS } from './actions/output-bound.js';
export type { OutputBound } from './actions/output-bound.js';
export type { Budget } from './measure/budget.js';
export { contextWindow, resultBudget, roomLeft, stepBudget } from './budget/context-window.js';
export type { ContextWindow, ContextWindowOptions } from './budget/context-window.js';
export { largestFirstCap } from './budget/largest-first-cap.js';
export { modelWindow, MODEL_WINDOWS, MODEL_WINDOWS_COMPILED } from './budget/model-windows.js';
export { READ_TOOL_RESULT_DESCRIPTION, STEP_STORED, stepListLine, stepNotice } from './messages/index.js';
export { READ_TOOL_RESULT_INPUT_SCHEMA } from './read/read-tool-result-schema.js';
export { reduceEvent } from './reduce/reduce-event.js';
export type { ReduceEvent } from './reduce/reduce-event.js';
export { REDUCTION_ATTRIBUTES, reductionAttributes } from './reduce/reduction-attributes.js';
export type { ReductionAttributeValue } from './reduce/reduction-attributes.js';
export { REFERENCE_PREFIX, toolResultReference } from './messages/index.js';
export type { ArgumentPath } from './messages/index.js';
export { findReferences, referencedHandle } from './references/find-references.js';
export type { FoundReference } from './references/find-references.js';
export { takesStringAt, widenForReferences, REFERENCE_STRING_SCHEMA } from './references/reference-schema.js';
export type { JsonSchema } from './references/reference-schema.js';
export {
  resolveReferences,
  describeReferences,
  resolvedInputInvalid,
  DEFAULT_MAX_REFERENCE_BYTES,
  DEFAULT_MAX_REFERENCES,
} from './references/resolve-references.js';
export type {
  ReferenceForm,
  ReferenceInfo,
  ResolvedReference,
  ReferencesResolution,
  ResolveReferencesOptions,
} from './references/resolve-references.js';
export { withReferenceHints, withoutReferenceHint } from './references/with-reference-hints.js';
export { REFERENCE_ATTRIBUTES, referenceAttributes } from './references/reference-attributes.js';
export type { ReferencesRecord } from './references/reference-attributes.js';
export { planHistory, DEFAULT_KEEP_RECENT, DEFAULT_CACHE_PRICES } from './history/plan-history.js';
export type { HistoryItem, HistoryOptions, HistoryPlan, HistoryResult } from './history/plan-history.js';
export { spilledPayload } from './history/spilled-payload.js';
export type { SpilledPayload } from './history/spilled-payload.js';
export { clearedResult, duplicateResult, isHistoryStub } from './messages/index.js';
export type { StubSize } from './messages/index.js';
