/**
 * Every string a model reads from this library, in one place: this folder, split by topic. Each is
 * exact, short and tested verbatim; change one only together with its test.
 */
export { quoteHandle, quoteText } from './quote.js';
export { budgetLine, headMarker, headTailMarker, tailMarker } from './truncation-markers.js';
export type { SpillFile, SpillSize } from './spill-notice.js';
export { shapeLine, spillFileHeader, spillHeader } from './spill-notice.js';
export type { PreviewReason } from './preview-markers.js';
export {
  binaryPreview,
  contentPartBoundary,
  cutLineEnd,
  cutLineStart,
  longestListed,
  pickedLine,
  previewOmission,
  reasonText,
  recordsOmission,
  SALIENT_TAIL,
  salientOmission,
} from './preview-markers.js';
export type { NextCall, PageFooter } from './read-back.js';
export {
  binaryPayload,
  hexPageFooter,
  invalidArgument,
  invalidHandle,
  isImagePayloadAnswer,
  offsetPastEnd,
  pageFooter,
  readCall,
  storeReadFailed,
  unknownHandle,
  unreadableArguments,
} from './read-back.js';
export type { MatchFooter, NearMiss, OtherSearches, ShownInstead } from './match-lines.js';
export {
  ANCESTRY_GAP,
  MATCH_SEPARATOR,
  matchFooter,
  noMatches,
  numberedLine,
  patternList,
  shownInstead,
  TRACE_ROOT_GAP,
  windowLine,
} from './match-lines.js';
export { READ_TOOL_RESULT_DESCRIPTION } from './read-tool-description.js';
export { binaryNotShown, outputNotShown, summaryHeader } from './summary-and-last-resort.js';
export { CIRCULAR_PLACEHOLDER, TOO_DEEP_PLACEHOLDER, UNSERIALIZABLE_PLACEHOLDER } from './placeholders.js';
export { contentPartRef, fieldBoundary, parsedPartForm, repeatedFieldLine } from './output-parts.js';
export { STEP_STORED, stepListLine, stepNotice } from './step-notice.js';
export {
  invalidRequestMessage,
  malformedAnswerMessage,
  parseErrorMessage,
  proxyFailedMessage,
  readWithResource,
  serverUnreachableMessage,
  spillNotFoundMessage,
  spillResourceDescription,
} from './mcp-proxy.js';
export type { ArgumentPath } from './references.js';
export {
  argumentName,
  REFERENCE_PREFIX,
  referencedInputInvalid,
  referenceHint,
  referenceNotStructured,
  referencesTooLarge,
  referenceStoreFailed,
  tooManyReferences,
  toolResultReference,
  unknownReference,
} from './references.js';
export type { StubSize } from './history.js';
export { clearedResult, duplicateResult, isHistoryStub } from './history.js';
export { missingPeer } from './missing-peer.js';
