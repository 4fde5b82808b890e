import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the suite counts and prints at the end. */
export type CountKind =
  | 'faults injected'
  | 'concurrent calls'
  | 'hostile inputs tried'
  | 'payloads verified'
  // Issue 9, one count a class of defect:
  | 'FileStore races tried'
  | 'stale line-index rounds'
  | 'Redis faults injected'
  | 'leftover files planted'
  | 'cluster spills verified'
  // Issue 9, the reduce path:
  | 'middleware bypasses tried'
  | 'band escapes tried'
  | 'throws provoked'
  | 'thenables tried'
  | 'echoes checked'
  // Issue 19, one bound at the model's door:
  | 'model-door escapes tried'
  | 'shapes bounded'
  | 'preview failures injected'
  | 'host paths scrubbed'
  | 'step widths tried';

/** Adds `n` to a count. Each test worker appends to its own file; `report-counts.ts` adds them up. */
export function count(kind: CountKind, n = 1): void {
  const dir = process.env.RELIABILITY_COUNTS_DIR;
  if (!dir) return;
  appendFileSync(join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ kind, n })}\n`);
}
