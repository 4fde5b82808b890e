import { truncateText } from '@output-limits/core/adapter';
import { logText, MB } from '../inputs.js';
import type { BenchRow } from '../report.js';
import { atMost, formatNs } from '../report.js';
import type { TimedTask } from '../timing.js';
import { timeTasks } from '../timing.js';

/** Most a call may cost, in ns. */
const BUDGET_NS = 2_000;
/** Most the 100 MB cost may be of the 1 MB cost. */
const GROWTH = 1.5;
const MAX_CHARS = 4_000;
const BATCH = 200;

const batched = (name: string, one: () => string): TimedTask => ({
  name,
  callsPerRun: BATCH,
  fn: () => {
    let n = 0;
    for (let i = 0; i < BATCH; i += 1) n += one().length;
    return n;
  },
});

/**
 * Benchmark 2: `truncateText` with `headTail` to 4,000 chars on 1, 10 and 100 MB strings: at most
 * 2 µs a call (head, tail, and a marker that prints four counts), and a cost that does not grow with
 * the input (100 MB at most 1.5x 1 MB). All sizes are timed in the same rounds.
 */
export async function truncateCost(big: string): Promise<BenchRow[]> {
  const inputs = [
    { label: '1 MB', text: logText(1 * MB) },
    { label: '10 MB', text: logText(10 * MB) },
    { label: '100 MB', text: big },
  ];
  for (const { label, text } of inputs) {
    const cut = truncateText(text, { maxChars: MAX_CHARS, strategy: 'headTail' });
    if (cut.length > MAX_CHARS || cut.length < MAX_CHARS - 200) throw new Error(`truncateText kept ${cut.length} chars of ${label}`);
  }
  const times = await timeTasks(
    inputs.map((input) =>
      batched(`truncateText ${input.label}`, () => truncateText(input.text, { maxChars: MAX_CHARS, strategy: 'headTail' })),
    ),
    { rounds: 6, timeMs: 150, iterations: 15 },
  );
  const rows: BenchRow[] = inputs.map((input, i) => {
    const ours = times[i]!;
    const ratio = ours / BUDGET_NS;
    const check = atMost(ratio, 1);
    return {
      benchmark: `2. truncateText headTail per call, ${input.label}`,
      baseline: `${formatNs(BUDGET_NS)} budget`,
      ours: `${formatNs(ours)}/call`,
      ratio,
      ...check,
      target: `<= 1x (${formatNs(BUDGET_NS)})`,
      ...(check.pass ? {} : { reason: `truncateText took ${formatNs(ours)} a call on ${input.label}` }),
      details: { oursNsPerCall: ours, budgetNs: BUDGET_NS, inputChars: input.text.length, maxChars: MAX_CHARS },
    };
  });
  const small = times[0]!;
  const large = times[2]!;
  const growth = large / small;
  const flat = atMost(growth, GROWTH);
  rows.push({
    benchmark: '2. truncateText cost, 100 MB vs 1 MB',
    baseline: `${formatNs(small)} (1 MB)`,
    ours: `${formatNs(large)} (100 MB)`,
    ratio: growth,
    ...flat,
    ...(flat.pass ? {} : { reason: `the cost of truncateText went from ${formatNs(small)} at 1 MB to ${formatNs(large)} at 100 MB` }),
    details: { nsPerCallBySize: { '1MB': small, '10MB': times[1], '100MB': large } },
  });
  return rows;
}
