import { MockLanguageModelV3 } from 'ai/test';

type CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type Prompt = CallOptions['prompt'];

/** One step of a scripted model: tool calls to make, or a final text. */
export type ScriptedStep =
  | { readonly toolCalls: readonly { readonly toolName: string; readonly input: unknown; readonly id?: string }[] }
  | { readonly text: string };

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

/** The tool-result parts of a prompt, with their output text (or JSON) as the model would see it. */
export function toolResultsIn(prompt: Prompt): { toolName: string; toolCallId: string; type: string; value: unknown }[] {
  return prompt.flatMap((message) =>
    message.role === 'tool'
      ? message.content.flatMap((part) =>
          part.type === 'tool-result'
            ? [{ toolName: part.toolName, toolCallId: part.toolCallId, type: part.output.type, value: 'value' in part.output ? part.output.value : undefined }]
            : [],
        )
      : [],
  );
}

/**
 * A mock model that plays `script`: step `i` is decided by `script(i, prompt)`, so a step can read
 * what the previous tool results put in the prompt.
 */
export function scriptedModel(script: (step: number, prompt: Prompt) => ScriptedStep): MockLanguageModelV3 {
  let step = 0;
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const next = script(step++, options.prompt);
      if ('text' in next) {
        return { content: [{ type: 'text', text: next.text }], finishReason: { unified: 'stop', raw: undefined }, usage: usage(10, 2), warnings: [] };
      }
      return {
        content: next.toolCalls.map((call, i) => ({
          type: 'tool-call' as const,
          toolCallId: call.id ?? `call-${step}-${i}`,
          toolName: call.toolName,
          input: JSON.stringify(call.input),
        })),
        finishReason: { unified: 'tool-calls', raw: undefined },
        usage: usage(10, 5),
        warnings: [],
      };
    },
  });
}
