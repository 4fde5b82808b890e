import { Bench } from 'tinybench';

/** One function to time. */
export interface TimedTask {
  readonly name: string;
  /** The work; sync or async. Its result is kept in a sink so it cannot be optimised away. */
  readonly fn: () => unknown;
  /** How many calls one `fn` run makes (for tiny operations batched in a loop). Default 1. */
  readonly callsPerRun?: number;
}

/** Options of `timeTasks`. */
export interface TimingOptions {
  /** Rounds; the tasks alternate order between rounds and the median of the rounds is kept. Default 5. */
  readonly rounds?: number;
  /** tinybench time budget per task and round, in ms. Default 200. */
  readonly timeMs?: number;
  /** tinybench minimum iterations per task and round. Default 10. */
  readonly iterations?: number;
  /** Warm up each task before timing it. Default true. */
  readonly warmup?: boolean;
  /** Warm-up runs per task and round. Default 3. */
  readonly warmupIterations?: number;
}

let sink: unknown;

/** Keeps a value alive so the engine cannot drop the work that made it. */
export function consume(value: unknown): void {
  sink = value;
}

/** Reads the sink (so the writes to it are observable). */
export function sinkValue(): unknown {
  return sink;
}

/**
 * Times the tasks with tinybench, in `rounds` rounds that alternate the order of the tasks (so
 * drift of the machine hits all of them alike), and returns the median over rounds of each task's
 * median latency, in nanoseconds per call.
 *
 * @throws Error when a task throws.
 */
export async function timeTasks(tasks: readonly TimedTask[], options: TimingOptions = {}): Promise<number[]> {
  const rounds = options.rounds ?? 5;
  const perRound: number[][] = tasks.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    const bench = new Bench({
      time: options.timeMs ?? 200,
      iterations: options.iterations ?? 10,
      warmup: options.warmup ?? true,
      warmupIterations: options.warmupIterations ?? 3,
      warmupTime: 20,
      throws: true,
    });
    const order = tasks.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const task = tasks[i]!;
      const fn = task.fn;
      bench.add(`${task.name}#${i}`, async () => {
        consume(await fn());
      });
    }
    globalThis.gc?.();
    await bench.run();
    for (const i of order) {
      const task = tasks[i]!;
      const result = bench.getTask(`${task.name}#${i}`)?.result;
      if (!result || !('latency' in result))
        throw new Error(`benchmark task ${task.name} did not complete (${result?.state ?? 'missing'})`);
      perRound[i]!.push((result.latency.p50 * 1e6) / (task.callsPerRun ?? 1));
    }
  }
  return perRound.map(median);
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
