import type { CacheRules, CacheSplit } from './prompt-cache.js';

/** One published price list: dollars per million input tokens, by how they are billed. */
export interface PriceList {
  readonly name: string;
  /** The provider's caching rules the list is priced under. */
  readonly rules: CacheRules;
  /** Model and list, with the date the prices were read. */
  readonly source: string;
  readonly uncached: number;
  readonly cacheWrite: number;
  readonly cacheRead: number;
}

/**
 * The two price lists of the dollar figures (per million input tokens; sources in the bench README):
 * - Anthropic, Claude Sonnet 4.6 (platform.claude.com "Pricing", as read 2026-12-03): $3 input,
 *   $3.75 for a 5-minute cache write (1.25x), $0.30 for a cache hit (0.1x).
 * - OpenAI, GPT-5.6 Terra (OpenAI API pricing of 2026-07-30, the current list): $2 input, $0.20 cached
 *   input (0.1x), cache writes at 1.25x input, $2.50, as GPT-5.6 and later bill them.
 */
export const PRICE_LISTS: readonly PriceList[] = [
  {
    name: 'anthropic',
    rules: 'anthropic',
    source: 'Claude Sonnet 4.6, Anthropic pricing as read 2026-12-03',
    uncached: 3,
    cacheWrite: 3.75,
    cacheRead: 0.3,
  },
  {
    name: 'openai',
    rules: 'openai',
    source: 'GPT-5.6 Terra, OpenAI API pricing of 2026-07-30',
    uncached: 2,
    cacheWrite: 2.5,
    cacheRead: 0.2,
  },
];

/** Dollars of input for a split under a list. */
export function dollarsOf(split: CacheSplit, list: PriceList): number {
  return (split.uncached * list.uncached + split.write * list.cacheWrite + split.read * list.cacheRead) / 1_000_000;
}
