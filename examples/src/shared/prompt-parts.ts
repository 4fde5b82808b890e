import { outputText, toolResultsIn as promptToolResults } from '@output-limits/ai-sdk/test';
import type { ModelPrompt } from '@output-limits/ai-sdk/test';

/** The prompt a language model receives (the provider-level `LanguageModelV3Prompt`). */
export type { ModelPrompt };

/** A tool call the model made earlier in the conversation. */
export interface SeenToolCall {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** A tool result as the model sees it in its prompt, rendered as text. */
export interface SeenToolResult {
  readonly toolCallId: string;
  readonly toolName: string;
  /** The result's text: a text output as it is, a JSON output stringified, content parts' texts joined. */
  readonly text: string;
}

/** Every tool call in the prompt's assistant messages, in order. */
export function toolCallsIn(prompt: ModelPrompt): SeenToolCall[] {
  const calls: SeenToolCall[] = [];
  for (const message of prompt) {
    if (message.role !== 'assistant') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-call') continue;
      const input = typeof part.input === 'object' && part.input !== null ? (part.input as Record<string, unknown>) : {};
      calls.push({ toolCallId: part.toolCallId, toolName: part.toolName, input });
    }
  }
  return calls;
}

/** Every tool result in the prompt's tool messages, in order, with its output rendered as text. */
export function toolResultsIn(prompt: ModelPrompt): SeenToolResult[] {
  return promptToolResults(prompt).map((result) => ({
    toolCallId: result.toolCallId,
    toolName: result.toolName,
    text: outputText(result.output),
  }));
}

/** Characters of text in a prompt: what the model is sent, for a rough usage estimate. */
export function promptChars(prompt: ModelPrompt): number {
  let chars = 0;
  for (const message of prompt) {
    if (typeof message.content === 'string') chars += message.content.length;
    else chars += JSON.stringify(message.content).length;
  }
  return chars;
}

/**
 * The handle in a spill notice (`... stored to handle 'h'. Read it with ...`), unescaped the way
 * the notice quotes it, or undefined when the text is not a spill notice.
 */
export function spillHandleIn(text: string): string | undefined {
  const match = /stored to handle '((?:[^'\\]|\\.)*)'/.exec(text);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

/** The size a spill notice states, in chars (`Tool output too large (3,000,017 chars)`), if any. */
export function spilledCharsIn(text: string): number | undefined {
  const match = /Tool output too large \(([\d,]+) chars\)/.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1].replaceAll(',', ''));
}

/**
 * The path a sandbox spill notice names (`... saved to /tmp/tool-output/x.txt. Read it with ...`),
 * or undefined when the text is not such a notice.
 */
export function spillPathIn(text: string): string | undefined {
  return /^\[Tool output too large \([^)]*\); saved to (\/\S+?)(?:\. | \()/.exec(text)?.[1];
}
