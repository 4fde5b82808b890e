/** One line of the final table. */
export interface BenchRow {
  /** Short name, e.g. `overhead 10 B`. */
  readonly benchmark: string;
  /** The baseline's figure, formatted with its unit. */
  readonly baseline: string;
  /** Our figure, formatted with its unit. */
  readonly ours: string;
  /** The ratio the target is stated in. */
  readonly ratio: number;
  /** The target, e.g. `<= 1.05x`. */
  readonly target: string;
  readonly pass: boolean;
  /** For a MISS: what was observed that explains it. */
  readonly reason?: string;
  /** Raw numbers, for the JSON file. */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** A row as `results/latest.json` holds it. */
export interface TargetResult {
  readonly name: string;
  readonly baseline: string;
  readonly ours: string;
  readonly ratio: number;
  readonly target: string;
  readonly met: boolean;
  readonly reason?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** The JSON form of a row. */
export function toTarget(row: BenchRow): TargetResult {
  return {
    name: row.benchmark,
    baseline: row.baseline,
    ours: row.ours,
    ratio: row.ratio,
    target: row.target,
    met: row.pass,
    ...(row.reason !== undefined ? { reason: row.reason } : {}),
    ...(row.details !== undefined ? { details: row.details } : {}),
  };
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDigits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Nanoseconds, shown in the unit that keeps 3-4 significant digits. */
export function formatNs(ns: number): string {
  if (ns < 10_000) return `${count.format(ns)} ns`;
  if (ns < 10_000_000) return `${twoDigits.format(ns / 1_000)} µs`;
  return `${twoDigits.format(ns / 1_000_000)} ms`;
}

/** A ratio as `12.34x` (more digits below 10, fewer above 1,000). */
export function formatRatio(ratio: number): string {
  if (ratio >= 1_000) return `${count.format(ratio)}x`;
  return `${twoDigits.format(ratio)}x`;
}

/** Bytes as MB (10^6) with one decimal. */
export function formatMB(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/** A `<= target` check on a ratio. */
export function atMost(ratio: number, target: number): { pass: boolean; target: string } {
  return { pass: ratio <= target, target: `<= ${target}x` };
}

/** A `>= target` check on a ratio. */
export function atLeast(ratio: number, target: number): { pass: boolean; target: string } {
  return { pass: ratio >= target, target: `>= ${target}x` };
}

/** The final table: benchmark | baseline | ours | ratio | target | PASS/MISS, with reasons under it. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['benchmark', 'baseline', 'ours', 'ratio', 'target', 'result'];
  const cells = rows.map((row) => [row.benchmark, row.baseline, row.ours, formatRatio(row.ratio), row.target, row.pass ? 'PASS' : 'MISS']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const right = new Set([1, 2, 3]);
  const line = (c: readonly string[]) =>
    c
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)];
  const missed = rows.filter((row) => !row.pass);
  if (missed.length > 0) {
    out.push('', 'Why each MISS was missed (observed in this run):');
    for (const row of missed) out.push(`- ${row.benchmark}: ${row.reason ?? 'no reason recorded'}`);
  }
  return out.join('\n');
}
