import { countTokensUpTo } from '@output-limits/core/adapter';
import type { Tokenizer } from '@output-limits/core';

/**
 * Tokens of the text of a prompt (`options.messages` of a tool call, or a middleware's
 * `params.prompt`), counted with `tokenizer` up to `limit`: message texts, reasoning, tool call
 * inputs (as JSON) and tool results (text, JSON, the text parts of content). Images and files are
 * not counted; neither are the system prompt and tool definitions when they are not in `messages`
 * (the reserve is there for them).
 */
export function promptTokens(messages: readonly unknown[], tokenizer: Tokenizer, limit = Number.POSITIVE_INFINITY): number {
  const texts: string[] = [];
  for (const message of messages) {
    const content = (message as { content?: unknown }).content;
    if (typeof content === 'string') texts.push(content);
    else if (Array.isArray(content)) for (const part of content) texts.push(...partTexts(part));
  }
  return countTokensUpTo(texts.join('\n'), tokenizer, limit).count;
}

/** The texts of one content part that the model reads as text. */
function partTexts(part: unknown): string[] {
  if (typeof part !== 'object' || part === null) return [];
  const p = part as { type?: unknown; text?: unknown; toolName?: unknown; input?: unknown; output?: unknown };
  switch (p.type) {
    case 'text':
    case 'reasoning':
      return typeof p.text === 'string' ? [p.text] : [];
    case 'tool-call':
      return [String(p.toolName), jsonText(p.input)];
    case 'tool-result':
      return [String(p.toolName), ...outputTexts(p.output)];
    default:
      return [];
  }
}

/** The texts of a tool result's output: the value of text and JSON outputs, the text parts of content. */
export function outputTexts(output: unknown): string[] {
  if (typeof output !== 'object' || output === null) return [];
  const o = output as { type?: unknown; value?: unknown; reason?: unknown };
  switch (o.type) {
    case 'text':
    case 'error-text':
      return typeof o.value === 'string' ? [o.value] : [];
    case 'json':
    case 'error-json':
      return [jsonText(o.value)];
    case 'content':
      return Array.isArray(o.value)
        ? (o.value as unknown[]).flatMap((item) => {
            const part = item as { type?: unknown; text?: unknown } | null | undefined;
            return part?.type === 'text' && typeof part.text === 'string' ? [part.text] : [];
          })
        : [];
    case 'execution-denied':
      return typeof o.reason === 'string' ? [o.reason] : [];
    default:
      return [];
  }
}

function jsonText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
