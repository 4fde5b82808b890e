import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passthrough } from './passthrough.js';
import { spill } from './spill.js';
import { summarize } from './summarize.js';
import { truncate } from './truncate.js';
import type { Action } from './action.js';
import { binaryNotShown, outputNotShown } from '../messages/index.js';
import { DEFAULT_SPILL_NOTICE_CHARS, outputBound } from './output-bound.js';
import { createReducer } from '../reduce/reducer.js';
import type { OverflowStore } from '../stores/overflow-store.js';
import { MemoryStore } from '../stores/memory-store.js';

const failing: OverflowStore = {
  write: async () => {
    throw new Error('disk full');
  },
  read: async () => new Uint8Array(),
};

/** Any chain of actions with char budgets, and summarizers that fail, return junk or return too much. */
const actionArb: fc.Arbitrary<Action> = fc.letrec<{ action: Action }>((tie) => ({
  action: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .record({
        maxChars: fc.integer({ min: 0, max: 5_000 }),
        strategy: fc.constantFrom('head', 'tail', 'headTail' as const),
        keepTailLines: fc.nat(3),
      })
      .map((o) => truncate(o)),
    fc
      .tuple(fc.nat(3_000), fc.option(tie('action'), { nil: undefined }))
      .map(([previewChars, then]) => spill({ previewChars, ...(then ? { then } : {}) })),
    fc
      .tuple(fc.constantFrom<unknown>('', 'gist', 'x'.repeat(20_000), { text: 5 }, null), fc.option(tie('action'), { nil: undefined }))
      .map(([result, then]) => summarize({ summarize: () => result as string, ...(then ? { then } : {}) })),
  ),
})).action;

const valueArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30_000 }),
  fc.anything({ maxDepth: 3 }),
  fc.uint8Array({ maxLength: 20_000 }),
  fc.nat(40_000).map((n) => 'line\n'.repeat(n)),
);

describe('outputBound', () => {
  it('bounds what the model sees, for any value, any chain and a working or failing store', async () => {
    await fc.assert(
      fc.asyncProperty(valueArb, actionArb, fc.boolean(), fc.nat(20_000), async (value, action, storeFails, over) => {
        const reducer = createReducer({
          store: storeFails ? failing : new MemoryStore(),
          bands: [{ over, action }],
          onWarning: () => undefined,
        });
        const { output, originalSize } = await reducer.reduce(value, { toolName: 't', toolCallId: 'c' });
        // What the SDK sends: a string as it is, anything else as JSON.
        const sent = typeof output === 'string' ? output : (JSON.stringify(output) ?? '');
        if (originalSize >= over) expect(sent.length).toBeLessThanOrEqual(outputBound(action).chars);
        // No band matched: what was measured is what is sent (binary is measured in bytes, not as the SDK's JSON of it).
        else if (!(value instanceof Uint8Array)) expect(sent.length).toBeLessThan(over);
      }),
      { numRuns: 300 },
    );
  });

  it('is the largest action output of the chain, with the last resort after a chain that can fail', () => {
    const notShown = Math.max(binaryNotShown(Number.MAX_SAFE_INTEGER).length, outputNotShown().length);
    expect(outputBound(truncate({ maxChars: 300 }))).toEqual({ chars: Math.max(300, notShown) });
    expect(outputBound(truncate({ maxChars: 9_000 }))).toEqual({ chars: 9_000 });
    expect(outputBound(spill({ then: truncate({ maxChars: 300 }) })).chars).toBe(DEFAULT_SPILL_NOTICE_CHARS);
    expect(outputBound(spill({ previewChars: 0 })).chars).toBe(4_000);
    expect(outputBound(truncate({ maxTokens: 50 }))).toEqual({ chars: notShown, tokens: 50 });
    expect(outputBound(spill({ then: passthrough() })).chars).toBe(Number.POSITIVE_INFINITY);
    expect(DEFAULT_SPILL_NOTICE_CHARS).toBeLessThan(5_000);
  });
});
