import { CHARS_PER_TOKEN, estimateTokens, READ_TOOL_NAME } from '@output-limits/core';
import { assertNoReadToolClash, isContentResult, isErrorContentResult, observeReduce } from '@output-limits/core/adapter';
import type { Budget, Reducer, ReductionWarning } from '@output-limits/core';
import { asSchema, jsonSchema } from 'ai';
import type { FlexibleSchema, Tool, ToolResultPart, ToolSet } from 'ai';
import { acceptingReferences, referencingTools, spillLayout } from './accept-references.js';
import { BoundedMap } from './bounded-map.js';
import { checkTools } from './check-tools.js';
import { latestUserRequest } from './latest-user-request.js';
import { outputTexts } from './prompt-tokens.js';

import type { OutputLimitsConfig } from './output-limits-config.js';
import { createAiSdkReducer } from './output-limits-config.js';
import { readToolResultTool } from './read-tool-result-tool.js';
import type { ReadToolResultInput } from './read-tool-result-tool.js';
import { resolveContext } from './resolve-context.js';
import type { StepBudgets } from './step-budgets.js';
import { stepBudgets } from './step-budgets.js';
import { localToolCaller, withToolCaller } from './tool-callers.js';

/**
 * The tools `withOutputLimits` returns: every input tool under its own name and with its own
 * types, plus `read_tool_result` (unless `KEEP_READ` is false: a sandbox store whose files the
 * agent reads with its own tools). A wrapped tool's output may in fact be a string (the reduced
 * output); the types keep the original output type so `InferUITools` and friends keep working.
 */
export type WithOutputLimits<TOOLS extends ToolSet, KEEP_READ extends boolean = true> = {
  [K in keyof TOOLS]: TOOLS[K];
} & (KEEP_READ extends false ? unknown : { read_tool_result: Tool<ReadToolResultInput, string> });

/**
 * False when the config's store says `read_tool_result` steps aside (`agentFiles.readToolResult`
 * is `false`, as `sandboxStore` has it by default), else true.
 */
export type KeepsReadTool<CONFIG> = CONFIG extends { readonly store: { readonly agentFiles: { readonly readToolResult: false } } }
  ? false
  : true;

/** What the model receives for a tool result (the `output` of a `tool-result` part). */
type ModelOutput = ToolResultPart['output'];

/** A tool as the wrapper handles it at run time. */
type AnyTool = Tool<unknown, unknown>;
type ToModelOutput = NonNullable<AnyTool['toModelOutput']>;
type Execute = NonNullable<AnyTool['execute']>;
type OnInputAvailable = NonNullable<AnyTool['onInputAvailable']>;
/** The options `execute` is called with (ai@7 adds the tool's `context`); taken from `Execute` because `ToolExecutionOptions` is generic only in ai@7. */
type ToolExecutionOptions = Parameters<Execute>[1];

/** Reduced outputs remembered per tool call, for `toModelOutput`; old ones are dropped past this. */
const REMEMBERED_OUTPUTS = 1_000;

interface Wrapping {
  readonly reducer: Reducer;
  readonly config: OutputLimitsConfig;
  /** toolCallId -> the reduced string (or `content` output) `execute` returned for it. */
  readonly produced: BoundedMap<string, unknown>;
  /** With `context`: each call's share of the room left in the context window. */
  readonly budgets: StepBudgets | undefined;
  /** Each wrapped tool's original, for the code of a tool caller (ai@7 `experimental_toolCallers`), which gets full results. */
  readonly originals: WeakMap<object, AnyTool>;
}

/**
 * Wraps the `execute` of every selected tool so that its result goes through the core reducer
 * before the model sees it (truncated, spilled with a handle, or summarized, by size band), and adds
 * the `read_tool_result` tool that pages spilled results back from the same store.
 *
 * Returns a new object; `tools` and its tools are not changed. A wrapped tool is a copy with all
 * property descriptors of the original (non-enumerable ones included). Passed through as the same
 * object: tools without `execute` (client-side tools), provider tools (`type: 'provider'`) and tools
 * `toolFilter` leaves out. Dynamic (MCP) tools are wrapped like any other.
 *
 * - The original `execute` runs with `this` = the original tool and the same input and options; an
 *   error it throws propagates unchanged. The reducer gets the call's `toolCallId` and `abortSignal`,
 *   and as the request the text of the latest user message in `options.messages`.
 *   A returned promise or other thenable is taken with `Promise.resolve` semantics (as `await`
 *   takes it), so a thenable resolving to another thenable is reduced on its final value.
 * - Streaming tools (`execute` returns an AsyncIterable): every value is passed on as it comes;
 *   when the iterable ends, the reduced last value is yielded once more and becomes the final result.
 * - What the model will receive is what is bounded, through the core's `reduceOutput`: what the
 *   tool's own `toModelOutput` (`mcpToModelOutput` for `@ai-sdk/mcp` tools) makes of the result, or
 *   what the SDK makes of it (`text` for a string, `json` for anything else), of any output type
 *   and part kind. When it is reduced, `execute` returns the reduced string (a `text` output), the
 *   reduced value (`json`), or the reduced output itself, which the wrapped `toModelOutput` passes
 *   on without calling the tool's function (which expects the original shape). An MCP result stays a
 *   `CallToolResult` (its parts from the reduced output, without `structuredContent`) when
 *   `mcpToModelOutput` makes the reduced output of it. Error results (`isError: true`, error
 *   outputs, `Error` values) get the error bands.
 * - With ai@7's `experimental_toolCallers`, the code of a tool caller gets the original tools (full
 *   results), and the tool its `bind` returns is wrapped (see `withToolCaller`).
 * - `outputSchema` is widened to "the original schema or a string", so stored UI messages holding a
 *   reduced output still validate.
 * - With `context`, a wrapped tool also gets an `onInputAvailable` (calling the tool's own) that
 *   counts the calls of each step, and each result is fitted to its call's equal share of the room
 *   left in the context window (see `stepBudgets`).
 *
 * @param tools An AI SDK `ToolSet`.
 * With a store whose payloads are the agent's own files (`sandboxStore` of `@output-limits/sandbox`,
 * `agentFiles` on the store), each wrapped tool passes its input to the reducer, so a read of a
 * spilled file by the agent's tool is not reduced, and `read_tool_result` is left out unless the
 * store keeps it (`agentFiles.readToolResult`).
 *
 * @param config Bands, store and the rest; see `OutputLimitsConfig`. Default: spill from 10,000
 * chars into a `FileStore` under the OS temp directory, truncating to 4,000 chars if the store fails.
 * @throws ConfigurationError for a configuration error (see `OutputLimitsConfig`) or a tool already
 * named `read_tool_result`.
 */
export function withOutputLimits<TOOLS extends ToolSet, CONFIG extends OutputLimitsConfig = OutputLimitsConfig>(
  tools: TOOLS,
  config: CONFIG = {} as CONFIG,
): WithOutputLimits<TOOLS, KeepsReadTool<CONFIG>> {
  checkTools(tools);
  assertNoReadToolClash(Object.keys(tools), 'withOutputLimits');
  // A call of a step too wide for a notice each gets a part of the step's share far below a bare
  // notice: the budget warning that would follow for each of its calls says nothing the step's
  // combined notice does not, and is left out.
  const onWarning = config.onWarning ?? warnOnConsole;
  const referenceTools = referencingTools(tools, config.references);
  const reducer = createAiSdkReducer(
    {
      ...config,
      referenceTools,
      // Called only while a result is reduced, after `budgets` is set.
      onWarning: (warning) => (warning.action === 'budget' && budgets?.isWide(warning.toolCallId) ? undefined : onWarning(warning)),
    },
    'withOutputLimits',
  );
  const budgets: StepBudgets | undefined = config.context
    ? stepBudgets(
        resolveContext(config.context, 'withOutputLimits'),
        config.tokenizer ?? estimateTokens,
        {
          store: reducer.store,
          namespace: reducer.namespace,
          deterministicKeys: config.deterministicKeys ?? false,
        },
        referenceTools,
      )
    : undefined;
  const wrapping: Wrapping = { reducer, config, produced: new BoundedMap(REMEMBERED_OUTPUTS), budgets, originals: new WeakMap() };
  const referencing = { ...config.references, store: reducer.store, namespace: reducer.namespace, arrays: spillLayout(config.serializer) };

  const result: Record<string, unknown> = {};
  for (const name of Object.keys(tools)) {
    const original = tools[name] as unknown as AnyTool;
    const exempt = typeof original?.execute !== 'function' || (original as { type?: string }).type === 'provider' || reducer.exempts(name);
    const tool = referenceTools.includes(name) ? acceptingReferences(original, name, referencing) : original;
    const wrapped = exempt ? tool : wrapTool(tool, name, wrapping);
    // An ai@7 tool caller: its code gets full results, and the tool it binds is wrapped in its place.
    const caller = localToolCaller(original);
    const wrapBound = !reducer.exempts(name) ? (bound: AnyTool) => wrapTool(bound, name, wrapping) : undefined;
    result[name] = caller ? withToolCaller(wrapped, caller, wrapBound, wrapping.originals) : wrapped;
  }
  if (reducer.store.agentFiles?.readToolResult !== false) {
    // With a context budget, a page is bounded like a result: by the share of the window its call gets.
    const maxPageChars = budgets ? ({ toolCallId, messages }: PageCall) => pageCharsOf(budgets.budgetFor(toolCallId, messages)) : undefined;
    result[READ_TOOL_NAME] = readToolResultTool({
      store: reducer.store,
      namespace: reducer.namespace,
      ...(maxPageChars ? { maxPageChars } : {}),
    });
  }
  return result as WithOutputLimits<TOOLS, KeepsReadTool<CONFIG>>;
}

type PageCall = { readonly toolCallId: string; readonly messages: readonly unknown[] };

/** Room a page's footer takes, in chars, left out of the budget of its body. */
const FOOTER_CHARS = 400;

/** The chars of page body a budget allows: a token budget at `CHARS_PER_TOKEN`, less the footer's room (at least 1). */
function pageCharsOf(budget: Budget): number {
  const chars = 'tokens' in budget ? budget.tokens * CHARS_PER_TOKEN : budget.chars;
  return Math.max(1, Math.floor(chars - FOOTER_CHARS));
}

function wrapTool(original: AnyTool, toolName: string, wrapping: Wrapping): AnyTool {
  const copy = Object.create(Object.getPrototypeOf(original) as object | null, Object.getOwnPropertyDescriptors(original)) as AnyTool;
  const execute = original.execute as Execute;
  const ownToModelOutput = original.toModelOutput;

  const context: ResultContext = { toolName, original, ownToModelOutput, wrapping };
  const finish = (value: unknown, input: unknown, options: ToolExecutionOptions | undefined): Promise<unknown> =>
    reduceResult(value, input, options, context);

  // Results the reducer certainly leaves as they are skip it, and its promise: with no observer and
  // no toModelOutput to consult, such a result costs one check (the wrapper benchmark measures this).
  const maySkip = !ownToModelOutput && !wrapping.config.onReduce;
  const settle = (value: unknown, input: unknown, options: ToolExecutionOptions) =>
    maySkip && wrapping.reducer.leavesUnchanged(value, toolName, budgetOf(wrapping, options)) ? value : finish(value, input, options);

  const wrappedExecute = function (input: unknown, options: ToolExecutionOptions) {
    const result = execute.call(original, input, options);
    if (isAsyncIterable(result)) return reduceLast(result, (last) => finish(last, input, options));
    // Promise.resolve adopts any thenable the way `await` does, nested and non-compliant ones
    // included, so the reducer sees the final value (never a thenable the SDK would unwrap later).
    if (isPromiseLike(result)) return Promise.resolve(result).then((value) => settle(value, input, options));
    return settle(result, input, options);
  };
  defineValue(copy, 'execute', wrappedExecute);
  wrapping.originals.set(copy, original);

  const { budgets } = wrapping;
  if (budgets) {
    const ownOnInputAvailable = original.onInputAvailable;
    const onInputAvailable: OnInputAvailable = (options) => {
      budgets.register(options.toolCallId, options.messages);
      return ownOnInputAvailable?.call(original, options);
    };
    defineValue(copy, 'onInputAvailable', onInputAvailable);
  }

  if (ownToModelOutput) {
    const toModelOutput: ToModelOutput = (options) => {
      const { toolCallId, output } = options;
      const isOwn = (text: string) => wrapping.reducer.isOwnOutput(text, toolName);
      // What `execute` returned reduced passes on as it is: the tool's function expects the original shape.
      if (
        wrapping.produced.get(toolCallId) === output ||
        (typeof output === 'string' && isOwn(output)) ||
        isOwnModelOutput(output, isOwn)
      ) {
        return (typeof output === 'string' ? { type: 'text', value: output } : output) as ModelOutput;
      }
      return ownToModelOutput.call(original, options);
    };
    defineValue(copy, 'toModelOutput', toModelOutput);
  }

  if (original.outputSchema !== undefined) defineValue(copy, 'outputSchema', orString(original.outputSchema));
  return copy;
}

interface ResultContext {
  readonly toolName: string;
  readonly original: AnyTool;
  readonly ownToModelOutput: ToModelOutput | undefined;
  readonly wrapping: Wrapping;
}

/**
 * Reduces one final tool result as the model will receive it: what the tool's own `toModelOutput`
 * (`mcpToModelOutput` for MCP tools) makes of it, or the SDK's own conversion (a string becomes a
 * `text` output, anything else `json`), goes through the core's `reduceOutput`. Returns the
 * original value when nothing applied; else a value the SDK turns into the reduced output.
 */
async function reduceResult(
  value: unknown,
  input: unknown,
  options: ToolExecutionOptions | undefined,
  context: ResultContext,
): Promise<unknown> {
  const { toolName, wrapping } = context;
  const toolCallId = options?.toolCallId ?? '';
  const view = context.ownToModelOutput ? await modelView(context, { toolCallId, input, output: value }) : sdkModelOutput(value);
  // The tool's conversion rejects the result: the SDK calls it again and reports the error the usual way.
  if (view === undefined) return value;
  const request = latestUserRequest(options?.messages);
  const budget = budgetOf(wrapping, options);
  const reduction = await wrapping.reducer.reduceOutput(view, {
    toolName,
    toolCallId,
    ...(options?.abortSignal ? { signal: options.abortSignal } : {}),
    ...(request !== undefined ? { request } : {}),
    ...(budget ? { budget } : {}),
    input,
    // An MCP `isError` result is a `content` output once converted: its error bands come from the result.
    error: isErrorContentResult(value) || isErrorValue(value),
  });
  observeReduce(wrapping.config.onReduce, reduction, { toolName, toolCallId });
  if (reduction.output === view) return value;
  let bounded = reduction.output as ModelOutput & { value?: unknown };
  // A step too wide for a notice per call: one that does not fit its part goes into the step's list.
  const stepped =
    budget && reduction.handle !== undefined && overBudget(bounded, budget, wrapping)
      ? await wrapping.budgets?.collapse(toolCallId, options?.messages, {
          handle: reduction.handle,
          size: reduction.originalSize,
          unit: reduction.unit,
        })
      : undefined;
  if (stepped !== undefined) bounded = { type: 'text', value: stepped };
  // The SDK's own conversion makes `text` of a string and `json` of anything else: the value is what makes `bounded`.
  if (!context.ownToModelOutput) return bounded.value;
  if (bounded.type === 'text') {
    wrapping.produced.set(toolCallId, bounded.value);
    return bounded.value;
  }
  // An MCP result stays a CallToolResult, for the steps and UI code, when the tool's conversion makes `bounded` of it.
  if (isContentResult(value) && bounded.type === 'content') {
    const result = asCallToolResult(value, view, bounded);
    if (result && sameOutput(await modelView(context, { toolCallId, input, output: result }), bounded)) return result;
  }
  wrapping.produced.set(toolCallId, bounded);
  return bounded;
}

/** The reducer's default `onWarning`, as the core words it. */
function warnOnConsole(warning: ReductionWarning): void {
  console.warn(`[output-limits] ${warning.action} of tool '${warning.toolName}' failed (${warning.reason}); falling back.`);
}

/** True when the text of `output` takes more than `budget`, counted as the budgets are. */
function overBudget(output: ModelOutput, budget: Budget, wrapping: Wrapping): boolean {
  const text = outputTexts(output).join('\n');
  if ('chars' in budget) return text.length > budget.chars;
  return (wrapping.config.tokenizer ?? estimateTokens)(text) > budget.tokens;
}

/** What the SDK sends for a tool without `toModelOutput`: `text` for a string, else `json` (`null` for undefined). */
function sdkModelOutput(value: unknown): ModelOutput {
  return (typeof value === 'string' ? { type: 'text', value } : { type: 'json', value: value === undefined ? null : value }) as ModelOutput;
}

/** An MCP `CallToolResult`, as far as the wrapper looks into it. */
interface CallToolResult {
  readonly content: readonly unknown[];
  readonly [key: string]: unknown;
}

/**
 * `result` with the parts of the reduced `content` output `bounded` in place of its own, or
 * undefined when one cannot be told back: a part kept from `view` is the result's part at the same
 * place (the conversion maps parts one to one), a new text part (a notice) a text part.
 * `structuredContent` goes (the spill holds what the model is told of); every other field stays.
 */
function asCallToolResult(result: CallToolResult, view: ModelOutput, bounded: ModelOutput): CallToolResult | undefined {
  const viewParts = (view as { value?: unknown }).value;
  const parts = (bounded as { value?: unknown }).value;
  if (!Array.isArray(viewParts) || !Array.isArray(parts) || viewParts.length !== result.content.length) return undefined;
  const content: unknown[] = [];
  for (const part of parts as unknown[]) {
    const at = viewParts.indexOf(part);
    const text = (part as { type?: unknown; text?: unknown }).text;
    if (at >= 0) content.push(result.content[at]);
    else if ((part as { type?: unknown }).type === 'text' && typeof text === 'string') content.push({ type: 'text', text });
    else return undefined;
  }
  const { structuredContent: _dropped, ...rest } = result;
  return { ...rest, content };
}

/** True when two model outputs are the same (compared as JSON; model outputs are JSON data). */
function sameOutput(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** `value instanceof Error`, false when even that throws. */
function isErrorValue(value: unknown): boolean {
  try {
    return value instanceof Error;
  } catch {
    return false;
  }
}

/** True for a `text`, `error-text` or `content` model output that is this library's own output (a reduced one, after a reload). */
function isOwnModelOutput(output: unknown, isOwnOutput: (text: string) => boolean): boolean {
  if (typeof output !== 'object' || output === null) return false;
  const { type, value } = output as { type?: unknown; value?: unknown };
  if ((type === 'text' || type === 'error-text') && typeof value === 'string') return isOwnOutput(value);
  if (type !== 'content' || !Array.isArray(value)) return false;
  const text = (value as Array<{ type?: unknown; text?: unknown }>).find((part) => part?.type === 'text');
  return typeof text?.text === 'string' && isOwnOutput(text.text);
}

/** The call's share of the context window, with `context` set. */
function budgetOf(wrapping: Wrapping, options: ToolExecutionOptions | undefined) {
  return wrapping.budgets?.budgetFor(options?.toolCallId ?? '', options?.messages);
}

/** What the tool's own `toModelOutput` makes of a result, or undefined when it throws. */
async function modelView(
  context: ResultContext,
  options: { toolCallId: string; input: unknown; output: unknown },
): Promise<ModelOutput | undefined> {
  try {
    return await context.ownToModelOutput!.call(context.original, options);
  } catch {
    // The SDK calls it again on the unchanged result and reports the error the usual way.
    return undefined;
  }
}

/** Passes every value of `source` on; at the end yields `finish(last)` too, when it differs from the last value. */
async function* reduceLast(source: AsyncIterable<unknown>, finish: (last: unknown) => Promise<unknown>): AsyncGenerator<unknown> {
  let seen = false;
  let last: unknown;
  for await (const value of source) {
    seen = true;
    last = value;
    yield value;
  }
  if (!seen) return;
  // A last value that is a thenable is settled first, as for a non-streaming result.
  const final = await finish(await last);
  if (final !== last) yield final;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return value != null && typeof (value as { then?: unknown }).then === 'function';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return value != null && typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function';
}

function defineValue(target: object, key: string, value: unknown): void {
  const existing = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, {
    value,
    writable: true,
    configurable: true,
    enumerable: existing?.enumerable ?? true,
  });
}

/** `schema` or a string: validates a string as is and anything else with `schema`; lazy. */
function orString(schema: FlexibleSchema<unknown>): FlexibleSchema<unknown> {
  let inner: ReturnType<typeof asSchema<unknown>> | undefined;
  const resolved = () => (inner ??= asSchema(schema));
  return jsonSchema<unknown>(async () => ({ anyOf: [await resolved().jsonSchema, { type: 'string' }] }), {
    validate: (value) => {
      if (typeof value === 'string') return { success: true, value };
      const validate = resolved().validate;
      return validate ? validate(value) : { success: true, value };
    },
  });
}
