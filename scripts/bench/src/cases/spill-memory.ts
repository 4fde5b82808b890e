import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from '../report.js';
import { atMost, formatMB } from '../report.js';

const TARGET = 2.5;
const here = dirname(fileURLToPath(import.meta.url));

interface ChildReport {
  readonly payloadBytes: number;
  readonly action?: string;
  /** Rise of RSS above what it was with the payload alone, to the peak during the spill. */
  readonly peakRssRise?: number;
  readonly sampledHeapPlusArrayBuffersRise: number;
}

/**
 * Benchmark 4b: peak memory while a reducer spills a 100 MB string into a FileStore, as a multiple
 * of the payload: (payload + the peak rise of RSS during the spill) / payload, so 1.0x is the floor.
 * Measured in a fresh process so nothing else is on the heap.
 */
export async function spillMemory(chars: number): Promise<BenchRow[]> {
  const report = await new Promise<ChildReport>((resolve, reject) => {
    execFile(
      process.execPath,
      // The packages as this process loads them: compiled (`pnpm bench`), or the sources (the quick test).
      [
        '--expose-gc',
        ...process.execArgv.filter((arg) => arg.startsWith('--conditions')),
        '--import',
        'tsx',
        join(here, 'spill-memory-child.ts'),
        String(chars),
      ],
      { cwd: join(here, '..', '..'), maxBuffer: 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`spill memory child failed: ${stderr.trim().split('\n').slice(-3).join(' ') || error.message}`));
        try {
          resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ChildReport);
        } catch {
          reject(new Error(`spill memory child printed no report: ${stdout.slice(0, 200)}`));
        }
      },
    );
  });
  if (report.action !== 'spill') throw new Error(`the 100 MB payload was not spilled (action ${report.action ?? 'none'})`);
  const rise = report.peakRssRise ?? report.sampledHeapPlusArrayBuffersRise;
  const how = report.peakRssRise === undefined ? 'sampled heapUsed+arrayBuffers' : 'peak RSS (VmHWM)';
  const measured = report.payloadBytes + rise;
  const ratio = measured / report.payloadBytes;
  const check = atMost(ratio, TARGET);
  return [
    {
      benchmark: `4. spill peak memory, ${formatMB(report.payloadBytes)}`,
      baseline: `${formatMB(report.payloadBytes)} payload`,
      ours: `${formatMB(measured)} peak`,
      ratio,
      ...check,
      ...(check.pass
        ? {}
        : {
            reason: `during the spill ${how} rose ${formatMB(rise)} above the ${formatMB(report.payloadBytes)} payload (sampled heapUsed+arrayBuffers rose ${formatMB(report.sampledHeapPlusArrayBuffersRise)}), i.e. ${(rise / report.payloadBytes).toFixed(1)} payload-sized copies alive at once`,
          }),
      details: { ...report, measuredBy: how },
    },
  ];
}
