import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { PRICE_LISTS, dollarsOf } from './price-lists.js';
import { promptBlocks } from './prompt-blocks.js';
import type { PromptBlock } from './prompt-blocks.js';
import { simulatePromptCache } from './prompt-cache.js';
import { promptTokens } from './prompt-tokens.js';
import { toolsText, viewPrompt } from './prompt-view.js';

/** A prompt of blocks named by letter, each `tokens` tokens. */
const blocks = (names: string, tokens = 100, marked = ''): PromptBlock[] =>
  [...names].map((name) => ({ content: name, tokens, ...(marked.includes(name) ? { breakpoint: true as const } : {}) }));

describe('simulatePromptCache: anthropic (explicit breakpoints)', () => {
  it('writes a prompt of 1,024 tokens or more once, and reads it back as the prefix of the next', () => {
    const splits = simulatePromptCache([blocks('abcdefghijk'), blocks('abcdefghijklm'), blocks('abcdefghijklm')], 'anthropic');
    expect(splits).toEqual([
      { read: 0, write: 1_100, uncached: 0 },
      { read: 1_100, write: 200, uncached: 0 },
      { read: 1_300, write: 0, uncached: 0 },
    ]);
  });

  it('caches nothing under 1,024 tokens', () => {
    expect(simulatePromptCache([blocks('abc'), blocks('abcd')], 'anthropic')).toEqual([
      { read: 0, write: 0, uncached: 300 },
      { read: 0, write: 0, uncached: 400 },
    ]);
  });

  it('finds a cached prefix only at most 20 blocks before a breakpoint; a marked block moves one there', () => {
    const first = blocks('abcdefghijkl', 100);
    const changedLater = [...first.slice(0, 12), ...blocks('MNOPQRSTUVWXYZ'), ...blocks('0123456789')];
    // 24 blocks appended: the last request's end is 24 blocks back, out of reach: all written again.
    expect(simulatePromptCache([first, changedLater], 'anthropic')[1]).toEqual({ read: 0, write: 3_600, uncached: 0 });
    // A breakpoint on block 12 (as the history masking sets) reaches it.
    const marked = [...first.slice(0, 11), { ...first[11]!, breakpoint: true as const }, ...changedLater.slice(12)];
    expect(simulatePromptCache([first, marked], 'anthropic')[1]).toEqual({ read: 1_200, write: 2_400, uncached: 0 });
  });
});

describe('simulatePromptCache: openai (automatic prefix caching)', () => {
  it('reads the longest shared prefix in steps of 128 tokens, and writes the rest in whole steps', () => {
    const splits = simulatePromptCache([blocks('abcdefghijk'), blocks('abcdefghijklm'), blocks('abcdeXghijklm')], 'openai');
    expect(splits).toEqual([
      // 1,100 tokens: 1,024 cached (8 steps), 76 uncached.
      { read: 0, write: 1_024, uncached: 76 },
      // Shares 1,100 -> reads 1,024; 1,300 -> 1,280 cached in all.
      { read: 1_024, write: 256, uncached: 20 },
      // Shares only 'abcde' (500 tokens): under 1,024, nothing read.
      { read: 0, write: 1_280, uncached: 20 },
    ]);
  });
});

describe('prompt blocks and prices', () => {
  it('add up to the tokens promptTokens counts for the same call', () => {
    const options = {
      prompt: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'Find the errors.' }] },
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'logs', input: { day: 3 } }] },
        {
          role: 'tool',
          content: [
            { type: 'tool-result', toolCallId: 'c1', toolName: 'logs', output: { type: 'text', value: 'ERROR one\nINFO two' } },
            {
              type: 'tool-result',
              toolCallId: 'c2',
              toolName: 'chart',
              output: {
                type: 'content',
                value: [
                  { type: 'text', text: 'a chart' },
                  { type: 'file-data', data: 'iVBORw0K', mediaType: 'image/png' },
                ],
              },
            },
          ],
        },
      ],
      tools: [{ type: 'function', name: 'logs', description: 'Fetch logs', inputSchema: { type: 'object' } }],
    } as unknown as LanguageModelV4CallOptions;
    const sum = promptBlocks(options).reduce((total, block) => total + block.tokens, 0);
    expect(sum).toBe(promptTokens(viewPrompt(options.prompt), toolsText(options)));
  });

  it('price a split per million tokens', () => {
    const [anthropic, openai] = PRICE_LISTS;
    expect(dollarsOf({ read: 1_000_000, write: 1_000_000, uncached: 1_000_000 }, anthropic!)).toBeCloseTo(3 + 3.75 + 0.3, 10);
    expect(dollarsOf({ read: 1_000_000, write: 0, uncached: 0 }, openai!)).toBeCloseTo(0.2, 10);
  });
});
