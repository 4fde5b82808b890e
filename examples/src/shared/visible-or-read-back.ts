import { READ_TOOL_NAME } from '@output-limits/core';
import type { ModelPrompt } from './prompt-parts.js';
import { spillHandleIn, toolCallsIn, toolResultsIn } from './prompt-parts.js';
import type { ScriptedTurn } from './scripted-model.js';

/** A task answered by finding lines in one large tool result. */
export interface LookupTask {
  readonly name: string;
  /** What the user asks. */
  readonly prompt: string;
  readonly toolName: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** A line the answer needs contains this literal; it is also the read-back pattern. */
  readonly pattern: string;
  /** One line holds everything (a record by id): seeing it is enough. */
  readonly unique: boolean;
  /** How a salient preview's marker names the signal of those lines: `an error signal`, `"ord-51877"`. */
  readonly markerSignal: string;
  /** What the answer must contain to be right. */
  readonly needles: readonly string[];
}

/**
 * A scripted reading policy: call the task's tool; answer from what the result shows when that is
 * known to be complete (the one line of a unique record, or a preview marker saying all `k of k`
 * lines with the signal are shown); otherwise read back the lines with the pattern (no context
 * lines), then answer.
 * The answer is the lines found, one a line.
 */
export function visibleOrReadBack(task: LookupTask): (prompt: ModelPrompt) => ScriptedTurn {
  return (prompt) => {
    const results = toolResultsIn(prompt);
    const result = results.find((r) => r.toolName === task.toolName);
    if (!result) return { toolCalls: [{ toolName: task.toolName, input: task.input }] };
    const handle = spillHandleIn(result.text);
    const read = toolCallsIn(prompt).find((call) => call.toolName === READ_TOOL_NAME);
    if (read) return { text: matching(results.find((r) => r.toolCallId === read.toolCallId)?.text ?? '', task.pattern).join('\n') };

    const visible = matching(result.text, task.pattern);
    if (handle === undefined || (task.unique && visible.length > 0) || allShown(result.text, task.markerSignal, visible.length)) {
      return { text: visible.join('\n') };
    }
    // The lines with the pattern alone: the answer is those lines, not what is around them.
    return { toolCalls: [{ toolName: READ_TOOL_NAME, input: { handle, pattern: task.pattern, context: 0 } }] };
  };
}

/** The lines of `text` with `pattern`, leaving out markers and read-back footers. */
function matching(text: string, pattern: string): string[] {
  return text.split('\n').filter((line) => line.includes(pattern) && !line.startsWith('...[') && !line.startsWith('['));
}

/** The preview marker says every line with the signal is shown (`"x" (2 of 2)`), and that many are. */
function allShown(text: string, signal: string, visible: number): boolean {
  const at = text.indexOf(`${signal} (`);
  if (at === -1) return false;
  const match = /^\((\d+) of (\d+)\)/.exec(text.slice(at + signal.length + 1));
  return match !== null && match[1] === match[2] && Number(match[1]) === visible && visible > 0;
}
