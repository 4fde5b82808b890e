import type { ConfigurationEconomics } from './run-economics.js';

const count = new Intl.NumberFormat('en-US');

/** The configurations that are ours; the others are peers. */
export const OURS = ['ours', 'ours-budgets'] as const;
/** The peers ours is compared with (no limits is a reference, not a peer). */
export const PEERS = ['codex', 'context-chef', 'context-chef-store'] as const;

function table(header: readonly string[], rows: readonly (readonly string[])[], right: ReadonlySet<number>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (c: readonly string[]) =>
    c
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/**
 * The economics table: one row per configuration, with ours' input tokens as a ratio of each row's
 * (`ours/row`: below 1 means ours sent fewer tokens).
 */
export function formatEconomics(economics: Readonly<Record<string, ConfigurationEconomics>>): string {
  const ours = economics.ours;
  const rows = Object.entries(economics).map(([name, e]) => [
    name,
    count.format(e.inputTokens),
    ours ? `${(ours.inputTokens / e.inputTokens).toFixed(3)}x` : '',
    count.format(e.peakPromptTokens),
    e.overWindow ? 'yes' : 'no',
    `${e.needlesFound}/${e.needlesTotal}`,
    String(e.readBacks),
  ]);
  return table(
    ['configuration', 'input tokens', 'ours/row', 'peak prompt', 'over window', 'needles', 'read-backs'],
    rows,
    new Set([1, 2, 3, 5, 6]),
  );
}

/** Per task: input tokens and needles of each configuration, one line per task. */
export function formatEconomicsByTask(economics: Readonly<Record<string, ConfigurationEconomics>>): string {
  const configs = Object.keys(economics);
  const tasks = Object.keys(economics[configs[0]!]?.tasks ?? {});
  const rows = tasks.map((task) => [
    task,
    ...configs.map((c) => {
      const t = economics[c]!.tasks[task]!;
      return `${count.format(t.inputTokens)} ${t.needlesFound}/${t.needlesTotal}${t.overWindow ? ' OVER' : ''}`;
    }),
  ]);
  return table(['task (input tokens, needles)', ...configs], rows, new Set(configs.map((_, i) => i + 1)));
}
