/**
 * The output-limits demo: a real AI SDK agent loop whose tools return megabytes, wrapped with
 * `withOutputLimits`. It prints, step by step, what the model saw and how much the limits kept out
 * of its context.
 *
 *   pnpm demo             generateText
 *   pnpm demo:stream      streamText
 *
 * Without OPENAI_API_KEY the model is a scripted mock that behaves like a careful agent (it reads
 * the spill notice in its prompt and searches the stored logs by handle); with it, `gpt-4o-mini`
 * (or OPENAI_MODEL) does the same job for real.
 */
import { generateText, stepCountIs, streamText } from 'ai';
import { FileStore, jsonLines, spill, truncate } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { carefulAgentTurn } from './shared/careful-agent.js';
import { chooseModel } from './shared/choose-model.js';
import { demoTools } from './shared/demo-tools.js';
import { generateOrders } from './shared/orders.js';
import { recordRawSizes } from './shared/raw-sizes.js';
import { runMain } from './shared/run-main.js';
import { temporaryDir } from './shared/temporary-dir.js';
import { scriptedModel } from './shared/scripted-model.js';
import { generateServerLogs, LOG_INCIDENTS } from './shared/server-logs.js';
import { firstLine, stepReport, tokensOf } from './shared/step-report.js';
import { progress, style, terminalWidth } from './shared/terminal.js';

const USAGE = 'usage: demo [--stream]\n  --stream  run the agent with streamText instead of generateText';
const SYSTEM =
  'You are an on-call assistant. Use the tools to find out what went wrong. When a tool result says it was too ' +
  'large and stored, do not ask for it again: search it with read_tool_result and a pattern, or page through it.';
const PROMPT =
  "Checkout had problems on 2025-06-03. Find the errors in that day's server logs, look up the orders they " +
  'mention, and tell me briefly what went wrong.';
const count = new Intl.NumberFormat('en-US');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return void console.log(USAGE);
  const unknown = args.filter((arg) => arg !== '--stream');
  if (unknown.length > 0) {
    console.error(`${style.red('error')} unknown option ${unknown.join(' ')}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const stream = args.includes('--stream');
  const { model, label, real } = await chooseModel(() =>
    scriptedModel({ decide: carefulAgentTurn, chunkDelayMs: process.stdout.isTTY ? 4 : 0 }),
  );
  console.log(`${style.bold('output-limits demo')} ${style.dim(`· ${stream ? 'streamText' : 'generateText'} · model ${label}`)}`);

  // The tools' data: generated once, deterministic.
  const started = performance.now();
  const logBar = progress('Generating server logs');
  const logs = generateServerLogs({ onProgress: (f) => logBar.update(f) });
  const lines = logs.split('\n').length - 1;
  logBar.done(
    `${(logs.length / 1e6).toFixed(1)} MB, ${count.format(lines)} lines, ${LOG_INCIDENTS.length} of them ERROR (${Math.round(performance.now() - started)} ms)`,
  );
  const orders = generateOrders();
  console.log(
    `Generating orders ${style.green('done')} ${style.dim(`${count.format(orders.length)} records, ${(JSON.stringify(orders).length / 1e6).toFixed(1)} MB as JSON`)}`,
  );

  const storeDir = temporaryDir('output-limits-demo-');
  try {
    const rawSizes = new Map<string, number>();
    const tools = withOutputLimits(recordRawSizes(demoTools({ logs, orders }), rawSizes), {
      // Results of 10,000 chars or more are spilled to the store, truncated if the store fails.
      bands: [{ over: 10_000, action: spill({ then: truncate() }) }],
      // The listing gets a shorter preview and a tighter fallback.
      perTool: { list_orders: [{ over: 10_000, action: spill({ previewChars: 400, then: truncate({ maxChars: 2_000 }) }) }] },
      // Structured results are stored one record per line, so read_tool_result can grep a record.
      serializer: jsonLines,
      store: new FileStore({ dir: storeDir.path }),
      namespace: 'demo-session',
    });
    console.log(
      style.dim(
        'Limits: spill results of 10,000+ chars to a FileStore (truncate if it fails); list_orders as JSON lines, 400-char preview.\n',
      ),
    );

    const options = { model, tools, system: SYSTEM, prompt: PROMPT, stopWhen: stepCountIs(6) } as const;
    let steps;
    let text: string;
    if (stream) {
      const result = streamText(options);
      let answering = false;
      for await (const part of result.fullStream) {
        if (part.type === 'tool-call') console.log(`${style.cyan('→')} ${part.toolName}(${style.dim(JSON.stringify(part.input))})`);
        else if (part.type === 'tool-result')
          console.log(`${style.dim('←')} ${style.dim(firstLine(part.output).slice(0, terminalWidth() - 4))}`);
        else if (part.type === 'text-delta') {
          if (!answering) process.stdout.write(`\n${style.bold('Answer')}\n`);
          answering = true;
          process.stdout.write(part.text);
        } else if (part.type === 'error') throw part.error;
      }
      if (answering) process.stdout.write('\n\n');
      steps = await result.steps;
      text = await result.text;
    } else {
      const result = await generateText(options);
      steps = result.steps;
      text = result.text;
    }

    const { table, totals } = stepReport(steps, rawSizes, terminalWidth());
    console.log(table);
    const tokens =
      totals.inputTokens === undefined ? '' : `${count.format(totals.inputTokens)} input tokens${real ? '' : ' (mock estimate)'}`;
    console.log(
      `\n${style.bold(`${steps.length} model calls`)}${tokens ? `, ${tokens}` : ''}.\nWithout the limits, every later call would also have carried the raw results: ` +
        `${style.green(`≈${count.format(tokensOf(totals.keptOutOfPrompts))} tokens`)} more in all.`,
    );
    if (!stream) console.log(`\n${style.bold('Answer')}\n${text}`);
  } finally {
    storeDir.remove();
  }
}

runMain(main);
