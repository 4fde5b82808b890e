/** A clock time, as a log line's start shows it. */
const TIME_OF_DAY = /\d:\d\d/;
/** Chars after a line's indentation looked at for a time of day. */
const TIME_WITHIN = 20;

/**
 * True when a line opens with its time, as a log line does: a time of day in its first 20 chars
 * after its indentation (`2026-03-11T22:31:05Z ...`, `[2026-03-11 22:31:05] ...`,
 * `Mar 11 22:31:05 host ...`, `11-Mar 22:31 bacula-dir ...`). Such a line is an event: the lines
 * around it are what happened before and after it, not records like it.
 */
export function opensWithTime(line: string): boolean {
  const indent = line.length - line.trimStart().length;
  return TIME_OF_DAY.test(line.slice(indent, indent + TIME_WITHIN));
}
