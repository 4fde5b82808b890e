import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { MockStep, ModelPrompt } from './mock-steps.js';

/** One scripted step: what to return, or a function of the prompt the model was called with. */
export type ScriptedStep = MockStep | ((prompt: ModelPrompt) => MockStep);

/**
 * A script: the steps in order (call `i` plays entry `i`), or one function that decides every call
 * from its prompt and its index (0 for the first call).
 */
export type Script = readonly ScriptedStep[] | ((prompt: ModelPrompt, call: number) => MockStep);

/** Options of `scriptedModel`. */
export interface ScriptedModelOptions {
  /** Model id shown in results. Default `'mock-model-id'` (the mock model's own). */
  readonly modelId?: string;
  /** What a call past the end of a step list returns. Default: the call throws `no step <n>`. */
  readonly then?: MockStep;
  /** Delay between streamed chunks, in milliseconds, for `streamText`. Default 0. */
  readonly chunkDelayMs?: number;
}

type StreamPart = Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

/**
 * A mock language model (`MockLanguageModelV3` from `ai/test`, so it works with ai@6 and ai@7) that
 * plays `script`, for `generateText` and `streamText` alike: a streamed step sends its text word by
 * word, then its tool calls, then the finish part with the step's usage. The calls it received are
 * on `doGenerateCalls` and `doStreamCalls`, as on any mock model.
 */
export function scriptedModel(script: Script, options: ScriptedModelOptions = {}): MockLanguageModelV3 {
  let calls = 0;
  const next = (prompt: ModelPrompt): MockStep => {
    const call = calls++;
    if (typeof script === 'function') return script(prompt, call);
    const step = script[call] ?? options.then;
    if (!step) throw new Error(`no step ${call + 1}`);
    return typeof step === 'function' ? step(prompt) : step;
  };
  return new MockLanguageModelV3({
    ...(options.modelId === undefined ? {} : { modelId: options.modelId }),
    doGenerate: async ({ prompt }) => next(prompt),
    doStream: async ({ prompt }) => {
      const { content, finishReason, usage } = next(prompt);
      const chunks: StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      content.forEach((part, i) => {
        if (part.type === 'text') {
          const id = `t${i + 1}`;
          chunks.push({ type: 'text-start', id });
          for (const word of part.text.match(/\S+\s*|\s+/g) ?? []) chunks.push({ type: 'text-delta', id, delta: word });
          chunks.push({ type: 'text-end', id });
        } else if (part.type === 'tool-call') chunks.push(part);
      });
      chunks.push({ type: 'finish', finishReason, usage });
      return { stream: simulateReadableStream({ chunks, chunkDelayInMs: options.chunkDelayMs ?? 0 }) };
    },
  });
}
