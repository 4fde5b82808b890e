import { wrapLanguageModel } from 'ai';
import type { ToolSet } from 'ai';
import { MemoryStore } from '@output-limits/core';
import { outputLimitsMiddleware, withOutputLimits } from '@output-limits/ai-sdk';
import type { Configuration } from './configurations.js';

/**
 * Ours with history masking: `withOutputLimits` with its defaults, and `outputLimitsMiddleware`
 * with `history: {}` (its defaults: keep the 3 most recent results, mask older ones in batches by
 * the rent-or-buy rule at cache write 1.25x / read 0.1x, stub duplicates) on the model, over the
 * same store, so `read_tool_result` reads spills and stubs alike.
 */
export const OURS_WITH_MASKING: Configuration = {
  name: 'ours-masking',
  description:
    'as ours, plus outputLimitsMiddleware({ history: {} }) on the model over the same store: results older than the 3 most recent become one-line stubs in rent-or-buy batches (cache write 1.25x, read 0.1x), duplicates stubbed',
  setup: (tools: ToolSet, model) => {
    const store = new MemoryStore();
    return {
      tools: withOutputLimits(tools, { store }),
      model: wrapLanguageModel({ model, middleware: outputLimitsMiddleware({ store, history: {} }) }),
    };
  },
};
