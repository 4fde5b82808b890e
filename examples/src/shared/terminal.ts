/**
 * Terminal output helpers for the examples: colours only when stdout is a TTY (and `NO_COLOR` is
 * unset), aligned tables, and a progress line that redraws itself in a TTY and prints once elsewhere.
 */

const useColor = Boolean(process.stdout.isTTY) && process.env.NO_COLOR === undefined && process.env.TERM !== 'dumb';

function paint(code: string): (text: string) => string {
  return (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
}

/** ANSI styles, each the identity when colours are off. */
export const style = {
  bold: paint('1'),
  dim: paint('2'),
  red: paint('31'),
  green: paint('32'),
  yellow: paint('33'),
  cyan: paint('36'),
} as const;

/** Visible width of a string: its length without ANSI escapes. */
export function visibleWidth(text: string): number {
  return text.replace(/\u001b\[[0-9;]*m/g, '').length;
}

/** Cuts `text` to `width` visible chars, ending in `…` when it was cut. Plain text only. */
export function fit(text: string, width: number): string {
  if (text.length <= width) return text;
  return width <= 1 ? text.slice(0, Math.max(0, width)) : `${text.slice(0, width - 1)}…`;
}

/** A table column: its header, and whether values are right-aligned (numbers). */
export interface Column {
  readonly header: string;
  readonly align?: 'left' | 'right';
}

/**
 * Renders rows as an aligned table: a header, a rule, the rows, and optionally a rule and a footer
 * row. Cells may hold ANSI styles; widths are measured without them.
 */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[], footer?: readonly string[]): string {
  const all = footer ? [...rows, footer] : rows;
  const widths = columns.map((column, i) => Math.max(column.header.length, ...all.map((row) => visibleWidth(row[i] ?? ''))));
  const line = (cells: readonly string[]): string =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const pad = ' '.repeat((widths[i] ?? 0) - visibleWidth(cell));
        return column.align === 'right' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  const rule = style.dim(widths.map((w) => '─'.repeat(w)).join('  '));
  const out = [style.bold(line(columns.map((c) => c.header))), rule, ...rows.map(line)];
  if (footer) out.push(rule, line(footer));
  return out.join('\n');
}

/** Shows the progress of a long step: a redrawn bar in a TTY, a single closing line elsewhere. */
export function progress(label: string): { update(fraction: number): void; done(summary: string): void } {
  const tty = Boolean(process.stdout.isTTY);
  let last = -1;
  return {
    update(fraction) {
      if (!tty) return;
      const percent = Math.floor(fraction * 100);
      if (percent === last) return;
      last = percent;
      const filled = Math.round(fraction * 24);
      process.stdout.write(
        `\r${label} ${style.cyan('█'.repeat(filled))}${style.dim('░'.repeat(24 - filled))} ${String(percent).padStart(3)}%`,
      );
    },
    done(summary) {
      process.stdout.write(`${tty ? '\r\u001b[2K' : ''}${label} ${style.green('done')} ${style.dim(summary)}\n`);
    },
  };
}

/** Width available for a table: the terminal's columns, or 120 when stdout is not a terminal. */
export function terminalWidth(): number {
  return process.stdout.columns && process.stdout.columns > 40 ? process.stdout.columns : 120;
}
