import type { BenchRow } from '../report.js';
import { OURS, PEERS } from './economics-table.js';
import { everydayTasks } from './everyday-tasks.js';
import { sum } from './run-economics.js';
import type { ConfigurationEconomics, EconomicsFigures } from './run-economics.js';

const count = new Intl.NumberFormat('en-US');
/** The tasks of the issue 15 comparison (their names start so). */
const PREVIEW_TASKS = ['log triage', 'record search'];

function over(e: ConfigurationEconomics, prefixes: readonly string[]): EconomicsFigures {
  const parts = Object.entries(e.tasks)
    .filter(([name]) => prefixes.some((p) => name.startsWith(p)))
    .map(([, t]) => t);
  return sum(parts);
}

/** Which tasks a task belongs to: the first six, the everyday tasks of issue 20, the held-out ones, or the new kinds. */
export function taskGroup(name: string): 'first' | 'everyday' | 'held-out' | 'new-kind' {
  if (name.startsWith('held-out')) return 'held-out';
  if (name.startsWith('new kind')) return 'new-kind';
  return EVERYDAY.some((prefix) => name.startsWith(prefix)) ? 'everyday' : 'first';
}
const EVERYDAY = everydayTasks({ quick: true }).map((task) => task.name);

/**
 * Issue 20's goal on a group of tasks, as a row: on every task, ours (the better of defaults and
 * budgets) finds every needle any peer finds, and over the group it sends fewer input tokens than
 * any peer that finds as many needles. The ratio is ours' tokens over the fewest of such a peer (0
 * when no peer finds as many).
 */
function matchesEveryPeer(
  economics: Readonly<Record<string, ConfigurationEconomics>>,
  group: 'everyday' | 'held-out' | 'new-kind',
): BenchRow | undefined {
  const names = Object.keys(economics.ours?.tasks ?? {}).filter((task) => taskGroup(task) === group);
  if (names.length === 0) return undefined;
  const figures = (n: string) => over(economics[n]!, names);
  const ours = OURS.map((n) => ({ name: n, f: figures(n) })).sort((a, b) => a.f.inputTokens - b.f.inputTokens)[0]!;
  const short = names.filter((task) =>
    PEERS.some((p) => economics[p]!.tasks[task]!.needlesFound > economics[ours.name]!.tasks[task]!.needlesFound),
  );
  const rivals = PEERS.map((n) => ({ name: n, f: figures(n) })).filter((p) => p.f.needlesFound >= ours.f.needlesFound);
  const cheapest = rivals.sort((a, b) => a.f.inputTokens - b.f.inputTokens)[0];
  const ratio = cheapest ? ours.f.inputTokens / cheapest.f.inputTokens : 0;
  const pass = short.length === 0 && ratio < 1 && !ours.f.overWindow;
  return {
    benchmark: `E. ${group} tasks: every needle a peer finds, fewer tokens than a peer that finds as many`,
    baseline: cheapest
      ? `${count.format(cheapest.f.inputTokens)} (${cheapest.name}, ${cheapest.f.needlesFound}/${cheapest.f.needlesTotal} needles)`
      : 'no peer finds as many',
    ours: `${count.format(ours.f.inputTokens)} (${ours.name}, ${ours.f.needlesFound}/${ours.f.needlesTotal} needles)`,
    ratio,
    target: '< 1x, no needle a peer finds missed',
    pass,
    ...(pass
      ? {}
      : {
          reason:
            short.length > 0
              ? `a peer finds more needles on: ${short.join(', ')}`
              : `ours ${count.format(ours.f.inputTokens)} tokens vs ${cheapest?.name} ${count.format(cheapest?.f.inputTokens ?? 0)}`,
        }),
    details: Object.fromEntries(
      [...OURS, ...PEERS].map((n) => [
        n,
        { inputTokens: figures(n).inputTokens, needlesFound: figures(n).needlesFound, needlesTotal: figures(n).needlesTotal },
      ]),
    ),
  };
}

/** One side by side of issue 15. */
export interface PreviewFigures {
  readonly salient: EconomicsFigures;
  readonly headTail: EconomicsFigures;
}

/** The salient-vs-headTail figures of issue 15, on log triage and record search. */
export function previewComparison(economics: Readonly<Record<string, ConfigurationEconomics>>): Record<string, PreviewFigures> {
  const out: Record<string, PreviewFigures> = {};
  for (const task of PREVIEW_TASKS) {
    out[task] = { salient: over(economics.ours!, [task]), headTail: over(economics['ours-headTail']!, [task]) };
  }
  out.both = { salient: over(economics.ours!, PREVIEW_TASKS), headTail: over(economics['ours-headTail']!, PREVIEW_TASKS) };
  return out;
}

/**
 * The economics goals as target rows: (a) issue 14, ours (the better of defaults and budgets) sends
 * no more input tokens than any peer, finds every needle and never goes over the window. "Any peer"
 * is every peer, whatever it finds: the most frugal of them is the baseline even when it loses
 * needles (a peer that finds every needle with fewer tokens than ours is then a miss too, since the
 * baseline is at most its count); the row's details list each peer's tokens and needles; (b) issue
 * 15, salient previews need at most half the read-backs of headTail previews on log triage and
 * record search, with no more input tokens and every needle found.
 */
export function economicsTargets(all: Readonly<Record<string, ConfigurationEconomics>>): BenchRow[] {
  const rows: BenchRow[] = [];
  // Issue 14's row is over the first six tasks; the tasks of issue 20 have rows of their own, below.
  const economics = Object.fromEntries(
    Object.entries(all).map(([name, e]) => [
      name,
      {
        ...e,
        ...over(
          e,
          Object.keys(e.tasks).filter((task) => taskGroup(task) === 'first'),
        ),
      },
    ]),
  ) as Record<string, ConfigurationEconomics>;
  const ours = OURS.map((n) => ({ name: n, e: economics[n]! })).sort((a, b) => a.e.inputTokens - b.e.inputTokens)[0]!;
  const peer = PEERS.map((n) => ({ name: n, e: economics[n]! })).sort((a, b) => a.e.inputTokens - b.e.inputTokens)[0]!;
  const ratio = ours.e.inputTokens / peer.e.inputTokens;
  const allFound = OURS.every((n) => economics[n]!.needlesFound === economics[n]!.needlesTotal);
  const inWindow = OURS.every((n) => !economics[n]!.overWindow);
  const met = ratio <= 1 && allFound && inWindow;
  rows.push({
    benchmark: 'E. input tokens, ours vs the most frugal peer (the first six tasks)',
    baseline: `${count.format(peer.e.inputTokens)} (${peer.name}, ${peer.e.needlesFound}/${peer.e.needlesTotal} needles)`,
    ours: `${count.format(ours.e.inputTokens)} (${ours.name}, ${ours.e.needlesFound}/${ours.e.needlesTotal} needles)`,
    ratio,
    target: '<= 1x, all needles, in window',
    pass: met,
    ...(met
      ? {}
      : {
          reason: `ours ${count.format(ours.e.inputTokens)} tokens vs ${peer.name} ${count.format(peer.e.inputTokens)}; needles ${OURS.map((n) => `${n} ${economics[n]!.needlesFound}/${economics[n]!.needlesTotal}`).join(', ')}; over window: ${OURS.map((n) => `${n} ${economics[n]!.overWindow ? 'yes' : 'no'}`).join(', ')}`,
        }),
    details: {
      ours: ours.name,
      peer: peer.name,
      peers: Object.fromEntries(
        PEERS.map((n) => [
          n,
          { inputTokens: economics[n]!.inputTokens, needlesFound: economics[n]!.needlesFound, needlesTotal: economics[n]!.needlesTotal },
        ]),
      ),
    },
  });
  for (const group of ['everyday', 'held-out', 'new-kind'] as const) {
    const row = matchesEveryPeer(all, group);
    if (row) rows.push(row);
  }
  if (economics['ours-headTail']) {
    const { salient, headTail } = previewComparison(economics).both!;
    const readRatio = headTail.readBacks === 0 ? (salient.readBacks === 0 ? 0 : Infinity) : salient.readBacks / headTail.readBacks;
    const previewMet = readRatio <= 0.5 && salient.inputTokens <= headTail.inputTokens && salient.needlesFound === salient.needlesTotal;
    rows.push({
      benchmark: 'E. read-backs, salient vs headTail preview (log triage + record search)',
      baseline: `${headTail.readBacks} read-backs, ${count.format(headTail.inputTokens)} tokens`,
      ours: `${salient.readBacks} read-backs, ${count.format(salient.inputTokens)} tokens`,
      ratio: readRatio,
      target: '<= 0.5x, no more tokens, all needles',
      pass: previewMet,
      ...(previewMet
        ? {}
        : {
            reason: `salient: ${salient.readBacks} read-backs, ${salient.inputTokens} tokens, ${salient.needlesFound}/${salient.needlesTotal} needles; headTail: ${headTail.readBacks}, ${headTail.inputTokens}, ${headTail.needlesFound}/${headTail.needlesTotal}`,
          }),
      details: { salient, headTail },
    });
  }
  return rows;
}
