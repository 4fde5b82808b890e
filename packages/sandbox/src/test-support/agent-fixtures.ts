// Fixtures of the scripted-agent tests: the tools' data, and a scripted mock model (the ai-sdk test
// kit's, on `ai/test`, which vitest.ai7.config.ts points at ai@7) that decides each step from the tool
// results in its prompt.
import { scriptedModel as scripted, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import type { ModelPrompt as LanguageModelV3Prompt } from '@output-limits/ai-sdk/test';
import type { MockLanguageModelV3 } from 'ai/test';

/** A 3 MB log with an ERROR line every 1,000 lines. */
export const LOG = Array.from({ length: 40_000 }, (_, i) =>
  i % 1_000 === 999
    ? `2026-12-01T10:${String(i % 60).padStart(2, '0')}:00Z ERROR payment ${i} declined (code 402) ${'x'.repeat(30)}`
    : `2026-12-01T10:00:00Z INFO  request ${i} served in ${i % 90} ms ${'.'.repeat(40)}`,
).join('\n');
export const ERROR_LINES = LOG.split('\n').flatMap((line, i) => (line.includes('ERROR') ? [`${i + 1}:${line}`] : []));
export const ORDERS = Array.from({ length: 5_000 }, (_, i) => ({
  id: `ORD-${i}`,
  status: i % 397 === 0 ? 'failed' : 'paid',
  amount: i % 1000,
}));
export const FAILED = ORDERS.filter((o) => o.status === 'failed').map((o) => o.id);
export const CONFIG_TEXT = Array.from({ length: 400 }, (_, i) => `setting_${i} = ${'v'.repeat(40)}`).join('\n');

export type Call = { toolName: string; input: Record<string, unknown> };

/** The text of every tool result in the prompt, in order (the whole output where it is not text or JSON). */
export function resultsIn(prompt: LanguageModelV3Prompt): { toolName: string; output: unknown }[] {
  return toolResultsIn(prompt).map(({ toolName, output, value }) => ({
    toolName,
    output: output.type === 'text' || output.type === 'json' ? value : output,
  }));
}

/** The in-sandbox path a spill notice names. */
export function savedPath(notice: unknown): string {
  const match = /^\[Tool output too large \([^)]*\); saved to (\/\S+?)(?:\. | \()/.exec(String(notice));
  if (!match?.[1]) throw new Error(`no path in ${String(notice).slice(0, 200)}`);
  return match[1];
}

/** Decides each step from the results the model has seen so far: a careful agent with a shell. */
export function carefulAgent(prompt: LanguageModelV3Prompt): Call | string {
  const seen = resultsIn(prompt);
  const last = seen.at(-1)?.output;
  switch (seen.length) {
    case 0:
      return { toolName: 'fetch_logs', input: { day: '2026-12-01' } };
    case 1:
      return { toolName: 'bash', input: { command: `grep -n ERROR ${savedPath(last)}` } };
    case 2:
      return { toolName: 'list_orders', input: {} };
    case 3:
      return { toolName: 'bash', input: { command: `jq -r 'select(.status == "failed") | .id' ${savedPath(last)}` } };
    case 4:
      return { toolName: 'get_config', input: {} };
    case 5:
      return { toolName: 'readFile', input: { path: savedPath(last) } };
    default:
      return 'done';
  }
}

/** A mock model whose turns `decide` chooses from its prompt: a tool call (ids call_1, call_2, ...) or a final text. */
export function scriptedModel(decide: (prompt: LanguageModelV3Prompt) => Call | string): MockLanguageModelV3 {
  return scripted((prompt, call) => {
    const turn = decide(prompt);
    return typeof turn === 'string' ? textStep(turn) : toolCallStep(`call_${call + 1}`, turn.toolName, turn.input);
  });
}
