/**
 * Reductions on OpenTelemetry spans: `@output-limits/core/otel`. The one entry of the core that
 * imports `@opentelemetry/api` (an optional peer); the main entry never does.
 */
import type { Span } from '@opentelemetry/api';
import { OutputLimitsError } from './errors/output-limits-error.js';
import { missingPeer } from './messages/index.js';
import type { ReduceEvent } from './reduce/reduce-event.js';
import { reductionAttributes } from './reduce/reduction-attributes.js';
import type { ReferencesRecord } from './references/reference-attributes.js';
import { referenceAttributes } from './references/reference-attributes.js';

export { REDUCTION_ATTRIBUTES, reductionAttributes } from './reduce/reduction-attributes.js';
export type { ReductionAttributeValue } from './reduce/reduction-attributes.js';
export { REFERENCE_ATTRIBUTES, referenceAttributes } from './references/reference-attributes.js';
export type { ReferencesRecord } from './references/reference-attributes.js';

/** Thrown when this entry is imported without @opentelemetry/api installed (an optional peer dependency of the core). */
export const MISSING_OPENTELEMETRY_API = missingPeer('@output-limits/core/otel', '@opentelemetry/api');

// @opentelemetry/api is an optional peer dependency: only this entry loads it, and a missing
// install is reported as what to do rather than as an unresolved import.
const { trace } = await import('@opentelemetry/api').catch((cause: unknown) => {
  throw Object.assign(new OutputLimitsError(MISSING_OPENTELEMETRY_API), { cause });
});

/** Name of the span event each reduction adds, carrying the same attributes. */
export const REDUCTION_EVENT_NAME = 'output_limits.reduction';

/**
 * Records a reduction on a span: sets its attributes (`REDUCTION_ATTRIBUTES`) and adds one
 * `output_limits.reduction` event carrying them, so a span that sees several reductions (a model
 * call the middleware reduced the history of) keeps each one in its events while its attributes
 * hold the last. Does nothing when there is no span, or the span is not recording.
 *
 * Pass it as `onReduce` (`withOutputLimits(tools, { onReduce: recordReduction })`); inside an AI SDK
 * run with telemetry on, the active span is the SDK's `ai.toolCall` span. Core users call it with
 * `reduceEvent(reduction, call)`.
 *
 * @param event The reduction, with its tool call.
 * @param span Default: the active span (`trace.getActiveSpan()`).
 */
export function recordReduction(event: ReduceEvent, span: Span | undefined = trace.getActiveSpan()): void {
  if (!span?.isRecording()) return;
  const attributes = reductionAttributes(event);
  span.setAttributes(attributes);
  span.addEvent(REDUCTION_EVENT_NAME, attributes);
}

/** Name of the span event `recordReferences` adds. */
export const REFERENCES_EVENT_NAME = 'output_limits.references';

/**
 * Records the references of one tool call on a span (`REFERENCE_ATTRIBUTES`: arguments, handles,
 * sizes and SHA-256 of what they named, never the content) and adds one
 * `output_limits.references` event with them. Pass it as `references.onResolve` of
 * `withOutputLimits`: inside the tool's `execute`, the active span is the SDK's tool span.
 * Does nothing when there is no span, or the span is not recording.
 */
export function recordReferences(record: ReferencesRecord, span: Span | undefined = trace.getActiveSpan()): void {
  if (!span?.isRecording()) return;
  const attributes = referenceAttributes(record);
  span.setAttributes(attributes);
  span.addEvent(REFERENCES_EVENT_NAME, attributes);
}
