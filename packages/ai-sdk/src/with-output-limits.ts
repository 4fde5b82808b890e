import {
  ConfigurationError,
  createReducer,
  estimateTokens,
  isContentResult,
  READ_TOOL_NAME,
  toolSelector,
  withReferenceHints,
} from '@output-limits/core';
import type { ContentResult, Reducer } from '@output-limits/core';
import { asSchema, jsonSchema } from 'ai';
import type { FlexibleSchema, Tool, ToolResultPart, ToolSet } from 'ai';
import { acceptingReferences, referencingTools, spillLayout } from './accept-references.js';
import { BoundedMap } from './bounded-map.js';
import { latestUserRequest } from './latest-user-request.js';

import type { OutputLimitsConfig } from './output-limits-config.js';
import { notifyReduce, toReducerConfig } from './output-limits-config.js';
import { readToolResultTool } from './read-tool-result-tool.js';
import type { ReadToolResultInput } from './read-tool-result-tool.js';
import { resolveContext } from './resolve-context.js';
import type { StepBudgets } from './step-budgets.js';
import { stepBudgets } from './step-budgets.js';

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
type ContentOutput = Extract<ModelOutput, { type: 'content' }>;

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
 * - A content result (an MCP `CallToolResult`, such as every `@ai-sdk/mcp` tool returns): its
 *   text parts are measured together and reduced in place, its media parts kept, and it stays a
 *   `CallToolResult` (without `structuredContent`, which repeats the text), so the tool's own
 *   `toModelOutput` (`mcpToModelOutput`) converts it as usual. `isError: true` results pass through.
 * - A tool with its own `toModelOutput`: the reducer measures what that function makes of the
 *   result (so it runs once more per result, inside `execute`; it should be a pure conversion, as
 *   `convertToModelMessages` already assumes). Text and JSON model outputs are reduced; a `content`
 *   output has its text parts reduced in place (media kept); error outputs never are. When a result
 *   was reduced, `execute` returns the reduced string (or `content` output) and `toModelOutput`
 *   passes it on itself, without calling the tool's function (which expects the original shape).
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
  if (Object.hasOwn(tools, READ_TOOL_NAME)) {
    throw new ConfigurationError(
      `withOutputLimits: a tool is already named '${READ_TOOL_NAME}', the name of the tool it adds. Rename your tool.`,
    );
  }
  const referenceTools = referencingTools(tools, config.references);
  const reducer = withReferenceHints(createReducer(toReducerConfig(config, 'withOutputLimits')), referenceTools);
  const budgets = config.context
    ? stepBudgets(resolveContext(config.context, 'withOutputLimits'), config.tokenizer ?? estimateTokens)
    : undefined;
  const wrapping: Wrapping = { reducer, config, produced: new BoundedMap(REMEMBERED_OUTPUTS), budgets };
  const selects = toolSelector(config.toolFilter);
  const referencing = { ...config.references, store: reducer.store, namespace: reducer.namespace, arrays: spillLayout(config.serializer) };

  const result: Record<string, unknown> = {};
  for (const name of Object.keys(tools)) {
    const original = tools[name] as unknown as AnyTool;
    const exempt = typeof original?.execute !== 'function' || (original as { type?: string }).type === 'provider' || !selects(name);
    const tool = referenceTools.includes(name) ? acceptingReferences(original, name, referencing) : original;
    result[name] = exempt ? tool : wrapTool(tool, name, wrapping);
  }
  if (reducer.store.agentFiles?.readToolResult !== false) {
    result[READ_TOOL_NAME] = readToolResultTool({ store: reducer.store, namespace: reducer.namespace });
  }
  return result as WithOutputLimits<TOOLS, KeepsReadTool<CONFIG>>;
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
      if (typeof output === 'string' && (wrapping.produced.get(toolCallId) === output || wrapping.reducer.isOwnOutput(output, toolName))) {
        return { type: 'text', value: output };
      }
      if (
        wrapping.produced.get(toolCallId) === output ||
        isOwnContentOutput(output, (text) => wrapping.reducer.isOwnOutput(text, toolName))
      )
        return output as ContentOutput;
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

/** Reduces one final tool result; returns the original value when nothing applied. */
async function reduceResult(
  value: unknown,
  input: unknown,
  options: ToolExecutionOptions | undefined,
  context: ResultContext,
): Promise<unknown> {
  const { toolName, wrapping } = context;
  const toolCallId = options?.toolCallId ?? '';
  let subject = value;
  let asContentOutput = false;
  // A content result (an MCP `CallToolResult`) is reduced as it is and keeps its shape, so the
  // tool's own `toModelOutput` (`mcpToModelOutput`) converts the reduced result as usual.
  if (context.ownToModelOutput && !isContentResult(value)) {
    const view = await modelView(context, { toolCallId, input, output: value });
    if (view?.type === 'content') {
      // The parts go to the reducer as a content result; the reduced `content` output is returned.
      subject = { content: view.value };
      asContentOutput = true;
      if (!isContentResult(subject)) return value;
    } else if (view?.type === 'text' || view?.type === 'json') {
      subject = view.value;
    } else {
      // Errors and denials are never reduced; neither is a result the tool's conversion rejects.
      return value;
    }
  }
  const request = latestUserRequest(options?.messages);
  const budget = budgetOf(wrapping, options);
  const reduction = await wrapping.reducer.reduce(subject, {
    toolName,
    toolCallId,
    ...(options?.abortSignal ? { signal: options.abortSignal } : {}),
    ...(request !== undefined ? { request } : {}),
    ...(budget ? { budget } : {}),
    input,
  });
  notifyReduce(wrapping.config.onReduce, reduction, toolName, toolCallId);
  if (reduction.output === subject) return value;
  if (asContentOutput) {
    const output: ContentOutput = { type: 'content', value: (reduction.output as ContentResult).content as ContentOutput['value'] };
    wrapping.produced.set(toolCallId, output);
    return output;
  }
  if (context.ownToModelOutput && typeof reduction.output === 'string') wrapping.produced.set(toolCallId, reduction.output);
  return reduction.output;
}

/** True for a `content` model output whose first text part is this library's own output (a reduced one, after a reload). */
function isOwnContentOutput(output: unknown, isOwnOutput: (text: string) => boolean): boolean {
  if (typeof output !== 'object' || output === null || (output as { type?: unknown }).type !== 'content') return false;
  const parts: unknown = (output as { value?: unknown }).value;
  if (!Array.isArray(parts)) return false;
  const text = parts.find((part: { type?: unknown }) => part?.type === 'text') as { text?: unknown } | undefined;
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
