/**
 * The root cause of a JVM stack trace (Java, Kotlin, Scala as the JVM prints them): the last
 * `Caused by:` of the trace, and the first frame under it in the code of the trace's own
 * exception, the line a person reading the trace looks for ("where did it come from").
 */
import type { LineSpan } from './adjacent-line.js';
import { lineBelow } from './adjacent-line.js';
import type { BodyLine } from './record-body.js';
import { TraceFollower } from './trace-follower.js';

/**
 * For `pick`, a trace's exception line (a `Caused by:` one too) or the line right above it (a log
 * line saying what failed), the lines of the trace's root cause (`TraceFollower`) but the pick's
 * own. Undefined when `pick` starts no trace.
 */
export function traceRoot(text: string, pick: BodyLine): BodyLine[] | undefined {
  const follower = new TraceFollower(pick, text.slice(pick.start, pick.end), 1);
  for (let at: LineSpan | undefined = lineBelow(text, pick), line = pick.line + 1; at && !follower.done; at = lineBelow(text, at), line++) {
    follower.take({ line, ...at }, text.slice(at.start, at.end));
  }
  const root = follower.root().filter((line) => line.line !== pick.line);
  return root.length > 0 ? root : undefined;
}
