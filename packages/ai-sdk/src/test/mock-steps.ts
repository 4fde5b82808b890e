import type { MockLanguageModelV3 } from 'ai/test';
import type { MockUsage } from './mock-usage.js';
import { mockUsage } from './mock-usage.js';

/** What a mock language model returns for one call: its content, finish reason and usage. */
export type MockStep = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

/** The prompt a mock language model receives (the provider-level `LanguageModelV3Prompt`). */
export type ModelPrompt = MockLanguageModelV3['doGenerateCalls'][number]['prompt'];

/** A tool call a scripted step makes; `input` is sent as JSON. */
export interface MockToolCall {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: unknown;
}

/** A step that calls `calls` (finish reason `tool-calls`). */
export function toolCallsStep(calls: readonly MockToolCall[], usage: MockUsage = mockUsage()): MockStep {
  return {
    content: calls.map((call) => ({
      type: 'tool-call',
      toolCallId: call.toolCallId,
      toolName: call.toolName,
      input: JSON.stringify(call.input),
    })),
    finishReason: { unified: 'tool-calls', raw: undefined },
    usage,
    warnings: [],
  };
}

/** A step that calls one tool: `toolCallsStep([{ toolCallId, toolName, input }])`. */
export function toolCallStep(toolCallId: string, toolName: string, input: unknown, usage: MockUsage = mockUsage()): MockStep {
  return toolCallsStep([{ toolCallId, toolName, input }], usage);
}

/** A step that answers with `text` (finish reason `stop`). */
export function textStep(text: string, usage: MockUsage = mockUsage()): MockStep {
  return { content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] };
}
