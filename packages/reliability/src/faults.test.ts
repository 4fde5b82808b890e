import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore, MemoryStore, spill, summarize, truncate } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { scriptedModel, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count } from './counts.js';

const BIG = Array.from({ length: 2_000 }, (_, i) => `line ${i} ${'.'.repeat(40)}`).join('\n');
const quiet = { onWarning: () => undefined };

function bigTool() {
  return tool({ description: 'returns a lot', inputSchema: z.object({}), execute: async () => BIG });
}

/** Runs one agent loop: the model calls `big`, then answers with what it saw. Returns the text it saw. */
async function runAgent(tools: Parameters<typeof generateText>[0]['tools'], abortSignal?: AbortSignal) {
  let seen = '';
  const model = scriptedModel((prompt, step) => {
    if (step === 0) return toolCallStep('call-1-0', 'big', {});
    seen = String(toolResultsIn(prompt)[0]?.value);
    return textStep('done');
  });
  const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(4), ...(abortSignal ? { abortSignal } : {}) });
  return { seen, text: result.text };
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => process.off('unhandledRejection', onUnhandled));
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(unhandled).toEqual([]);
});

describe('store faults', () => {
  it('a failing write falls back to truncation and the loop goes on', async () => {
    const store: OverflowStore = {
      write: async () => {
        throw Object.assign(new Error('EACCES: permission denied, open /var/lib/secret'), { code: 'EACCES' });
      },
      read: async () => new Uint8Array(),
    };
    count('faults injected');
    const { seen, text } = await runAgent(withOutputLimits({ big: bigTool() }, { store, ...quiet }));
    expect(text).toBe('done');
    expect(seen).toHaveLength(4_000);
    expect(seen).toMatch(
      /\n\n\[truncated: [\d,]+ chars omitted from the middle; showing first [\d,]+ \+ last [\d,]+ of 100,889 chars\]\n\n/,
    );
    expect(seen).not.toContain('/var/lib/secret');
  });

  it('a write that times out falls back to truncation', async () => {
    const store: OverflowStore = { write: () => new Promise(() => undefined), read: async () => new Uint8Array() };
    count('faults injected');
    const tools = withOutputLimits(
      { big: bigTool() },
      { store, bands: [{ over: 10_000, action: spill({ timeoutMs: 50, then: truncate() }) }], ...quiet },
    );
    const { seen } = await runAgent(tools);
    expect(seen).toContain('[truncated: ');
    expect(seen.length).toBeLessThanOrEqual(4_000);
  });

  it('a failing read gives the model a clear message, not a crash', async () => {
    const inner = new MemoryStore();
    const store: OverflowStore = {
      write: (key, data) => inner.write(key, data),
      read: async () => {
        throw new Error('ECONNRESET 10.0.0.7:6379');
      },
    };
    count('faults injected');
    const tools = withOutputLimits({ big: bigTool() }, { store, ...quiet });
    let readResult = '';
    const model = scriptedModel((prompt, step) => {
      const results = toolResultsIn(prompt);
      if (step === 0) return toolCallStep('call-1-0', 'big', {});
      if (step === 1) {
        const handle = /stored to handle '([^']+)'/.exec(String(results[0]?.value))?.[1];
        return toolCallStep('call-2-0', 'read_tool_result', { handle });
      }
      readResult = String(results[1]?.value);
      return textStep('done');
    });
    const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(5) });
    expect(result.text).toBe('done');
    expect(readResult).toMatch(
      /^\[Could not read the stored tool result '[^']+': the store failed\. Try again; if it keeps failing, run the original tool again\.\]$/,
    );
    expect(readResult).not.toContain('10.0.0.7');
  });
});

describe('summarizer faults', () => {
  const summaryBands = (timeoutMs = 5_000) => [{ over: 10_000, action: summarize({ timeoutMs, then: truncate({ maxChars: 300 }) }) }];

  function summaryModel(behaviour: 'throw' | 'hang' | 'empty') {
    return new MockLanguageModelV3({
      doGenerate: async (options) => {
        if (behaviour === 'throw') throw new Error('summary model overloaded');
        if (behaviour === 'hang') {
          await new Promise((_, reject) => options.abortSignal?.addEventListener('abort', () => reject(new Error('aborted'))));
        }
        return textStep('   ');
      },
    });
  }

  for (const behaviour of ['throw', 'hang', 'empty'] as const) {
    it(`a summary model that ${behaviour === 'hang' ? 'hangs past the timeout' : behaviour === 'throw' ? 'throws' : 'returns nothing'} falls back to then`, async () => {
      count('faults injected');
      const reasons: string[] = [];
      const tools = withOutputLimits(
        { big: bigTool() },
        { model: summaryModel(behaviour), bands: summaryBands(100), store: new MemoryStore(), onWarning: (w) => reasons.push(w.reason) },
      );
      const { seen, text } = await runAgent(tools);
      expect(text).toBe('done');
      expect(seen).toHaveLength(300);
      expect(seen).toContain('[truncated: ');
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(behaviour === 'empty' ? /^summarizer returned an empty summary$/ : /^summarizer failed: /);
    });
  }
});

describe('aborts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'output-limits-abort-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('an abort during a spill leaves no payload and no temp file behind', async () => {
    count('faults injected');
    const files = new FileStore({ dir });
    const controller = new AbortController();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const store: OverflowStore = {
      write: async (key, data, options) => {
        controller.abort();
        await gate;
        return files.write(key, data, options);
      },
      read: (handle) => files.read(handle),
    };
    const tools = withOutputLimits({ big: bigTool() }, { store, ...quiet });
    const execute = tools.big.execute!;
    const pending = execute({}, { toolCallId: 'abort-1', messages: [], abortSignal: controller.signal });
    const output = String(await pending);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output).toContain('[truncated: ');
    expect(await readdir(dir, { recursive: true })).toEqual([]);
  });

  it('an aborted run aborts its summary and rejects cleanly', async () => {
    count('faults injected');
    const controller = new AbortController();
    let summaryAborted = false;
    const summaryModel = new MockLanguageModelV3({
      doGenerate: async (options) => {
        setTimeout(() => controller.abort(), 10);
        await new Promise((_, reject) =>
          options.abortSignal?.addEventListener('abort', () => {
            summaryAborted = true;
            reject(new Error('aborted'));
          }),
        );
        throw new Error('unreachable');
      },
    });
    const store = new MemoryStore();
    const tools = withOutputLimits(
      { big: bigTool() },
      { model: summaryModel, store, bands: [{ over: 10_000, action: summarize({ then: spill({ then: truncate() }) }) }], ...quiet },
    );
    await expect(runAgent(tools, controller.signal)).rejects.toThrow();
    expect(summaryAborted).toBe(true);
  });
});
