import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageModel, ToolSet } from 'ai';
import { wrapLanguageModel } from 'ai';
import type { MockLanguageModelV4 } from 'ai/test';
import { withContextChef } from '@context-chef/ai-sdk-middleware';
import { FileSystemBackend } from '@context-chef/core';
import { MemoryStore, spill, truncate } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { codexMiddleware } from './codex-policy.js';
import { fileTools } from './file-tools.js';
import { OURS_WITH_MASKING } from './masking-configuration.js';

/** The model window the benchmark declares: a prompt over it is "over the window". */
export const MODEL_WINDOW = 128_000;

/** One configuration: how it wraps the task's tools and the model. */
export interface Configuration {
  readonly name: string;
  /** What the table says it is. */
  readonly description: string;
  setup(tools: ToolSet, model: MockLanguageModelV4): ConfiguredRun;
}

/** The tools and model of one run under a configuration, and how to release what it made (a temp dir). */
export interface ConfiguredRun {
  readonly tools: ToolSet;
  readonly model: LanguageModel;
  close?(): void;
}

/** context-chef's truncate settings from its README (threshold 5,000 chars, head 500, tail 1,000). */
const CHEF_TRUNCATE = { threshold: 5_000, headChars: 500, tailChars: 1_000 } as const;

/** The task's tools plus the agent's file tools; a task tool of the same name would be shadowed, so that throws. */
function withFileTools(tools: ToolSet): ToolSet {
  const files = fileTools();
  const clash = Object.keys(files).filter((name) => name in tools);
  if (clash.length > 0) throw new Error(`the task already has a tool named ${clash.join(', ')}`);
  return { ...tools, ...files };
}

/**
 * context-chef with its README's `truncate.store: new FileSystemBackend(dir)` (a fresh temp dir per
 * run): the original is offloaded and the marker advertises its path; the model gets the file tools
 * a generic agent has to read it back.
 */
function contextChefWithStore(tools: ToolSet, model: MockLanguageModelV4): ConfiguredRun {
  const dir = mkdtempSync(join(tmpdir(), 'bench-context-chef-'));
  return {
    tools: withFileTools(tools),
    model: withContextChef(model, { contextWindow: MODEL_WINDOW, truncate: { ...CHEF_TRUNCATE, store: new FileSystemBackend(dir) } }),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
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
    description:
      '@context-chef/ai-sdk-middleware 3.1.1, README settings: contextWindow 128,000, truncate threshold 5,000, head 500, tail 1,000',
    setup: (tools, model) => ({
      tools,
      model: withContextChef(model, { contextWindow: MODEL_WINDOW, truncate: CHEF_TRUNCATE }),
    }),
  },
  {
    name: 'context-chef-store',
    description:
      'as context-chef, plus its README store: new FileSystemBackend(temp dir); the marker advertises the saved file, read back with generic file tools (search_file, view_file)',
    setup: contextChefWithStore,
  },
  { name: 'ours', description: 'withOutputLimits defaults (spill from 10,000 chars, salient preview; MemoryStore)', setup: oursWith({}) },
  {
    name: 'ours-budgets',
    description: 'withOutputLimits with context: { window: 128,000 } (default shares)',
    setup: oursWith({ context: { window: MODEL_WINDOW } }),
  },
  {
    name: 'ours-headTail',
    description: "as ours, with spill({ preview: 'headTail' }) (issue 15 comparison)",
    setup: oursWith({ bands: [{ over: 10_000, action: spill({ preview: 'headTail', then: truncate() }) }] }),
  },
  OURS_WITH_MASKING,
];
