import { jsonLines } from '@output-limits/core';
import {
  findReferences,
  resolvedInputInvalid,
  resolveReferences,
  takesStringAt,
  toolSelector,
  widenForReferences,
  observe,
} from '@output-limits/core/adapter';
import type { OverflowStore, Serializer, ToolFilter } from '@output-limits/core';
import type { JsonSchema, ResolvedReference, ResolveReferencesOptions } from '@output-limits/core/adapter';
import { asSchema, jsonSchema } from 'ai';
import type { Tool, ToolSet } from 'ai';

/** The `references` option of `withOutputLimits`: which tools take stored results as arguments, and the caps. */
export interface ReferencesOption {
  /**
   * The tools whose arguments may hold references, `'@tool_result:<handle>'`, in place of a value:
   * a list of names, or a predicate on the tool name. Only these tools resolve references, and
   * spill notices name them.
   */
  readonly tools: ToolFilter;
  /** Most bytes the references of one call may pass, together. Default 20,000,000 (`DEFAULT_MAX_REFERENCE_BYTES`). */
  readonly maxBytes?: number;
  /** Most references in one call. Default 32 (`DEFAULT_MAX_REFERENCES`). */
  readonly maxReferences?: number;
  /**
   * Told of every call whose references were put in place, before the tool runs: each reference's
   * path, handle, size and SHA-256, never the content. For audit logs and telemetry:
   * `recordReferences` from `@output-limits/ai-sdk/otel` puts them on the tool's span. What it
   * throws is logged and ignored.
   */
  readonly onResolve?: (event: ReferencesEvent) => void;
}

/** What `onResolve` is told about one call whose references were put in place. */
export interface ReferencesEvent {
  readonly toolName: string;
  readonly toolCallId: string;
  readonly references: readonly ResolvedReference[];
}

/** What `acceptingReferences` needs besides the tool. */
export interface AcceptingReferencesOptions extends Pick<ReferencesOption, 'maxBytes' | 'maxReferences' | 'onResolve'> {
  readonly store: OverflowStore;
  readonly namespace: string | undefined;
  /** How structured results were spilled (see `ResolveReferencesOptions.arrays`). */
  readonly arrays: NonNullable<ResolveReferencesOptions['arrays']>;
}

type AnyTool = Tool<unknown, unknown>;
type Execute = NonNullable<AnyTool['execute']>;
type ToolExecutionOptions = Parameters<Execute>[1];
type ValidationResult = { success: true; value: unknown } | { success: false; error: Error };

/**
 * The names of the tools in `tools` that take references under `option`: selected by
 * `option.tools`, with an `execute` of their own, and not provider tools.
 */
export function referencingTools(tools: ToolSet, option: ReferencesOption | undefined): string[] {
  if (!option) return [];
  const selects = toolSelector(option.tools);
  return Object.keys(tools).filter((name) => {
    const tool = tools[name] as { execute?: unknown; type?: string } | undefined;
    return typeof tool?.execute === 'function' && tool.type !== 'provider' && selects(name);
  });
}

/** How a reducer with this serializer spilled structured values: arrays one record a line, unless it writes one document. */
export function spillLayout(serializer: Serializer | undefined): AcceptingReferencesOptions['arrays'] {
  return serializer === undefined || serializer === jsonLines ? 'records' : 'document';
}

/**
 * A copy of `original` whose arguments may hold references to stored results, resolved just before
 * the original `execute` runs (see `resolveReferences`):
 *
 * - The input schema shown to the model is the tool's own, widened so that a reference may stand
 *   where structured data is expected (`widenForReferences`). An input holding a reference passes
 *   validation when the tool's own schema accepts it as it is, or fails it only where a reference
 *   stands for structured data; the tool's schema then validates the input as the model wrote it
 *   with the stored values in place, in `execute` (so its defaults, transforms and limits apply to
 *   what the tool receives, once).
 * - So the SDK records the input as the model wrote it: the reference is what the steps, the UI
 *   messages, the next prompt, `needsApproval` / `toolApproval` and the SDK's telemetry see, never
 *   the content (which `experimental_refineToolInput` of AI SDK 7 would put in all of them).
 * - A reference that does not resolve (unknown or foreign handle, store failure, over a cap, not
 *   JSON where JSON is needed, or an input the tool's schema then refuses) makes `execute` return
 *   one line for the model, and the original `execute` is not called.
 * - A call with no reference goes straight to the original `execute`. A streaming tool
 *   (`async *execute`) with references streams as usual once they are resolved.
 */
export function acceptingReferences(original: AnyTool, toolName: string, options: AcceptingReferencesOptions): AnyTool {
  const copy = Object.create(Object.getPrototypeOf(original) as object | null, Object.getOwnPropertyDescriptors(original)) as AnyTool;
  const execute = original.execute as Execute;
  const own = original.inputSchema === undefined ? undefined : asSchema(original.inputSchema);
  let modelSchema: Promise<JsonSchema> | undefined;
  const schemaOf = (): Promise<JsonSchema> =>
    (modelSchema ??= Promise.resolve(own?.jsonSchema ?? true).then((schema) => schema as JsonSchema));
  /** The input as the model wrote it, by the value validation gave the SDK, for inputs holding references. */
  const written = new WeakMap<object, unknown>();

  const validate = async (value: unknown): Promise<ValidationResult> => {
    const checked = (own?.validate ? await own.validate(value) : { success: true, value }) as ValidationResult;
    const references = findReferences(value);
    if (references.length === 0 || typeof value !== 'object' || value === null) return checked;
    if (checked.success) {
      if (typeof checked.value === 'object' && checked.value !== null) written.set(checked.value, value);
      return checked;
    }
    const schema = await schemaOf();
    // A reference in a text position passes the tool's schema as it is: the failure is elsewhere.
    if (references.every((reference) => takesStringAt(schema, reference.path))) return checked;
    written.set(value, value);
    return { success: true, value };
  };
  if (own) {
    const widened = jsonSchema<unknown>(async () => widenForReferences(await schemaOf()) as never, { validate });
    defineValue(copy, 'inputSchema', widened);
  }

  const resolve = async (validated: unknown, call: ToolExecutionOptions): Promise<{ input: unknown } | { message: string }> => {
    // Resolved from the input as written, and validated once, with the values in place.
    const input = typeof validated === 'object' && validated !== null && written.has(validated) ? written.get(validated) : validated;
    const resolution = await resolveReferences(input, {
      store: options.store,
      ...(options.namespace !== undefined ? { namespace: options.namespace } : {}),
      toolName,
      schema: await schemaOf(),
      arrays: options.arrays,
      ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
      ...(options.maxReferences !== undefined ? { maxReferences: options.maxReferences } : {}),
    });
    if (!resolution.ok) return { message: resolution.message };
    let resolved = resolution.input;
    if (own?.validate) {
      const checked = (await own.validate(resolved)) as ValidationResult;
      if (!checked.success) return { message: resolvedInputInvalid(resolution.references, toolName) };
      resolved = checked.value;
    }
    const onResolve = options.onResolve;
    if (onResolve)
      observe('onResolve', () => onResolve({ toolName, toolCallId: call?.toolCallId ?? '', references: resolution.references }));
    return { input: resolved };
  };

  const streams = isAsyncGeneratorFunction(execute);
  const wrappedExecute = function (input: unknown, call: ToolExecutionOptions) {
    if (findReferences(input).length === 0) return execute.call(original, input, call);
    if (streams)
      return streamResolved(resolve(input, call), (resolved) => execute.call(original, resolved, call) as AsyncIterable<unknown>);
    return resolve(input, call).then((resolved) =>
      'message' in resolved ? resolved.message : lastOf(execute.call(original, resolved.input, call)),
    );
  };
  defineValue(copy, 'execute', wrappedExecute);
  return copy;
}

/** Yields the message, or everything the resolved call yields. */
async function* streamResolved(
  pending: Promise<{ input: unknown } | { message: string }>,
  run: (input: unknown) => AsyncIterable<unknown>,
): AsyncGenerator<unknown> {
  const resolved = await pending;
  if ('message' in resolved) {
    yield resolved.message;
    return;
  }
  yield* run(resolved.input);
}

/** The value itself, or for an async iterable (a streaming tool not written as `async *`) its last value. */
async function lastOf(result: unknown): Promise<unknown> {
  const value = await result;
  if (value == null || typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== 'function') return value;
  let last: unknown;
  for await (const item of value as AsyncIterable<unknown>) last = item;
  return last;
}

function isAsyncGeneratorFunction(fn: unknown): boolean {
  return typeof fn === 'function' && Object.prototype.toString.call(fn) === '[object AsyncGeneratorFunction]';
}

function defineValue(target: object, key: string, value: unknown): void {
  const existing = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: existing?.enumerable ?? true });
}
