/**
 * `summarize()` with a second, cheaper model: the logs are too large to keep, so the model given
 * as `model` in the config writes a summary once, and the agent only ever sees that. `onUsage`
 * reports what each summary call cost.
 *
 *   pnpm example:summaries
 *
 * Without OPENAI_API_KEY both models are mocks (the summary model really reads its prompt); with
 * it, the agent is OPENAI_MODEL (default gpt-4o-mini) and the summaries OPENAI_SUMMARY_MODEL
 * (default gpt-4.1-nano).
 */
import { generateText, stepCountIs } from 'ai';
import type { SummaryUsage } from '@output-limits/core';
import { MemoryStore, spill, summarize, truncate } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { chooseModel } from './shared/choose-model.js';
import { demoTools } from './shared/demo-tools.js';
import { logSummaryTurn } from './shared/log-summarizer.js';
import { toolResultsIn } from './shared/prompt-parts.js';
import { runMain } from './shared/run-main.js';
import { scriptedModel } from './shared/scripted-model.js';
import { generateServerLogs } from './shared/server-logs.js';
import { formatTable, style } from './shared/terminal.js';

const count = new Intl.NumberFormat('en-US');

async function main(): Promise<void> {
  const agent = await chooseModel(() =>
    scriptedModel({
      modelId: 'triage-agent',
      decide: (prompt) => {
        const logs = toolResultsIn(prompt).find((r) => r.toolName === 'fetch_server_logs');
        if (!logs) return { toolCalls: [{ toolName: 'fetch_server_logs', input: { since: '2025-06-03T00:00:00Z' } }] };
        const errors = logs.text.split('\n').filter((line) => line.startsWith('- '));
        return { text: `According to the log summary, ${errors.length} errors need attention:\n${errors.join('\n')}` };
      },
    }),
  );
  const summarizer = await chooseModel(
    () => scriptedModel({ modelId: 'cheap-summarizer', decide: logSummaryTurn }),
    'gpt-4.1-nano',
    'OPENAI_SUMMARY_MODEL',
  );
  console.log(`${style.bold('summarize() example')} ${style.dim(`· agent ${agent.label}`)}`);
  console.log(style.dim(`  summaries by ${summarizer.label}`));

  // About 50,000 tokens of logs: too much to keep in the agent's context, fine for one summary call.
  const logs = generateServerLogs({ targetChars: 200_000 });
  const usages: SummaryUsage[] = [];
  const { fetch_server_logs } = demoTools({ logs, orders: [] });
  const tools = withOutputLimits(
    { fetch_server_logs },
    {
      // Summarize from 10,000 chars; if the summary fails, spill; if the store fails too, truncate.
      bands: [{ over: 10_000, action: summarize({ then: spill({ then: truncate() }) }) }],
      model: summarizer.model,
      store: new MemoryStore(),
      onReduce: (event) => {
        if (event.reduced)
          console.log(
            `  ${event.action} ${event.toolName}: ${count.format(event.originalSize)} ${event.unit}${event.fallbacks.length ? ` (after ${event.fallbacks.map((f) => `${f.action} failed: ${f.reason}`).join(', ')})` : ''}`,
          );
      },
      onUsage: (usage, info) => {
        usages.push(usage);
        console.log(
          `  summary of ${info.toolName}: ${count.format(usage.inputTokens ?? 0)} input + ${count.format(usage.outputTokens ?? 0)} output tokens`,
        );
      },
    },
  );

  const result = await generateText({
    model: agent.model,
    tools,
    prompt: 'Checkout had problems on 2025-06-03. What errors do the server logs show?',
    stopWhen: stepCountIs(4),
  });

  const seen = result.steps.flatMap((step) => step.toolResults).find((r) => r.toolName === 'fetch_server_logs');
  console.log(`\n${style.bold('What the agent saw')} ${style.dim(`(instead of ${count.format(logs.length)} chars)`)}`);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the output the agent saw is the reduced text
  console.log(String(seen?.output ?? '(no tool result)').replace(/^/gm, '  '));

  const sum = (pick: (u: SummaryUsage) => number | undefined) => usages.reduce((total, u) => total + (pick(u) ?? 0), 0);
  const agentUsage = result.totalUsage;
  console.log(
    `\n${formatTable(
      [
        { header: 'usage reported' },
        { header: 'calls', align: 'right' },
        { header: 'input', align: 'right' },
        { header: 'output', align: 'right' },
        { header: 'total', align: 'right' },
      ],
      [
        [
          `agent (${agent.real ? agent.label : 'mock'})`,
          String(result.steps.length),
          count.format(agentUsage.inputTokens ?? 0),
          count.format(agentUsage.outputTokens ?? 0),
          count.format(agentUsage.totalTokens ?? 0),
        ],
        [
          `summaries (${summarizer.real ? summarizer.label : 'mock'})`,
          String(usages.length),
          count.format(sum((u) => u.inputTokens)),
          count.format(sum((u) => u.outputTokens)),
          count.format(sum((u) => u.totalTokens)),
        ],
      ],
    )}`,
  );
  console.log(`\n${style.bold('Answer')}\n${result.text}`);
}

runMain(main);
