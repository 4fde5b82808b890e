/**
 * The root cause of a JVM stack trace (Java, Kotlin, Scala as the JVM prints them): the last
 * `Caused by:` of the trace, and the first frame under it in the code of the trace's own
 * exception, the line a person reading the trace looks for ("where did it come from").
 */
import type { LineSpan } from './adjacent-line.js';
import { lineBelow } from './adjacent-line.js';
import type { BodyLine } from './record-body.js';

/** Lines of a trace looked at, at most. */
export const MOST_TRACE_LINES = 400;
/** Lines of an exception's message, at most, under its line and before its first frame (a database's `Detail:`). */
export const MOST_MESSAGE_LINES = 3;
/** A frame: `\tat com.x.Y.z(Y.java:12)`, or what the JVM writes for those it leaves out: `\t... 27 more`. */
export const FRAME = /^\s+(?:at \S|\.\.\. \d+ (?:more|common frames omitted))/;
/** The trace's own cause, at the start of a line. */
export const CAUSE = /^Caused by: /;
/** A suppressed exception, or the cause of one, indented within the trace: part of it, no cause of its own. */
export const NESTED = /^\s+(?:Suppressed|Caused by): /;
/** Packages of the JDK and the JVM languages' libraries. */
export const JDK = /^(?:java|javax|jdk|sun|kotlin|scala)\./;
/** An exception's line: its class, with a package, then a colon or the line's end (`com.x.CaptureException: ...`). */
export const EXCEPTION = /^(?:Caused by: )?((?:[a-z_$][\w$]*\.)+[A-Z][\w$]*(?:Exception|Error|Throwable|Failure|Fault))(?::|$)/;

/**
 * For `pick`, a trace's exception line or the line right above it (a log line saying what failed),
 * the lines of the trace's root cause that are not next to the pick: its last `Caused by:` line
 * with the lines of its message (up to `MOST_MESSAGE_LINES` before its first frame), and under it the first frame in the package of the trace's own exception (its first two names:
 * `com.hedgerow` for `com.hedgerow.payments.capture.CaptureException`), else its first frame. With
 * no cause, the first frame in that package, when it is not the trace's first. Undefined when
 * `pick` starts no trace.
 */
export function traceRoot(text: string, pick: BodyLine): BodyLine[] | undefined {
  let line: BodyLine = pick;
  let exception = EXCEPTION.exec(text.slice(line.start, line.end));
  if (!exception) {
    const below = lineBelow(text, line);
    exception = below ? EXCEPTION.exec(text.slice(below.start, below.end)) : null;
    if (!below || !exception) return undefined;
    line = { line: line.line + 1, ...below };
  }
  // The JDK's own packages name no code of the service's: its root cause's first frame is shown.
  const own = JDK.test(exception[1]!) ? undefined : exception[1]!.split('.').slice(0, 2).join('.');
  const frames: BodyLine[] = [];
  let cause: BodyLine | undefined;
  let causeMessage: BodyLine[] = [];
  let messageLeft = MOST_MESSAGE_LINES;
  let firstOwn: BodyLine | undefined;
  for (let i = 0, at: LineSpan | undefined = lineBelow(text, line); at && i < MOST_TRACE_LINES; i++, at = lineBelow(text, at)) {
    const body = text.slice(at.start, at.end);
    const span = { line: line.line + 1 + i, ...at };
    if (CAUSE.test(body)) {
      cause = span;
      causeMessage = [];
      messageLeft = MOST_MESSAGE_LINES;
      firstOwn = undefined;
      continue;
    }
    if (NESTED.test(body)) continue;
    if (!FRAME.test(body)) {
      // The lines of a message under its exception's line, before its first frame, are the trace's.
      if (messageLeft === 0) break;
      messageLeft -= 1;
      if (cause) causeMessage.push(span);
      continue;
    }
    messageLeft = 0;
    frames.push(span);
    if (!firstOwn && own && body.trimStart().startsWith(`at ${own}.`)) firstOwn = span;
  }
  if (frames.length === 0) return undefined;
  if (!cause) return firstOwn && firstOwn.line > line.line + 1 ? [firstOwn] : undefined;
  const first = frames.find((f) => f.line > cause.line);
  const root = firstOwn ?? first;
  return [cause, ...causeMessage, ...(root ? [root] : [])];
}
