import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
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

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
type StreamPart = Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

/**
 * A mock language model (`MockLanguageModelV3` from `ai/test`) driven by a `decide` function that
 * reads its prompt, for `generateText` and `streamText` alike. Usage is estimated by `tokensOf`
 * (4 chars a token) from the prompt it received and the output it produced.
 */
export function scriptedModel(options: ScriptedModelOptions): MockLanguageModelV3 {
  const turnOf = (prompt: ModelPrompt) => {
    const step = prompt.filter((message) => message.role === 'assistant').length + 1;
    const turn = options.decide(prompt);
    const content: GenerateResult['content'] =
      'text' in turn
        ? [{ type: 'text', text: turn.text }]
        : turn.toolCalls.map((call, i) => ({
            type: 'tool-call',
            toolCallId: `call_${step}_${i + 1}`,
            toolName: call.toolName,
            input: JSON.stringify(call.input),
          }));
    const outputChars = 'text' in turn ? turn.text.length : JSON.stringify(turn.toolCalls).length;
    const input = tokensOf(promptChars(prompt));
    const output = tokensOf(outputChars);
    return {
      content,
      finishReason: { unified: 'text' in turn ? ('stop' as const) : ('tool-calls' as const), raw: undefined },
      usage: {
        inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: output, text: output, reasoning: undefined },
      },
    };
  };

  return new MockLanguageModelV3({
    modelId: options.modelId ?? 'careful-agent',
    doGenerate: async ({ prompt }) => ({ ...turnOf(prompt), warnings: [] }),
    doStream: async ({ prompt }) => {
      const { content, finishReason, usage } = turnOf(prompt);
      const chunks: StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      for (const part of content) {
        if (part.type === 'text') {
          chunks.push({ type: 'text-start', id: 't1' });
          for (const word of part.text.match(/\S+\s*|\s+/g) ?? []) chunks.push({ type: 'text-delta', id: 't1', delta: word });
          chunks.push({ type: 'text-end', id: 't1' });
        } else if (part.type === 'tool-call') chunks.push(part);
      }
      chunks.push({ type: 'finish', finishReason, usage });
      return { stream: simulateReadableStream({ chunks, chunkDelayInMs: options.chunkDelayMs ?? 0 }) };
    },
  });
}
