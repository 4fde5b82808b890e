/**
 * `outputLimitsMiddleware` with `wrapLanguageModel`: the conversation history already holds two
 * huge tool results (as it would when loaded from a database, or produced by tools that were never
 * wrapped). The middleware reduces them in the prompt of every model call, the same way each time,
 * and `readToolResultTool(middleware)` lets the model read them back from the middleware's store.
 *
 *   pnpm example:middleware
 */
import { generateText, stepCountIs, wrapLanguageModel } from 'ai';
import type { JSONValue, ModelMessage } from 'ai';
import { FileStore, jsonLines, spill, truncate } from '@output-limits/core';
import { outputLimitsMiddleware, readToolResultTool } from '@output-limits/ai-sdk';
import { carefulAgentTurn } from './shared/careful-agent.js';
import { chooseModel } from './shared/choose-model.js';
import type { ModelPrompt } from './shared/prompt-parts.js';
import { toolResultsIn } from './shared/prompt-parts.js';
import { generateOrders } from './shared/orders.js';
import { promptLength } from './shared/raw-sizes.js';
import { runMain } from './shared/run-main.js';
import { temporaryDir } from './shared/temporary-dir.js';
import { scriptedModel } from './shared/scripted-model.js';
import { generateServerLogs } from './shared/server-logs.js';
import { firstLine } from './shared/step-report.js';
import { fit, formatTable, style, terminalWidth } from './shared/terminal.js';

const count = new Intl.NumberFormat('en-US');

/** A stored conversation whose tool results were never limited. */
function storedHistory(): ModelMessage[] {
  const logs = generateServerLogs({ targetChars: 1_000_000 });
  const orders = JSON.parse(JSON.stringify(generateOrders())) as JSONValue;
  return [
    { role: 'user', content: 'Checkout had problems on 2025-06-03. What went wrong, and which orders were hit?' },
    {
      role: 'assistant',
      content: [
        { type: 'tool-call', toolCallId: 'hist_1', toolName: 'fetch_server_logs', input: { since: '2025-06-03T00:00:00Z' } },
        { type: 'tool-call', toolCallId: 'hist_2', toolName: 'list_orders', input: { since: '2025-06-02T00:00:00Z' } },
      ],
    },
    {
      role: 'tool',
      content: [
        { type: 'tool-result', toolCallId: 'hist_1', toolName: 'fetch_server_logs', output: { type: 'text', value: logs } },
        { type: 'tool-result', toolCallId: 'hist_2', toolName: 'list_orders', output: { type: 'json', value: orders } },
      ],
    },
  ];
}

/** Characters of each history tool result, by tool call id, as the model would get them unreduced. */
function historySizes(messages: readonly ModelMessage[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const message of messages) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      sizes.set(part.toolCallId, promptLength('value' in part.output ? part.output.value : undefined));
    }
  }
  return sizes;
}

async function main(): Promise<void> {
  const inner = await chooseModel(() => scriptedModel({ decide: carefulAgentTurn }));
  console.log(`${style.bold('outputLimitsMiddleware example')} ${style.dim(`· model ${inner.label}`)}`);
  const messages = storedHistory();
  const sizes = historySizes(messages);

  const storeDir = temporaryDir('output-limits-middleware-');
  try {
    const middleware = outputLimitsMiddleware({
      bands: [{ over: 10_000, action: spill({ previewChars: 400, then: truncate() }) }],
      serializer: jsonLines,
      store: new FileStore({ dir: storeDir.path }),
      onReduce: (event) => {
        if (event.reduced) {
          console.log(
            style.dim(
              `  middleware: ${event.action} ${event.toolName} (${count.format(event.originalSize)} ${event.unit})${event.handle ? ` → ${event.handle}` : ''}`,
            ),
          );
        }
      },
    });
    // Record the prompts the wrapped model passes on, to show what the provider receives.
    const prompts: ModelPrompt[] = [];
    const recorder = {
      specificationVersion: 'v3' as const,
      transformParams: async ({ params }: { params: { prompt: ModelPrompt } }) => {
        prompts.push(params.prompt);
        return params;
      },
    };
    const model = wrapLanguageModel({ model: inner.model, middleware: [middleware, recorder] });

    const result = await generateText({
      model,
      messages,
      tools: { read_tool_result: readToolResultTool(middleware) },
      stopWhen: stepCountIs(5),
    });

    const rows: string[][] = [];
    const seen = new Map<string, string>();
    let stable = true;
    prompts.forEach((prompt, call) => {
      for (const { toolCallId, toolName, text } of toolResultsIn(prompt)) {
        const inHistory = sizes.get(toolCallId);
        if (inHistory === undefined) continue;
        const before = seen.get(toolCallId);
        if (before !== undefined && before !== text) stable = false;
        seen.set(toolCallId, text);
        rows.push([
          String(call + 1),
          toolName,
          count.format(inHistory),
          count.format(text.length),
          fit(firstLine(text), Math.max(24, terminalWidth() - 60)),
        ]);
      }
    });
    console.log(
      `\n${formatTable(
        [
          { header: 'call', align: 'right' },
          { header: 'history tool result' },
          { header: 'in history', align: 'right' },
          { header: 'sent', align: 'right' },
          { header: 'what the model saw (first line)' },
        ],
        rows,
      )}`,
    );
    console.log(
      `\n${prompts.length} model calls; the reduced parts were ${stable ? style.green('identical on every call') : style.red('different between calls')} (prompt caching keeps working).`,
    );
    const called = new Map<string, number>();
    for (const call of result.steps.flatMap((step) => step.toolCalls)) called.set(call.toolName, (called.get(call.toolName) ?? 0) + 1);
    console.log(`Tools the model called: ${[...called].map(([name, n]) => `${name} (${n}x)`).join(', ') || 'none'}.`);
    console.log(`\n${style.bold('Answer')}\n${result.text}`);
  } finally {
    storeDir.remove();
  }
}

runMain(main);
