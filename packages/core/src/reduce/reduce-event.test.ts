import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spill } from '../actions/spill.js';
import { summarize } from '../actions/summarize.js';
import { truncate } from '../actions/truncate.js';
import { reduceEvent } from './reduce-event.js';
import { createReducer } from './reducer.js';
import type { Reduction } from '../actions/reduction.js';
import { MemoryStore } from '../stores/memory-store.js';
import type { OverflowStore } from '../stores/overflow-store.js';

const CALL = { toolName: 'fetch_logs', toolCallId: 'call-7' };

const failingStore: OverflowStore = {
  write: async () => {
    throw new Error('disk full');
  },
  read: async () => new Uint8Array(),
};

describe('reduceEvent', () => {
  it('describes a spill: call, action, handle, size and unit, and the tokens the notice kept out', async () => {
    const reducer = createReducer({ store: new MemoryStore(), bands: [{ over: 1_000, action: spill() }] });
    const reduction = await reducer.reduce('x'.repeat(40_000), CALL);
    const event = reduceEvent(reduction, CALL);
    const notice = reduction.output as string;
    expect(event).toEqual({
      toolName: 'fetch_logs',
      toolCallId: 'call-7',
      action: 'spill',
      handle: reduction.handle,
      originalSize: 40_000,
      unit: 'chars',
      reduced: true,
      fallbacks: [],
      tokensKeptOut: 10_000 - Math.ceil(notice.length / 4),
    });
  });

  it('lists the fallbacks before the action that ran', async () => {
    const reducer = createReducer({
      store: failingStore,
      bands: [{ over: 100, action: spill({ then: truncate({ maxChars: 400 }) }) }],
      onWarning: () => {},
    });
    const event = reduceEvent(await reducer.reduce('y'.repeat(4_000), CALL), CALL);
    expect(event).toMatchObject({
      action: 'truncate',
      reduced: true,
      fallbacks: [{ action: 'spill', reason: 'store write failed: disk full' }],
    });
    expect(event.handle).toBeUndefined();
    expect(event.tokensKeptOut).toBe(1_000 - 100);
  });

  it('takes a size measured in tokens as it is, and keeps the lower-bound flag and the summary usage', async () => {
    const reducer = createReducer({
      overTokens: true,
      tokenizer: (text) => text.length, // one token a char
      bands: [{ over: 10, action: summarize({ summarize: () => ({ text: 'short', usage: { inputTokens: 30, outputTokens: 2 } }) }) }],
    });
    const reduction = await reducer.reduce('z'.repeat(200_000), CALL);
    const event = reduceEvent(reduction, CALL);
    expect(event).toMatchObject({
      action: 'summarize',
      unit: 'tokens',
      sizeIsLowerBound: true,
      usage: { inputTokens: 30, outputTokens: 2 },
    });
    expect(event.tokensKeptOut).toBe(reduction.originalSize - Math.ceil((reduction.output as string).length / 4));
  });

  it('counts no tokens kept out when nothing was reduced', async () => {
    const reducer = createReducer({ store: new MemoryStore() });
    const event = reduceEvent(await reducer.reduce('small', CALL), CALL);
    expect(event).toEqual({
      toolName: 'fetch_logs',
      toolCallId: 'call-7',
      originalSize: 5,
      unit: 'chars',
      reduced: false,
      fallbacks: [],
      tokensKeptOut: 0,
    });
  });

  it('never counts a negative number of tokens kept out, for any sizes', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.string(),
        fc.constantFrom('chars', 'tokens', 'bytes') as fc.Arbitrary<Reduction['unit']>,
        (size, output, unit) => {
          const reduction: Reduction = { output, reduced: true, action: 'truncate', originalSize: size, unit, fallbacks: [] };
          const kept = reduceEvent(reduction, CALL).tokensKeptOut;
          expect(kept).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(kept)).toBe(true);
        },
      ),
    );
  });
});
