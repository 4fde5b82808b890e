/**
 * The largest whole `cap` such that the sizes, each cut to at most `cap`, add up to at most
 * `total`: cutting every size above it down to it shrinks the largest first and leaves the small
 * ones whole. `Infinity` when the sizes already fit; 0 when even zero-size caps cannot reach it
 * (`total < 0`). Depends only on the multiset of sizes, not on their order.
 *
 * @example largestFirstCap([100, 50, 10], 100) === 45 // 45 + 45 + 10
 */
export function largestFirstCap(sizes: readonly number[], total: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  let sum = sorted.reduce((a, b) => a + b, 0);
  if (sum <= total) return Number.POSITIVE_INFINITY;
  if (total <= 0) return 0;
  // Walk down from the largest: with the largest `k` sizes cut to `cap`, the rest stay whole.
  for (let k = 1; k <= sorted.length; k += 1) {
    sum -= sorted[sorted.length - k]!;
    const cap = Math.floor((total - sum) / k);
    const next = sorted[sorted.length - k - 1] ?? Number.NEGATIVE_INFINITY;
    if (cap >= next) return Math.max(0, cap);
  }
  return 0;
}
