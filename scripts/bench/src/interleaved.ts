import { consume, median } from './timing.js';

/** Options of `timeInterleaved`. */
export interface InterleavedOptions {
  /** Timed runs of each function. */
  readonly runs: number;
  /** Untimed runs of each function first. Default a tenth of `runs`. */
  readonly warmup?: number;
  /** Work done before each timed run, untimed (e.g. removing what the last run wrote). */
  readonly between?: () => unknown;
  /** The clock, in nanoseconds. Default `process.hrtime.bigint` (a test gives its own). */
  readonly now?: () => bigint;
}

/**
 * Times the functions one run at a time, in turn (A B, then B A, ...), so that a machine busy with
 * something else slows all of them alike, and returns the median run of each, in nanoseconds. For
 * costs of a few µs to seconds, where a shared machine's noise swamps batch means.
 */
export async function timeInterleaved(fns: readonly (() => unknown)[], options: InterleavedOptions): Promise<number[]> {
  return (await sampleInterleaved(fns, options)).map(median);
}

/**
 * Times the functions as `timeInterleaved` does, and returns, for each function after the first, the
 * median over runs of its run's time over the first function's run of the same turn. A ratio of
 * two runs a few hundred µs apart leaves out what drifts slower than that (the clock speed, another
 * process's load), which a ratio of medians keeps: measured on a wrapper step against a copy of
 * itself, the ratio of medians of 2,500 runs each ranged 0.98x-1.03x, the median of run ratios
 * 1.00x-1.003x.
 */
export async function pairedRatios(
  fns: readonly (() => unknown)[],
  options: InterleavedOptions,
): Promise<{ medians: number[]; ratios: number[] }> {
  const samples = await sampleInterleaved(fns, options);
  const [first, ...rest] = samples;
  return { medians: samples.map(median), ratios: rest.map((runs) => median(runs.map((ns, run) => ns / first![run]!))) };
}

/** Each function's timed runs, in nanoseconds, in the order they ran. */
async function sampleInterleaved(fns: readonly (() => unknown)[], options: InterleavedOptions): Promise<number[][]> {
  const warmup = options.warmup ?? Math.ceil(options.runs / 10);
  const now = options.now ?? (() => process.hrtime.bigint());
  const samples: number[][] = fns.map(() => []);
  for (let run = 0; run < warmup + options.runs; run += 1) {
    const order = fns.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const i of order) {
      await options.between?.();
      const start = now();
      consume(await fns[i]!());
      const ns = Number(now() - start);
      if (run >= warmup) samples[i]!.push(ns);
    }
  }
  return samples;
}
