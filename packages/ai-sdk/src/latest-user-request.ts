/** Longest request passed on to the reducer: the start of a longer user message (one with a pasted log, say). */
export const MAX_REQUEST_CHARS = 2_000;

/** A prompt or model message as far as finding the request goes (`ModelMessage` and the v3 prompt's messages both fit). */
interface MessageLike {
  readonly role: string;
  readonly content: unknown;
}

/**
 * The request a tool result serves: the text of the last user message among the first `end` of
 * `messages` (its string content, or its text parts joined by newlines), at most
 * `MAX_REQUEST_CHARS` long. Undefined when there is no user message with text.
 */
export function latestUserRequest(messages: readonly MessageLike[] | undefined, end = messages?.length ?? 0): string | undefined {
  if (!Array.isArray(messages)) return undefined;
  for (let i = Math.min(end, messages.length) - 1; i >= 0; i -= 1) {
    const message = messages[i] as MessageLike | undefined;
    if (message?.role !== 'user') continue;
    const text = textOf(message.content);
    if (text !== '') return cut(text);
  }
  return undefined;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content.trim();
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  for (const part of content as unknown[]) {
    const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
    if (type === 'text' && typeof text === 'string') texts.push(text);
  }
  return texts.join('\n').trim();
}

function cut(text: string): string {
  if (text.length <= MAX_REQUEST_CHARS) return text;
  const last = text.charCodeAt(MAX_REQUEST_CHARS - 1);
  // Never end on the first half of a surrogate pair.
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_REQUEST_CHARS - 1 : MAX_REQUEST_CHARS);
}
