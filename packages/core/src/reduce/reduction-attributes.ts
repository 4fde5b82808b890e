import type { ReduceEvent } from './reduce-event.js';

/**
 * The span attribute names a reduction is recorded under. The tool's name and call id use the
 * OpenTelemetry GenAI semantic conventions (`gen_ai.tool.name`, `gen_ai.tool.call.id`, as on an
 * `execute_tool` span); the conventions define nothing for the reduction itself, so those attributes
 * are our own, under `output_limits.*` (the `gen_ai.*` namespace belongs to the conventions).
 */
export const REDUCTION_ATTRIBUTES = {
  toolName: 'gen_ai.tool.name',
  toolCallId: 'gen_ai.tool.call.id',
  /** True when the model saw a truncation, a spill notice or a summary. */
  reduced: 'output_limits.reduced',
  /** `'truncate'`, `'spill'`, `'summarize'`, or `'none'`. */
  action: 'output_limits.action',
  originalSize: 'output_limits.original.size',
  /** `'chars'`, `'tokens'` or `'bytes'`. */
  originalUnit: 'output_limits.original.unit',
  /** Set (true) only when token counting stopped early and the size is a lower bound. */
  sizeIsLowerBound: 'output_limits.original.size_is_lower_bound',
  /** Set only for a spill. */
  handle: 'output_limits.handle',
  /** The actions that could not run, in order; set only when one fell back. */
  fallbackActions: 'output_limits.fallback.actions',
  /** Why each of them could not run, in the same order. */
  fallbackReasons: 'output_limits.fallback.reasons',
  /** Estimated tokens kept out of the context (see `ReduceEvent.tokensKeptOut`). */
  tokensKeptOut: 'output_limits.tokens_kept_out',
  /** Set only for a summary whose model reported usage. */
  summaryInputTokens: 'output_limits.summary.input_tokens',
  summaryOutputTokens: 'output_limits.summary.output_tokens',
} as const;

/** A span attribute value, as OpenTelemetry takes it. */
export type ReductionAttributeValue = string | number | boolean | string[];

/**
 * The span attributes of one reduction, named by `REDUCTION_ATTRIBUTES`; attributes that do not
 * apply (no handle, no fallback, no summary usage) are left out. Pure: usable with any tracer.
 */
export function reductionAttributes(event: ReduceEvent): Record<string, ReductionAttributeValue> {
  const names = REDUCTION_ATTRIBUTES;
  const attributes: Record<string, ReductionAttributeValue> = {
    [names.toolName]: event.toolName,
    [names.toolCallId]: event.toolCallId,
    [names.reduced]: event.reduced,
    [names.action]: event.action ?? 'none',
    [names.originalSize]: event.originalSize,
    [names.originalUnit]: event.unit,
    [names.tokensKeptOut]: event.tokensKeptOut,
  };
  if (event.sizeIsLowerBound) attributes[names.sizeIsLowerBound] = true;
  if (event.handle !== undefined) attributes[names.handle] = event.handle;
  if (event.fallbacks.length > 0) {
    attributes[names.fallbackActions] = event.fallbacks.map((fallback) => fallback.action);
    attributes[names.fallbackReasons] = event.fallbacks.map((fallback) => fallback.reason);
  }
  if (event.usage?.inputTokens !== undefined) attributes[names.summaryInputTokens] = event.usage.inputTokens;
  if (event.usage?.outputTokens !== undefined) attributes[names.summaryOutputTokens] = event.usage.outputTokens;
  return attributes;
}
