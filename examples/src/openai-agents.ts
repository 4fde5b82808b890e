/**
 * The core in OpenAI Agents JS, through @output-limits/openai-agents: an `Agent` whose tools go
 * through `withOutputLimits`, so the 2 MB log is spilled and `read_tool_result` pages it back. The
 * model is a scripted implementation of the SDK's `Model` interface that reads its input as a real
 * model would; the `Runner` runs the loop, with tracing off. No key, no network.
 *
 *   pnpm example:openai-agents
 */
import { Agent, Runner, tool, Usage } from '@openai/agents';
import type { AgentInputItem, Model, ModelRequest, ModelResponse } from '@openai/agents';
import type { ReduceEvent } from '@output-limits/core';
import { MemoryStore, READ_TOOL_NAME } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/openai-agents';
import { z } from 'zod';
import { spillHandleIn } from './shared/prompt-parts.js';
import { errorLinesIn, printReadBack } from './shared/read-back-report.js';
import { runMain } from './shared/run-main.js';
import { generateServerLogs } from './shared/server-logs.js';
import { style } from './shared/terminal.js';

const READ_ARGS = { pattern: ' ERROR ', context: 0 };

/** The text of the last tool result in the model's input. */
function lastToolText(input: string | AgentInputItem[]): string {
  const result = typeof input === 'string' ? undefined : input.filter((item) => item.type === 'function_call_result').at(-1);
  if (result?.type !== 'function_call_result') return '';
  const { output } = result;
  if (typeof output === 'string') return output;
  return !Array.isArray(output) && output.type === 'text' ? output.text : JSON.stringify(output);
}

/** The model: fetch the logs; grep the spill it was shown for ERROR; answer from the lines it read. */
class CarefulModel implements Model {
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    const seen = lastToolText(request.input);
    const called = typeof request.input === 'string' ? [] : request.input.filter((item) => item.type === 'function_call');
    const call = (callId: string, name: string, args: object): ModelResponse => ({
      usage: new Usage(),
      output: [{ type: 'function_call', callId, name, arguments: JSON.stringify(args), status: 'completed' }],
    });
    if (called.length === 0) return call('call_1', 'fetch_server_logs', {});
    const handle = spillHandleIn(seen);
    if (called.length === 1 && handle !== undefined) return call('call_2', READ_TOOL_NAME, { handle, ...READ_ARGS });
    const errors = errorLinesIn(seen);
    const text = `${errors.length} ERROR lines in the logs; the first: ${errors[0]?.slice(errors[0].indexOf('[')) ?? 'none'}`;
    return {
      usage: new Usage(),
      output: [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text }] }],
    };
  }

  // eslint-disable-next-line require-yield -- the Model interface needs a stream; this scripted model never streams
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('this example does not stream');
  }
}

async function main(): Promise<void> {
  const logs = generateServerLogs({ targetChars: 2_000_000 });
  const fetchServerLogs = tool({
    name: 'fetch_server_logs',
    description: 'Fetch the server logs of the last day',
    parameters: z.object({}),
    execute: async () => logs,
  });

  const events: ReduceEvent[] = [];
  const tools = withOutputLimits([fetchServerLogs], {
    store: new MemoryStore(),
    namespace: 'conversation-42',
    onReduce: (event) => events.push(event),
  });
  const agent = new Agent({ name: 'ops', instructions: 'Find out why the deploy failed.', model: new CarefulModel(), tools });
  const result = await new Runner({ tracingDisabled: true }).run(agent, 'Why did the deploy fail?');

  const outputs = result.newItems.flatMap((item) => (item.type === 'tool_call_output_item' ? [item] : []));
  const readCall = result.newItems.flatMap((item) =>
    item.type === 'tool_call_item' && item.rawItem.type === 'function_call' && item.rawItem.name === READ_TOOL_NAME ? [item.rawItem] : [],
  )[0];
  const [event] = events;
  if (!event || outputs.length !== 2 || !readCall) throw new Error('the agent did not spill and read back the logs');
  printReadBack({
    title: `${style.bold('OpenAI Agents JS example')} ${style.dim('· Agent + Runner, tools through withOutputLimits · scripted Model (no key needed)')}`,
    event,
    seen: String(outputs[0]!.output),
    readArgs: JSON.parse(readCall.arguments) as Record<string, unknown>,
    page: String(outputs[1]!.output),
    answer: String(result.finalOutput),
  });
}

runMain(main);
