// The scenario every framework adapter is tested with end to end: a tool returns a 300 KB log, the
// reducer spills it, and the model greps the spill for ERROR with read_tool_result. Here are the log
// and what the model and `onReduce` must be given, exactly, so each adapter's test checks the same.
import type { ReduceEvent } from '../reduce/reduce-event.js';

/** 5,000 log lines, every 1,000th an ERROR (lines 8, 1,008, ... 4,008): about 300,000 chars. */
export const ERROR_LOG: string = Array.from(
  { length: 5_000 },
  (_, i) => `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z ${i % 1_000 === 7 ? 'ERROR' : 'INFO '} request ${i} ${'.'.repeat(40)}`,
).join('\n');

/** The five ERROR lines of `ERROR_LOG`. */
export const ERROR_LOG_ERRORS: readonly string[] = ERROR_LOG.split('\n').filter((line) => line.includes(' ERROR '));

/**
 * The page `read_tool_result(handle, pattern='ERROR')` gives back for `ERROR_LOG`: each ERROR line
 * with the 3 lines before and after it (the default context), every line after its 1-based number,
 * `--` between the windows, then the footer.
 */
export const ERROR_LOG_PAGE = `${ERROR_LOG.split('\n')
  .flatMap((line, i, lines) =>
    line.includes(' ERROR ') ? [[i - 3, i - 2, i - 1, i, i + 1, i + 2, i + 3].map((j) => `${j + 1}: ${lines[j]}`).join('\n')] : [],
  )
  .join('\n--\n')}\n[matches 1-5 of 5 for "ERROR" (5,000 lines in all); end of output]`;

/** The handle a spill notice names (`stored to handle '...'`); throws when `text` names none. */
export function spilledHandleIn(text: string): string {
  const handle = /stored to handle '([^']+)'/.exec(text)?.[1];
  if (!handle) throw new Error(`no handle in ${text.slice(0, 200)}`);
  return handle;
}

/** The first line of the default spill notice for `ERROR_LOG` under `handle`. */
export function errorLogSpillHeader(handle: string): string {
  return `[Tool output too large (${ERROR_LOG.length.toLocaleString('en-US')} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`;
}

/** What `onReduce` is told when the default bands spill `ERROR_LOG` from `fetch_logs` (call `call_1`) and the model is given `notice`. */
export function errorLogSpillEvent(handle: string, notice: string): ReduceEvent {
  return {
    toolName: 'fetch_logs',
    toolCallId: 'call_1',
    action: 'spill',
    handle,
    originalSize: ERROR_LOG.length,
    unit: 'chars',
    reduced: true,
    fallbacks: [],
    // The salient preview picked the ERROR lines (line i + 1 for i % 1,000 === 7).
    picked: [8, 1_008, 2_008, 3_008, 4_008].map((line) => ({ line, errorSignal: true, words: [] })),
    tokensKeptOut: Math.ceil(ERROR_LOG.length / 4) - Math.ceil(notice.length / 4),
  };
}
