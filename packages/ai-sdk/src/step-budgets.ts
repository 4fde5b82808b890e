import { callIdKey, DEFAULT_READ_LIMIT, resultBudget, roomLeft, spillNoticeHead, stepBudget } from '@output-limits/core/adapter';
import { STEP_STORED, stepListLine, stepNotice } from '@output-limits/core/messages';
import type { Budget, OverflowStore, SizeUnit, Tokenizer } from '@output-limits/core';
import type { ContextWindow } from '@output-limits/core/adapter';
import { randomPart, sanitizeSegment, namespaceSegment } from '@output-limits/core/store-kit';
import { BoundedMap } from './bounded-map.js';
import { promptTokens } from './prompt-tokens.js';

/** The budgets of the tool calls of each step. */
export interface StepBudgets {
  /** Counts a call in its step; the SDK calls `onInputAvailable` for every call of a step before it executes any. */
  register(toolCallId: string, messages: readonly unknown[]): void;
  /** The budget of a call made with `messages` (its step's prompt). */
  budgetFor(toolCallId: string, messages: readonly unknown[] | undefined): Budget;
  /**
   * The output of a call of a step too wide for a notice each (see `stepBudgets`) whose reduced
   * output, stored under `handle`, does not fit its budget: the step's combined notice for the
   * first such call, a short marker (or nothing) for the others; each one's handle goes into the
   * step's stored list first. Undefined when the call's step is not that wide: keep the output.
   */
  collapse(toolCallId: string, messages: readonly unknown[] | undefined, stored: StoredResult): Promise<string | undefined>;
  /** True for a call of such a step (its budget is a part of the step's share, far below a bare notice). */
  isWide(toolCallId: string): boolean;
}

/** A result that went to the store. */
export interface StoredResult {
  readonly handle: string;
  readonly size: number;
  readonly unit: SizeUnit;
}

/** Where a step's list of handles goes. */
export interface StepListStore {
  readonly store: OverflowStore;
  readonly namespace: string | undefined;
  readonly deterministicKeys: boolean;
}

/** What a step too wide for a notice per call keeps: its stored list and the call that shows the combined notice. */
interface Collapse {
  readonly lines: string[];
  /** The list's handle, once its first write is done; every write goes in turn, each with the whole list so far. */
  written: Promise<string | undefined>;
  carrier?: string;
}

const encoder = new TextEncoder();
/** Calls of wide steps remembered, for `isWide`. */
const WIDE_CALLS = 20_000;

/**
 * Splits the room left in the context window equally among the calls of a step, reserving each
 * call's share when it starts. The calls of one step are made with the same `messages` array (the
 * step's prompt), and the AI SDK (6 and 7, generateText and streamText) calls every call's
 * `onInputAvailable` before it executes any of them, so the number of calls is known when the
 * first starts: each gets `min(maxResultShare × room, maxStepShare × room / calls)`. That share
 * depends only on the prompt and the number of calls, never on which call finishes first, so the
 * same step gives the same outputs in any order, and the step's results together stay within
 * `maxStepShare × room`. A call that was not counted (its tool executed without `onInputAvailable`)
 * counts as one more call of its step.
 *
 * A step too wide for that (a share per call smaller than a bare spill notice) is bounded as a
 * whole instead: the step's share less one combined notice is split among its calls; a call whose
 * result does not fit its part is stored, its handle goes into a list stored for the step, and it
 * shows a short marker (or nothing, when even that does not fit); the first such call shows the
 * combined notice naming the list. So no width of parallel calls takes a step past its share.
 */
export function stepBudgets(
  context: ContextWindow,
  tokenizer: Tokenizer,
  lists: StepListStore,
  referenceTools: readonly string[] = [],
): StepBudgets {
  const steps = new WeakMap<object, Set<string>>();
  const tokens = new WeakMap<object, number>();
  const collapses = new WeakMap<object, Collapse>();
  const limit = context.window + 1;
  // Sized with handles as long as the core makes them (a 64-char call id, a namespace of 160).
  const longHandle = 'h'.repeat(240);
  const combinedTokens = tokenizer(stepNotice(longHandle, DEFAULT_READ_LIMIT));
  const bareNoticeTokens = tokenizer(
    spillNoticeHead({ handle: longHandle, size: { chars: 1e12 }, budget: { tokens: 1e9 }, referenceTools }),
  );
  const markerTokens = tokenizer(STEP_STORED);
  /** Calls of wide steps, lately seen. */
  const wide = new BoundedMap<string, true>(WIDE_CALLS);

  const promptOf = (messages: readonly unknown[]): number => {
    let count = tokens.get(messages);
    if (count === undefined) {
      count = promptTokens(messages, tokenizer, limit);
      tokens.set(messages, count);
    }
    return count;
  };
  const callsIn = (toolCallId: string, messages: readonly unknown[]) => {
    const calls = steps.get(messages);
    return (calls?.size ?? 0) + (calls?.has(toolCallId) ? 0 : 1);
  };
  /** Each call's part of a step too wide for a notice per call, or undefined for a step that is not. */
  const collapsedShare = (toolCallId: string, messages: readonly unknown[]): number | undefined => {
    const calls = callsIn(toolCallId, messages);
    const share = stepBudget(context, promptOf(messages));
    if (calls < 2 || share / calls >= bareNoticeTokens) return undefined;
    return Math.floor(Math.max(0, share - combinedTokens) / calls);
  };

  async function listKey(toolCallId: string): Promise<string> {
    const id = `step-${toolCallId}`;
    if (lists.deterministicKeys && lists.namespace !== undefined) return callIdKey(id, lists.namespace);
    const key = `${sanitizeSegment(id)}.${randomPart()}`;
    return lists.namespace === undefined ? key : `${namespaceSegment(lists.namespace)}/${key}`;
  }

  return {
    register(toolCallId, messages) {
      if (!Array.isArray(messages)) return;
      let calls = steps.get(messages);
      if (!calls) steps.set(messages, (calls = new Set()));
      calls.add(toolCallId);
    },
    budgetFor(toolCallId, messages) {
      if (!Array.isArray(messages)) return resultBudget(context, 0, 1);
      const part = collapsedShare(toolCallId, messages);
      const budget = resultBudget(context, promptOf(messages), callsIn(toolCallId, messages));
      if (part !== undefined) wide.set(toolCallId, true);
      return part === undefined
        ? budget
        : { tokens: Math.min(part, Math.floor(context.maxResultShare * roomLeft(context, promptOf(messages)))) };
    },
    isWide: (toolCallId) => wide.get(toolCallId) === true,
    async collapse(toolCallId, messages, stored) {
      if (!Array.isArray(messages)) return undefined;
      const part = collapsedShare(toolCallId, messages);
      if (part === undefined) return undefined;
      let collapse = collapses.get(messages);
      if (!collapse) collapses.set(messages, (collapse = { lines: [], written: Promise.resolve(undefined) }));
      collapse.lines.push(stepListLine(toolCallId, stored.handle, stored.size, stored.unit));
      collapse.carrier ??= toolCallId;
      const list = collapse.lines.join('\n');
      const previous = collapse.written.catch(() => undefined);
      collapse.written = previous.then(async (handle) => lists.store.write(handle ?? (await listKey(toolCallId)), encoder.encode(list)));
      // A list that cannot be stored: the call keeps its own notice, whose handle it names.
      const handle = await collapse.written.catch(() => undefined);
      if (handle === undefined) return undefined;
      if (collapse.carrier === toolCallId) return stepNotice(handle, DEFAULT_READ_LIMIT);
      return markerTokens <= part ? STEP_STORED : '';
    },
  };
}
