import type { SummaryUsage } from '../actions/action.js';
import type { Budget } from '../measure/budget.js';
import { CHARS_PER_TOKEN } from '../defaults.js';
import { outputChars } from '../prepare/model-output.js';
import type { PickedLine } from '../preview/pick-lines.js';
import type { SizeUnit } from '../measure/measure.js';
import type { Fallback, ReduceContext, Reduction } from '../actions/reduction.js';

/**
 * What one tool result went through, for observers: the `onReduce` callbacks of the adapters and
 * `recordReduction` (`@output-limits/core/otel`). A `Reduction` without its output, plus the call.
 */
export interface ReduceEvent {
  readonly toolName: string;
  readonly toolCallId: string;
  /** The action that produced the output, when one did. */
  readonly action?: 'truncate' | 'spill' | 'summarize';
  /** The spill's handle, when the output was spilled. */
  readonly handle?: string;
  /** Size of the result in `unit`. */
  readonly originalSize: number;
  /** `'chars'` (UTF-16 code units), `'tokens'` with `overTokens`, `'bytes'` for binary results. */
  readonly unit: SizeUnit;
  /** True when token counting stopped early and `originalSize` is a lower bound. */
  readonly sizeIsLowerBound?: boolean;
  /** True when the model sees a truncation, a spill notice or a summary instead of the result. */
  readonly reduced: boolean;
  /** Actions that could not run, in order, before the one that did. */
  readonly fallbacks: readonly Fallback[];
  /** Token usage of the summary call, when the output was summarized. */
  readonly usage?: SummaryUsage;
  /** Lines a salient spill preview picked from the middle (1-based numbers, with why); absent when it picked none. */
  readonly picked?: readonly PickedLine[];
  /** The budget the output was fitted to (`ReduceContext.budget`; with `context` in the AI SDK, this call's share of the room left). */
  readonly budget?: Budget;
  /**
   * Estimated tokens the reduction kept out of the context: the result's tokens less the output's,
   * both by the chars/4 estimate (`CHARS_PER_TOKEN`) except a size measured in tokens, which is used
   * as it is; a binary result counts one char a byte. 0 when nothing was reduced.
   */
  readonly tokensKeptOut: number;
}

/** The `ReduceEvent` of a reduction of the call `call`. */
export function reduceEvent(reduction: Reduction, call: Pick<ReduceContext, 'toolName' | 'toolCallId'>): ReduceEvent {
  return {
    toolName: call.toolName,
    toolCallId: call.toolCallId,
    ...(reduction.action ? { action: reduction.action } : {}),
    ...(reduction.handle !== undefined ? { handle: reduction.handle } : {}),
    originalSize: reduction.originalSize,
    unit: reduction.unit,
    ...(reduction.sizeIsLowerBound ? { sizeIsLowerBound: true } : {}),
    reduced: reduction.reduced,
    fallbacks: reduction.fallbacks,
    ...(reduction.usage ? { usage: reduction.usage } : {}),
    ...(reduction.picked ? { picked: reduction.picked } : {}),
    ...(reduction.budget ? { budget: reduction.budget } : {}),
    tokensKeptOut: tokensKeptOut(reduction),
  };
}

function tokensKeptOut(reduction: Reduction): number {
  if (!reduction.reduced) return 0;
  const original = reduction.unit === 'tokens' ? reduction.originalSize : Math.ceil(reduction.originalSize / CHARS_PER_TOKEN);
  return Math.max(0, original - Math.ceil(outputChars(reduction.output) / CHARS_PER_TOKEN));
}
