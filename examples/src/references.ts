/**
 * References: a 3 MB log is spilled, and the model hands the whole of it to an `upload_log` tool by
 * writing `'@tool_result:<handle>'` as the argument, instead of retyping 3 MB it never saw. The
 * wrapper puts the exact stored text in place just before `upload_log` runs; the model, the steps
 * and approval see only the reference. Prints the size and SHA-256 of what the tool received next to
 * the original's. A scripted model plays the agent (no API key needed).
 *
 *   pnpm example:references
 */
import { createHash } from 'node:crypto';
import { generateText, stepCountIs, tool } from 'ai';
import { z } from 'zod';
import { MemoryStore, withOutputLimits } from '@output-limits/ai-sdk';
import { scriptedModel, textStep, toolCallStep, toolOutputIn, outputText } from '@output-limits/ai-sdk/test';
import { runMain } from './shared/run-main.js';
import { generateServerLogs } from './shared/server-logs.js';
import { fit, formatTable, style, terminalWidth } from './shared/terminal.js';

const count = new Intl.NumberFormat('en-US');
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

async function main(): Promise<void> {
  console.log(`${style.bold('references example')} ${style.dim('· a spilled 3 MB log passed whole to another tool · scripted model')}`);
  const log = generateServerLogs({ targetChars: 3_000_000 });
  let received: { bytes: number; sha256: string } | undefined;
  const tools = withOutputLimits(
    {
      fetch_server_logs: tool({
        description: 'Fetch the server logs of a day',
        inputSchema: z.object({ day: z.string() }),
        execute: async () => log,
      }),
      upload_log: tool({
        description: 'Upload a log file to the incident ticket',
        inputSchema: z.object({ ticket: z.string(), content: z.string() }),
        execute: async ({ ticket, content }) => {
          received = { bytes: Buffer.byteLength(content), sha256: sha256(content) };
          return `attached ${count.format(received.bytes)} bytes to ${ticket}`;
        },
      }),
    },
    { store: new MemoryStore(), references: { tools: ['upload_log'] } },
  );

  // The agent: fetch the logs, then pass the reference the notice offers (what a model copies).
  let offered = '';
  const model = scriptedModel([
    toolCallStep('call_1', 'fetch_server_logs', { day: '2025-06-03' }),
    (prompt) => {
      const notice = outputText(toolOutputIn(prompt, 'call_1'));
      offered = notice.split('\n')[1] ?? '';
      const reference = /'(@tool_result:[^']+)'/.exec(offered)?.[1] ?? '';
      return toolCallStep('call_2', 'upload_log', { ticket: 'INC-2291', content: reference });
    },
    textStep('Attached the full log of 2025-06-03 to INC-2291.'),
  ]);
  const result = await generateText({
    model,
    tools,
    prompt: 'Attach the full checkout log of 2025-06-03 to INC-2291.',
    stopWhen: stepCountIs(5),
  });

  const width = Math.max(40, terminalWidth() - 4);
  console.log(`\nThe spill notice told the model:\n  ${style.dim(fit(offered, width))}`);
  const call = result.steps[1]?.toolCalls[0];
  console.log(`The model called upload_log with:\n  ${style.dim(fit(JSON.stringify(call?.input), width))}`);
  const prompt = model.doGenerateCalls.at(-1)!.prompt;
  console.log(`Its last prompt was ${count.format(JSON.stringify(prompt).length)} chars (the log stayed out of it).\n`);

  const original = { bytes: Buffer.byteLength(log), sha256: sha256(log) };
  const rows = [
    ['original log', count.format(original.bytes), original.sha256],
    ['received by upload_log', received ? count.format(received.bytes) : '-', received?.sha256 ?? '-'],
  ];
  console.log(formatTable([{ header: '' }, { header: 'bytes', align: 'right' }, { header: 'sha256' }], rows));
  const same = received?.bytes === original.bytes && received.sha256 === original.sha256;
  console.log(`\n${same ? style.green('equal: upload_log received the exact log') : style.red('DIFFERENT')}`);
  if (!same) process.exitCode = 1;
}

runMain(main);
