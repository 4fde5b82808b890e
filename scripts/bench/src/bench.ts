/**
 * The output-limits benchmarks. Every micro figure is a ratio against a baseline measured in the
 * same run (or against a fixed budget), checked against its target; a missed target is reported
 * with what was observed, never relaxed. The context-economics benchmark runs 17 agent tasks under
 * every configuration. Prints the tables and writes scripts/bench/results/latest.json.
 *
 *   pnpm bench              (from the repository root; about 2-3 minutes on 2 cores)
 *   pnpm bench --quick      (small inputs, few runs: checks that everything runs)
 *   ONLY=1,E pnpm bench     runs some of them (1-7, E)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mcpProxyOverhead } from './cases/mcp-proxy-overhead.js';
import { readPage } from './cases/read-page.js';
import { sharedStores } from './cases/shared-stores.js';
import { spillFloor } from './cases/spill-floor.js';
import { spillMemory } from './cases/spill-memory.js';
import { spillThroughput } from './cases/spill-throughput.js';
import { tokenBand } from './cases/token-band.js';
import { truncateCost } from './cases/truncate-cost.js';
import { wrapperOverhead } from './cases/wrapper-overhead.js';
import { economicsChart } from './economics/economics-chart.js';
import { formatDollars } from './economics/dollar-table.js';
import { dollarTargets } from './economics/dollar-targets.js';
import { economicsTargets, previewComparison } from './economics/economics-targets.js';
import { formatEconomics, formatEconomicsByTask } from './economics/economics-table.js';
import type { ConfigurationEconomics } from './economics/run-economics.js';
import { runEconomics } from './economics/run-economics.js';
import { logBytes, logText, MB } from './inputs.js';
import type { BenchRow } from './report.js';
import { formatTable, toTarget } from './report.js';

const HUNDRED_MB = 100 * MB;
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** Where the results go: `results/latest.json`, or `BENCH_OUT` (the smoke test writes elsewhere). */
const outFile = process.env.BENCH_OUT ?? join(resultsDir, 'latest.json');

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const only = process.env.ONLY?.split(',').map((s) => s.trim());
  const runs = (n: string) => !only || only.includes(n);
  const started = performance.now();
  const loadBefore = loadavg();
  if (!globalThis.gc) console.log('(run with --expose-gc for steadier numbers)');
  console.log(
    `output-limits benchmarks${quick ? ' (--quick)' : ''} · node ${process.version} · ${cpus().length} cpus · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const phase = async (label: string, work: () => Promise<void>) => {
    const t = performance.now();
    console.log(`-> ${label}`);
    await work();
    console.log(`   ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };

  const rows: BenchRow[] = [];
  let economics: Record<string, ConfigurationEconomics> = {};
  if (quick) {
    // Small inputs, few runs: every kind of case runs once through, no 100 MB input is made.
    if (runs('1')) await phase('1. wrapper overhead (quick)', async () => void rows.push(...(await wrapperOverhead(50))));
    if (runs('4'))
      await phase(
        '4. spill cost vs floor, 10 KB (quick)',
        async () => void rows.push(...(await spillFloor(['10 KB'], undefined, { runs: 20, smallWarmup: 20 }))),
      );
  } else {
    // The large inputs are made once.
    const text100 = runs('2') || runs('4') ? logText(HUNDRED_MB) : '';
    const bytes100 = runs('4') || runs('5') || runs('6') ? logBytes(HUNDRED_MB) : new Uint8Array();
    if (runs('1')) await phase('1. wrapper overhead', async () => void rows.push(...(await wrapperOverhead())));
    if (runs('2')) await phase('2. headTail truncation', async () => void rows.push(...(await truncateCost(text100))));
    if (runs('3')) await phase('3. token band decision', async () => void rows.push(...(await tokenBand())));
    if (runs('4')) {
      await phase('4. spill: throughput, memory, cost vs floor', async () => {
        rows.push(...(await spillThroughput(bytes100)));
        rows.push(...(await spillMemory(HUNDRED_MB)));
        rows.push(...(await spillFloor(undefined, text100)));
      });
    }
    if (runs('5')) await phase('5. read_tool_result page (FileStore)', async () => void rows.push(...(await readPage(bytes100))));
    if (runs('6')) await phase('6. shared stores: Redis and unstorage', async () => void rows.push(...(await sharedStores(bytes100))));
    if (runs('7')) await phase('7. MCP proxy overhead', async () => void rows.push(...(await mcpProxyOverhead())));
  }
  if (runs('E')) {
    await phase(`E. context economics${quick ? ' (quick)' : ''}`, async () => {
      economics = await runEconomics({ quick }, (line) => console.log(`   ${line}`));
      rows.push(...economicsTargets(economics));
      rows.push(...dollarTargets(economics));
    });
  }

  const seconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg();
  console.log(
    `\n${formatTable(rows)}\n\n${rows.filter((r) => r.pass).length} of ${rows.length} targets met; ${seconds.toFixed(0)} s in all (load average ${loadAfter.map((l) => l.toFixed(2)).join(' ')}).`,
  );
  if (Object.keys(economics).length > 0) {
    console.log(
      `\nContext economics (js-tiktoken o200k_base; window 128,000; ours/row = ours' input tokens / the row's):\n${formatEconomics(economics)}`,
    );
    console.log(`\nPer task:\n${formatEconomicsByTask(economics)}`);
    console.log(`\nDollars of input (prompt-cache simulation; price lists in scripts/bench/README.md):\n${formatDollars(economics)}`);
  }
  await mkdir(dirname(outFile), { recursive: true });
  const result = {
    date: new Date().toISOString(),
    quick,
    node: process.version,
    cpus: cpus().length,
    totalMemBytes: totalmem(),
    loadAverage: { before: loadBefore, after: loadAfter },
    seconds,
    targets: rows.map(toTarget),
    economics,
    ...(economics['ours-headTail'] ? { previewComparison: previewComparison(economics) } : {}),
  };
  await writeFile(outFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Wrote ${outFile}`);
  if (Object.keys(economics).length > 0) {
    // The economics table as a picture too, beside the results (`BENCH_CHART` elsewhere).
    const chart = process.env.BENCH_CHART ?? join(dirname(outFile), 'economics.svg');
    const tasks = Object.keys(Object.values(economics)[0]?.tasks ?? {}).length;
    await writeFile(
      chart,
      economicsChart(economics, `Context economics: ${tasks} agent tasks, every configuration (${quick ? 'quick' : 'full'} run)`),
    );
    console.log(`Wrote ${chart}`);
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exitCode = 1;
});
