import stripAnsiCodes from 'strip-ansi';
import type { Action, Summarizer, SummaryUsage } from './actions.js';
import { truncate } from './actions.js';
import type { Band } from './bands.js';
import type { ContentResult } from './content-result.js';
import { decisiveSize, defaultBands, prepareBands, selectBand } from './bands.js';
import type { Budget } from './budget.js';
import { budgetLimit } from './budget.js';
import { budgetedAction } from './budget-action.js';
import type { BudgetPlan } from './budget-plan.js';
import { budgetPlan } from './budget-plan.js';
import { withDeadline } from './deadline.js';
import { OutputLimitsError } from './errors/output-limits-error.js';
import { formatCount } from './format-count.js';
import { callIdKey, MAX_NAMESPACE_SEGMENT, namespaceSegment, spillKey } from './handle.js';
import { structuredKind } from './content-kind.js';
import { contentText, isContentResult, isErrorContentResult, withContentText } from './content-result.js';
import { CHARS_PER_TOKEN, MAX_READ_CHARS, READ_TOOL_NAME } from './defaults.js';
import { BINARY_KEY_SUFFIX, binaryBytes, isBinary } from './is-binary.js';
import type { Tokenizer } from './measure.js';
import { countTokensUpTo, estimateTokens } from './measure.js';
import { binaryNotShown, outputNotShown, summaryHeader } from './messages.js';
import type { Serializer } from './serialize.js';
import { compactJson, jsonLines } from './serialize.js';
import { shapeSketch } from './shape-sketch.js';
import { sniffMediaType } from './sniff-media-type.js';
import { safeHead } from './code-point-boundary.js';
import { reducedOutputKind } from './is-reduced-output.js';
import { DEFAULT_SPILL_NOTICE_CHARS, LAST_RESORT_CHARS, MAX_SHAPE_CHARS, MAX_SUMMARY_CHARS, outputBound } from './output-bound.js';
import type { PickedLine } from './preview/pick-lines.js';
import { recordCount } from './preview/records-preview.js';
import { composeSpillNotice } from './spill-notice.js';
import { FileStore } from './stores/file-store.js';
import type { AgentFiles, ContentKind, OverflowStore } from './stores/overflow-store.js';
import { describeCause } from './stores/store-error.js';
import type { ToolFilter } from './tool-selector.js';
import { toolSelector } from './tool-selector.js';
import { truncateText } from './truncate-text.js';
import { truncateToTokens } from './truncate-to-tokens.js';

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

/** A tool result made ready for measuring. */
type Payload =
  | { readonly kind: 'binary'; readonly bytes: Uint8Array }
  | {
      readonly kind: 'text';
      /** What is measured, truncated, summarized and previewed. */
      readonly text: string;
      readonly structured: boolean;
      readonly original: unknown;
      /** What a spill stores, when it differs from `text` (a structured value's pageable layout). */
      readonly spillText?: () => string;
      /** The text is compact JSON (the default serializer), so the SDK's JSON of a plain value is that very text. */
      readonly compact?: boolean;
    };

/** Why an action did not produce an output. */
class ActionFailure extends Error {
  constructor(
    readonly reason: string,
    readonly error?: unknown,
  ) {
    super(reason);
  }
}

const textEncoder = new TextEncoder();

function defaultWarning(warning: ReductionWarning): void {
  if (warning.action === 'media') console.warn(`[output-limits] tool '${warning.toolName}': ${warning.reason}.`);
  else console.warn(`[output-limits] ${warning.action} of tool '${warning.toolName}' failed (${warning.reason}); falling back.`);
}

/**
 * Creates a reducer. `reduce(value, context)` measures the result, picks a band and runs its
 * action, falling back along `then` when an action cannot run. A band that matched always bounds
 * the output: when its last action fails too, the output is cut to 4,000 chars (binary output is
 * replaced by a one-line notice). `reduce` never rejects and `leavesUnchanged` never throws:
 * tool, store, summarizer and serializer failures, hostile values (a proxy whose traps throw) and
 * bugs become fallbacks, reported to `onWarning`.
 *
 * @throws OutputLimitsError for a negative band threshold, a namespace too long for a handle, or
 * `deterministicKeys` without a namespace.
 */
export function createReducer(config: ReducerConfig = {}): Reducer {
  if (config.deterministicKeys && config.namespace === undefined) {
    throw new OutputLimitsError(
      'deterministicKeys makes handles guessable from tool call ids, so it needs a namespace: pass one per run or user (the workflow run id, say).',
    );
  }
  const namespaceLength = config.namespace === undefined ? 0 : namespaceSegment(config.namespace).length;
  if (namespaceLength > MAX_NAMESPACE_SEGMENT) {
    throw new OutputLimitsError(
      `namespace is too long: ${namespaceLength} chars once encoded for handles, at most ${MAX_NAMESPACE_SEGMENT}. Use a shorter id (a hash of it, say).`,
    );
  }
  const bands = prepareBands(config.bands ?? defaultBands());
  const perTool = new Map<string, readonly Band[]>();
  for (const [name, list] of Object.entries(config.perTool ?? {})) perTool.set(name, prepareBands(list, `perTool.${name}`));
  const selects = toolSelector(config.toolFilter);
  const store: OverflowStore = config.store ?? new FileStore();
  const agentFiles = store.agentFiles;
  const serializer = config.serializer ?? compactJson;
  /** Without a configured serializer, structured values spill pageable: one record a line, or indented. */
  const spillSerializer = config.serializer === undefined ? jsonLines : undefined;
  const tokenizer = config.tokenizer ?? estimateTokens;
  const onWarning = config.onWarning ?? defaultWarning;
  /** Tells `onWarning`; what it throws is ignored, so an observer cannot make `reduce` throw. */
  const warn = (warning: ReductionWarning): void => {
    try {
      onWarning(warning);
    } catch {
      // ignored, as documented
    }
  };
  let sequence = 0;

  /** The payload, or undefined when the value cannot be turned into text at all (then a warning was sent). */
  function toPayload(value: unknown, context: ReduceContext): Payload | undefined {
    const bytes = binaryOf(value);
    if (bytes) return { kind: 'binary', bytes };
    let text: string | undefined;
    const structured = typeof value !== 'string';
    if (!structured) text = value;
    else {
      text = serializeSafely(value, serializer, (error, fatal) =>
        warn({
          action: 'serialize',
          reason: fatal
            ? `compactJson threw (${describeCause(error)}); the output is not shown`
            : 'serializer threw or returned non-text; used compactJson',
          ...callOf(context),
          error,
        }),
      );
      if (text === undefined) return undefined;
    }
    const clean = (raw: string) => (config.stripAnsi ? stripAnsiCodes(raw) : raw).toWellFormed();
    const pageable = structured ? spillSerializer : undefined;
    return {
      kind: 'text',
      text: clean(text),
      structured,
      original: value,
      compact: serializer === compactJson,
      ...(pageable ? { spillText: () => clean(pageable(value)) } : {}),
    };
  }

  function measure(payload: Payload, list: readonly Band[], context: ReduceContext): { size: number; unit: SizeUnit; lowerBound: boolean } {
    if (payload.kind === 'binary') return { size: payload.bytes.byteLength, unit: 'bytes', lowerBound: false };
    if (!config.overTokens) return { size: payload.text.length, unit: 'chars', lowerBound: false };
    const counted = withTokenizer(context, (count) => countTokensUpTo(payload.text, count, decisiveSize(list)));
    return { size: counted.count, unit: 'tokens', lowerBound: !counted.complete };
  }

  /** Runs `use` with the configured tokenizer; if that throws, warns and runs it again with the chars/4 estimate. */
  function withTokenizer<T>(context: ReduceContext, use: (count: Tokenizer) => T): T {
    try {
      return use(tokenizer);
    } catch (error) {
      warn({ action: 'measure', reason: `tokenizer threw: ${describeCause(error)}; used the chars/4 estimate`, ...callOf(context), error });
      return use(estimateTokens);
    }
  }

  async function run(
    action: Action,
    payload: Payload,
    context: ReduceContext,
    plan?: BudgetPlan,
  ): Promise<Omit<Reduction, 'originalSize' | 'unit' | 'fallbacks'>> {
    switch (action.kind) {
      case 'passthrough':
        return { output: payload.kind === 'text' ? passthroughOutput(payload) : undefined, reduced: false };
      case 'truncate': {
        if (payload.kind === 'binary') throw new ActionFailure('binary payload');
        const { maxTokens } = action;
        const output = plan
          ? plan.fitter.truncation(payload.text, action)
          : maxTokens === undefined
            ? truncateText(payload.text, action)
            : withTokenizer(context, (count) => truncateToTokens(payload.text, { ...action, maxTokens, tokenizer: count }));
        return output === payload.text ? { output: passthroughOutput(payload), reduced: false } : { output, reduced: true, action: 'truncate' };
      }
      case 'spill': {
        const base = config.deterministicKeys
          ? await callIdKey(context.toolCallId, config.namespace as string)
          : spillKey(context.toolCallId, sequence++, config.namespace);
        const key = base + (payload.kind === 'binary' ? BINARY_KEY_SUFFIX : '');
        // A structured value is stored in its pageable layout; the preview is made of what is stored,
        // so its line numbers are those read_tool_result pages by.
        const stored = payload.kind === 'binary' ? '' : (payload.spillText?.() ?? payload.text);
        const bytes = payload.kind === 'binary' ? payload.bytes : textEncoder.encode(stored);
        const contentKind = kindOf(payload, serializer);
        let handle: string;
        try {
          handle = await withDeadline((signal) => store.write(key, bytes, { signal, contentKind }), {
            timeoutMs: action.timeoutMs,
            ...(context.signal ? { signal: context.signal } : {}),
          });
        } catch (error) {
          throw new ActionFailure(`store write failed: ${describeCause(error)}`, error);
        }
        const file = agentFiles ? { file: spillFile(agentFiles, handle, contentKind) } : {};
        const input =
          payload.kind === 'binary'
            ? ({ handle, bytes: bytes.byteLength, ...mediaTypeOf(bytes), ...file } as const)
            : {
                handle,
                text: stored,
                size: payload.text.length,
                previewChars: action.previewChars,
                preview: action.preview,
                ...(context.request !== undefined ? { request: context.request } : {}),
                ...(payload.structured ? recordCount(payload.original) : {}),
                ...shapeOf(payload),
                ...file,
              };
        // Fitted to a budget, the notice is the one the fitter sizes (its picked lines are not reported).
        const notice = plan ? { text: plan.fitter.spillNotice(input) } : composeSpillNotice(input);
        if ('previewError' in notice && notice.previewError !== undefined) {
          const reason = `preview function threw: ${describeCause(notice.previewError)}; used the salient preview`;
          warn({ action: 'spill', reason, ...callOf(context), error: notice.previewError });
        }
        const picked = 'picked' in notice && notice.picked?.length ? { picked: notice.picked } : {};
        return { output: notice.text, reduced: true, action: 'spill', handle, ...picked };
      }
      case 'summarize': {
        if (payload.kind === 'binary') throw new ActionFailure('binary payload');
        const summarizer = action.summarize ?? config.summarizer;
        if (!summarizer) throw new ActionFailure('no summarizer configured');
        let result: Awaited<ReturnType<Summarizer>>;
        try {
          const request = context.request !== undefined ? { request: context.request } : {};
          result = await withDeadline((signal) => summarizer({ toolName: context.toolName, text: payload.text, signal, ...request }), {
            timeoutMs: action.timeoutMs,
            ...(context.signal ? { signal: context.signal } : {}),
          });
        } catch (error) {
          throw new ActionFailure(`summarizer failed: ${describeCause(error)}`, error);
        }
        const { summary, usage } = readSummary(result);
        if (summary === '') throw new ActionFailure('summarizer returned an empty summary');
        const header = summaryHeader(payload.text.length);
        const body = truncateText(summary, { maxChars: MAX_SUMMARY_CHARS, strategy: 'head' });
        const output = plan ? plan.fitter.summary(header, body) : `${header}\n${body}`;
        return { output, reduced: true, action: 'summarize', ...(usage ? { usage } : {}) };
      }
    }
  }

  /**
   * The bands for a tool, or undefined when its results are never touched (exempt, or no bands and
   * no cleaning). A read of a spill by one of the agent's file tools gets `SPILL_READ_BANDS`.
   */
  function bandsFor(value: unknown, toolName: string, input?: unknown): readonly Band[] | undefined {
    if (toolName === READ_TOOL_NAME || !selects(toolName) || isError(value) || isErrorContentResult(value)) return undefined;
    if (agentFiles && readsSpill(agentFiles, toolName, input)) return SPILL_READ_BANDS;
    const list = perTool.get(toolName) ?? bands;
    return list.length === 0 && !config.stripAnsi ? undefined : list;
  }

  async function reduce(value: unknown, context: ReduceContext): Promise<Reduction> {
    let payload: Payload | undefined;
    try {
      const list = bandsFor(value, context.toolName, context.input);
      if (!list) return { output: value, reduced: false, ...cheapSize(value), fallbacks: [] };
      if (isContentResult(value)) return await reduceContent(value, list, context);
      payload = toPayload(value, context);
      if (!payload) return { output: outputNotShown(), reduced: true, originalSize: 0, unit: 'chars', fallbacks: [] };
      return await reduceMeasured(value, payload, list, context);
    } catch (error) {
      // A bug, or a hostile value this library did not foresee: still never throw, never send it unbounded.
      warn({ action: 'reduce', reason: `unexpected error: ${describeCause(error)}; used the last resort`, ...callOf(context), error });
      return { ...lastResort(payload, value), ...(payload ? sizeOf(payload) : { originalSize: 0, unit: 'chars' }), fallbacks: [] };
    }
  }
  /**
   * A content result (an MCP `CallToolResult`): its text parts are measured together and reduced in
   * place; media parts are kept, and only reported when they reach a band on their own.
   */
  async function reduceContent(value: ContentResult, list: readonly Band[], context: ReduceContext): Promise<Reduction> {
    const { text, textParts, mediaChars } = contentText(value);
    const media = config.overTokens ? Math.ceil(mediaChars / CHARS_PER_TOKEN) : mediaChars;
    if (mediaChars > 0 && selectBand(list, media)) {
      const reason = `media parts of ${formatCount(mediaChars)} chars reach a band; kept as they are (media are never reduced)`;
      warn({ action: 'media', reason, ...callOf(context) });
    }
    if (textParts === 0) return { output: value, reduced: false, originalSize: 0, unit: config.overTokens ? 'tokens' : 'chars', fallbacks: [] };
    // A string always has a payload (toPayload returns undefined only for values it cannot serialize).
    const reduction = await reduceMeasured(text, toPayload(text, context)!, list, context);
    const output = reduction.reduced && typeof reduction.output === 'string' ? withContentText(value, reduction.output) : value;
    return { ...reduction, output };
  }

  async function reduceMeasured(value: unknown, payload: Payload, list: readonly Band[], context: ReduceContext): Promise<Reduction> {
    const { size, unit, lowerBound } = measure(payload, list, context);
    const band = selectBand(list, size);
    const plan = budgetPlan(context.budget, tokenizer, (warning) => warn({ ...warning, ...callOf(context) }));
    const first = plan ? budgetedAction(band, list, plan.exceeds(payload.kind === 'text' ? payload.text : payload.bytes)) : band?.action;
    const sized = { originalSize: size, unit, ...(lowerBound ? { sizeIsLowerBound: true } : {}), ...(plan ? { budget: plan.budget } : {}) };
    if (!first) return { output: payload.kind === 'text' ? passthroughOutput(payload) : value, reduced: false, ...sized, fallbacks: [] };

    const fallbacks: Fallback[] = [];
    let action: Action | undefined = first;
    while (action) {
      try {
        const outcome = await run(action, payload, context, plan);
        return { ...outcome, output: outcome.output ?? value, ...sized, fallbacks };
      } catch (error) {
        if (action.kind === 'passthrough') throw error; // cannot happen: passing through does not fail
        // An unexpected throw (a bug, a hostile summarizer result) falls back like any failure.
        const failure = error instanceof ActionFailure ? error : new ActionFailure(`unexpected error: ${describeCause(error)}`, error);
        const fallback: Fallback = { action: action.kind, reason: failure.reason };
        fallbacks.push(fallback);
        warn({ ...fallback, ...callOf(context), error: failure.error });
        action = action.then;
      }
    }
    return { ...lastResort(payload, value), ...sized, fallbacks };
  }

  const smallest = (list: readonly Band[]) => list[list.length - 1]?.over ?? Number.POSITIVE_INFINITY;

  function leavesUnchanged(value: unknown, toolName: string, budget?: Budget): boolean {
    try {
      return leavesUnchangedUnguarded(value, toolName, budget);
    } catch {
      return false;
    }
  }

  function leavesUnchangedUnguarded(value: unknown, toolName: string, budget: Budget | undefined): boolean {
    const list = bandsFor(value, toolName);
    if (!list) return true;
    const limit = budget === undefined ? Number.POSITIVE_INFINITY : budgetLimit(budget).limit;
    // Without the input a read of a spill cannot be told apart: only a result no band would touch.
    if (agentFiles?.tools.some((tool) => tool.name === toolName)) return false;
    const bytes = binaryOf(value);
    if (bytes) return bytes.byteLength < smallest(list) && bytes.byteLength <= limit;
    if (isContentResult(value)) {
      const { text, mediaChars } = contentText(value);
      return mediaChars < smallest(list) && leavesTextUnchanged(text, list, limit, budget);
    }
    return leavesTextUnchanged(value, list, limit, budget);
  }

  function leavesTextUnchanged(value: unknown, list: readonly Band[], limit: number, budget: Budget | undefined): boolean {
    if (typeof value !== 'string' || !value.isWellFormed()) return false;
    if (config.stripAnsi && (value.includes('\u001b') || value.includes('\u009b'))) return false;
    // Tokens never outnumber UTF-8 bytes, which are at most 3 per UTF-16 code unit.
    const tokens = tokenizer === estimateTokens ? estimateTokens(value) : value.length * 3;
    if (budget !== undefined && !(('chars' in budget ? value.length : tokens) <= limit)) return false;
    return (!config.overTokens ? value.length : tokens) < smallest(list);
  }

  function isOwnOutput(text: string, toolName: string): boolean {
    try {
      const list = bandsFor(text, toolName);
      if (!list || typeof text !== 'string') return false;
      const kind = reducedOutputKind(text);
      if (!kind) return false;
      if (kind === 'spill' && text.length <= DEFAULT_SPILL_NOTICE_CHARS) return true;
      const measured = { kind: 'text', text, structured: false, original: text } as const;
      const band = selectBand(list, measure(measured, list, { toolName, toolCallId: '' }).size);
      if (!band) return true;
      const bound = outputBound(band.action);
      if (text.length <= bound.chars) return true;
      return bound.tokens !== undefined && withTokenizer({ toolName, toolCallId: '' }, (count) => countTokensUpTo(text, count, bound.tokens! + 1).count) <= bound.tokens;
    } catch {
      return false;
    }
  }

  return { reduce, leavesUnchanged, isOwnOutput, store, namespace: config.namespace };
}

/**
 * The only band of a read of a spill by the agent's own tool: never spilled again (that would hand
 * the model another file to read), only cut (head) past `MAX_READ_CHARS`, as a read page is.
 */
const SPILL_READ_BANDS: readonly Band[] = [{ over: 0, action: truncate({ maxChars: MAX_READ_CHARS, strategy: 'head' }) }];

/** True when `toolName` is one of the agent's file tools and its input mentions the spill directory. */
function readsSpill(files: AgentFiles, toolName: string, input: unknown): boolean {
  if (!files.tools.some((tool) => tool.name === toolName)) return false;
  const prefix = `${files.dir}/`;
  const mentions = (value: unknown) => typeof value === 'string' && value.includes(prefix);
  if (mentions(input)) return true;
  try {
    return typeof input === 'object' && input !== null && Object.values(input).some(mentions);
  } catch {
    return false; // a getter or proxy that throws: not a read of a spill
  }
}

/** How a spilled file is shown to the agent: its path, and the handle when `read_tool_result` stays. */
function spillFile(files: AgentFiles, handle: string, contentKind: ContentKind) {
  return {
    path: `${files.dir}/${handle}`,
    contentKind,
    tool: files.tools[0] as AgentFiles['tools'][number],
    ...(files.readToolResult ? { handle } : {}),
  };
}

/** What a spill stores: the pageable layout (JSON lines for an array, else indented) unless a serializer was configured. */
function kindOf(payload: Payload, serializer: Serializer): ContentKind {
  if (payload.kind === 'binary') return 'binary';
  if (!payload.structured) return 'text';
  try {
    if (payload.spillText) return Array.isArray(payload.original) || payload.original instanceof Set ? 'jsonl' : 'json';
    return structuredKind(payload.original, serializer);
  } catch {
    return 'text'; // a revoked proxy: its kind is unknown, and the spill goes ahead
  }
}

function callOf(context: ReduceContext): { toolName: string; toolCallId: string } {
  return { toolName: context.toolName, toolCallId: context.toolCallId };
}

/**
 * A text payload left as it is: what is measured is what is sent. A string gives its cleaned text.
 * A structured value gives the original value when the JSON the SDK will make of it is the
 * measured text (with the default serializer: plain JSON data), or no longer than it (with another
 * serializer); otherwise, or when that JSON cannot be made (too deep, a cycle, a throwing getter
 * or proxy trap), the measured text.
 */
function passthroughOutput(payload: Extract<Payload, { kind: 'text' }>): unknown {
  if (!payload.structured) return payload.text;
  let json: string | undefined;
  try {
    Object.getPrototypeOf(payload.original); // a proxy that throws here breaks the SDK's copy of the result
    json = JSON.stringify(payload.original);
  } catch {
    return payload.text;
  }
  if (json === undefined) return payload.original;
  return (payload.compact ? json === payload.text : json.length <= payload.text.length) ? payload.original : payload.text;
}

/**
 * What the model sees when every action of a band failed (or something unexpected threw): a text
 * cut to `LAST_RESORT_CHARS` (4,000) chars, or for binary (and a value with no text) a one-line
 * notice. Never the original, when it is larger.
 */
function lastResort(payload: Payload | undefined, value: unknown): Pick<Reduction, 'output' | 'reduced' | 'action'> {
  if (!payload) {
    if (typeof value === 'string') return lastResort({ kind: 'text', text: value.toWellFormed(), structured: false, original: value }, value);
    const bytes = binaryOf(value);
    return { output: bytes ? binaryNotShown(bytes.byteLength) : outputNotShown(), reduced: true };
  }
  if (payload.kind === 'binary') return { output: binaryNotShown(payload.bytes.byteLength), reduced: true };
  const cut = truncateText(payload.text, { maxChars: LAST_RESORT_CHARS });
  if (cut !== payload.text) return { output: cut, reduced: true, action: 'truncate' };
  return { output: passthroughOutput(payload), reduced: false };
}

function sizeOf(payload: Payload): { originalSize: number; unit: SizeUnit } {
  return payload.kind === 'binary' ? { originalSize: payload.bytes.byteLength, unit: 'bytes' } : { originalSize: payload.text.length, unit: 'chars' };
}

function shapeOf(payload: Extract<Payload, { kind: 'text' }>): { shape?: string } {
  if (!payload.structured) return {};
  const shape = shapeSketch(payload.original);
  if (shape === undefined) return {};
  return { shape: shape.length > MAX_SHAPE_CHARS ? `${safeHead(shape, MAX_SHAPE_CHARS)}...` : shape };
}

/** The summary text of a summarizer's result (`''` when it has none) and its usage; reads nothing twice, throws nothing. */
function readSummary(result: unknown): { summary: string; usage?: SummaryUsage } {
  try {
    if (typeof result === 'string') return { summary: result.trim() };
    if (typeof result !== 'object' || result === null) return { summary: '' };
    const { text, usage } = result as { text?: unknown; usage?: unknown };
    return {
      summary: typeof text === 'string' ? text.trim() : '',
      ...(typeof usage === 'object' && usage !== null ? { usage: usage } : {}),
    };
  } catch {
    return { summary: '' };
  }
}

/** The bytes of a binary value, or undefined for any other value (also one whose prototype cannot be read). */
function binaryOf(value: unknown): Uint8Array | undefined {
  try {
    return isBinary(value) ? binaryBytes(value) : undefined;
  } catch {
    return undefined;
  }
}

/** `value instanceof Error`, false when even that throws (a proxy whose `getPrototypeOf` throws). */
function isError(value: unknown): boolean {
  try {
    return value instanceof Error;
  } catch {
    return false;
  }
}

function mediaTypeOf(bytes: Uint8Array): { mediaType?: string } {
  const mediaType = sniffMediaType(bytes);
  return mediaType === undefined ? {} : { mediaType };
}

/** The size of an exempt result, where it costs nothing to know. */
function cheapSize(value: unknown): { originalSize: number; unit: SizeUnit } {
  if (typeof value === 'string') return { originalSize: value.length, unit: 'chars' };
  const bytes = binaryOf(value);
  if (bytes) return { originalSize: bytes.byteLength, unit: 'bytes' };
  return { originalSize: 0, unit: 'chars' };
}

/**
 * The value as text: `serializer`'s, else (it threw or gave no string) compact JSON's, else
 * undefined (compact JSON threw too: a text past the maximum string length, or a value that
 * changed under the walk). `onFailure` hears of each failure; `fatal` marks the second.
 */
function serializeSafely(value: unknown, serializer: Serializer, onFailure: (error: unknown, fatal: boolean) => void): string | undefined {
  if (serializer !== compactJson) {
    try {
      const text: unknown = serializer(value);
      if (typeof text === 'string') return text;
      onFailure(new TypeError(`serializer returned ${typeof text}`), false);
    } catch (error) {
      onFailure(error, false);
    }
  }
  try {
    return compactJson(value);
  } catch (error) {
    onFailure(error, true);
    return undefined;
  }
}
