import type { MockLanguageModelV3 } from 'ai/test';

/** The usage a mock language model reports for one call (the provider-level `LanguageModelV3Usage`). */
export type MockUsage = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>['usage'];

/**
 * A mock model's usage for one call: `input` prompt tokens (none cached) and `output` text tokens
 * (none reasoning). `generateText` reports them as `inputTokens` and `outputTokens`.
 */
export function mockUsage(input = 1, output = input): MockUsage {
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}
