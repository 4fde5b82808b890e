import type { LanguageModelV4CallOptions, LanguageModelV4Prompt, SharedV4FileData } from '@ai-sdk/provider';

/** A media part of a tool result, as the model receives it. */
export interface MediaSeen {
  readonly mediaType: string;
  /** The bytes as base64 (empty for a URL or a reference). */
  readonly base64: string;
}

/** What the model can see in one prompt: the text of each part, the tool results by call id, their media. */
export interface PromptView {
  /** Every text the prompt holds, one entry per part (tool results as the text the provider would send). */
  readonly texts: readonly string[];
  /** The text of each tool result, by tool call id. */
  readonly results: ReadonlyMap<string, string>;
  /** Media parts of each tool result, by tool call id. */
  readonly media: ReadonlyMap<string, readonly MediaSeen[]>;
}

function fileBase64(data: SharedV4FileData): string {
  if (data.type !== 'data') return '';
  return typeof data.data === 'string' ? data.data : Buffer.from(data.data).toString('base64');
}

/** The tool result output as text (JSON outputs as the JSON text a provider sends) and its media. */
export function outputView(output: unknown): { text: string; media: MediaSeen[] } {
  const o = output as { type: string; value?: unknown; reason?: string };
  if (o.type === 'text' || o.type === 'error-text') return { text: String(o.value), media: [] };
  if (o.type === 'json' || o.type === 'error-json') return { text: JSON.stringify(o.value) ?? '', media: [] };
  if (o.type === 'content') {
    const parts = o.value as { type: string; text?: string; data?: SharedV4FileData; mediaType?: string }[];
    const media: MediaSeen[] = [];
    const texts: string[] = [];
    for (const part of parts) {
      if (part.type === 'text') texts.push(part.text ?? '');
      else if (part.data) media.push({ mediaType: part.mediaType ?? '', base64: fileBase64(part.data) });
    }
    return { text: texts.join('\n'), media };
  }
  return { text: o.reason ?? '', media: [] };
}

/** Reads a language model prompt into what the scripted model looks at. */
export function viewPrompt(prompt: LanguageModelV4Prompt): PromptView {
  const texts: string[] = [];
  const results = new Map<string, string>();
  const media = new Map<string, MediaSeen[]>();
  for (const message of prompt) {
    if (message.role === 'system') {
      texts.push(message.content);
      continue;
    }
    for (const part of message.content) {
      if (part.type === 'text' || part.type === 'reasoning') texts.push(part.text);
      else if (part.type === 'tool-call') texts.push(`${part.toolName}${JSON.stringify(part.input)}`);
      else if (part.type === 'tool-result') {
        const seen = outputView(part.output);
        texts.push(seen.text);
        results.set(part.toolCallId, seen.text);
        if (seen.media.length > 0) media.set(part.toolCallId, seen.media);
      }
    }
  }
  return { texts, results, media };
}

/** The tool definitions the model is given in a call, as text (they take prompt tokens too). */
export function toolsText(options: LanguageModelV4CallOptions): string {
  return options.tools === undefined ? '' : JSON.stringify(options.tools);
}
