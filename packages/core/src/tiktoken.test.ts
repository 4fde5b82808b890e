import { describe, expect, it } from 'vitest';
import { tiktokenCounter } from './tiktoken.js';

describe('tiktokenCounter', () => {
  const o200k = tiktokenCounter();

  it('counts o200k_base tokens by default', () => {
    expect(o200k('')).toBe(0);
    expect(o200k('hello world')).toBe(2);
    expect(o200k('hello world')).toBe(tiktokenCounter('o200k_base')('hello world'));
  });

  it('counts special-token text as ordinary text instead of throwing', () => {
    const text = 'before <|endoftext|> after <|fim_prefix|>';
    expect(() => o200k(text)).not.toThrow();
    // As text, '<|endoftext|>' is several tokens, not the one special token.
    expect(o200k('<|endoftext|>')).toBeGreaterThan(1);
    expect(o200k(text)).toBeGreaterThan(o200k('before  after ') + 2);
  });

  it('loads other encodings, once each', () => {
    const cl100k = tiktokenCounter('cl100k_base');
    expect(cl100k('hello world')).toBe(2);
    expect(tiktokenCounter('cl100k_base')).toBe(cl100k);
    expect(tiktokenCounter()).toBe(o200k);
    // The two encodings do differ: o200k merges this CJK text into fewer tokens.
    expect(o200k('今日は良い天気ですね')).toBeLessThan(cl100k('今日は良い天気ですね'));
  });
});
