import { mockUsage, scriptedModel as scripted, textStep, toolCallsStep } from '@output-limits/ai-sdk/test';
import type { MockLanguageModelV3 } from 'ai/test';
import type { ModelPrompt } from './prompt-parts.js';
import { promptChars } from './prompt-parts.js';
import { tokensOf } from './step-report.js';

/** What a scripted model does on one step: call tools, or answer with text. */
export type ScriptedTurn =
  | { readonly toolCalls: readonly { readonly toolName: string; readonly input: Readonly<Record<string, unknown>> }[] }
  | { readonly text: string };

/** Options of `scriptedModel`. */
export interface ScriptedModelOptions {
  /** Decides the next turn from the prompt the model was actually given. */
  readonly decide: (prompt: ModelPrompt) => ScriptedTurn;
  /** Model id shown in results. Default `'careful-agent'`. */
  readonly modelId?: string;
  /** Delay between streamed chunks, in milliseconds, for `streamText`. Default 0. */
  readonly chunkDelayMs?: number;
}

/**
 * A scripted mock language model (the `@output-limits/ai-sdk/test` kit's) driven by a `decide`
 * function that reads its prompt, for `generateText` and `streamText` alike. Usage is estimated by
 * `tokensOf` (4 chars a token) from the prompt it received and the output it produced.
 */
export function scriptedModel(options: ScriptedModelOptions): MockLanguageModelV3 {
  return scripted(
    (prompt) => {
      const step = prompt.filter((message) => message.role === 'assistant').length + 1;
      const turn = options.decide(prompt);
      const outputChars = 'text' in turn ? turn.text.length : JSON.stringify(turn.toolCalls).length;
      const usage = mockUsage(tokensOf(promptChars(prompt)), tokensOf(outputChars));
      if ('text' in turn) return textStep(turn.text, usage);
      return toolCallsStep(
        turn.toolCalls.map((call, i) => ({ toolCallId: `call_${step}_${i + 1}`, toolName: call.toolName, input: call.input })),
        usage,
      );
    },
    { modelId: options.modelId ?? 'careful-agent', chunkDelayMs: options.chunkDelayMs ?? 0 },
  );
}
