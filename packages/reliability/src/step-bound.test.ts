// Issue 19, defect 10: a step is bounded as a whole. Many parallel calls in one real generateText
// step, with a context window: the results the next prompt carries never pass the step's share,
// and every stored result stays reachable through the handles the model is given.
import { estimateTokens, MemoryStore, readToolResult } from '@output-limits/core';
import { contextWindow, stepBudget } from '@output-limits/core/adapter';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { outputText, scriptedModel, textStep, toolCallsStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import type { PromptToolResult } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count } from './counts.js';

const WINDOW = 32_000;
const REQUEST = 'go';
/** Each call's result: 9,000 chars of log lines naming its call, over the default band (10,000 chars) only together. */
const resultOf = (id: string) =>
  Array.from({ length: 200 }, (_, i) => `${id} line ${String(i).padStart(3, '0')} ${'.'.repeat(30)}`).join('\n');

async function runStep(width: number): Promise<{ results: PromptToolResult[]; share: number; store: MemoryStore }> {
  // Room for every call's payload: a MemoryStore keeps 1,000 by default.
  const store = new MemoryStore({ maxEntries: width + 10 });
  const ids = Array.from({ length: width }, (_, i) => `call-${i}`);
  let results: PromptToolResult[] = [];
  const model = scriptedModel((prompt, step) => {
    if (step === 0) return toolCallsStep(ids.map((toolCallId) => ({ toolCallId, toolName: 'logs', input: { id: toolCallId } })));
    results = toolResultsIn(prompt);
    return textStep('done');
  });
  const tools = withOutputLimits(
    { logs: tool({ inputSchema: z.object({ id: z.string() }), execute: async ({ id }) => `${resultOf(id)}\n${'x'.repeat(11_000)}` }) },
    { store, context: { window: WINDOW }, onWarning: () => undefined },
  );
  await generateText({ model, tools, prompt: REQUEST, stopWhen: stepCountIs(3) });
  const share = stepBudget(contextWindow({ window: WINDOW }), estimateTokens(REQUEST));
  return { results, share, store };
}

describe('defect 10: no width of parallel calls pushes a step past its share', () => {
  for (const width of [4, 300, 1_000, 2_000]) {
    it(`${width.toLocaleString('en-US')} parallel calls in one generateText step`, { timeout: 120_000 }, async () => {
      count('step widths tried');
      const { results, share, store } = await runStep(width);
      expect(results).toHaveLength(width);
      const tokens = results.reduce((sum, result) => sum + estimateTokens(outputText(result.output)), 0);
      console.log(
        `[issue-19 measure] ${width.toLocaleString('en-US')} parallel calls, ${WINDOW.toLocaleString('en-US')}-token window: ${tokens.toLocaleString('en-US')} tokens of results in the next prompt (step share ${share.toLocaleString('en-US')})`,
      );
      expect(tokens).toBeLessThanOrEqual(share);
      // Every call's result is reachable: by its own handle, or through the combined notice's list.
      const texts = results.map((result) => outputText(result.output));
      const combined = texts.filter((text) => text.startsWith('[Too many large results in this step'));
      expect(combined.length).toBeLessThanOrEqual(1);
      const listed = new Map<string, string>();
      for (const text of combined) {
        const handle = /handle '([^']+)'/.exec(text)![1]!;
        // The list pages back like any spill; its first page, then the whole of it.
        expect(await readToolResult(store, { handle, limit: 1 })).toMatch(/^call-\d+: handle '[^']+' \(\d[\d,]* chars\)\n\[lines 1-1 of /);
        const list = new TextDecoder().decode(await store.read(handle));
        for (const [, id, listedHandle] of list.matchAll(/^(call-\d+): handle '([^']+)'/gm)) listed.set(id!, listedHandle!);
      }
      for (const [i, text] of texts.entries()) {
        const id = `call-${i}`;
        const handle = listed.get(id) ?? /handle '([^']+)'/.exec(text)?.[1];
        expect(handle, `a handle for ${id}`).toBeDefined();
        const stored = new TextDecoder().decode(await store.read(handle!));
        expect(stored.startsWith(`${id} line 000`)).toBe(true);
      }
    });
  }
});
