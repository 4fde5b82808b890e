import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore, readToolResult } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import type { BenchRow } from '../report.js';
import { atLeast, formatMB, formatNs } from '../report.js';
import { timeTasks } from '../timing.js';

const TARGET = 20;
/** Lines a page asks for: over the default 200, so the page may hold up to 50,000 chars (a default page stops at 8,000). */
const LIMIT = 250;

/**
 * Benchmark 5: one `read_tool_result` page of 250 lines (a limit over the default, so up to 50,000 chars) from a 100 MB spill in a FileStore, from
 * the start and with `from_end`, vs reading the whole file and splitting it into lines.
 */
export async function readPage(bytes: Uint8Array): Promise<BenchRow[]> {
  const storeDir = await mkdtemp(join(tmpdir(), 'ol-bench-read-'));
  try {
    const fileStore = new FileStore({ dir: storeDir });
    // Counts how the read-back uses the store, to explain a miss by what it did.
    const calls = { read: 0, readRange: 0, lineIndex: 0 };
    const store: OverflowStore = {
      write: (key, data, options) => fileStore.write(key, data, options),
      read: (h) => (calls.read++, fileStore.read(h)),
      ...(fileStore.readRange
        ? { readRange: (h: string, start: number, end: number) => (calls.readRange++, fileStore.readRange(h, start, end)) }
        : {}),
      ...(fileStore.lineIndex ? { lineIndex: (h: string) => (calls.lineIndex++, fileStore.lineIndex(h)) } : {}),
    };
    const handle = await store.write('call_1.0-bench', bytes);
    const plainPath = join(storeDir, '..', `${storeDir.split('/').at(-1)}-plain`);
    await writeFile(plainPath, bytes);
    try {
      const wholeFile = async (fromEnd: boolean) => {
        // Lines as the core counts them (String#split('\n'): a final LF ends in an empty last line).
        const lines = (await readFile(plainPath, 'utf8')).split('\n');
        return (fromEnd ? lines.slice(-LIMIT) : lines.slice(0, LIMIT)).join('\n');
      };
      const rows: BenchRow[] = [];
      for (const fromEnd of [false, true]) {
        const args = { handle, limit: LIMIT, ...(fromEnd ? { from_end: true } : {}) };
        // The page must hold the same lines the baseline finds.
        calls.read = calls.readRange = calls.lineIndex = 0;
        const page = await readToolResult(store, args);
        const used = `one page made ${calls.read} whole read(s), ${calls.readRange} readRange and ${calls.lineIndex} lineIndex call(s)`;
        const expected = (await wholeFile(fromEnd)).split('\n');
        const missing = [expected[0]!, expected[LIMIT - 2]!].find((line) => !page.includes(line));
        const [baseline, ours] = await timeTasks(
          [
            { name: 'readFile + split', fn: () => wholeFile(fromEnd) },
            { name: 'readToolResult', fn: () => readToolResult(store, args) },
          ],
          { rounds: 2, timeMs: 0, iterations: 3, warmupIterations: 1 },
        );
        const ratio = baseline! / ours!;
        const fast = atLeast(ratio, TARGET);
        // A fast page with the wrong lines is no pass.
        const check = { ...fast, pass: fast.pass && missing === undefined };
        rows.push({
          benchmark: `5. read ${LIMIT} lines${fromEnd ? ' from_end' : ''}, ${formatMB(bytes.byteLength)} spill`,
          baseline: formatNs(baseline!),
          ours: formatNs(ours!),
          ratio,
          ...check,
          ...(check.pass
            ? {}
            : missing !== undefined
              ? { reason: `the page did not hold the expected line ${JSON.stringify(missing.slice(0, 40))}...; ${used}` }
              : {
                  reason: `readToolResult took ${formatNs(ours!)} for a page against ${formatNs(baseline!)} for reading and splitting the whole file; ${used}`,
                }),
          details: { baselineNs: baseline, oursNs: ours, bytes: bytes.byteLength, fromEnd, storeCallsPerPage: { ...calls } },
        });
      }
      return rows;
    } finally {
      await rm(plainPath, { force: true });
    }
  } finally {
    await rm(storeDir, { recursive: true, force: true });
  }
}
