/**
 * The core on its own, with no AI SDK: `createReducer` and `readToolResult` inside a hand-written
 * agent loop. The "model" here is a small function that reads the transcript, as a real model
 * would read its prompt; swap it for any client you like.
 *
 *   pnpm example:core
 */
import { createReducer, MemoryStore, READ_TOOL_NAME, readToolResult, spill, truncate } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import { spillHandleIn } from './shared/prompt-parts.js';
import { runMain } from './shared/run-main.js';
import { generateServerLogs } from './shared/server-logs.js';
import { fit, formatTable, style, terminalWidth } from './shared/terminal.js';

/** One entry of the hand-kept transcript: what the model asked for and what it was shown. */
interface Entry {
  readonly toolCallId: string;
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** What goes into the next prompt. */
  readonly shown: string;
}

type Decision = { readonly tool: string; readonly args: Readonly<Record<string, unknown>> } | { readonly answer: string };

/** The stand-in model: fetch the logs, grep the spill for the ERROR lines alone (no context), look at the last lines, answer. */
function decide(transcript: readonly Entry[]): Decision {
  const logs = transcript.find((entry) => entry.tool === 'fetch_server_logs');
  if (!logs) return { tool: 'fetch_server_logs', args: { since: '2025-06-03T00:00:00Z' } };
  const handle = spillHandleIn(logs.shown);
  if (handle === undefined) return { answer: `The logs came back whole or truncated:\n${logs.shown.slice(0, 200)}` };
  const reads = transcript.filter((entry) => entry.tool === READ_TOOL_NAME);
  if (reads.length === 0) return { tool: READ_TOOL_NAME, args: { handle, pattern: 'ERROR', context: 0 } };
  if (reads.length === 1) return { tool: READ_TOOL_NAME, args: { handle, from_end: true, limit: 3 } };
  const errors = (reads[0]?.shown ?? '').split('\n').filter((line) => line.includes(' ERROR '));
  const tail = (reads[1]?.shown ?? '').split('\n').filter((line) => /\d{4}-\d\d-\d\dT/.test(line));
  return {
    answer: `${errors.length} ERROR lines; the log ends at ${/\d{4}-\d\d-\d\dT[\d:.]+Z/.exec(tail.at(-1) ?? '')?.[0] ?? 'an unknown time'}.\n${errors.map((line) => `- ${line.slice(line.search(/\d{4}-/))}`).join('\n')}`,
  };
}

const count = new Intl.NumberFormat('en-US');

async function main(): Promise<void> {
  console.log(`${style.bold('core-only example')} ${style.dim('· createReducer + readToolResult, no AI SDK')}`);
  const logs = generateServerLogs({ targetChars: 2_000_000 });
  const namespace = 'conversation-42';
  const reducer = createReducer({
    bands: [{ over: 10_000, action: spill({ then: truncate() }) }],
    store: new MemoryStore(),
    namespace,
  });
  const tools: Record<string, (args: Readonly<Record<string, unknown>>) => Promise<unknown>> = {
    fetch_server_logs: async () => logs,
    // The read-back tool pages from the reducer's store, and only within this conversation's namespace.
    [READ_TOOL_NAME]: async (args) => readToolResult(reducer.store, args as unknown as ReadToolResultArgs, { namespace }),
  };

  const transcript: Entry[] = [];
  const rows: string[][] = [];
  for (let step = 1; step <= 6; step += 1) {
    const decision = decide(transcript);
    if ('answer' in decision) {
      console.log(`\n${formatTable(COLUMNS, rows)}\n\n${style.bold('Answer')}\n${decision.answer}`);
      return;
    }
    const run = tools[decision.tool];
    if (!run) throw new Error(`the model asked for an unknown tool ${decision.tool}`);
    const toolCallId = `call_${step}`;
    const raw = await run(decision.args);
    // Everything the model sees goes through the reducer; read_tool_result's own pages are exempt.
    const reduction = await reducer.reduce(raw, { toolName: decision.tool, toolCallId });
    const shown = typeof reduction.output === 'string' ? reduction.output : JSON.stringify(reduction.output);
    transcript.push({ toolCallId, tool: decision.tool, args: decision.args, shown });
    rows.push([
      String(step),
      `${decision.tool}(${Object.keys(decision.args)
        .filter((k) => k !== 'handle')
        .map((k) => `${k}=${JSON.stringify(decision.args[k])}`)
        .join(', ')})`,
      reduction.action ?? style.dim('none'),
      count.format(reduction.originalSize),
      count.format(shown.length),
      fit(shown.split('\n', 1)[0] ?? '', Math.max(24, terminalWidth() - 80)),
    ]);
  }
  throw new Error('the loop ended without an answer');
}

const COLUMNS = [
  { header: 'step', align: 'right' as const },
  { header: 'tool call' },
  { header: 'action' },
  { header: 'chars', align: 'right' as const },
  { header: 'shown', align: 'right' as const },
  { header: 'first line shown' },
];

runMain(main);
