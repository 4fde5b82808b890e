import type { LanguageModel, ToolSet } from 'ai';
import { wrapLanguageModel } from 'ai';
import type { MockLanguageModelV4 } from 'ai/test';
import { withContextChef } from '@context-chef/ai-sdk-middleware';
import { MemoryStore, spill, truncate } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { codexMiddleware } from './codex-policy.js';

/** The model window the benchmark declares: a prompt over it is "over the window". */
export const MODEL_WINDOW = 128_000;

/** One configuration: how it wraps the task's tools and the model. */
export interface Configuration {
  readonly name: string;
  /** What the table says it is. */
  readonly description: string;
  setup(tools: ToolSet, model: MockLanguageModelV4): { tools: ToolSet; model: LanguageModel };
}

/** Ours: `withOutputLimits` over a `MemoryStore`, with these options. */
const oursWith = (options: Parameters<typeof withOutputLimits>[1]) => (tools: ToolSet, model: MockLanguageModelV4) => ({
  tools: withOutputLimits(tools, { store: new MemoryStore(), ...options }) as ToolSet,
  model,
});

/** The configurations of the economics table; `headTail` is the issue 15 comparison. */
export const CONFIGURATIONS: readonly Configuration[] = [
  { name: 'none', description: 'no limits: every result reaches the model whole', setup: (tools, model) => ({ tools, model }) },
  {
    name: 'codex',
    description: "Codex's documented policy: middle elision at 10,000 tokens (bytes/4), no store",
    setup: (tools, model) => ({ tools, model: wrapLanguageModel({ model, middleware: codexMiddleware() }) }),
  },
  {
    name: 'context-chef',
    description: '@context-chef/ai-sdk-middleware 3.1.1, README settings: contextWindow 128,000, truncate threshold 5,000, head 500, tail 1,000',
    setup: (tools, model) => ({
      tools,
      model: withContextChef(model, { contextWindow: MODEL_WINDOW, truncate: { threshold: 5_000, headChars: 500, tailChars: 1_000 } }),
    }),
  },
  { name: 'ours', description: 'withOutputLimits defaults (spill from 10,000 chars, salient preview; MemoryStore)', setup: oursWith({}) },
  { name: 'ours-budgets', description: 'withOutputLimits with context: { window: 128,000 } (default shares)', setup: oursWith({ context: { window: MODEL_WINDOW } }) },
  {
    name: 'ours-headTail',
    description: "as ours, with spill({ preview: 'headTail' }) (issue 15 comparison)",
    setup: oursWith({ bands: [{ over: 10_000, action: spill({ preview: 'headTail', then: truncate() }) }] }),
  },
];
