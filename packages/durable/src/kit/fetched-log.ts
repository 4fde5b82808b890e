/**
 * The tool result every crash test spills: a server log of exactly `LOG_CHARS` ASCII chars (so as
 * many bytes), the same on every call, in every process, so a retried step fetches the same bytes.
 */

/** Size of the log the `fetch_logs` tool returns: 3,000,000 chars, which is also its UTF-8 byte count. */
export const LOG_CHARS = 3_000_000;

/** The day every crash test fetches the log of. */
export const DAY = '2025-06-03';

/** Every 997th line is an ERROR line, so a salient preview has something to pick. */
const ERROR_EVERY = 997;

/** The log of `day`, `chars` long (default `LOG_CHARS`): numbered request lines, cut to the exact length. */
export function fetchedLog(day: string, chars: number = LOG_CHARS): string {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const level = i % ERROR_EVERY === 0 ? 'ERROR' : 'INFO ';
    const line = `${day}T${String(Math.floor(i / 3600) % 24).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z ${level} [checkout] req=${((i * 2654435761) >>> 0).toString(16).padStart(8, '0')} request ${i} served in ${i % 97} ms`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n').slice(0, chars);
}
