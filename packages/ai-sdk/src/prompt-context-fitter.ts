import { countTokensUpTo, largestFirstCap, observeReduce, roomLeft, stepBudget } from '@output-limits/core/adapter';
import type { Reducer, Tokenizer } from '@output-limits/core';
import type { ContextWindow } from '@output-limits/core/adapter';
import type { LanguageModelMiddleware } from 'ai';
import { BoundedMap } from './bounded-map.js';
import type { OutputLimitsConfig } from './output-limits-config.js';
import { outputTexts, promptTokens } from './prompt-tokens.js';

type TransformParams = NonNullable<LanguageModelMiddleware['transformParams']>;
type Prompt = Parameters<TransformParams>[0]['params']['prompt'];
type PromptMessage = Prompt[number];
type ToolMessage = Extract<PromptMessage, { role: 'tool' }>;
type ToolResultPart = Extract<ToolMessage['content'][number], { type: 'tool-result' }>;
type PartOutput = ToolResultPart['output'];

/** Options of `promptContextFitter`. */
export interface PromptContextFitterOptions {
  readonly context: ContextWindow;
  readonly reducer: Reducer;
  readonly tokenizer: Tokenizer;
  readonly onReduce: OutputLimitsConfig['onReduce'];
  /** The key a part's replacement is remembered by: the same for the same tool call and output. */
  readonly keyOf: (part: ToolResultPart) => Promise<string>;
  /** Most replacements remembered. */
  readonly maxEntries: number;
}

/** Fits the tool results of a prompt to the room left in the context window. */
export type PromptContextFitter = (original: Prompt, current: Prompt, signal: AbortSignal | undefined) => Promise<Prompt>;

/** One tool result the fitter may reduce: where it is, its output as sent, and what it is now. */
interface Slot {
  readonly message: number;
  readonly index: number;
  readonly original: ToolResultPart;
  output: PartOutput;
}

/**
 * The middleware's context budget. The room left is `window - reserve - tokens of the prompt
 * without the reducible tool results` (text and JSON outputs of tools the reducer does not exempt).
 * When those results together take more than `maxStepShare × room`, the largest are reduced first:
 * every result above the largest cap at which they fit (`largestFirstCap`) is reduced from its
 * original output, fitted to that cap (and to `maxResultShare × room`); a result first seen above
 * `maxResultShare × room` is reduced too. A replacement is remembered and reused on later calls, so
 * the prompt stays byte-identical for prompt caching; it is made again, smaller, only when the
 * results no longer fit together.
 *
 * @returns `current` itself when nothing changes.
 */
export function promptContextFitter(options: PromptContextFitterOptions): PromptContextFitter {
  const { context, reducer, tokenizer } = options;
  /** Key -> the replacement fitted to a budget, or undefined for a result left as it was (seen, not reduced). */
  const fitted = new BoundedMap<string, Promise<PartOutput | undefined>>(options.maxEntries);
  const sizeOf = (output: PartOutput) => countTokensUpTo(outputTexts(output).join('\n'), tokenizer, Number.POSITIVE_INFINITY).count;

  async function refit(slot: Slot, key: string, tokens: number, signal: AbortSignal | undefined): Promise<void> {
    const { original } = slot;
    // Only text and JSON outputs get here.
    const { value, providerOptions } = original.output as Extract<PartOutput, { type: 'text' | 'json' }>;
    const pending = (async (): Promise<PartOutput | undefined> => {
      const reduction = await reducer.reduce(value, {
        toolName: original.toolName,
        toolCallId: original.toolCallId,
        budget: { tokens },
        ...(signal ? { signal } : {}),
      });
      observeReduce(options.onReduce, reduction, original);
      if (signal?.aborted) fitted.delete(key);
      if (typeof reduction.output !== 'string' || reduction.output === value) return undefined;
      return { type: 'text', value: reduction.output, ...(providerOptions ? { providerOptions } : {}) };
    })();
    fitted.set(key, pending);
    pending.catch(() => fitted.delete(key));
    const output = await pending;
    if (output) slot.output = output;
  }

  return async (original, current, signal) => {
    const slots: Slot[] = [];
    original.forEach((message, m) => {
      if (message.role !== 'tool') return;
      message.content.forEach((part, index) => {
        if (part.type !== 'tool-result' || (part.output.type !== 'text' && part.output.type !== 'json')) return;
        // True only for a tool the reducer never touches (or an empty output): with a budget of 0, any other is over it.
        if (reducer.leavesUnchanged(part.output.value, part.toolName, { tokens: 0 })) return;
        const now = (current[m] as ToolMessage).content[index] as ToolResultPart;
        slots.push({ message: m, index, original: part, output: now.output });
      });
    });
    if (slots.length === 0) return current;

    // Results seen on earlier calls come back as they were left then (replaced, or whole).
    const keys = await Promise.all(slots.map((slot) => options.keyOf(slot.original)));
    const earlier = keys.map((key) => fitted.get(key));
    // eslint-disable-next-line @typescript-eslint/await-thenable -- a result not seen before has no entry: undefined, as it is
    (await Promise.all(earlier)).forEach((output, i) => {
      if (output) slots[i]!.output = output;
    });

    const inSlots = new Set(slots.map((slot) => slot.original));
    const rest = original.map((message) =>
      message.role === 'tool' ? { ...message, content: message.content.filter((part) => !inSlots.has(part as ToolResultPart)) } : message,
    );
    const fixed = promptTokens(rest, tokenizer, context.window + 1);
    const room = roomLeft(context, fixed);
    const resultCap = Math.floor(context.maxResultShare * room);
    const sizes = slots.map((slot) => sizeOf(slot.output));
    const stepCap = largestFirstCap(sizes, stepBudget(context, fixed));
    const budget = Math.min(stepCap, resultCap);
    await Promise.all(
      // eslint-disable-next-line @typescript-eslint/await-thenable -- a result left whole has nothing to wait for: undefined
      slots.map((slot, i) => {
        // Over the step's cap; or, the first time a result is seen, over the result share.
        const over = sizes[i]! > stepCap || (earlier[i] === undefined && sizes[i]! > resultCap);
        if (over) return refit(slot, keys[i]!, budget, signal);
        if (earlier[i] === undefined) fitted.set(keys[i]!, Promise.resolve(undefined));
        return undefined;
      }),
    );

    let changed = false;
    const prompt = current.map((message, m) => {
      const mine = slots.filter((slot) => slot.message === m);
      if (message.role !== 'tool' || mine.every((slot) => (message.content[slot.index] as ToolResultPart).output === slot.output))
        return message;
      changed = true;
      const content = [...message.content];
      for (const slot of mine) content[slot.index] = { ...(content[slot.index] as ToolResultPart), output: slot.output };
      return { ...message, content };
    });
    return changed ? prompt : current;
  };
}
