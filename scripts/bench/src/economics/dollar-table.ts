import { PRICE_LISTS } from './price-lists.js';
import type { ConfigurationEconomics } from './run-economics.js';

const count = new Intl.NumberFormat('en-US');
const usd = (dollars: number) => `$${dollars.toFixed(dollars < 10 ? 4 : 2)}`;

/** The sessions of the task list: `30-step session (...)`, `100-step session (...)`. */
export function sessionTasks(economics: Readonly<Record<string, ConfigurationEconomics>>): string[] {
  const first = Object.values(economics)[0];
  return Object.keys(first?.tasks ?? {}).filter((task) => /^\d+-step session/.test(task));
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/**
 * Dollars of input, configuration by configuration, over all tasks and over each session: under
 * each price list, the dollars and the tokens read from the cache / written to it / uncached.
 */
export function formatDollars(economics: Readonly<Record<string, ConfigurationEconomics>>): string {
  const scopes: {
    title: string;
    pick: (e: ConfigurationEconomics) => Pick<ConfigurationEconomics, 'inputTokens' | 'dollars' | 'needlesFound' | 'needlesTotal'>;
  }[] = [
    { title: 'all tasks', pick: (e) => e },
    ...sessionTasks(economics).map((task) => ({ title: task, pick: (e: ConfigurationEconomics) => e.tasks[task]! })),
  ];
  const header = [
    'configuration',
    'input tokens',
    'needles',
    ...PRICE_LISTS.flatMap((list) => [`${list.name} $`, `${list.name} read / write / uncached`]),
  ];
  return scopes
    .map(({ title, pick }) => {
      const rows = Object.entries(economics).map(([name, e]) => {
        const scope = pick(e);
        return [
          name,
          count.format(scope.inputTokens),
          `${scope.needlesFound}/${scope.needlesTotal}`,
          ...PRICE_LISTS.flatMap((list) => {
            const d = scope.dollars[list.name]!;
            return [usd(d.dollars), `${count.format(d.read)} / ${count.format(d.write)} / ${count.format(d.uncached)}`];
          }),
        ];
      });
      return `${title}:\n${table(header, rows)}`;
    })
    .join('\n\n');
}
