/**
 * `@output-limits/core/store-kit`: what a store adapter needs and a user of the library does not.
 * The errors a store throws (`StoreError`, made by the adapter kit's `error`/`missing`/`aborted`/`failure`; `isNotFoundError`, `describeCause`), the shape of the
 * core's keys (`handleProblem` and the segment helpers), the line-index codec, range clamping, a
 * deadline for backend calls, and `storeAdapter`, the behaviour the Redis and unstorage adapters
 * share (hostile handles, missing payloads, wrapped errors). Conformance tests are in
 * `@output-limits/core/test` (`testOverflowStore`, `testHostileHandles`).
 */
export { isStoreError, StoreError } from './errors/store-error.js';
export { describeCause } from './errors/describe-cause.js';
export { isNotFoundError } from './errors/not-found-error.js';
export { DeadlineError } from './errors/deadline-error.js';
export { withDeadline } from './errors/with-deadline.js';
export {
  handleProblem,
  isInNamespace,
  MAX_CALL_ID_SEGMENT,
  MAX_HANDLE_LENGTH,
  MAX_NAMESPACE_SEGMENT,
  namespaceSegment,
  randomPart,
  sanitizeSegment,
} from './stores/handle.js';
export {
  buildLineIndex,
  decodeLineIndex,
  DEFAULT_LINE_INDEX_STEP,
  encodeLineIndex,
  isLineIndex,
  LineIndexBuilder,
} from './text/line-index.js';
export type { LineIndex } from './text/line-index.js';
export { clampOffset } from './stores/clamp-offset.js';
export { byteRange, storeAdapter } from './stores/store-adapter.js';
export type { StoreAdapter, StoreAdapterOptions } from './stores/store-adapter.js';
export type { AgentFiles, AgentFileTool, ContentKind, OverflowStore, StoreWriteOptions } from './stores/overflow-store.js';
