import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncate } from './truncate.js';
import { estimateTokens } from '../measure/measure.js';
import type { Tokenizer } from '../measure/measure.js';
import { createReducer } from '../reduce/reducer.js';
import { MemoryStore } from '../stores/memory-store.js';
import { tiktokenCounter } from '../tiktoken.js';
import { truncateText } from './truncate-text.js';
import { truncateToTokens } from './truncate-to-tokens.js';

const LOG = Array.from(
  { length: 20_000 },
  (_, i) => `2026-12-01T10:00:${String(i % 60).padStart(2, '0')}Z ${i % 97 ? 'INFO' : 'ERROR'} request ${i} took ${i % 300} ms`,
).join('\n');
const words: Tokenizer = (text) => (text.match(/\S+/g) ?? []).length;

describe('truncateToTokens', () => {
  // Loaded while the file is collected, outside any test's 30 s: building o200k_base takes 3-4 s of
  // CPU alone, and past 30 s on a loaded 2-core machine.
  const count = tiktokenCounter();

  it('with the chars/4 estimate, is truncateText at four chars a token', () => {
    expect(truncateToTokens(LOG, { maxTokens: 100 })).toBe(truncateText(LOG, { maxChars: 400 }));
    expect(truncateToTokens(LOG, { maxTokens: 100, strategy: 'tail' })).toBe(truncateText(LOG, { maxChars: 400, strategy: 'tail' }));
  });

  it('keeps an exact tiktoken budget, marker included, and uses nearly all of it', () => {
    for (const maxTokens of [50, 1_000, 5_000]) {
      const out = truncateToTokens(LOG, { maxTokens, tokenizer: count });
      expect(count(out)).toBeLessThanOrEqual(maxTokens);
      expect(count(out)).toBeGreaterThanOrEqual(maxTokens * 0.95);
      expect(out).toContain('[truncated: ');
    }
  });

  it('returns a text within the budget unchanged, even a budget of 0, and "" for any other at 0 or below', () => {
    expect(truncateToTokens('a b c', { maxTokens: 3, tokenizer: words })).toBe('a b c');
    expect(truncateToTokens('a b c', { maxTokens: 0, tokenizer: words })).toBe('');
    expect(truncateToTokens('a b c', { maxTokens: Number.NaN, tokenizer: words })).toBe('');
    expect(truncateToTokens('a b c', { maxTokens: -1, tokenizer: words })).toBe('');
    // No tokens fit a budget of 0: a text the tokenizer counts as none is within it (found by the property below).
    expect(truncateToTokens(' \n ', { maxTokens: 0, tokenizer: words })).toBe(' \n ');
    expect(truncateToTokens(' \n ', { maxTokens: -1, tokenizer: words })).toBe('');
  });

  it('honours maxChars as well', () => {
    const out = truncateToTokens(LOG, { maxTokens: 10_000, maxChars: 300 });
    expect(out).toBe(truncateText(LOG, { maxChars: 300 }));
  });

  it('never exceeds the budget, and always gives one of truncateText’s cuts, for any text and tokenizer', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 3_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(estimateTokens, words, (text: string) => new TextEncoder().encode(text).length),
        fc.constantFrom('head' as const, 'tail' as const, 'headTail' as const),
        (text, maxTokens, tokenizer, strategy) => {
          const out = truncateToTokens(text, { maxTokens, tokenizer, strategy });
          expect(tokenizer(out)).toBeLessThanOrEqual(Math.max(0, maxTokens));
          if (tokenizer(text) <= maxTokens) expect(out).toBe(text);
          const cuts = new Set(Array.from({ length: text.length + 1 }, (_, chars) => truncateText(text, { maxChars: chars, strategy })));
          expect(cuts.has(out)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('truncate({ maxTokens })', () => {
  it('cuts to the reducer’s tokenizer, with no char cap unless one is given', async () => {
    const count = tiktokenCounter();
    const reducer = createReducer({
      store: new MemoryStore(),
      overTokens: true,
      tokenizer: count,
      bands: [{ over: 2_000, action: truncate({ maxTokens: 3_000 }) }],
    });
    const r = await reducer.reduce(LOG, { toolName: 't', toolCallId: 'c' });
    expect(r.action).toBe('truncate');
    expect(count(String(r.output))).toBeLessThanOrEqual(3_000);
    expect(count(String(r.output))).toBeGreaterThanOrEqual(2_850);
    // No 4,000-char default cap applies when only maxTokens is given.
    expect(String(r.output).length).toBeGreaterThan(4_000);
    expect(truncate({ maxTokens: 10 }).maxChars).toBe(Number.POSITIVE_INFINITY);
    expect(truncate().maxChars).toBe(4_000);
  });

  it('refuses bad budgets when the action is made', () => {
    expect(() => truncate({ keepTailLines: -1 })).toThrow('[output-limits] truncate(): keepTailLines must be a whole number >= 0; got -1.');
    expect(() => truncate({ keepTailLines: 1.5 })).toThrow('keepTailLines must be a whole number >= 0; got 1.5.');
    expect(() => truncate({ maxTokens: -3 })).toThrow('[output-limits] truncate(): maxTokens must be a number >= 0; got -3.');
  });
});
