import type { Summarizer, SummaryUsage } from './actions/action.js';
import type { Band } from './bands.js';
import type { Budget } from './budget.js';
import type { Tokenizer } from './measure.js';
import type { PickedLine } from './preview/pick-lines.js';
import type { Serializer } from './serialize.js';
import type { OverflowStore } from './stores/overflow-store.js';
import type { ToolFilter } from './tool-selector.js';

/** The unit a size is measured in. Binary payloads are always measured in bytes. */
export type SizeUnit = 'chars' | 'tokens' | 'bytes';

/** Configuration of `createReducer`. Every field is optional. */
export interface ReducerConfig {
  /** Size bands; the one with the largest `over` the output reaches wins. Default `defaultBands()`: spill from 10,000 chars, truncating if the store fails. */
  readonly bands?: readonly Band[];
  /** Band lists that replace `bands` for the named tools. */
  readonly perTool?: Readonly<Record<string, readonly Band[]>>;
  /** Which tools are reduced at all: a list of names or a predicate. Default: all. `read_tool_result` never is. */
  readonly toolFilter?: ToolFilter;
  /** Measure text in tokens instead of characters. Default false. Truncation budgets stay in characters. */
  readonly overTokens?: boolean;
  /** Counts tokens for `overTokens`. Default `estimateTokens` (chars / 4); `tiktokenCounter()` from `@output-limits/core/tiktoken` is exact. */
  readonly tokenizer?: Tokenizer;
  /** Where spills go. Default a `FileStore` under the OS temp directory. */
  readonly store?: OverflowStore;
  /** Strip ANSI escape codes from text before measuring. Default false. */
  readonly stripAnsi?: boolean;
  /**
   * Renders structured results as text, for measuring, truncating, summarizing and spilling alike.
   * Default: measured, truncated and summarized as `compactJson` (what the model would otherwise
   * see), spilled pageable: `jsonLines` for an array (one record a line), `indentedJson` for any
   * other structured value. A serializer that throws falls back to `compactJson`.
   */
  readonly serializer?: Serializer;
  /** Summarizer for `summarize()` actions that have none of their own. */
  readonly summarizer?: Summarizer;
  /** Prefix of every spill handle, scoping reads to one conversation or user (see `readToolResult`). */
  readonly namespace?: string;
  /**
   * Spill keys made from the tool call id alone, `<namespace>/<toolCallId>` (see `callIdKey`), with
   * no counter and no random part: a durable step that is replayed or retried writes the same key
   * again, overwriting its own payload, and gets the same handle. Handles are then guessable from
   * call ids, so `namespace` is required (one per run or user). Default false: a random part.
   */
  readonly deterministicKeys?: boolean;
  /** Told when an action cannot run and its fallback (or the last resort) is used. Default: `console.warn`. What it throws is ignored. */
  readonly onWarning?: (warning: ReductionWarning) => void;
}

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
 * used), the media parts of a content result reaching a band (`'media'`: they are kept as they
 * are, never reduced), or anything else unexpected (`'reduce'`: the last-resort output was used).
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

/** Reduces tool results; one per agent, or per conversation when `namespace` differs. */
export interface Reducer {
  reduce(value: unknown, context: ReduceContext): Promise<Reduction>;
  /**
   * True when `reduce` would certainly return `value` itself, found without serializing or
   * tokenizing: an exempt tool, or a string or binary value below every band and `budget`. A wrapper can skip
   * `reduce` (and its promise) for such results. False means "not known", not "reduced".
   */
  leavesUnchanged(value: unknown, toolName: string, budget?: Budget): boolean;
  /**
   * True when `text` may be left as it is because it already is this library's output for the
   * tool: it has the form of a notice, summary or marked truncation (`isReducedOutput`: the marker
   * where the action puts it, counts that agree), and it is no longer than what the band its size
   * falls in can produce (`outputBound`), so skipping it can never let more through than reducing
   * would; a spill notice made with the default preview (`DEFAULT_SPILL_NOTICE_CHARS`) always
   * counts, so that no band cuts a handle away. Below every band it is true for such a text too.
   * Works across processes: it looks only at the text and this reducer's bands. Never throws.
   */
  isOwnOutput(text: string, toolName: string): boolean;
  /** The store spills go to, for the read-back tool. */
  readonly store: OverflowStore;
  /** The namespace handles are made in. */
  readonly namespace: string | undefined;
}
