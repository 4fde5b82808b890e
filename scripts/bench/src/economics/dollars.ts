import { PRICE_LISTS, dollarsOf } from './price-lists.js';
import type { PromptBlock } from './prompt-blocks.js';
import type { CacheSplit } from './prompt-cache.js';
import { simulatePromptCache } from './prompt-cache.js';

/** The input of a run under one price list: its cache split summed over the calls, and its dollars. */
export interface ListDollars extends CacheSplit {
  readonly dollars: number;
}

/** A run's input under each price list, by list name. */
export type Dollars = Readonly<Record<string, ListDollars>>;

/** The calls of one run priced under every list: each call's input split by that list's caching rules, then summed. */
export function runDollars(calls: readonly (readonly PromptBlock[])[]): { dollars: Dollars; calls: Record<string, CacheSplit[]> } {
  const dollars: Record<string, ListDollars> = {};
  const perCall: Record<string, CacheSplit[]> = {};
  for (const list of PRICE_LISTS) {
    const splits = simulatePromptCache(calls, list.rules);
    perCall[list.name] = splits;
    dollars[list.name] = splits.reduce<ListDollars>(
      (sum, split) => ({
        read: sum.read + split.read,
        write: sum.write + split.write,
        uncached: sum.uncached + split.uncached,
        dollars: sum.dollars + dollarsOf(split, list),
      }),
      { read: 0, write: 0, uncached: 0, dollars: 0 },
    );
  }
  return { dollars, calls: perCall };
}

/** Several runs' dollars added up, list by list. */
export function sumDollars(parts: readonly Dollars[]): Dollars {
  const out: Record<string, ListDollars> = {};
  for (const list of PRICE_LISTS) {
    out[list.name] = parts.reduce<ListDollars>(
      (sum, part) => {
        const p = part[list.name]!;
        return {
          read: sum.read + p.read,
          write: sum.write + p.write,
          uncached: sum.uncached + p.uncached,
          dollars: sum.dollars + p.dollars,
        };
      },
      { read: 0, write: 0, uncached: 0, dollars: 0 },
    );
  }
  return out;
}
