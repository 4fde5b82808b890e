import type { PromptBlock } from './prompt-blocks.js';

/** How one call's input tokens are billed: read from the cache, written to it, or neither. */
export interface CacheSplit {
  readonly read: number;
  readonly write: number;
  readonly uncached: number;
}

/** Smallest prefix either provider caches: 1,024 tokens. */
export const MIN_CACHED_TOKENS = 1_024;
/** OpenAI caches and matches prefixes in steps of 128 tokens past the first 1,024. */
const OPENAI_INCREMENT = 128;
/** Anthropic looks for a cached prefix at the breakpoint and at up to 20 block boundaries before it. */
const ANTHROPIC_LOOKBACK = 20;

/** The caching rules of one provider, as the bench models them (see the bench README). */
export type CacheRules = 'anthropic' | 'openai';

/**
 * Splits the input of every call of one run (its prompts' blocks, in order) into cache reads,
 * cache writes and uncached tokens, under one provider's published rules:
 *
 * - **anthropic** (explicit breakpoints): the caller marks two breakpoints, after the tool
 *   definitions and on the last block of every request (the usual agent setup; Anthropic's
 *   automatic caching puts the latter there too), and a part of the prompt may carry one of its
 *   own (`providerOptions.anthropic.cacheControl`, which the history masking sets). A request reads the longest prefix that an
 *   earlier request wrote at one of its breakpoints and that ends at a block boundary at most 20
 *   blocks before one of this request's breakpoints (exact match, block by block). It writes the
 *   prefix up to each of its breakpoints that is not cached yet and holds at least 1,024 tokens;
 *   everything past the read part up to the last such breakpoint is a write, the rest (a prompt
 *   under 1,024 tokens) uncached.
 * - **openai** (automatic prefix caching): every request of at least 1,024 tokens is cached, in
 *   steps of 128 tokens. A request reads the longest prefix it shares, block by block, with any
 *   earlier cached request, rounded down to 128 tokens (none under 1,024); its tokens past that,
 *   in whole 128-token steps, are written (GPT-5.6 and later bill such writes), the remainder is
 *   uncached.
 *
 * A prefix is written once: a later request that has it reads it. Caches never expire here (the
 * calls of a run follow each other within the 5-minute TTL).
 */
export function simulatePromptCache(calls: readonly (readonly PromptBlock[])[], rules: CacheRules): CacheSplit[] {
  const ids = new PrefixIds();
  const cached = new Set<number>();
  return calls.map((blocks) => {
    const prefixes = ids.of(blocks);
    const tokensTo = [0];
    for (const block of blocks) tokensTo.push(tokensTo.at(-1)! + block.tokens);
    const total = tokensTo.at(-1)!;
    if (rules === 'openai') return openaiCall(prefixes, tokensTo, total, cached);
    const marked = blocks.flatMap((block, index) => (block.breakpoint ? [index + 1] : []));
    return anthropicCall(prefixes, tokensTo, marked, cached);
  });
}

function anthropicCall(
  prefixes: readonly number[],
  tokensTo: readonly number[],
  marked: readonly number[],
  cached: Set<number>,
): CacheSplit {
  const end = prefixes.length - 1;
  const total = tokensTo[end]!;
  // Breakpoints: after the tool definitions (block 1), after each marked block, after the last block.
  const breakpoints = [...new Set([Math.min(1, end), ...marked, end])].sort((a, b) => a - b);
  let hit = 0;
  for (const breakpoint of breakpoints) {
    for (let at = breakpoint; at >= Math.max(1, breakpoint - ANTHROPIC_LOOKBACK); at -= 1) {
      if (cached.has(prefixes[at]!)) {
        hit = Math.max(hit, at);
        break;
      }
    }
  }
  const read = tokensTo[hit]!;
  let writtenTo = hit;
  for (const breakpoint of breakpoints) {
    if (breakpoint <= hit || tokensTo[breakpoint]! < MIN_CACHED_TOKENS) continue;
    cached.add(prefixes[breakpoint]!);
    writtenTo = Math.max(writtenTo, breakpoint);
  }
  const write = tokensTo[writtenTo]! - read;
  return { read, write, uncached: total - read - write };
}

function openaiCall(prefixes: readonly number[], tokensTo: readonly number[], total: number, cached: Set<number>): CacheSplit {
  let shared = 0;
  for (let at = prefixes.length - 1; at >= 1; at -= 1) {
    if (cached.has(prefixes[at]!)) {
      shared = tokensTo[at]!;
      break;
    }
  }
  const read = shared >= MIN_CACHED_TOKENS ? roundDown(shared) : 0;
  if (total < MIN_CACHED_TOKENS) return { read: 0, write: 0, uncached: total };
  for (const prefix of prefixes) cached.add(prefix);
  const write = roundDown(total) - read;
  return { read, write, uncached: total - read - write };
}

const roundDown = (tokens: number) => Math.floor(tokens / OPENAI_INCREMENT) * OPENAI_INCREMENT;

/**
 * Numbers prefixes of block sequences: two prompts get the same number for their first `n` blocks
 * exactly when those blocks are identical (content compared in full, through a map of contents).
 */
class PrefixIds {
  private readonly contents = new Map<string, number>();
  private readonly next = new Map<string, number>();

  /** The number of every prefix of `blocks`, from the empty one (index 0) to all of them. */
  of(blocks: readonly PromptBlock[]): number[] {
    const out = [0];
    for (const block of blocks) {
      let content = this.contents.get(block.content);
      if (content === undefined) this.contents.set(block.content, (content = this.contents.size));
      const key = `${out.at(-1)!}:${content}`;
      let id = this.next.get(key);
      if (id === undefined) this.next.set(key, (id = this.next.size + 1));
      out.push(id);
    }
    return out;
  }
}
