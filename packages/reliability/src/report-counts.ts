import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CountKind } from './counts.js';

const KINDS: readonly CountKind[] = [
  'faults injected',
  'concurrent calls',
  'hostile inputs tried',
  'payloads verified',
  'FileStore races tried',
  'stale line-index rounds',
  'Redis faults injected',
  'leftover files planted',
  'cluster spills verified',
  'middleware bypasses tried',
  'band escapes tried',
  'throws provoked',
  'thenables tried',
  'echoes checked',
  'model-door escapes tried',
  'shapes bounded',
  'preview failures injected',
  'host paths scrubbed',
  'step widths tried',
];

/** Vitest global setup: gives the workers a directory to count in, and prints the totals after the run. */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'output-limits-counts-'));
  process.env.RELIABILITY_COUNTS_DIR = dir;
  return () => {
    const totals = new Map<CountKind, number>(KINDS.map((kind) => [kind, 0]));
    for (const file of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        if (!line) continue;
        const { kind, n } = JSON.parse(line) as { kind: CountKind; n: number };
        totals.set(kind, (totals.get(kind) ?? 0) + n);
      }
    }
    rmSync(dir, { recursive: true, force: true });
    const width = Math.max(...KINDS.map((kind) => kind.length));
    console.log('\nreliability counts');
    for (const kind of KINDS) console.log(`  ${kind.padEnd(width)}  ${String(totals.get(kind)).padStart(9)}`);
  };
}
