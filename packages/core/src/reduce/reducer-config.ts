import type { Summarizer } from '../actions/action.js';
import type { Band } from './bands.js';
import type { Budget } from '../measure/budget.js';
import type { Tokenizer } from '../measure/measure.js';
import type { ModelOutput } from '../prepare/model-output.js';
import type { ReduceContext, Reduction, ReductionWarning } from '../actions/reduction.js';
import type { Serializer } from '../prepare/serialize.js';
import type { OverflowStore } from '../stores/overflow-store.js';
import type { ToolFilter } from './tool-selector.js';

/** Configuration of `createReducer`. Every field is optional. */
export interface ReducerConfig {
  /** Size bands; the one with the largest `over` the output reaches wins. Default `defaultBands()`: spill from 10,000 chars, truncating if the store fails. */
  readonly bands?: readonly Band[];
  /**
   * Bands of error results (an MCP `isError: true` result, an `Error` value, AI SDK `error-text`
   * and `error-json` outputs), for every tool: `perTool` does not apply to them. Default
   * `defaultErrorBands()`: spill from 20,000 chars with a preview of the end, cut to the last 4,000
   * chars if the store fails. Never empty and never `passthrough()`: an error is never sent whole
   * past a cap. Errors a tool throws are not results: they pass through untouched.
   */
  readonly errorBands?: readonly Band[];
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
  /**
   * Tools whose arguments take a stored result as `@tool_result:<handle>` (see `resolveReferences`).
   * Every spill notice then has a second line saying how to pass the output to them
   * (`referenceHint`), counted in the band's bound (`outputBound`). Default none.
   */
  readonly referenceTools?: readonly string[];
  /** Told when an action cannot run and its fallback (or the last resort) is used. Default: `console.warn`. What it throws is ignored. */
  readonly onWarning?: (warning: ReductionWarning) => void;
}

/** The tool call a model output comes from, and whether it is an error result. */
export interface OutputContext extends ReduceContext {
  /**
   * True when the result is an error the output does not say it is (an MCP `isError` result that
   * `toModelOutput` made a `content` output of): it gets the error bands. `error-text` and
   * `error-json` outputs always do. Default false.
   */
  readonly error?: boolean;
}

/** Reduces tool results; one per agent, or per conversation when `namespace` differs. */
export interface Reducer {
  /**
   * Reduces a result as the tool returned it: a string, binary, a structured value (measured as its
   * JSON), or an MCP `CallToolResult` (its parts and fields measured as sent). Never rejects.
   */
  reduce(value: unknown, context: ReduceContext): Promise<Reduction>;
  /**
   * Reduces a result as the model receives it: an AI SDK tool-result `output` of any type (`text`,
   * `json`, `content` with parts of any kind, `error-text`, `error-json`, or one this library does
   * not know). What the model is sent is measured; whatever reaches a band is reduced, a part that
   * cannot be reduced in place is spilled and replaced by its notice, and the output that comes out
   * is never over the band's bound (`outputBound`) nor the budget. `output` is the same object when
   * nothing applied. Never rejects.
   */
  reduceOutput(output: ModelOutput, context: OutputContext): Promise<Reduction>;
  /**
   * True when `reduce` would certainly return `value` itself, found without tokenizing and
   * serializing at most what is small: an exempt tool, or a string, binary value, `CallToolResult`
   * or plain JSON data below every band and `budget` (a `CallToolResult` with no media parts, whose
   * other parts and fields are small plain data; plain data only with the default serializer, and
   * no string in it holding U+2028, U+2029 or U+0085). A wrapper or proxy can skip `reduce` (and its
   * promise) for such results. False means "not known", not "reduced".
   */
  leavesUnchanged(value: unknown, toolName: string, budget?: Budget): boolean;
  /**
   * True when this reducer never touches the results of `toolName`: `read_tool_result`, and the
   * tools `toolFilter` leaves out. An adapter asks this before it wraps a tool.
   */
  exempts(toolName: string): boolean;
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
