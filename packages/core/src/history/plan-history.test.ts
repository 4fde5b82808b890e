import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearedResult, duplicateResult, isHistoryStub } from '../messages/index.js';
import type { HistoryItem } from './plan-history.js';
import { planHistory } from './plan-history.js';
import { spilledPayload } from './spilled-payload.js';

/** One step of a conversation: the assistant's tool calls (tokens) and the results they got. */
interface Step {
  readonly call: number;
  readonly results: readonly { tokens: number; stub?: number; key?: string; reads?: string; handle?: string; toolName?: string }[];
}

/** The items of a prompt: a user message, then per step an assistant tool call and its results. */
function itemsOf(steps: readonly Step[], user = 50): HistoryItem[] {
  const items: HistoryItem[] = [{ tokens: user }];
  for (const step of steps) {
    items.push({ tokens: step.call, callBefore: true });
    for (const result of step.results) {
      items.push({
        tokens: result.tokens,
        result: {
          toolName: result.toolName ?? 'run_query',
          stubTokens: result.stub ?? 30,
          ...(result.key !== undefined ? { key: result.key } : {}),
          ...(result.reads !== undefined ? { reads: result.reads } : {}),
          ...(result.handle !== undefined ? { handle: result.handle } : {}),
        },
      });
    }
  }
  return items;
}

const step = (tokens: number, extra: Partial<Step['results'][number]> = {}): Step => ({ call: 10, results: [{ tokens, ...extra }] });
const resultIndices = (items: readonly HistoryItem[]) => items.flatMap((item, index) => (item.result ? [index] : []));

describe('planHistory', () => {
  it('masks nothing while every result is in the keep window', () => {
    const items = itemsOf([step(400), step(400), step(400)]);
    expect(planHistory(items, { keepRecent: 3 })).toEqual({ masked: new Set(), duplicates: new Map(), watermarks: [] });
  });

  it('masks stale results together, once the rent paid for reading them reaches the price of the rewrite', () => {
    // keepRecent 1, steps of a 10-token call and a 400-token result (stub 30): at call k, results
    // 1..k-1 are stale, each 370 tokens over its stub, 37 a call at read 0.1 (the rent). Masking
    // them rewrites from result 1 to the end: (k - 1) stubs + (k - 1) calls + the current result.
    // Call 2: rent 0 + 37 < 1.15 x 440; call 3: 37 + 74 < 1.15 x 480; ... call 6: 370 + 185 < 1.15 x 600;
    // call 7: 555 + 222 = 777 >= 1.15 x 640 = 736: results 1-6 are masked, together. Then again from 0.
    const steps = Array.from({ length: 13 }, () => step(400));
    const maskedAt = (k: number) => [...planHistory(itemsOf(steps.slice(0, k)), { keepRecent: 1 }).masked];
    const results = resultIndices(itemsOf(steps));
    for (let k = 1; k <= 6; k += 1) expect(maskedAt(k)).toEqual([]);
    expect(maskedAt(7)).toEqual(results.slice(0, 6));
    expect(maskedAt(12)).toEqual(results.slice(0, 6));
    expect(maskedAt(13)).toEqual(results.slice(0, 12));
    expect(planHistory(itemsOf(steps), { keepRecent: 1 }).watermarks).toEqual([results[5], results[11]]);
    // With no write premium a stale result is masked as soon as it is stale.
    expect(planHistory(itemsOf(steps.slice(0, 2)), { keepRecent: 1, cachePrices: { write: 0.1, read: 0.1 } }).masked).toEqual(
      new Set([results[0]]),
    );
  });

  it('never masks the current step, the most recent results, or the last keepSteps steps', () => {
    const steps = [...Array.from({ length: 30 }, () => step(2_000)), { call: 10, results: [{ tokens: 2_000 }, { tokens: 2_000 }] }];
    const items = itemsOf(steps);
    const all = resultIndices(items);
    const { masked } = planHistory(items, { keepRecent: 1 });
    // The current step has two results: both kept, though keepRecent is 1.
    expect(masked.has(all.at(-1)!)).toBe(false);
    expect(masked.has(all.at(-2)!)).toBe(false);
    expect(masked.size).toBeGreaterThan(0);
    const bySteps = planHistory(items, { keepRecent: 0, keepSteps: 4 }).masked;
    for (const index of all.slice(-5)) expect(bySteps.has(index)).toBe(false);
  });

  it('keeps read_tool_result pages, and their notice, while a kept result reads the same handle', () => {
    const steps = [
      ...Array.from({ length: 10 }, () => step(2_000)),
      step(600, { handle: 'h1' }),
      ...Array.from({ length: 10 }, () => step(3_000, { toolName: 'read_tool_result', reads: 'h1' })),
    ];
    const items = itemsOf(steps);
    const all = resultIndices(items);
    const { masked } = planHistory(items, { keepRecent: 1 });
    // The ten older results are masked; the notice and every page of h1 are in use.
    expect([...masked]).toEqual(all.slice(0, 10));
    // Once no kept result reads h1, they are masked like any other.
    const later = itemsOf([...steps, ...Array.from({ length: 20 }, () => step(2_000))]);
    const after = planHistory(later, { keepRecent: 1 }).masked;
    for (const index of all.slice(10)) expect(after.has(index)).toBe(true);
  });

  it('replaces a result identical to an earlier one still in view by a duplicate stub, even in the current step', () => {
    const items = itemsOf([step(900, { key: 'a' }), step(900, { key: 'b' }), step(900, { key: 'a' })]);
    const [first, , third] = resultIndices(items);
    expect(planHistory(items).duplicates).toEqual(new Map([[third!, first!]]));
    expect(planHistory(items, { duplicates: false }).duplicates.size).toBe(0);
    // A result no larger than its stub is left alone.
    expect(planHistory(itemsOf([step(20, { key: 'a' }), step(20, { key: 'a' })])).duplicates.size).toBe(0);
  });

  it('shows a result whole when its twins are all masked (the model read it again), and later twins name it', () => {
    const older = [step(3_000, { key: 'a' }), ...Array.from({ length: 12 }, () => step(3_000))];
    const reread = [...older, step(3_000, { key: 'a' })];
    const items = itemsOf(reread);
    const all = resultIndices(items);
    const plan = planHistory(items, { keepRecent: 1 });
    expect(plan.masked.has(all[0]!)).toBe(true);
    expect(plan.duplicates.size).toBe(0);
    const again = itemsOf([...reread, step(3_000, { key: 'a' })]);
    expect(planHistory(again, { keepRecent: 1 }).duplicates).toEqual(new Map([[resultIndices(again).at(-1)!, all.at(-1)!]]));
  });

  it('keeps the plan stable: each call masks what the call before did, and between two maskings the rest stays', () => {
    const sizes = fc.array(
      fc.record({
        call: fc.integer({ min: 5, max: 60 }),
        tokens: fc.array(fc.integer({ min: 10, max: 6_000 }), { minLength: 1, maxLength: 3 }),
      }),
      {
        minLength: 2,
        maxLength: 60,
      },
    );
    const settings = fc.record({ keepRecent: fc.integer({ min: 0, max: 6 }), keepSteps: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(sizes, settings, (raw, options) => {
        const steps: Step[] = raw.map((s) => ({ call: s.call, results: s.tokens.map((tokens) => ({ tokens })) }));
        let before = planHistory(itemsOf(steps.slice(0, 1)), options).masked;
        let maskings = 0;
        for (let k = 2; k <= steps.length; k += 1) {
          const now = planHistory(itemsOf(steps.slice(0, k)), options).masked;
          for (const index of before) expect(now.has(index)).toBe(true);
          if (now.size > before.size) maskings += 1;
          // The current step's results are never masked.
          const current = resultIndices(itemsOf(steps.slice(0, k))).slice(-steps[k - 1]!.results.length);
          for (const index of current) expect(now.has(index)).toBe(false);
          before = now;
        }
        // Batches: no more maskings than calls, and each masks what had piled up.
        expect(maskings).toBeLessThanOrEqual(steps.length);
      }),
    );
  });
});

describe('history stubs', () => {
  it('are one exact line each, and recognised as stubs', () => {
    expect(clearedResult('c1.0-abc', { chars: 12_345 })).toBe(
      "[Older tool result cleared from context (12,345 chars); read_tool_result(handle='c1.0-abc') reads it back.]",
    );
    expect(clearedResult('c1.0-abc.bin', { bytes: 5_242_880 })).toBe(
      "[Older tool result cleared from context (5,242,880 bytes, binary); read_tool_result(handle='c1.0-abc.bin', unit='bytes') reads it back.]",
    );
    expect(duplicateResult('fetch_logs', 'mw-0f', { chars: 900 })).toBe(
      "[Same output as an earlier fetch_logs result (900 chars); read_tool_result(handle='mw-0f') reads it back.]",
    );
    expect(isHistoryStub(clearedResult("it's", { chars: 1 }))).toBe(true);
    expect(isHistoryStub(duplicateResult('t', 'h', { bytes: 2 }))).toBe(true);
    expect(isHistoryStub(`${clearedResult('h', { chars: 1 })}\nmore`)).toBe(false);
    expect(isHistoryStub('[Older tool result cleared from context (1 chars); read it.]')).toBe(false);
  });

  it("read a spill notice's handle and size from its header", () => {
    const text =
      "[Tool output too large (278,329 chars); stored to handle 'ns/c1.0-abc'. Read it with read_tool_result(handle='ns/c1.0-abc', offset=0, limit=200).]\npreview";
    expect(spilledPayload(text)).toEqual({ handle: 'ns/c1.0-abc', size: { chars: 278_329 } });
    const binary =
      "[Tool output too large (20,000 bytes (binary)); stored to handle 'c1.0-x.bin'. Read it with read_tool_result(handle='c1.0-x.bin', unit='bytes', offset=0, limit=256).]\n<20,000 bytes of binary data (image/png)>";
    expect(spilledPayload(binary)).toEqual({ handle: 'c1.0-x.bin', size: { bytes: 20_000 } });
    expect(spilledPayload('just text')).toBeUndefined();
    expect(
      spilledPayload(
        "[Tool output too large (12 chars); saved to /tmp/tool-output/c1.txt. Read it with your bash tool: `sed -n '1,200p' /tmp/tool-output/c1.txt`.]",
      ),
    ).toBeUndefined();
  });
});
