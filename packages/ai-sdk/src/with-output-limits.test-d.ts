import { MemoryStore } from '@output-limits/core';
import { dynamicTool, generateText, jsonSchema, streamText, tool, wrapLanguageModel } from 'ai';
import type { InferToolInput, InferToolOutput, InferUITools, LanguageModelMiddleware, Tool, ToolSet } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import type { ReadToolResultInput } from './read-tool-result-tool.js';
import { readToolResultTool } from './read-tool-result-tool.js';
import { withOutputLimits } from './with-output-limits.js';

const search = tool({
  description: 'Search',
  inputSchema: z.object({ query: z.string(), limit: z.number().optional() }),
  execute: async ({ query }) => ({ hits: [query], total: 1 }),
});
const weather = tool({
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ celsius: z.number() }),
  execute: async () => ({ celsius: 21 }),
});
const client = tool({ inputSchema: z.object({ confirm: z.boolean() }), outputSchema: z.string() });
const mcp = dynamicTool({ inputSchema: jsonSchema({ type: 'object' }), execute: async () => 'x' });
const tools = { search, weather, client, mcp };
const wrapped = withOutputLimits(tools, { store: new MemoryStore() });

describe('withOutputLimits types', () => {
  it('keeps every tool with its own input and output types', () => {
    expectTypeOf(wrapped.search).toEqualTypeOf<typeof search>();
    expectTypeOf<InferToolInput<typeof wrapped.search>>().toEqualTypeOf<{ query: string; limit?: number | undefined }>();
    expectTypeOf<InferToolOutput<typeof wrapped.search>>().toEqualTypeOf<{ hits: string[]; total: number }>();
    expectTypeOf<InferToolInput<typeof wrapped.weather>>().toEqualTypeOf<{ city: string }>();
    expectTypeOf<InferToolOutput<typeof wrapped.weather>>().toEqualTypeOf<{ celsius: number }>();
    expectTypeOf(wrapped.client).toEqualTypeOf<typeof client>();
    expectTypeOf(wrapped.mcp).toEqualTypeOf<typeof mcp>();
  });

  it('adds read_tool_result', () => {
    expectTypeOf(wrapped.read_tool_result).toEqualTypeOf<Tool<ReadToolResultInput, string>>();
    expectTypeOf<InferToolInput<typeof wrapped.read_tool_result>>().toEqualTypeOf<ReadToolResultInput>();
    expectTypeOf<keyof typeof wrapped>().toEqualTypeOf<'search' | 'weather' | 'client' | 'mcp' | 'read_tool_result'>();
  });

  it('is a ToolSet that generateText and streamText accept, with typed results', async () => {
    expectTypeOf(wrapped).toExtend<ToolSet>();
    const model = new MockLanguageModelV3();
    const result = await generateText({ model, tools: wrapped, prompt: 'go' });
    const call = result.steps[0]!.toolCalls[0]!;
    if (!call.dynamic && call.toolName === 'search')
      expectTypeOf(call.input).toEqualTypeOf<{ query: string; limit?: number | undefined }>();
    const toolResult = result.toolResults[0]!;
    if (!toolResult.dynamic && toolResult.toolName === 'weather') expectTypeOf(toolResult.output).toEqualTypeOf<{ celsius: number }>();
    streamText({ model, tools: wrapped, prompt: 'go', activeTools: ['search', 'read_tool_result'] });
  });

  it('keeps InferUITools working', () => {
    type UITools = InferUITools<typeof wrapped>;
    expectTypeOf<UITools['search']['input']>().toEqualTypeOf<{ query: string; limit?: number | undefined }>();
    expectTypeOf<UITools['search']['output']>().toEqualTypeOf<{ hits: string[]; total: number }>();
    expectTypeOf<UITools['read_tool_result']['output']>().toEqualTypeOf<string>();
  });

  it('takes only ToolSets', () => {
    // @ts-expect-error a tool set maps names to tools
    withOutputLimits({ search: 'not a tool' });
  });
});

describe('middleware and read-back tool types', () => {
  it('is a LanguageModelMiddleware for wrapLanguageModel, and pairs with readToolResultTool', () => {
    const middleware = outputLimitsMiddleware({ store: new MemoryStore() });
    expectTypeOf(middleware).toExtend<LanguageModelMiddleware>();
    wrapLanguageModel({ model: new MockLanguageModelV3(), middleware });
    expectTypeOf(readToolResultTool(middleware)).toEqualTypeOf<Tool<ReadToolResultInput, string>>();
  });
});
