import { describe, expect, it } from 'vitest';
import type { ReduceEvent } from './reduce-event.js';
import { reductionAttributes } from './reduction-attributes.js';

const SPILL: ReduceEvent = {
  toolName: 'fetch_logs',
  toolCallId: 'call-7',
  action: 'spill',
  handle: 'call-7.0-abcdefghijkl',
  originalSize: 300_002,
  unit: 'chars',
  reduced: true,
  fallbacks: [],
  tokensKeptOut: 74_700,
};

describe('reductionAttributes', () => {
  it('names the call with the gen_ai tool attributes and the reduction under output_limits.*', () => {
    expect(reductionAttributes(SPILL)).toEqual({
      'gen_ai.tool.name': 'fetch_logs',
      'gen_ai.tool.call.id': 'call-7',
      'output_limits.reduced': true,
      'output_limits.action': 'spill',
      'output_limits.original.size': 300_002,
      'output_limits.original.unit': 'chars',
      'output_limits.handle': 'call-7.0-abcdefghijkl',
      'output_limits.tokens_kept_out': 74_700,
    });
  });

  it('gives fallbacks as two arrays in order, the lower-bound flag, and the summary usage', () => {
    const event: ReduceEvent = {
      toolName: 't',
      toolCallId: 'c',
      action: 'summarize',
      originalSize: 9_000,
      unit: 'tokens',
      sizeIsLowerBound: true,
      reduced: true,
      fallbacks: [
        { action: 'spill', reason: 'store write failed: disk full' },
        { action: 'truncate', reason: 'binary payload' },
      ],
      usage: { inputTokens: 9_100, outputTokens: 80, totalTokens: 9_180 },
      tokensKeptOut: 8_900,
    };
    expect(reductionAttributes(event)).toEqual({
      'gen_ai.tool.name': 't',
      'gen_ai.tool.call.id': 'c',
      'output_limits.reduced': true,
      'output_limits.action': 'summarize',
      'output_limits.original.size': 9_000,
      'output_limits.original.unit': 'tokens',
      'output_limits.original.size_is_lower_bound': true,
      'output_limits.fallback.actions': ['spill', 'truncate'],
      'output_limits.fallback.reasons': ['store write failed: disk full', 'binary payload'],
      'output_limits.summary.input_tokens': 9_100,
      'output_limits.summary.output_tokens': 80,
      'output_limits.tokens_kept_out': 8_900,
    });
  });

  it("says action 'none' for a result left as it was", () => {
    const attributes = reductionAttributes({
      toolName: 't',
      toolCallId: 'c',
      originalSize: 12,
      unit: 'bytes',
      reduced: false,
      fallbacks: [],
      tokensKeptOut: 0,
    });
    expect(attributes['output_limits.action']).toBe('none');
    expect(attributes['output_limits.reduced']).toBe(false);
    expect(Object.keys(attributes)).not.toContain('output_limits.handle');
  });
});
