import type { SummaryUsage } from './action.js';
import type { Budget } from '../measure/budget.js';
import type { SizeUnit } from '../measure/measure.js';
import type { PickedLine } from '../preview/pick-lines.js';

/** The tool call a result comes from. */
export interface ReduceContext {
  readonly toolName: string;
  readonly toolCallId: string;
  /** The tool call's abort signal; an abort makes a running spill or summary fall back. */
  readonly signal?: AbortSignal;
  /** What the user asked (the latest user message): its words pick preview lines, and summarizers get it. */
  readonly request?: string;
  /**
   * Most the output may take, notice included (see `Budget`): a result over it is reduced even
   * below every band, and spill previews, truncations and summaries shrink to fit it. Tools
   * exempt from reduction (`read_tool_result`, `toolFilter`, an empty `perTool` list) ignore it.
   */
  readonly budget?: Budget;
  /**
   * The tool call's input. With a store whose payloads are the agent's files (`agentFiles`), a
   * call of one of the agent's file tools whose input mentions the spill directory is a read of a
   * spill: it is exempt from reduction (only cut past `MAX_READ_CHARS`).
   */
  readonly input?: unknown;
}

/** An action that could not run, and why. */
export interface Fallback {
  readonly action: 'truncate' | 'spill' | 'summarize';
  readonly reason: string;
}

/**
 * Sent to `onWarning` when something falls back: an action (then `action` names it), the
 * serializer (`'serialize'`: compact JSON was used, or, when that failed too, a notice that the
 * output is not shown), the tokenizer (`'measure'`: the chars/4 estimate was used), a budget
 * (`'budget'`: unusable, or too small for even a bare notice, so the smallest valid output was
 * used), or anything else unexpected (`'reduce'`: the last-resort output was used). `'media'` is
 * no longer sent: media that cannot go out as they are are spilled, like any other part.
 */
export interface ReductionWarning {
  readonly action: Fallback['action'] | 'serialize' | 'measure' | 'media' | 'budget' | 'reduce';
  readonly reason: string;
  readonly toolName: string;
  readonly toolCallId: string;
  /** The error behind the fallback, when there was one. */
  readonly error?: unknown;
}

/** What `reduce` did to one tool result. */
export interface Reduction {
  /**
   * What the model should see: the original value when nothing applied (the same object), else a
   * string; for a content result (an MCP `CallToolResult`), a content result with the reduced text
   * in place of its text parts (see `withContentText`). A structured value left as it is is returned
   * as the text it was measured as when its JSON would be longer than that text or cannot be made
   * (nesting past the serializer's depth limit, a cycle, a throwing getter): what is measured is what is sent.
   */
  readonly output: unknown;
  /** True when `output` is a truncation, a spill notice, a summary or a notice that the output is not shown. */
  readonly reduced: boolean;
  /**
   * The action that produced `output`, when one did. When every action of the band failed, the
   * last resort is a 4,000-char head+tail truncation (`'truncate'`), or for binary or unserializable
   * output a one-line notice (no `action`).
   */
  readonly action?: 'truncate' | 'spill' | 'summarize';
  /** The spill's handle. */
  readonly handle?: string;
  /**
   * Size of the result in `unit`. Results that are not reduced at all (tools left out by
   * `toolFilter`, `read_tool_result`, errors, tools with no bands) are not serialized to be
   * measured: strings and binary report their size, structured values 0.
   */
  readonly originalSize: number;
  readonly unit: SizeUnit;
  /** True when token counting stopped early: `originalSize` is then a lower bound that reached the largest band. */
  readonly sizeIsLowerBound?: boolean;
  /** Usage of the summary call. */
  readonly usage?: SummaryUsage;
  /** Lines a salient spill preview picked from the middle, with why; absent when it picked none. */
  readonly picked?: readonly PickedLine[];
  /** Actions that could not run, in order, before the one that did. */
  readonly fallbacks: readonly Fallback[];
  /** The budget the output was fitted to (`ReduceContext.budget`), when one applied. */
  readonly budget?: Budget;
}
