import { MemoryStore, READ_TOOL_RESULT_DESCRIPTION, READ_TOOL_RESULT_INPUT_SCHEMA, spill, truncate } from '@output-limits/core';
import { truncateText } from '@output-limits/core/adapter';
import type { ReduceEvent } from '@output-limits/core';
import { ERROR_LOG, ERROR_LOG_PAGE, errorLogSpillEvent, errorLogSpillHeader, spilledHandleIn } from '@output-limits/core/test';
import { Agent, Runner, tool, Usage } from '@openai/agents';
import type { AgentInputItem, FunctionTool, Model, ModelRequest, ModelResponse } from '@openai/agents';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { withOutputLimits } from './with-output-limits.js';

/** 5,000 log lines, every 1,000th an ERROR: about 300,000 chars. */
const LOGS = ERROR_LOG;

const fetchLogs = tool({ name: 'fetch_logs', description: 'Fetch the service logs', parameters: z.object({}), execute: async () => LOGS });

type Step = (input: AgentInputItem[]) => ModelResponse['output'];

/** A Model (the SDK's interface) that plays one step per call, each looking at the input it was given. */
class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly steps: Step[]) {}
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const step = this.steps[this.requests.length - 1];
    if (!step) throw new Error(`no step ${this.requests.length}`);
    return { usage: new Usage(), output: step(typeof request.input === 'string' ? [] : request.input) };
  }
  // eslint-disable-next-line require-yield -- the Model interface needs a stream; this scripted model never streams
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('not streamed');
  }
}

const call = (callId: string, name: string, args: object): ModelResponse['output'] => [
  { type: 'function_call', callId, name, arguments: JSON.stringify(args), status: 'completed' },
];
const say = (text: string): ModelResponse['output'] => [
  { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text }] },
];

/** The text the model was given for its last tool call. */
function lastResult(input: readonly AgentInputItem[]): string {
  const result = input.filter((item) => item.type === 'function_call_result').at(-1);
  if (!result || result.type !== 'function_call_result') throw new Error('no tool result in the input');
  const { output } = result;
  if (typeof output === 'string') return output;
  return !Array.isArray(output) && output.type === 'text' ? output.text : JSON.stringify(output);
}

const handleIn = spilledHandleIn;

const runner = new Runner({ tracingDisabled: true });

describe('withOutputLimits with an Agent and the Runner', () => {
  it('spills a large result, and the model reads it back with read_tool_result', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const model = new ScriptedModel([
      () => call('call_1', 'fetch_logs', {}),
      (input) => call('call_2', 'read_tool_result', { handle: handleIn(lastResult(input)), pattern: 'ERROR' }),
      (input) => say(`Read back:\n${lastResult(input)}`),
    ]);
    const tools = withOutputLimits([fetchLogs], { store, onReduce: (event) => events.push(event) });
    const agent = new Agent({ name: 'careful', instructions: 'Find the errors.', model, tools });

    const result = await runner.run(agent, 'Why did the deploy fail?');

    expect(model.requests).toHaveLength(3);
    const offered = model.requests[0]!.tools;
    expect(offered.map((t) => t.name)).toEqual(['fetch_logs', 'read_tool_result']);
    expect(offered[1]).toMatchObject({
      type: 'function',
      description: READ_TOOL_RESULT_DESCRIPTION,
      parameters: READ_TOOL_RESULT_INPUT_SCHEMA,
      strict: false,
    });
    // What the model saw for fetch_logs: the notice, not the 300 KB.
    const notice = lastResult(model.requests[1]!.input as AgentInputItem[]);
    const handle = handleIn(notice);
    expect(handle).toMatch(/^call_1\.0-[0-9a-z]{12}$/);
    expect(notice.split('\n')[0]).toBe(errorLogSpillHeader(handle));
    expect(new TextDecoder().decode(await store.read(handle))).toBe(LOGS);
    const page = lastResult(model.requests[2]!.input as AgentInputItem[]);
    expect(page).toBe(ERROR_LOG_PAGE);
    expect(result.finalOutput).toBe(`Read back:\n${page}`);
    expect(events).toEqual([errorLogSpillEvent(handle, notice)]);
  });

  it('answers bad read_tool_result arguments with the core one-line messages', async () => {
    const model = new ScriptedModel([
      () => call('c1', 'read_tool_result', { handle: 'x', offset: -1 }),
      () => call('c2', 'read_tool_result', { handle: 'nope' }),
      (input) => say(lastResult(input)),
    ]);
    const agent = new Agent({ name: 'a', model, tools: withOutputLimits([], { store: new MemoryStore() }) });
    await runner.run(agent, 'go');
    expect(lastResult(model.requests[1]!.input as AgentInputItem[])).toBe('[Invalid offset: must be a whole number >= 0; got -1.]');
    expect(lastResult(model.requests[2]!.input as AgentInputItem[])).toBe(
      `[No stored tool result for handle 'nope'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`,
    );
  });

  it('reduces a structured result, and leaves a small one, an image output and a tool with an outputSchema as they were', async () => {
    const bands = [{ over: 100, action: truncate({ maxChars: 60 }) }];
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: i }));
    const image = { type: 'image' as const, image: 'data:image/png;base64,' + 'A'.repeat(500) };
    const tools = withOutputLimits(
      [
        tool({ name: 'rows', description: 'r', parameters: z.object({}), execute: async () => rows }),
        tool({ name: 'small', description: 's', parameters: z.object({}), execute: async () => 'ok' }),
        tool({ name: 'picture', description: 'p', parameters: z.object({}), execute: async () => image }),
      ],
      { bands },
    );
    const [rowsTool, smallTool, pictureTool] = tools;
    const invoke = (t: (typeof tools)[number], callId: string) =>
      (t as { invoke: (c: never, input: string, d: unknown) => Promise<unknown> }).invoke({} as never, '{}', {
        toolCall: { type: 'function_call', callId, name: t.name, arguments: '{}' },
      });
    expect(await invoke(rowsTool, 'c1')).toBe(truncateText(JSON.stringify(rows), { maxChars: 60 }));
    expect(await invoke(smallTool, 'c2')).toBe('ok');
    expect(await invoke(pictureTool, 'c3')).toEqual(image);
    const structured = tool({
      name: 'typed',
      description: 't',
      parameters: z.object({}),
      outputSchema: z.object({ text: z.string() }),
      execute: async () => ({ text: 'x'.repeat(500) }),
    });
    expect(withOutputLimits([structured], { bands })[0]).toBe(structured);
  });

  it('falls back along then when the store fails; an onReduce that throws changes nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { write: async () => Promise.reject(new Error('down')), read: async () => new Uint8Array() };
    const [wrapped] = withOutputLimits([fetchLogs], {
      store: failing,
      bands: [{ over: 100, action: spill({ then: truncate({ maxChars: 200 }) }) }],
      onWarning: () => {},
      onReduce: () => {
        throw new Error('observer bug');
      },
    });
    const out = await (wrapped as { invoke: (c: never, input: string) => Promise<unknown> }).invoke({} as never, '{}');
    expect(out).toBe(truncateText(LOGS, { maxChars: 200 }));
    expect(error).toHaveBeenCalledWith('[output-limits] onReduce threw; ignored:', expect.any(Error));
    error.mockRestore();
  });

  it('keeps each tool at its place and type, read_tool_result last', () => {
    const other = tool({ name: 'other', description: 'o', parameters: z.object({ n: z.number() }), execute: async ({ n }) => n });
    const tools = withOutputLimits([fetchLogs, other]);
    expectTypeOf(tools).toEqualTypeOf<[typeof fetchLogs, typeof other, FunctionTool]>();
    expect(tools.map((t) => t.name)).toEqual(['fetch_logs', 'other', 'read_tool_result']);
    expect(tools[0]).not.toBe(fetchLogs);
    expect({ ...tools[0], invoke: undefined }).toEqual({ ...fetchLogs, invoke: undefined });
  });

  it('refuses a tool already named read_tool_result', () => {
    const clash = tool({ name: 'read_tool_result', description: 'x', parameters: z.object({}), execute: async () => '' });
    expect(() => withOutputLimits([clash])).toThrow(
      "withOutputLimits: a tool is already named 'read_tool_result', the name of the tool it adds. Rename your tool.",
    );
  });
});
