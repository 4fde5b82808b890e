/**
 * Which tool results of a prompt become one-line stubs: older results, masked in batches when the
 * cache writes it costs have paid for themselves (masking), and results identical to an earlier
 * one (duplicates). Decided from the prompt alone, so every call of a conversation, in any process,
 * makes the same decision for the same history, and the prompt's prefix stays byte-identical
 * between two maskings.
 */

/** One part of a prompt, in order: a message's text, a tool call, a tool result, ... */
export interface HistoryItem {
  /** Tokens the part takes in the prompt as sent (as the caller counts them: the estimate or a tokenizer). */
  readonly tokens: number;
  /**
   * True when a model call was made with the prompt before this part: the first part of each
   * assistant message (the model wrote it, given everything before).
   */
  readonly callBefore?: boolean;
  /** Set for a tool result a stub may replace. */
  readonly result?: HistoryResult;
}

/** A tool result of the prompt, as the plan sees it. */
export interface HistoryResult {
  readonly toolName: string;
  /** Tokens of the stub that would replace it; a result whose stub is not smaller is never replaced. */
  readonly stubTokens: number;
  /** Identical outputs have the same key (a digest of the output); without one, never deduplicated. */
  readonly key?: string;
  /** For a `read_tool_result` page: the handle it read. */
  readonly reads?: string;
  /** For a spill notice: the handle of its payload. */
  readonly handle?: string;
}

/** Options of `planHistory`, with their defaults applied by `historyOptions`. */
export interface HistoryOptions {
  /**
   * Tool results kept whole: the most recent ones, counting the current step's (which are always
   * kept, however many). Default `DEFAULT_KEEP_RECENT` (3).
   */
  readonly keepRecent?: number;
  /** Also keep every result of the last this many steps (1: the current step's). Default 0: `keepRecent` alone decides. */
  readonly keepSteps?: number;
  /**
   * Price of a cache write and of a cache read, as multiples of the price of an uncached input
   * token. Default 1.25 and 0.1: Anthropic's 5-minute cache and OpenAI's GPT-5.6 and later.
   */
  readonly cachePrices?: { readonly write: number; readonly read: number };
  /** Replace a result identical to an earlier one still in view by a stub naming it. Default true. */
  readonly duplicates?: boolean;
}

/** Results kept whole by default: the current step's and the two before, at least. */
export const DEFAULT_KEEP_RECENT = 3;

/** Anthropic's 5-minute cache write (1.25x) and cache read (0.1x); OpenAI GPT-5.6+ bills the same multiples. */
export const DEFAULT_CACHE_PRICES = Object.freeze({ write: 1.25, read: 0.1 });

/** What `planHistory` decided, by item index. */
export interface HistoryPlan {
  /** Older results to replace by a masking stub. */
  readonly masked: ReadonlySet<number>;
  /** Results to replace by a duplicate stub: index -> the index of the identical earlier result it names. */
  readonly duplicates: ReadonlyMap<number, number>;
  /**
   * The last result of each masking batch, in order: the end of the prefix that stays as it is until
   * the next batch (where a provider with explicit cache breakpoints should have one).
   */
  readonly watermarks: readonly number[];
}

/**
 * Plans the stubs of a prompt (see the module comment), replaying the calls the prompt records.
 *
 * The model was called once before each assistant message (with the parts before it) and is being
 * called now (with all of them). For each of those calls in turn, the results that are then
 * **stale** are the tool results outside the keep window and not yet masked:
 * - kept: the current step's results (those after the last call before this one), the
 *   `keepRecent` most recent results, the results of the last `keepSteps` steps, and the results
 *   still in use: a `read_tool_result` page, or a spill notice, whose handle a kept result reads;
 * - never stale: a result whose stub would not be smaller, and a duplicate (already a stub).
 *
 * Masking the stale results saves `gain` tokens on every later call, read from the cache at
 * `read` each; but it changes the prompt from the first of them on, so the `rewrite` tokens from
 * there to the end (with the stubs) are written to the cache again, at `write` instead of `read`.
 * The rule is the break-even one of renting versus buying: a call that does not mask pays
 * `read x gain` more than it would have (the rent); they are masked, all together, at the first
 * call where the rent already paid plus this call's would reach `(write - read) x rewrite` (the
 * price of buying). No masking ever costs more than the rent paid before it, and the rent paid
 * never exceeds the price of a masking, so the total is at most twice that of the best schedule in
 * hindsight, whatever the conversation does next (the deterministic ski-rental bound); a masking
 * happens only when it pays for its own cache write. Between two maskings the stubs stay as they
 * are and nothing before the new parts changes.
 *
 * Duplicates: a result with the same key as an earlier one that is still in view when it arrives
 * (not masked, and not a duplicate itself), and whose stub is smaller, is replaced by a stub naming
 * that one, from its first appearance on, even in the current step: the model has the first one in
 * view. A result whose twins are all masked stays whole: the model may have read it again because
 * they were out of view (a stub there could send it round in circles).
 */
export function planHistory(items: readonly HistoryItem[], options: HistoryOptions = {}): HistoryPlan {
  const keepRecent = Math.max(0, options.keepRecent ?? DEFAULT_KEEP_RECENT);
  const keepSteps = Math.max(0, options.keepSteps ?? 0);
  const { write, read } = options.cachePrices ?? DEFAULT_CACHE_PRICES;
  const dedupe = options.duplicates !== false;

  // The calls the prompt records: before each assistant message, and now (the whole prompt).
  const ends: number[] = [];
  items.forEach((item, index) => {
    if (item.callBefore && index > 0) ends.push(index);
  });
  ends.push(items.length);

  const results = items.flatMap((item, index) => (item.result ? [index] : []));
  const masked = new Set<number>();
  const duplicates = new Map<number, number>();
  /** Results that are neither duplicates nor yet masked, by key, in order: what a duplicate may name. */
  const byKey = new Map<string, number[]>();
  const watermarks: number[] = [];
  const sizeNow = (index: number) => (masked.has(index) || duplicates.has(index) ? items[index]!.result!.stubTokens : items[index]!.tokens);
  const smaller = (index: number) => items[index]!.result!.stubTokens < items[index]!.tokens;
  let rent = 0;
  let stepStart = 0;
  const stepStarts: number[] = [];
  for (const end of ends) {
    const start = stepStart;
    stepStart = end;
    stepStarts.push(start);
    const seen = results.filter((index) => index < end && !duplicates.has(index));
    const kept = keptResults(items, seen, { stepStart: start, stepStarts, keepRecent, keepSteps });
    const stale = seen.filter((index) => !kept.has(index) && !masked.has(index) && smaller(index));
    if (stale.length > 0) {
      const gain = stale.reduce((sum, index) => sum + items[index]!.tokens - items[index]!.result!.stubTokens, 0);
      let rewrite = 0;
      for (let index = stale[0]!; index < end; index += 1) rewrite += sizeNow(index);
      rewrite -= gain;
      if (rent + read * gain >= (write - read) * rewrite) {
        for (const index of stale) masked.add(index);
        watermarks.push(stale.at(-1)!);
        rent = 0;
      } else {
        rent += read * gain;
      }
    }
    // This step's results, as the model is shown them: one identical to an earlier result still in
    // view (not masked) becomes a duplicate stub naming it; one whose twins are all masked stays
    // whole (the model may have asked for it again because they are out of view).
    if (!dedupe) continue;
    for (const index of results) {
      const key = items[index]!.result!.key;
      if (index < start || index >= end || key === undefined) continue;
      const twins = byKey.get(key) ?? [];
      const inView = twins.findLast((twin) => !masked.has(twin));
      if (inView !== undefined && smaller(index)) duplicates.set(index, inView);
      else byKey.set(key, [...twins, index]);
    }
  }
  return { masked, duplicates, watermarks };
}

/** The results kept whole at a call: the current step's, the most recent, the last steps', and those in use. */
function keptResults(
  items: readonly HistoryItem[],
  seen: readonly number[],
  window: { stepStart: number; stepStarts: readonly number[]; keepRecent: number; keepSteps: number },
): Set<number> {
  const stepsFrom = window.stepStarts[Math.max(0, window.stepStarts.length - window.keepSteps)] ?? window.stepStart;
  const from = window.keepSteps > 0 ? Math.min(stepsFrom, window.stepStart) : window.stepStart;
  const kept = new Set(seen.filter((index) => index >= from));
  for (const index of seen.slice(Math.max(0, seen.length - window.keepRecent))) kept.add(index);
  // In use: pages of a handle a kept result reads, and the notice that handle came from.
  const reading = new Set<string>();
  for (const index of kept) {
    const reads = items[index]!.result!.reads;
    if (reads !== undefined) reading.add(reads);
  }
  if (reading.size > 0) {
    for (const index of seen) {
      const result = items[index]!.result!;
      if ((result.reads !== undefined && reading.has(result.reads)) || (result.handle !== undefined && reading.has(result.handle)))
        kept.add(index);
    }
  }
  return kept;
}
