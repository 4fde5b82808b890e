import { MemoryStore, READ_TOOL_RESULT_DESCRIPTION, READ_TOOL_RESULT_INPUT_SCHEMA, spill, truncate } from '@output-limits/core';
import { truncateText } from '@output-limits/core/adapter';
import type { ReduceEvent } from '@output-limits/core';
import { ERROR_LOG, ERROR_LOG_PAGE, errorLogSpillEvent, errorLogSpillHeader, spilledHandleIn } from '@output-limits/core/test';
import { AIMessage, ToolMessage } from '@langchain/core/messages';
import type { BaseMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { tool } from '@langchain/core/tools';
import { createAgent } from 'langchain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { outputLimitsMiddleware } from './output-limits-middleware.js';

/** 5,000 log lines, every 1,000th an ERROR: about 300,000 chars. */
const LOGS = ERROR_LOG;

const fetchLogs = tool(async () => LOGS, { name: 'fetch_logs', description: 'Fetch the service logs', schema: z.object({}) });

const lastTool = (messages: BaseMessage[]): ToolMessage => {
  const found = messages.filter((message) => ToolMessage.isInstance(message)).at(-1);
  if (!found) throw new Error('no tool message in the prompt');
  return found;
};

const handleIn = spilledHandleIn;

/** Fetches the logs, greps the spill for ERROR, and answers with what it read back. */
function carefulModel() {
  return fakeModel()
    .respondWithTools([{ name: 'fetch_logs', args: {}, id: 'call_1' }])
    .respond(
      (messages) =>
        new AIMessage({
          content: '',
          tool_calls: [
            { name: 'read_tool_result', args: { handle: handleIn(String(lastTool(messages).content)), pattern: 'ERROR' }, id: 'call_2' },
          ],
        }),
    )
    .respond((messages) => new AIMessage(`Read back:\n${String(lastTool(messages).content)}`));
}

describe('outputLimitsMiddleware with createAgent', () => {
  it('spills a large result, and the model reads it back with the read_tool_result tool it registers', async () => {
    const store = new MemoryStore();
    const events: ReduceEvent[] = [];
    const model = carefulModel();
    const bindTools = vi.spyOn(model, 'bindTools');
    const agent = createAgent({
      model,
      tools: [fetchLogs],
      middleware: [outputLimitsMiddleware({ store, onReduce: (event) => events.push(event) })],
    });

    const result = await agent.invoke({ messages: [{ role: 'user', content: 'Why did the deploy fail?' }] });

    expect(model.calls).toHaveLength(3);
    // The model was offered read_tool_result, described and typed by the core.
    const offered = bindTools.mock.calls[0]![0] as Array<{ name: string; description?: string; schema: unknown }>;
    expect(offered.map((t) => t.name).sort()).toEqual(['fetch_logs', 'read_tool_result']);
    const readTool = offered.find((t) => t.name === 'read_tool_result');
    expect(readTool?.description).toBe(READ_TOOL_RESULT_DESCRIPTION);
    expect(readTool?.schema).toEqual(READ_TOOL_RESULT_INPUT_SCHEMA);
    // What the model saw for fetch_logs: the notice, not the 300 KB.
    const notice = String(lastTool(model.calls[1]!.messages).content);
    const handle = handleIn(notice);
    expect(handle).toMatch(/^call_1\.0-[0-9a-z]{12}$/);
    expect(notice.split('\n')[0]).toBe(errorLogSpillHeader(handle));
    expect(notice.length).toBeLessThan(1_500);
    expect(new TextDecoder().decode(await store.read(handle))).toBe(LOGS);
    // What it read back: exactly the ERROR lines and the footer.
    const page = String(lastTool(model.calls[2]!.messages).content);
    expect(page).toBe(ERROR_LOG_PAGE);
    expect(String(result.messages.at(-1)!.content)).toBe(`Read back:\n${page}`);
    expect(events).toEqual([errorLogSpillEvent(handle, notice)]);
  });

  it('answers read_tool_result arguments the schema refuses with the core message, not a LangChain stack trace', async () => {
    const model = fakeModel()
      .respondWithTools([{ name: 'read_tool_result', args: { handle: 'x', offset: -1 }, id: 'c1' }])
      .respondWithTools([{ name: 'read_tool_result', args: { handle: 'x', limit: '3' }, id: 'c2' }])
      .respond(new AIMessage('done'));
    const agent = createAgent({ model, tools: [], middleware: [outputLimitsMiddleware({ store: new MemoryStore() })] });
    const { messages } = await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });
    const pages = messages
      .filter((message) => ToolMessage.isInstance(message))
      .map((message) => [message.content, message.tool_call_id, message.name]);
    expect(pages).toEqual([
      ['[Invalid offset: must be a whole number >= 0; got -1.]', 'c1', 'read_tool_result'],
      ['[Invalid limit: must be a whole number >= 1; got "3".]', 'c2', 'read_tool_result'],
    ]);
  });

  it('registers read_tool_result, which answers an unknown handle with the core message', async () => {
    const middleware = outputLimitsMiddleware({ store: new MemoryStore() });
    const [readTool] = middleware.tools ?? [];
    expect(readTool).toMatchObject({ name: 'read_tool_result' });
    const page = await (readTool as unknown as { invoke(input: unknown): Promise<string> }).invoke({ handle: 'nope' });
    expect(page).toBe(
      `[No stored tool result for handle 'nope'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`,
    );
  });

  it('leaves a small result, an error result and a read-back page exactly as they were', async () => {
    const store = new MemoryStore();
    const middleware = outputLimitsMiddleware({ store, bands: [{ over: 100, action: truncate({ maxChars: 50 }) }] });
    const wrap = middleware.wrapToolCall!;
    const request = (name: string) =>
      ({ toolCall: { name, args: {}, id: 'c' }, tool: undefined, state: { messages: [] }, runtime: {} }) as never;
    const small = new ToolMessage({ content: 'ok', tool_call_id: 'c' });
    expect(await wrap(request('t'), () => small)).toBe(small);
    const failed = new ToolMessage({ content: 'x'.repeat(500), tool_call_id: 'c', status: 'error' });
    expect(await wrap(request('t'), () => failed)).toBe(failed);
    const page = new ToolMessage({ content: 'y'.repeat(500), tool_call_id: 'c' });
    expect(await wrap(request('read_tool_result'), () => page)).toBe(page);
    const big = new ToolMessage({ content: 'z'.repeat(500), tool_call_id: 'c', name: 't', artifact: { raw: true } });
    const reduced = (await wrap(request('t'), () => big)) as ToolMessage;
    expect(reduced.content).toBe(truncateText('z'.repeat(500), { maxChars: 50 }));
    expect(reduced).toMatchObject({ tool_call_id: 'c', name: 't', artifact: { raw: true } });
  });

  it('falls back along then when the store fails, and an onReduce that throws changes nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { write: async () => Promise.reject(new Error('down')), read: async () => new Uint8Array() };
    const middleware = outputLimitsMiddleware({
      store: failing,
      bands: [{ over: 100, action: spill({ then: truncate({ maxChars: 200 }) }) }],
      onWarning: () => {},
      onReduce: () => {
        throw new Error('observer bug');
      },
    });
    const out = (await middleware.wrapToolCall!(
      { toolCall: { name: 't', args: {}, id: 'c' }, tool: undefined, state: { messages: [] }, runtime: {} } as never,
      () => new ToolMessage({ content: 'w'.repeat(1_000), tool_call_id: 'c' }),
    )) as ToolMessage;
    expect(out.content).toBe(truncateText('w'.repeat(1_000), { maxChars: 200 }));
    expect(String(out.content)).toContain('[truncated:');
    expect(error).toHaveBeenCalledWith('[output-limits] onReduce threw; ignored:', expect.any(Error));
    error.mockRestore();
  });
});
