/** A step at a place is a spike's when it is more than this many times the place's usual step (its 90th percentile)... */
const SPIKE_STEPS = 10;
/** ...and the value after it comes back to within this share of the step of the value before. */
const BACK_WITHIN = 0.25;
/** Share of a place's steps under which the usual step lies. */
const USUAL_SHARE = 0.9;
/** Spikes a place may have, at most: more are how it moves, not a glitch. */
const MOST_SPIKES = 2;

/**
 * The rows of `series` (one place's values on lines alike, in order) where the value jumps and comes
 * straight back: both steps more than `SPIKE_STEPS` times the usual step (the 90th percentile of all
 * of them), and the value after within a quarter of the smaller step from the value before. A snow
 * depth of 312.4 cm an hour after 21.2 and before 21.5, where a plot's depth moves a few cm a day.
 * Values of things taken in turn (each meter's reading, line by line) step as far at every line, and
 * have none. Only at a place that moves; none where a value is not a plain number, or past
 * `MOST_SPIKES` rows.
 */
export function spikeRows(series: ArrayLike<number>): number[] {
  const n = series.length;
  if (n < 3) return [];
  const steps = new Float64Array(n - 1);
  for (let row = 1; row < n; row++) {
    const step = Math.abs(series[row]! - series[row - 1]!);
    if (Number.isNaN(step)) return [];
    steps[row - 1] = step;
  }
  // Sorted in place: the steps are not read again.
  const usual = steps.sort()[Math.floor(USUAL_SHARE * (n - 2))]!;
  // Only at a place that moves (a value alone unlike the rest of a still place is `oddNumbers`' to find).
  if (usual === 0) return [];
  const rows: number[] = [];
  for (let row = 1; row < n - 1; row++) {
    const up = series[row]! - series[row - 1]!;
    const down = series[row + 1]! - series[row]!;
    const jump = Math.min(Math.abs(up), Math.abs(down));
    if (jump > SPIKE_STEPS * usual && Math.abs(series[row + 1]! - series[row - 1]!) <= BACK_WITHIN * jump) rows.push(row);
  }
  return rows.length <= MOST_SPIKES ? rows : [];
}
