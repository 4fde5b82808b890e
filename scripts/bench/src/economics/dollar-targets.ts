import type { BenchRow } from '../report.js';
import { sessionTasks } from './dollar-table.js';
import { PEERS } from './economics-table.js';
import { PRICE_LISTS } from './price-lists.js';
import type { ConfigurationEconomics } from './run-economics.js';

const usd = (dollars: number) => `$${dollars.toFixed(4)}`;

/**
 * The dollar goals of issue 24, as target rows:
 * - on each long session, ours with history masking costs at most half the dollars of ours without
 *   it, under both price lists (the ratio is the larger of the two), and finds every needle;
 * - ours with its defaults costs no more dollars than any peer configuration, over all tasks, under
 *   both price lists (the baseline is the cheapest peer, whatever needles it finds).
 */
export function dollarTargets(economics: Readonly<Record<string, ConfigurationEconomics>>): BenchRow[] {
  const rows: BenchRow[] = [];
  const ours = economics.ours;
  const masking = economics['ours-masking'];
  if (!ours || !masking) return rows;
  for (const task of sessionTasks(economics)) {
    const without = ours.tasks[task]!;
    const withMasking = masking.tasks[task]!;
    const ratios = PRICE_LISTS.map((list) => withMasking.dollars[list.name]!.dollars / without.dollars[list.name]!.dollars);
    const ratio = Math.max(...ratios);
    const allFound = withMasking.needlesFound === withMasking.needlesTotal;
    const met = ratio <= 0.5 && allFound;
    const each = (t: typeof without) => PRICE_LISTS.map((list) => `${list.name} ${usd(t.dollars[list.name]!.dollars)}`).join(', ');
    rows.push({
      benchmark: `E. dollars, ours-masking vs ours (${task.replace(/ \(.*\)$/, '')})`,
      baseline: each(without),
      ours: `${each(withMasking)}, ${withMasking.needlesFound}/${withMasking.needlesTotal} needles`,
      ratio,
      target: '<= 0.5x under both lists, all needles',
      pass: met,
      ...(met
        ? {}
        : {
            reason: `ours-masking / ours: ${PRICE_LISTS.map((list, i) => `${list.name} ${ratios[i]!.toFixed(3)}x`).join(', ')}; needles ${withMasking.needlesFound}/${withMasking.needlesTotal}`,
          }),
      details: {
        ratios: Object.fromEntries(PRICE_LISTS.map((list, i) => [list.name, ratios[i]])),
        ours: without.dollars,
        masking: withMasking.dollars,
      },
    });
  }
  const ratios = PRICE_LISTS.map((list) => {
    const cheapest = PEERS.map((name) => ({ name, dollars: economics[name]!.dollars[list.name]!.dollars })).sort(
      (a, b) => a.dollars - b.dollars,
    )[0]!;
    return { list: list.name, peer: cheapest, ratio: ours.dollars[list.name]!.dollars / cheapest.dollars };
  });
  const ratio = Math.max(...ratios.map((r) => r.ratio));
  rows.push({
    benchmark: 'E. dollars, ours (defaults) vs the cheapest peer (all tasks)',
    baseline: ratios.map((r) => `${r.list} ${usd(r.peer.dollars)} (${r.peer.name})`).join(', '),
    ours: PRICE_LISTS.map((list) => `${list.name} ${usd(ours.dollars[list.name]!.dollars)}`).join(', '),
    ratio,
    target: '<= 1x under both lists',
    pass: ratio <= 1,
    ...(ratio <= 1 ? {} : { reason: ratios.map((r) => `${r.list}: ${r.ratio.toFixed(3)}x of ${r.peer.name}`).join('; ') }),
    details: { peers: Object.fromEntries(PEERS.map((name) => [name, economics[name]!.dollars])), ours: ours.dollars },
  });
  return rows;
}
