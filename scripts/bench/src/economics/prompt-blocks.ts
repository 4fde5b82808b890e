import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { countTokens, IMAGE_TOKENS, PART_OVERHEAD } from './prompt-tokens.js';
import { outputView, toolsText } from './prompt-view.js';

/**
 * One block of a prompt, as a provider's prompt cache compares them: its content (the text the
 * provider is sent, or a media part's type and bytes) and its tokens, counted as `promptTokens`
 * counts them.
 */
export interface PromptBlock {
  readonly content: string;
  readonly tokens: number;
  /** The part carries an explicit Anthropic cache breakpoint (`providerOptions.anthropic.cacheControl`). */
  readonly breakpoint?: true;
}

/**
 * The blocks of one model call, in the order a provider hashes them for its cache: the tool
 * definitions first, then every part of every message (system text, user and assistant text, each
 * tool call as its name and input, each tool result as its text, then its media parts). Their
 * tokens add up to `promptTokens` of the same call.
 */
export function promptBlocks(options: LanguageModelV4CallOptions): PromptBlock[] {
  const tools = toolsText(options);
  const blocks: PromptBlock[] = [{ content: `tools:${tools}`, tokens: countTokens(tools) }];
  const text = (content: string, marked = false) =>
    blocks.push({ content, tokens: countTokens(content) + PART_OVERHEAD, ...(marked ? { breakpoint: true as const } : {}) });
  for (const message of options.prompt) {
    if (message.role === 'system') {
      text(message.content);
      continue;
    }
    for (const part of message.content) {
      if (part.type === 'text' || part.type === 'reasoning') text(part.text);
      else if (part.type === 'tool-call') text(`${part.toolName}${JSON.stringify(part.input)}`);
      else if (part.type === 'tool-result') {
        const seen = outputView(part.output);
        text(seen.text, part.providerOptions?.anthropic?.cacheControl !== undefined);
        for (const media of seen.media) blocks.push({ content: `media:${media.mediaType}:${media.base64}`, tokens: IMAGE_TOKENS });
      }
    }
  }
  return blocks;
}
