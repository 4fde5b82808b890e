import { MemoryStore } from '@output-limits/core';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import { readToolResultTool } from './read-tool-result-tool.js';
import { AI_MAJOR } from './test/ai-major.js';
import type { ModelPrompt } from './test/index.js';
import { outputText, scriptedModel, textStep, toolCallStep, toolResultsIn } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

const STEPS = 60;
/**
 * Step n's result: a 40 KB query result (spilled by the wrapper) on most steps, a 3 KB one (never
 * spilled) on every third. Step 44 repeats step 43's (spilled twice, under two handles), step 46
 * step 45's (3 KB), and step 50 step 20's, long masked by then.
 */
const REPEATS: Readonly<Record<number, number>> = { 44: 43, 46: 45, 50: 20 };
function resultOf(n: number): string {
  const m = REPEATS[n] ?? n;
  const chars = m % 3 === 0 ? 3_000 : 40_000;
  const line = `query ${m}: row value ${m * 7} status ok\n`;
  return line.repeat(Math.ceil(chars / line.length)).slice(0, chars);
}

const STUB =
  /^\[(?:Older tool result cleared from context|Same output as an earlier run_query result) \(([\d,]+) chars\); read_tool_result\(handle='([^']+)'\) reads it back\.\]$/;
const DUPLICATE = /^\[Same output as an earlier run_query result \(([\d,]+) chars\)/;

async function run() {
  const store = new MemoryStore();
  const tools = withOutputLimits(
    {
      run_query: tool({
        description: 'Run query n',
        inputSchema: z.object({ n: z.number() }),
        execute: async ({ n }) => resultOf(n),
      }),
    },
    { store },
  );
  const inner = scriptedModel([
    ...Array.from({ length: STEPS }, (_, i) => toolCallStep(`q${i + 1}`, 'run_query', { n: i + 1 })),
    textStep('done'),
  ]);
  const middleware = outputLimitsMiddleware({ store, history: { keepRecent: 3 } });
  const model = wrapLanguageModel({ model: inner, middleware });
  await generateText({
    model,
    tools: { ...tools, read_tool_result: readToolResultTool(middleware) },
    prompt: 'Run the queries',
    stopWhen: stepCountIs(STEPS + 2),
  });
  return { store, prompts: inner.doGenerateCalls.map((call) => call.prompt) };
}

/** The messages of a prompt, each as its JSON: what a provider's cache compares. */
const messagesOf = (prompt: ModelPrompt) => prompt.map((message) => JSON.stringify(message));

describe(`history masking in a ${STEPS}-step generateText loop (ai@${AI_MAJOR})`, () => {
  it('keeps the prompt prefix byte-identical between maskings, which come in a few batches', async () => {
    const { prompts } = await run();
    expect(prompts).toHaveLength(STEPS + 1);
    let maskings = 0;
    for (let k = 1; k < prompts.length; k += 1) {
      const before = messagesOf(prompts[k - 1]!);
      const after = messagesOf(prompts[k]!);
      const changed = before.findIndex((message, i) => message !== after[i]);
      if (changed < 0) continue; // the whole previous prompt is the start of this one
      maskings += 1;
      // A masking changes only tool messages, each into its stubbed form.
      for (let i = changed; i < before.length; i += 1) {
        if (before[i] === after[i]) continue;
        expect(prompts[k]![i]!.role).toBe('tool');
      }
    }
    expect(maskings).toBeGreaterThan(0);
    expect(maskings).toBeLessThanOrEqual(STEPS / 4);
    // The last prompt is far smaller than all the notices it would hold.
    const last = toolResultsIn(prompts.at(-1)!);
    const stubbed = last.filter((result) => STUB.test(outputText(result.output)));
    expect(stubbed.length).toBeGreaterThan(STEPS - 15);
  });

  it('marks the last stub of the two latest batches as an Anthropic cache breakpoint, and no other part', async () => {
    const { prompts } = await run();
    const last = prompts.at(-1)!;
    const marked = last.flatMap((message) =>
      message.role === 'tool' ? message.content.filter((part) => part.type === 'tool-result' && part.providerOptions !== undefined) : [],
    );
    expect(marked).toHaveLength(2);
    for (const part of marked) {
      expect(part.providerOptions).toEqual({ anthropic: { cacheControl: { type: 'ephemeral' } } });
      expect(part.type === 'tool-result' && outputText(part.output)).toMatch(STUB);
    }
  });

  it("never stubs the current step's results nor the 3 most recent, except a duplicate of one in view", async () => {
    const { prompts } = await run();
    const duplicates = new Map<string, number>();
    for (const prompt of prompts) {
      for (const result of toolResultsIn(prompt).slice(-3)) {
        const text = outputText(result.output);
        if (result.toolCallId !== 'q44' && result.toolCallId !== 'q46') {
          expect(text).not.toMatch(STUB);
          continue;
        }
        expect(DUPLICATE.exec(text)?.[1]).toBe(result.toolCallId === 'q46' ? '3,000' : '40,000');
        duplicates.set(result.toolCallId, (duplicates.get(result.toolCallId) ?? 0) + 1);
      }
    }
    expect(duplicates).toEqual(
      new Map([
        ['q44', 3],
        ['q46', 3],
      ]),
    );
    // Step 50 repeats step 20, masked by then: the model is shown it whole.
    expect(outputText(toolResultsIn(prompts[50]!).find((result) => result.toolCallId === 'q50')!.output)).toMatch(
      /^\[Tool output too large \(40,000 chars\)/,
    );
  });

  it('stubs name handles that read back exactly what they replace: the original behind a notice, else the text itself', async () => {
    const { store, prompts } = await run();
    const last = prompts.at(-1)!;
    let checked = 0;
    for (const result of toolResultsIn(last)) {
      const match = STUB.exec(outputText(result.output));
      if (!match) continue;
      const n = Number(result.toolCallId.slice(1));
      const stored = new TextDecoder().decode(await store.read(match[2]!));
      expect(stored).toBe(resultOf(n));
      expect(Number(match[1]!.replaceAll(',', ''))).toBe(resultOf(n).length);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(STEPS - 15);
    // Step 44 repeated step 43 and step 46 step 45: each stub names the first one's handle.
    const handleIn = (id: string) => STUB.exec(outputText(toolResultsIn(last).find((result) => result.toolCallId === id)!.output))?.[2];
    expect(handleIn('q44')).toBe(handleIn('q43'));
    expect(handleIn('q44')).toMatch(/^q43\.\d+-[a-z0-9]{12}$/);
    expect(handleIn('q46')).toBe(handleIn('q45'));
  });

  it('leaves the prompt alone without the history option', async () => {
    const middleware = outputLimitsMiddleware({ store: new MemoryStore() });
    const inner = scriptedModel([
      ...Array.from({ length: 12 }, (_, i) => toolCallStep(`q${i + 1}`, 'run_query', { n: 3 * (i + 1) })),
      textStep('done'),
    ]);
    const model = wrapLanguageModel({ model: inner, middleware });
    const tools = {
      run_query: tool({ description: 'q', inputSchema: z.object({ n: z.number() }), execute: async ({ n }) => resultOf(n) }),
    };
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(14) });
    const last = toolResultsIn(inner.doGenerateCalls.at(-1)!.prompt);
    expect(last.map((result) => outputText(result.output))).toEqual(Array.from({ length: 12 }, (_, i) => resultOf(3 * (i + 1))));
  });
});
