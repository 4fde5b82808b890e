import { truncateText } from '@output-limits/core';
import { logText, MB } from '../inputs.js';
import type { BenchRow } from '../report.js';
import { atMost, formatNs } from '../report.js';
import type { TimedTask } from '../timing.js';
import { timeTasks } from '../timing.js';

const TARGET = 1.5;
const MAX_CHARS = 4_000;
const BATCH = 200;
const counts = new Intl.NumberFormat('en-US');

interface Input {
  readonly label: string;
  readonly text: string;
  /** The baseline: the same head and tail as truncateText keeps, around the same marker. */
  readonly slice: () => string;
}

function prepare(label: string, text: string): Input {
  const cut = truncateText(text, { maxChars: MAX_CHARS, strategy: 'headTail' });
  if (cut.length > MAX_CHARS || cut.length < MAX_CHARS - 200) throw new Error(`truncateText kept ${cut.length} chars of ${label}`);
  const markerStart = cut.indexOf('\n\n[truncated');
  const markerEnd = cut.indexOf(']\n\n', markerStart) + 3;
  const marker = cut.slice(markerStart, markerEnd);
  const tail = cut.length - markerEnd;
  const slice = () => text.slice(0, markerStart) + marker + text.slice(text.length - tail);
  if (markerStart < 0 || slice() !== cut) throw new Error(`could not rebuild the head/tail cut of ${label} for the baseline`);
  return { label, text, slice };
}

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
 * Benchmark 2: `truncateText` with `headTail` on 1, 10 and 100 MB strings vs a bare slice of the
 * same head and tail joined by a ready-made marker; and that its cost does not grow with the size.
 * All sizes are timed in the same rounds, so their costs compare under the same machine load.
 */
export async function truncateCost(big: string): Promise<BenchRow[]> {
  const inputs = [prepare('1 MB', logText(1 * MB)), prepare('10 MB', logText(10 * MB)), prepare('100 MB', big)];
  const tasks: TimedTask[] = [];
  for (const input of inputs) {
    tasks.push(batched(`slice ${input.label}`, input.slice));
    tasks.push(batched(`truncateText ${input.label}`, () => truncateText(input.text, { maxChars: MAX_CHARS, strategy: 'headTail' })));
  }
  // For the reasons of a miss: what formatting the marker's four counts once costs.
  tasks.push(batched('format 4 counts', () => counts.format(1_600) + counts.format(2_400) + counts.format(99_996_000) + counts.format(100_000_000)));
  const times = await timeTasks(tasks, { rounds: 6, timeMs: 150, iterations: 15 });
  const formatOnce = times.at(-1)!;

  const rows: BenchRow[] = [];
  inputs.forEach((input, i) => {
    const baseline = times[2 * i]!;
    const ours = times[2 * i + 1]!;
    const ratio = ours / baseline;
    const check = atMost(ratio, TARGET);
    rows.push({
      benchmark: `2. headTail truncateText, ${input.label}`,
      baseline: `${formatNs(baseline)}/call`,
      ours: `${formatNs(ours)}/call`,
      ratio,
      ...check,
      ...(check.pass
        ? {}
        : {
            reason:
              `truncateText takes a fixed ${formatNs(ours - baseline)} more than the ${formatNs(baseline)} slice, whatever the input size: ` +
              `it finds the cut and builds the marker with its 4 counts, which a bare slice does not (for scale, Intl en-US formatting of 4 counts alone takes ${formatNs(formatOnce)} here)`,
          }),
      details: { baselineNsPerCall: baseline, oursNsPerCall: ours, inputChars: input.text.length, formatFourCountsNs: formatOnce },
    });
  });
  const small = times[1]!;
  const large = times[5]!;
  const growth = large / small;
  const flat = atMost(growth, TARGET);
  rows.push({
    benchmark: '2. headTail cost, 100 MB vs 1 MB',
    baseline: `${formatNs(small)} (1 MB)`,
    ours: `${formatNs(large)} (100 MB)`,
    ratio: growth,
    ...flat,
    ...(flat.pass ? {} : { reason: `the cost of truncateText went from ${formatNs(small)} at 1 MB to ${formatNs(large)} at 100 MB` }),
    details: { nsPerCallBySize: { '1MB': small, '10MB': times[3], '100MB': large } },
  });
  console.log(
    `   truncateText cost by input size: 1 MB ${formatNs(small)}, 10 MB ${formatNs(times[3]!)}, 100 MB ${formatNs(large)}` +
      ` -> ${flat.pass ? 'the cost does not grow with the input size' : 'the cost GROWS with the input size'}`,
  );
  return rows;
}
