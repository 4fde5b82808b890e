/**
 * Reductions on OpenTelemetry spans, for AI SDK runs: `@output-limits/ai-sdk/otel`, the core's
 * `@output-limits/core/otel` re-exported so one install is enough. Needs `@opentelemetry/api`
 * (an optional peer; AI SDK 6 already depends on it).
 *
 *   withOutputLimits(tools, { onReduce: recordReduction })
 *
 * With `experimental_telemetry: { isEnabled: true }` (AI SDK 6) or a registered `@ai-sdk/otel`
 * integration (AI SDK 7), the attributes land on the SDK's `ai.toolCall` span.
 */
export { recordReduction, REDUCTION_EVENT_NAME, REDUCTION_ATTRIBUTES, reductionAttributes } from '@output-limits/core/otel';
export type { ReductionAttributeValue } from '@output-limits/core/otel';
export { recordReferences, REFERENCES_EVENT_NAME, REFERENCE_ATTRIBUTES, referenceAttributes } from '@output-limits/core/otel';
export type { ReferencesRecord } from '@output-limits/core/otel';
