/**
 * The output-limits benchmarks. Every figure is a ratio against a baseline measured in the same
 * run, checked against its target; a missed target is reported with what was observed, never
 * relaxed. Prints a table and writes scripts/bench/results/latest.json.
 *
 *   pnpm bench          (from the repository root)
 *   ONLY=1,3 pnpm bench runs some of them
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPage } from './cases/read-page.js';
import { spillMemory } from './cases/spill-memory.js';
import { spillThroughput } from './cases/spill-throughput.js';
import { tokenBand } from './cases/token-band.js';
import { truncateCost } from './cases/truncate-cost.js';
import { wrapperOverhead } from './cases/wrapper-overhead.js';
import { logBytes, logText, MB } from './inputs.js';
import type { BenchRow } from './report.js';
import { formatTable } from './report.js';

const HUNDRED_MB = 100 * MB;
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

async function main(): Promise<void> {
  const only = process.env.ONLY?.split(',').map((s) => s.trim());
  const runs = (n: string) => !only || only.includes(n);
  const started = performance.now();
  if (!globalThis.gc) console.log('(run with --expose-gc for steadier numbers)');
  console.log(`output-limits benchmarks · node ${process.version} · ${cpus().length} cpus · ${(totalmem() / 2 ** 30).toFixed(0)} GiB`);

  // The large inputs are made once.
  const phase = (label: string) => {
    const t = performance.now();
    console.log(`-> ${label}`);
    return () => console.log(`   ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const rows: BenchRow[] = [];
  const text100 = runs('2') ? logText(HUNDRED_MB) : '';
  const bytes100 = runs('4') || runs('5') ? logBytes(HUNDRED_MB) : new Uint8Array();

  let done = () => {};
  if (runs('1')) { done = phase('1. wrapper overhead'); rows.push(...(await wrapperOverhead())); done(); }
  if (runs('2')) { done = phase('2. headTail truncation'); rows.push(...(await truncateCost(text100))); done(); }
  if (runs('3')) { done = phase('3. token band decision'); rows.push(...(await tokenBand())); done(); }
  if (runs('4')) {
    done = phase('4. spill throughput and memory');
    rows.push(...(await spillThroughput(bytes100)));
    rows.push(...(await spillMemory(HUNDRED_MB)));
    done();
  }
  if (runs('5')) { done = phase('5. read_tool_result page'); rows.push(...(await readPage(bytes100))); done(); }

  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${formatTable(rows)}\n\n${rows.filter((r) => r.pass).length} of ${rows.length} targets met; ${seconds.toFixed(0)} s in all.`);
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, 'latest.json');
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, totalMemBytes: totalmem(), seconds, rows }, null, 2)}\n`,
  );
  console.log(`Wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exitCode = 1;
});
