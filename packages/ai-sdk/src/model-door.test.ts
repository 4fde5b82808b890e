// Issue 19: one bound at the model's door. Escape 4 (an AI SDK 7 `file` part with inline text, in the
// middleware) and item 7 (ai@7's `experimental_toolCallers`: a tool called from another tool's code
// gets the full result, the model the reduced one). Both need ai@7: they run in the ai@7 pass
// (vitest.ai7.config.ts) and are skipped under ai@6, whose prompts have no `file` parts and no callers.
import * as ai from 'ai';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import type { ModelMessage, Tool, ToolSet } from 'ai';
import { MemoryStore } from '@output-limits/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import { AI_MAJOR } from './test/ai-major.js';
import { outputText, scriptedModel, textStep, toolCallStep, toolResultsIn } from './test/index.js';
import type { ToolResultOutput } from './test/index.js';
import { withOutputLimits } from './with-output-limits.js';

const quiet = { onWarning: () => undefined };
const LOG = Array.from({ length: 60_000 }, (_, i) => `2026-12-01 ${i % 997 === 0 ? 'ERROR' : 'INFO '} request ${i} served`).join('\n');

/** Chars of a tool output as the model gets it: text as it is, anything else as JSON. */
function sentChars(output: ToolResultOutput): number {
  if (output.type === 'content')
    return output.value.reduce((sum, part) => sum + (part.type === 'text' ? part.text.length : JSON.stringify(part).length), 0);
  if (output.type === 'text' || output.type === 'error-text') return output.value.length;
  return JSON.stringify('value' in output ? output.value : output).length;
}

describe.runIf(AI_MAJOR === 7)('ai@7: a file part with inline text, in the middleware (escape 4)', () => {
  it('is measured as sent and spilled: the model gets a notice, not 5,000,000 chars', async () => {
    let seen: ToolResultOutput | undefined;
    const model = wrapLanguageModel({
      model: scriptedModel((prompt) => {
        seen = toolResultsIn(prompt)[0]?.output;
        return textStep('ok');
      }),
      middleware: outputLimitsMiddleware({ store: new MemoryStore(), ...quiet }),
    });
    const text = 'z'.repeat(5_000_000);
    const file = { type: 'file', mediaType: 'text/plain', data: { type: 'text', text } };
    const messages = [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'old', toolName: 'files', input: {} }] },
      {
        role: 'tool',
        content: [{ type: 'tool-result', toolCallId: 'old', toolName: 'files', output: { type: 'content', value: [file] } }],
      },
    ] as unknown as ModelMessage[];
    await generateText({ model, messages });
    console.log(
      `[issue-19 measure] escape 4, an ai@7 file part with 5,000,000 chars of inline text (middleware): ${sentChars(seen!).toLocaleString('en-US')} chars reached the model`,
    );
    expect(sentChars(seen!)).toBeLessThan(5_000);
    expect(outputText(seen!)).toMatch(/^\[Tool output too large \(/);
  });
});

type ToolCallerDefinition = { type: 'local'; bind: (tools: ToolSet) => Tool };
const toolCaller = (ai as unknown as { experimental_toolCaller?: <T extends Tool>(t: T, d: ToolCallerDefinition) => T })
  .experimental_toolCaller;

describe.runIf(AI_MAJOR === 7)("ai@7 experimental_toolCallers: a tool called from another tool's code (item 7)", () => {
  it('the calling code gets the full result; the model gets the reduced one, and the caller’s own large result is reduced', async () => {
    const seenByCode: unknown[] = [];
    const fetchLogs = tool({ description: 'The logs', inputSchema: z.object({}), execute: async () => LOG });
    const runCode = toolCaller!(
      tool({ description: 'Runs a script that may call fetchLogs', inputSchema: z.object({ script: z.string() }) }),
      {
        type: 'local',
        bind: (callable) =>
          tool({
            description: 'Runs a script that may call fetchLogs',
            inputSchema: z.object({ script: z.string() }),
            execute: async ({ script }, options) => {
              const logs = await callable.fetchLogs!.execute!(
                {},
                { toolCallId: `${options.toolCallId}-inner`, messages: options.messages },
              );
              seenByCode.push(logs);
              return script === 'count' ? `${String(logs).split('\n').length} lines` : `${String(logs)}\n${String(logs)}`;
            },
          }),
      },
    );
    const store = new MemoryStore();
    const tools = withOutputLimits({ fetchLogs, runCode }, { store, ...quiet });
    const outputs = new Map<string, ToolResultOutput>();
    const model = scriptedModel((prompt, step) => {
      for (const result of toolResultsIn(prompt)) outputs.set(result.toolCallId, result.output);
      if (step === 0) return toolCallStep('c1', 'runCode', { script: 'count' });
      if (step === 1) return toolCallStep('c2', 'fetchLogs', {});
      if (step === 2) return toolCallStep('c3', 'runCode', { script: 'echo' });
      return textStep('done');
    });
    await generateText({
      model,
      tools,
      prompt: 'go',
      stopWhen: stepCountIs(5),
      experimental_toolCallers: { fetchLogs: ['runCode', 'AI_SDK_DIRECT_TOOL_CALL'] },
    } as Parameters<typeof generateText>[0]);
    console.log(
      `[issue-19 measure] item 7, fetchLogs called from runCode's code: the code got ${String(seenByCode[0]).length.toLocaleString('en-US')} of ${LOG.length.toLocaleString('en-US')} chars`,
    );
    expect(seenByCode).toEqual([LOG, LOG]);
    expect(outputs.get('c1')).toEqual({ type: 'text', value: '60000 lines' });
    expect(outputText(outputs.get('c2')!)).toMatch(/^\[Tool output too large \(/);
    expect(outputText(outputs.get('c3')!)).toMatch(/^\[Tool output too large \(/);
  });
});
