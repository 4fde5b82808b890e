/**
 * The core in LangChain.js, through @output-limits/langchain: `createAgent` from `langchain` with
 * `outputLimitsMiddleware`, whose `wrapToolCall` spills the 2 MB log and which registers
 * `read_tool_result`. The model is `fakeModel()` from `@langchain/core/testing`, scripted to read
 * its prompt as a real model would; no key, no network.
 *
 *   pnpm example:langchain
 */
import { AIMessage, ToolMessage } from '@langchain/core/messages';
import type { BaseMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { tool } from '@langchain/core/tools';
import type { ReduceEvent } from '@output-limits/core';
import { MemoryStore, READ_TOOL_NAME } from '@output-limits/core';
import { outputLimitsMiddleware } from '@output-limits/langchain';
import { createAgent } from 'langchain';
import { z } from 'zod';
import { spillHandleIn } from './shared/prompt-parts.js';
import { errorLinesIn, printReadBack } from './shared/read-back-report.js';
import { runMain } from './shared/run-main.js';
import { generateServerLogs } from './shared/server-logs.js';
import { style } from './shared/terminal.js';

const READ_ARGS = { pattern: ' ERROR ', context: 0 };

async function main(): Promise<void> {
  const logs = generateServerLogs({ targetChars: 2_000_000 });
  const fetchServerLogs = tool(async () => logs, {
    name: 'fetch_server_logs',
    description: 'Fetch the server logs of the last day',
    schema: z.object({}),
  });

  const events: ReduceEvent[] = [];
  const limits = outputLimitsMiddleware({
    store: new MemoryStore(),
    namespace: 'conversation-42',
    onReduce: (event) => events.push(event),
  });

  // The model: fetch the logs; grep the spill it was shown for ERROR; answer from the lines it read.
  const toolText = (messages: BaseMessage[]) => messages.filter((message) => ToolMessage.isInstance(message)).at(-1)?.text ?? '';
  const model = fakeModel()
    .respondWithTools([{ name: 'fetch_server_logs', args: {}, id: 'call_1' }])
    .respond((messages) => {
      const handle = spillHandleIn(toolText(messages));
      if (handle === undefined) return new AIMessage('The logs were not spilled.');
      return new AIMessage({ content: '', tool_calls: [{ name: READ_TOOL_NAME, args: { handle, ...READ_ARGS }, id: 'call_2' }] });
    })
    .respond((messages) => {
      const errors = errorLinesIn(toolText(messages));
      return new AIMessage(`${errors.length} ERROR lines in the logs; the first: ${errors[0]?.slice(errors[0].indexOf('[')) ?? 'none'}`);
    });

  const agent = createAgent({ model, tools: [fetchServerLogs], middleware: [limits] });
  const { messages } = await agent.invoke({ messages: [{ role: 'user', content: 'Why did the deploy fail?' }] });

  const results = messages.filter((message) => ToolMessage.isInstance(message));
  const readCall = messages
    .flatMap((message) => (AIMessage.isInstance(message) ? (message.tool_calls ?? []) : []))
    .find((call) => call.name === READ_TOOL_NAME);
  const [event] = events;
  if (!event || results.length !== 2 || !readCall) throw new Error('the agent did not spill and read back the logs');
  printReadBack({
    title: `${style.bold('LangChain.js example')} ${style.dim('· createAgent + outputLimitsMiddleware · fakeModel from @langchain/core/testing (scripted; no key needed)')}`,
    event,
    seen: results[0]!.text,
    readArgs: readCall.args,
    page: results[1]!.text,
    answer: messages.at(-1)!.text,
  });
}

runMain(main);
