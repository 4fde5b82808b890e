import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@output-limits/core';
import { buildLineIndex } from '@output-limits/core/store-kit';
import type { BenchRow } from '../report.js';
import { atLeast, formatMB, formatNs } from '../report.js';
import { timeTasks } from '../timing.js';

const TARGET = 0.7;

/**
 * Benchmark 4a: writing a 100 MB spill with `FileStore.write` vs `fs.writeFile` of the same bytes,
 * both into fresh temporary directories (removed afterwards), as throughput.
 */
export async function spillThroughput(bytes: Uint8Array): Promise<BenchRow[]> {
  const storeDir = await mkdtemp(join(tmpdir(), 'ol-bench-store-'));
  const plainDir = await mkdtemp(join(tmpdir(), 'ol-bench-plain-'));
  try {
    const store = new FileStore({ dir: storeDir });
    const plainPath = join(plainDir, 'payload');
    const [baseline, ours, indexing] = await timeTasks(
      [
        { name: 'fs.writeFile', fn: () => writeFile(plainPath, bytes) },
        // The same key each time, as the baseline rewrites the same path: both overwrite.
        { name: 'FileStore.write', fn: () => store.write('call_1.0-bench', bytes) },
        // For the reason of a miss: the line index FileStore keeps beside each payload.
        { name: 'buildLineIndex', fn: () => buildLineIndex(bytes) },
      ],
      { rounds: 3, timeMs: 0, iterations: 4, warmup: true },
    );
    const mbps = (ns: number) => bytes.byteLength / (ns / 1e9) / 1e6;
    const ratio = mbps(ours!) / mbps(baseline!);
    const check = atLeast(ratio, TARGET);
    return [
      {
        benchmark: `4. spill throughput, ${formatMB(bytes.byteLength)}`,
        baseline: `${mbps(baseline!).toFixed(0)} MB/s`,
        ours: `${mbps(ours!).toFixed(0)} MB/s`,
        ratio,
        ...check,
        ...(check.pass
          ? {}
          : {
              reason: `FileStore.write took ${formatNs(ours!)} against ${formatNs(baseline!)} for fs.writeFile of the same bytes; building the line index alone takes ${formatNs(indexing!)}`,
            }),
        details: { baselineNs: baseline, oursNs: ours, buildLineIndexNs: indexing, bytes: bytes.byteLength },
      },
    ];
  } finally {
    await rm(storeDir, { recursive: true, force: true });
    await rm(plainDir, { recursive: true, force: true });
  }
}
