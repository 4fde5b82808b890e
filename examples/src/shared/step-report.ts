import { CHARS_PER_TOKEN } from '@output-limits/core';
import { promptLength } from './raw-sizes.js';
import { fit, formatTable, style } from './terminal.js';

/** The parts of an AI SDK step result the report reads. */
export interface ReportedStep {
  readonly toolResults: readonly { readonly toolCallId: string; readonly toolName: string; readonly output: unknown }[];
  readonly text: string;
  readonly usage: { readonly inputTokens: number | undefined };
}

/** Totals of a report, in characters of tool results. */
export interface ReportTotals {
  /** Characters the tools returned. */
  readonly before: number;
  /** Characters the model was shown instead. */
  readonly after: number;
  /** Characters kept out of every later prompt, summed over the prompts that would have carried them. */
  readonly keptOutOfPrompts: number;
  /** Input tokens the model reported over all steps, when every step reported them. */
  readonly inputTokens: number | undefined;
}

const count = new Intl.NumberFormat('en-US');

/** Estimated tokens of `chars` characters, by the core's rule of thumb (4 chars a token). */
export function tokensOf(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/** The first line of a value as the model saw it, one-line and without control characters. */
export function firstLine(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return (text.split('\n', 1)[0] ?? '').replace(/[\u0000-\u001f]/g, ' ');
}

/**
 * Renders, step by step, what the model saw of each tool result and how many characters (and
 * estimated tokens, at 4 chars a token) the limits kept out of the context.
 *
 * @param steps The run's steps (`result.steps`).
 * @param rawSizes Characters of each raw tool result by tool call id (see `recordRawSizes`); a
 *   result with no entry (such as `read_tool_result`'s own pages) counts as unreduced.
 * @param width Width of the table in columns; the "model saw" column takes what is left.
 */
export function stepReport(
  steps: readonly ReportedStep[],
  rawSizes: ReadonlyMap<string, number>,
  width: number,
): { table: string; totals: ReportTotals } {
  const fixedWidth = 4 + 18 + 11 + 9 + 11 + 9 + 2 * 6;
  const sawWidth = Math.max(24, Math.min(72, width - fixedWidth));
  const rows: string[][] = [];
  let before = 0;
  let after = 0;
  let keptOutSoFar = 0;
  let keptOutOfPrompts = 0;
  let inputTokens: number | undefined = 0;
  steps.forEach((step, index) => {
    keptOutOfPrompts += keptOutSoFar;
    inputTokens = step.usage.inputTokens === undefined || inputTokens === undefined ? undefined : inputTokens + step.usage.inputTokens;
    for (const result of step.toolResults) {
      const shown = promptLength(result.output);
      const raw = rawSizes.get(result.toolCallId) ?? shown;
      const keptOut = Math.max(0, raw - shown);
      before += raw;
      after += shown;
      keptOutSoFar += keptOut;
      rows.push([
        String(index + 1),
        result.toolName,
        fit(firstLine(result.output), sawWidth),
        count.format(raw),
        count.format(shown),
        keptOut > 0 ? style.green(count.format(keptOut)) : style.dim('0'),
        keptOut > 0 ? style.green(`≈${count.format(tokensOf(keptOut))}`) : style.dim('0'),
      ]);
    }
    if (step.toolResults.length === 0 && step.text !== '') {
      rows.push([String(index + 1), style.dim('(answer)'), fit(firstLine(step.text), sawWidth), '', '', '', '']);
    }
  });
  const keptOut = before - after;
  const table = formatTable(
    [
      { header: 'step', align: 'right' },
      { header: 'tool' },
      { header: 'what the model saw (first line)' },
      { header: 'chars in', align: 'right' },
      { header: 'shown', align: 'right' },
      { header: 'kept out', align: 'right' },
      { header: '≈tokens', align: 'right' },
    ],
    rows,
    [
      '',
      style.bold('total'),
      '',
      count.format(before),
      count.format(after),
      style.bold(style.green(count.format(keptOut))),
      style.bold(style.green(`≈${count.format(tokensOf(keptOut))}`)),
    ],
  );
  return { table, totals: { before, after, keptOutOfPrompts, inputTokens } };
}
