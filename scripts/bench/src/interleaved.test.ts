import { describe, expect, it } from 'vitest';
import { pairedRatios, timeInterleaved } from './interleaved.js';

/** A clock that moves only when a function runs, each by the next of its own costs, in ns. */
function fakeRuns(costs: readonly (readonly number[])[]) {
  let time = 0n;
  const left = costs.map((list) => [...list]);
  const fns = left.map((list) => () => {
    time += BigInt(list.shift()!);
  });
  return { fns, now: () => time };
}

describe('pairedRatios', () => {
  it("takes the median of each run's ratio to the first function's run of the same turn, past the warm-up", async () => {
    // Turn 0 is the warm-up; in turns 1-3 the second function takes 1.1x, 0.5x and 2x the first.
    const { fns, now } = fakeRuns([
      [9_999, 100, 300, 200],
      [1, 110, 150, 400],
      [5, 100, 300, 200],
    ]);
    expect(await pairedRatios(fns, { runs: 3, warmup: 1, now })).toEqual({ medians: [200, 150, 200], ratios: [1.1, 1] });
  });

  it('gives a ratio for each function after the first, and the same medians as timeInterleaved', async () => {
    const costs = [
      [100, 200, 300, 400],
      [100, 200, 300, 400],
      [105, 210, 315, 420],
    ];
    const paired = fakeRuns(costs);
    expect(await pairedRatios(paired.fns, { runs: 4, warmup: 0, now: paired.now })).toEqual({
      medians: [250, 250, 262.5],
      ratios: [1, 1.05],
    });
    const plain = fakeRuns(costs);
    expect(await timeInterleaved(plain.fns, { runs: 4, warmup: 0, now: plain.now })).toEqual([250, 250, 262.5]);
  });
});
