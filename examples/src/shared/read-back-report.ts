import type { ReduceEvent } from '@output-limits/core';
import { style } from './terminal.js';

/** What an agent run of the LangChain.js and OpenAI Agents examples did, as the model saw it. */
export interface ReadBackReport {
  /** The first line: which framework, which adapter. */
  readonly title: string;
  /** The tool whose result was reduced, and the observer's event for it. */
  readonly event: ReduceEvent;
  /** The tool result exactly as the model saw it (the spill notice). */
  readonly seen: string;
  /** The arguments the model passed to read_tool_result. */
  readonly readArgs: Readonly<Record<string, unknown>>;
  /** The page exactly as the model read it back. */
  readonly page: string;
  /** The model's final answer. */
  readonly answer: string;
}

const count = new Intl.NumberFormat('en-US');
const DONE = { spill: 'spilled', truncate: 'truncated', summarize: 'summarized', none: 'left as is' } as const;

/** The ERROR log lines of a read-back page (its footer left out). */
export function errorLinesIn(page: string): string[] {
  return page.split('\n').filter((line) => /^(\d+: )?\d{4}-\d\d-\d\dT\S+ ERROR /.test(line));
}

/** Prints the run: the tool result the model saw, then the lines it read back, then its answer. */
export function printReadBack(report: ReadBackReport): void {
  const { event } = report;
  const args = Object.entries(report.readArgs)
    .map(([name, value]) => `${name}=${typeof value === 'string' && name === 'handle' ? `'${value}'` : JSON.stringify(value)}`)
    .join(', ');
  console.log(report.title);
  console.log(
    `\n${style.bold(`The tool result the model saw`)} ${style.dim(
      `(${event.toolName}: ${count.format(event.originalSize)} ${event.unit}, ${DONE[event.action ?? 'none']}; ${count.format(report.seen.length)} chars shown, ≈${count.format(event.tokensKeptOut)} tokens kept out)`,
    )}`,
  );
  console.log(report.seen);
  console.log(`\n${style.bold('The lines it read back')} ${style.dim(`read_tool_result(${args})`)}`);
  console.log(report.page);
  console.log(`\n${style.bold('Answer')}\n${report.answer}`);
}
