import { consume, median } from './timing.js';

/** Options of `timeInterleaved`. */
export interface InterleavedOptions {
  /** Timed runs of each function. */
  readonly runs: number;
  /** Untimed runs of each function first. Default a tenth of `runs`. */
  readonly warmup?: number;
  /** Work done before each timed run, untimed (e.g. removing what the last run wrote). */
  readonly between?: () => unknown;
}

/**
 * Times the functions one run at a time, in turn (A B, then B A, ...), so that a machine busy with
 * something else slows all of them alike, and returns the median run of each, in nanoseconds. For
 * costs of a few µs to seconds, where a shared machine's noise swamps batch means.
 */
export async function timeInterleaved(fns: readonly (() => unknown)[], options: InterleavedOptions): Promise<number[]> {
  const warmup = options.warmup ?? Math.ceil(options.runs / 10);
  const samples: number[][] = fns.map(() => []);
  for (let run = 0; run < warmup + options.runs; run += 1) {
    const order = fns.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const i of order) {
      await options.between?.();
      const start = process.hrtime.bigint();
      consume(await fns[i]!());
      const ns = Number(process.hrtime.bigint() - start);
      if (run >= warmup) samples[i]!.push(ns);
    }
  }
  return samples.map(median);
}
