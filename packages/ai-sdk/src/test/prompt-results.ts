import type { ModelPrompt } from './mock-steps.js';

type ToolResultPart = Extract<Extract<ModelPrompt[number], { role: 'tool' }>['content'][number], { type: 'tool-result' }>;

/** The output of a tool result as the model is given it (`{ type: 'text', value }`, `{ type: 'content', value }`, ...). */
export type ToolResultOutput = ToolResultPart['output'];

/** A tool result in a prompt. */
export interface PromptToolResult {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly output: ToolResultOutput;
  /** The output's `value` (text, JSON, content parts), or undefined for an output without one (`execution-denied`). */
  readonly value: unknown;
}

/** Every tool result in the prompt's tool messages, in order. */
export function toolResultsIn(prompt: ModelPrompt): PromptToolResult[] {
  return prompt.flatMap((message) =>
    message.role === 'tool'
      ? message.content.flatMap((part) =>
          part.type === 'tool-result'
            ? [
                {
                  toolCallId: part.toolCallId,
                  toolName: part.toolName,
                  output: part.output,
                  value: 'value' in part.output ? part.output.value : undefined,
                },
              ]
            : [],
        )
      : [],
  );
}

/** The output of the tool result `toolCallId` in a prompt; throws when there is none. */
export function toolOutputIn(prompt: ModelPrompt, toolCallId: string): ToolResultOutput {
  const found = toolResultsIn(prompt).find((result) => result.toolCallId === toolCallId);
  if (!found) throw new Error(`no tool result ${toolCallId}`);
  return found.output;
}

/**
 * The text the model was given for a tool result: a text output's value, a JSON output as JSON,
 * a content output's text parts joined (other parts as `[image-data]` and the like).
 */
export function outputText(output: ToolResultOutput): string {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return output.value;
    case 'json':
    case 'error-json':
      return JSON.stringify(output.value);
    case 'content':
      return output.value.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
    default:
      return `[${output.type}]`;
  }
}
