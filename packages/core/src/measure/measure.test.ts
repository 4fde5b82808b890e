import { describe, expect, it } from 'vitest';
import type { Tokenizer } from './measure.js';
import { countTokensUpTo, estimateTokens } from './measure.js';
import { tiktokenCounter } from '../tiktoken.js';

/** A tokenizer that records what it was given. */
function spy(inner: Tokenizer): Tokenizer & { calls: string[]; chars: () => number } {
  const calls: string[] = [];
  const fn = (text: string) => {
    calls.push(text);
    return inner(text);
  };
  return Object.assign(fn, { calls, chars: () => calls.reduce((sum, c) => sum + c.length, 0) });
}

const byChars: Tokenizer = (text) => text.length;

/** A log as tools print it: timestamps, levels, paths, JSON, stack traces, blank lines, CRLF. */
function realisticLog(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i += 1) {
    const ms = String(i % 1000).padStart(3, '0');
    switch (i % 9) {
      case 0:
        out.push(
          `2025-03-14T09:26:${String(i % 60).padStart(2, '0')}.${ms}Z INFO  [worker-${i % 7}] GET /api/v1/items?page=${i} 200 ${i % 97}ms`,
        );
        break;
      case 1:
        out.push(`2025-03-14T09:26:00.${ms}Z DEBUG cache miss key="user:${i}:profile" ttl=300s`);
        break;
      case 2:
        out.push(`{"level":"warn","msg":"slow query","duration_ms":${i * 3},"sql":"SELECT * FROM orders WHERE id = ${i}"}`);
        break;
      case 3:
        out.push(`    at Object.<anonymous> (/srv/app/src/handlers/order-${i % 13}.ts:${i % 400}:17)`);
        break;
      case 4:
        out.push('');
        break;
      case 5:
        out.push(`/usr/lib/node_modules/pkg-${i}/index.js: ENOENT, retrying (${i % 5}/5)...\r`);
        break;
      case 6:
        out.push(`ERROR: café naïve résumé 東京 ${i} ✓ — 😀 done.`);
        break;
      case 7:
        out.push(`\tcontext: ${'x'.repeat(i % 120)} [${i}]`);
        break;
      default:
        out.push(`[${i}] exit=0 pid=${4000 + i}; ok`);
    }
  }
  return out.join('\n');
}

describe('countTokensUpTo', () => {
  // Loaded while the file is collected, outside any test's 30 s: building o200k_base takes 3-4 s of
  // CPU alone, and past 30 s on a loaded 2-core machine.
  const o200k = tiktokenCounter();

  it('counts a short text with one tokenizer call', () => {
    const tokenizer = spy(byChars);
    const text = 'y'.repeat(65_536);
    expect(countTokensUpTo(text, tokenizer, 10)).toEqual({ count: 65_536, complete: true });
    expect(tokenizer.calls).toEqual([text]);
  });

  it('stops early: the tokenizer sees far less than the whole text', () => {
    const tokenizer = spy(o200k);
    const text = realisticLog(40_000); // about 2.5 MB
    const result = countTokensUpTo(text, tokenizer, 2_000);
    expect(result.complete).toBe(false);
    expect(result.count).toBeGreaterThanOrEqual(2_000);
    expect(tokenizer.chars()).toBeLessThan(70_000);
    expect(text.length).toBeGreaterThan(2_000_000);
  });

  it('makes the decision a whole-text tiktoken count makes, around the threshold', () => {
    const tiktoken = o200k;
    const text = realisticLog(2_500); // several chunks
    const full = tiktoken(text);
    expect(text.length).toBeGreaterThan(2 * 65_536);
    // Chunks are cut where tiktoken's pre-tokenizer splits anyway, so the sum is the full count.
    expect(countTokensUpTo(text, tiktoken, Number.POSITIVE_INFINITY)).toEqual({ count: full, complete: true });
    for (const limit of [full - 1, full, full + 1]) {
      const { count } = countTokensUpTo(text, tiktoken, limit);
      expect(count >= limit).toBe(full >= limit);
    }
    expect(countTokensUpTo(text, tiktoken, full + 1)).toEqual({ count: full, complete: true });
  });

  it('cuts chunks after a newline, in order, covering the text exactly', () => {
    const tokenizer = spy(byChars);
    const text = realisticLog(8_000);
    expect(countTokensUpTo(text, tokenizer, Number.POSITIVE_INFINITY)).toEqual({ count: text.length, complete: true });
    expect(tokenizer.calls.join('')).toBe(text);
    expect(tokenizer.calls.length).toBeGreaterThan(5);
    for (const chunk of tokenizer.calls.slice(0, -1)) {
      expect(chunk.endsWith('\n')).toBe(true);
      expect(chunk.length).toBeGreaterThanOrEqual(16_384);
      expect(chunk.length).toBeLessThanOrEqual(32_768);
    }
  });

  it('without newlines cuts before a space, and without spaces never inside a surrogate pair', () => {
    const words = spy(byChars);
    const prose = 'lorem ipsum dolor '.repeat(20_000);
    countTokensUpTo(prose, words, Number.POSITIVE_INFINITY);
    expect(words.calls.join('')).toBe(prose);
    for (const chunk of words.calls.slice(1)) expect(chunk.startsWith(' ')).toBe(true);

    const pairs = spy(byChars);
    const emoji = 'x' + '😀'.repeat(100_000); // an odd start puts every even index inside a pair
    expect(countTokensUpTo(emoji, pairs, Number.POSITIVE_INFINITY)).toEqual({ count: emoji.length, complete: true });
    expect(pairs.calls.join('')).toBe(emoji);
    for (const chunk of pairs.calls) expect(chunk.isWellFormed()).toBe(true);
  });

  it('reports complete once the last chunk is counted, even when it reaches the limit', () => {
    const text = 'z'.repeat(100_000);
    expect(countTokensUpTo(text, byChars, 100_000)).toEqual({ count: 100_000, complete: true });
    const early = countTokensUpTo(text, byChars, 10);
    expect(early.complete).toBe(false);
    expect(early.count).toBeLessThan(100_000);
  });

  it('takes the shortcuts: a limit of 0 or less, an empty text, estimateTokens', () => {
    const tokenizer = spy(byChars);
    expect(countTokensUpTo('abc', tokenizer, 0)).toEqual({ count: 0, complete: false });
    expect(countTokensUpTo('abc', tokenizer, -5)).toEqual({ count: 0, complete: false });
    expect(tokenizer.calls).toEqual([]);
    expect(countTokensUpTo('', tokenizer, 0)).toEqual({ count: 0, complete: true });
    expect(countTokensUpTo('x'.repeat(1_000_001), estimateTokens, 10)).toEqual({ count: 250_001, complete: true });
  });
});

describe('estimateTokens', () => {
  it('is chars / 4, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(100))).toBe(25);
  });
});
