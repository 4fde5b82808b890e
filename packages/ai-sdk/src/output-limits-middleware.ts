import { compactJson, estimateTokens, FileStore } from '@output-limits/core';
import { contentText, isContentResult, observeReduce, sha256Hex } from '@output-limits/core/adapter';
import type { OverflowStore } from '@output-limits/core';
import type { LanguageModelMiddleware } from 'ai';
import { BoundedMap } from './bounded-map.js';
import { contentAddressedStore } from './content-addressed-store.js';
import { historyMasking } from './history-masking.js';
import { latestUserRequest } from './latest-user-request.js';

import type { OutputLimitsConfig } from './output-limits-config.js';
import { createAiSdkReducer } from './output-limits-config.js';
import { promptContextFitter } from './prompt-context-fitter.js';
import { resolveContext } from './resolve-context.js';

type TransformParams = NonNullable<LanguageModelMiddleware['transformParams']>;
type CallOptions = Parameters<TransformParams>[0]['params'];
type PromptMessage = CallOptions['prompt'][number];
type ToolMessage = Extract<PromptMessage, { role: 'tool' }>;
type ToolResultPart = Extract<ToolMessage['content'][number], { type: 'tool-result' }>;
type PartOutput = ToolResultPart['output'];

/** Replacements remembered (reduced or not), so a part is reduced once, not on every step. */
const REMEMBERED_PARTS = 10_000;

/** The middleware, with the store its spills go to, for `readToolResultTool(middleware)`. */
export type OutputLimitsMiddleware = LanguageModelMiddleware & {
  /** Where spills are written: `config.store`, or a `FileStore` under the OS temp directory. */
  readonly store: OverflowStore;
  /** The namespace handles are made in (`config.namespace`). */
  readonly namespace: string | undefined;
};

/**
 * A `wrapLanguageModel` middleware (`specificationVersion: 'v3'`) that applies the bands to the
 * tool results already in the prompt: every `tool-result` part of a `tool` message, whatever its
 * output's type and parts, goes through the core's `reduceOutput`, which measures what the model is
 * sent: a `text` or `json` output that passes its band becomes `{ type: 'text', value: reduced }`
 * (keeping its `providerOptions`), a `content` output keeps its shape with its text reduced in
 * place and media that cannot go out spilled, and error outputs get the error bands. Outputs that
 * already are one of this library's notices are left alone.
 *
 * This covers history that never went through `withOutputLimits` (loaded from a database,
 * `convertToModelMessages`, another framework). The middleware runs on every model call, so:
 * - a part is reduced once; later calls get the same replacement (cached by `toolCallId` and a
 *   SHA-256 of the output, at most 10,000 entries), so prompt caching keeps working;
 * - spills are stored under a key made from the payload's SHA-256 (`[<namespace>/]mw-<32 hex>`): the
 *   same result spilled twice is stored once and gets the same handle, also in another process.
 *   Truncations are deterministic as well; summaries are only cached in this process.
 *
 * With `context`, the tool results of the prompt together are then kept within `maxStepShare` of
 * the room left in the context window, the largest reduced first (see `promptContextFitter`); those
 * replacements are remembered too.
 *
 * Give the model the read-back tool over the same store: `tools: { ..., read_tool_result: readToolResultTool(middleware) }`.
 *
 * @param config As for `withOutputLimits`; the reducer gets the call's `abortSignal`, and as the
 * request the text of the last user message before the part's tool message.
 * @throws ConfigurationError for a configuration error (see `OutputLimitsConfig`).
 */
export function outputLimitsMiddleware(config: OutputLimitsConfig = {}): OutputLimitsMiddleware {
  const store = config.store ?? new FileStore();
  const reducer = createAiSdkReducer({ ...config, store: contentAddressedStore(store) }, 'outputLimitsMiddleware');
  /** Key -> the replacement output, or undefined when the output stays as it is. */
  const cache = new BoundedMap<string, Promise<PartOutput | undefined>>(REMEMBERED_PARTS);
  const keyOf = async (part: ToolResultPart) => `${part.toolCallId}\u0000${await sha256Hex(outputKey(part))}`;
  const fitToContext =
    config.context &&
    promptContextFitter({
      context: resolveContext(config.context, 'outputLimitsMiddleware'),
      reducer,
      tokenizer: config.tokenizer ?? estimateTokens,
      onReduce: config.onReduce,
      keyOf,
      maxEntries: REMEMBERED_PARTS,
    });

  /** The part's replacement output, or undefined to keep it. */
  async function reduceOutput(
    part: ToolResultPart,
    signal: AbortSignal | undefined,
    request: string | undefined,
  ): Promise<PartOutput | undefined> {
    const output = part.output;
    // Only this library's own output is left alone: a text of its form and no longer than the bands
    // allow (a log quoting a truncation marker, or a 5 MB text starting with a notice, is reduced).
    if (output.type === 'text' && reducer.isOwnOutput(output.value, part.toolName)) return undefined;
    if (
      output.type === 'content' &&
      isContentResult({ content: output.value }) &&
      reducer.isOwnOutput(contentText({ content: output.value }).text, part.toolName)
    )
      return undefined;
    // A text part the reducer certainly leaves as it is (small, or a read_tool_result page) is not hashed
    // on every call; with onReduce it takes the cached path, so that it is reported once.
    if (!config.onReduce && output.type === 'text' && reducer.leavesUnchanged(output.value, part.toolName)) return undefined;
    const key = await keyOf(part);
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = (async (): Promise<PartOutput | undefined> => {
      // Every output type, as the model receives it: the core measures what is sent, whatever its shape.
      const reduction = await reducer.reduceOutput(output, {
        toolName: part.toolName,
        toolCallId: part.toolCallId,
        ...(signal ? { signal } : {}),
        ...(request !== undefined ? { request } : {}),
      });
      observeReduce(config.onReduce, reduction, part);
      // An aborted call may have fallen back; let the next call try again.
      if (signal?.aborted) cache.delete(key);
      return reduction.output === output ? undefined : (reduction.output as PartOutput);
    })();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }

  const reduceParams = async (params: CallOptions): Promise<CallOptions> => {
    let changed = false;
    const prompt = await Promise.all(
      params.prompt.map(async (message, index): Promise<PromptMessage> => {
        if (message.role !== 'tool') return message;
        // The user message the result answered, not the latest one: a part keeps one preview all along.
        const request = latestUserRequest(params.prompt, index);
        let touched = false;
        const content = await Promise.all(
          message.content.map(async (part) => {
            if (part.type !== 'tool-result') return part;
            const output = await reduceOutput(part, params.abortSignal, request);
            if (output === undefined) return part;
            touched = true;
            return { ...part, output };
          }),
        );
        if (!touched) return message;
        changed = true;
        return { ...message, content };
      }),
    );
    const banded = changed ? { ...params, prompt } : params;
    if (!fitToContext) return banded;
    const fitted = await fitToContext(params.prompt, banded.prompt, params.abortSignal);
    return fitted === banded.prompt ? banded : { ...params, prompt: fitted };
  };

  // With `history`: older results become stubs, after the bands, in the reduced prompt.
  const maskHistory =
    config.history &&
    historyMasking({ history: config.history, store, namespace: reducer.namespace, tokenizer: config.tokenizer ?? estimateTokens });
  const transformParams: TransformParams = async ({ params }) => {
    const reduced = await reduceParams(params);
    if (!maskHistory) return reduced;
    const prompt = await maskHistory(reduced.prompt);
    return prompt === reduced.prompt ? reduced : { ...reduced, prompt };
  };

  return { specificationVersion: 'v3', transformParams, store, namespace: reducer.namespace };
}

/** The text a part's replacement is remembered by: its tool and its whole output (any type, binary data as base64). */
function outputKey(part: ToolResultPart): string {
  return compactJson([part.toolName, part.output]);
}
