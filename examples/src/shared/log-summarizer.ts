import type { ModelPrompt } from './prompt-parts.js';
import type { ScriptedTurn } from './scripted-model.js';

const count = new Intl.NumberFormat('en-US');
const LINE = /^(\S+)\s+(INFO|DEBUG|WARN|ERROR)\s+\[([^\]]+)\]\s+(?:req=\S+\s+)?(.*)$/;

/**
 * The turn of a mock summary model: it finds the tool output between `<output>` and `</output>` in
 * its prompt (as `summarizeWithModel` sends it) and writes a summary of a server log from it: the
 * time range, the count per level, every ERROR line, and the most frequent warnings.
 */
export function logSummaryTurn(prompt: ModelPrompt): ScriptedTurn {
  const text = prompt
    .flatMap((message) => (message.role === 'user' ? message.content : []))
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('\n');
  const start = text.indexOf('<output>\n');
  const end = text.lastIndexOf('\n</output>');
  if (start < 0 || end < start) return { text: 'The output could not be found in the prompt.' };
  return { text: summarizeLog(text.slice(start + '<output>\n'.length, end)) };
}

/** A short, value-preserving summary of a server log in the demo's format. */
export function summarizeLog(log: string): string {
  const levels = new Map<string, number>();
  const warnings = new Map<string, number>();
  const errors: string[] = [];
  let first: string | undefined;
  let last: string | undefined;
  let lines = 0;
  for (const line of log.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, stamp = '', level = '', service = '', message = ''] = match;
    lines += 1;
    first ??= stamp;
    last = stamp;
    levels.set(level, (levels.get(level) ?? 0) + 1);
    if (level === 'ERROR') errors.push(`${stamp.slice(11, 19)} ${service}: ${message}`);
    if (level === 'WARN') warnings.set(message, (warnings.get(message) ?? 0) + 1);
  }
  const byLevel = ['INFO', 'DEBUG', 'WARN', 'ERROR'].map((level) => `${count.format(levels.get(level) ?? 0)} ${level}`).join(', ');
  const topWarnings = [...warnings.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return [
    `Server log, ${count.format(lines)} lines from ${first ?? '?'} to ${last ?? '?'}: ${byLevel}.`,
    `Errors (${errors.length}):`,
    ...errors.map((error) => `- ${error}`),
    `Most frequent warnings: ${topWarnings.map(([message, n]) => `"${message}" (${count.format(n)}x)`).join('; ')}.`,
  ].join('\n');
}
