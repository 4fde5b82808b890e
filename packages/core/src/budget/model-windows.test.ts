import { describe, expect, it } from 'vitest';
import { MODEL_WINDOWS, modelWindow } from './model-windows.js';

describe('modelWindow', () => {
  it.each([
    ['gpt-4o', 128_000],
    ['gpt-4o-mini-2024-07-18', 128_000],
    ['gpt-4.1-nano', 1_047_576],
    ['gpt-5', 272_000],
    ['gpt-5-mini-2025-08-07', 272_000],
    ['gpt-5.1-codex', 272_000],
    ['o3-mini', 200_000],
    ['o1-mini', 128_000],
    ['claude-3-5-sonnet-20241022', 200_000],
    ['claude-sonnet-4-5', 200_000],
    ['claude-haiku-4-5-20251001', 200_000],
    ['claude-opus-4-6', 1_000_000],
    ['gemini-2.5-pro', 1_048_576],
    ['gemini-1.5-pro-002', 2_097_152],
    ['gemini-3-pro-preview', 1_048_576],
    ['mistral-large-latest', 128_000],
    ['codestral-latest', 256_000],
    ['grok-4', 256_000],
    ['grok-3-mini', 131_072],
    ['deepseek-chat', 128_000],
    ['deepseek-reasoner', 128_000],
  ])('knows %s: %i tokens', (id, window) => {
    expect(modelWindow(id)).toBe(window);
  });

  it('drops routing prefixes and ignores case', () => {
    expect(modelWindow('openai/gpt-4o')).toBe(128_000);
    expect(modelWindow('openai:gpt-4.1')).toBe(1_047_576);
    expect(modelWindow('models/gemini-2.5-flash')).toBe(1_048_576);
    expect(modelWindow('us.anthropic.claude-3-7-sonnet-20250219-v1:0')).toBe(200_000);
    expect(modelWindow('claude-3-5-sonnet-v2@20241022')).toBe(200_000);
    expect(modelWindow('GPT-4o')).toBe(128_000);
  });

  it('knows nothing of a model not in the table, nor of a newer version of one that is', () => {
    expect(modelWindow('my-finetune')).toBeUndefined();
    expect(modelWindow('gpt-5.9')).toBeUndefined();
    expect(modelWindow('gpt-4oo')).toBeUndefined();
    expect(modelWindow('')).toBeUndefined();
  });

  it('lists whole token counts only', () => {
    for (const window of Object.values(MODEL_WINDOWS)) expect(Number.isSafeInteger(window) && window > 0).toBe(true);
  });
});
