import { CAUSE, EXCEPTION, FRAME, JDK, MOST_MESSAGE_LINES, MOST_TRACE_LINES, NESTED } from '../preview/trace-root.js';
import type { ShownLine } from './match-scanner.js';

/** Lines after a match, at most, that a trace it is about may start on: its exception's line under the log line that said what failed. */
const MOST_LINES_BEFORE_TRACE = 2;

/**
 * Follows a JVM stack trace line by line as a payload streams past, from a matched line that is
 * its exception's or up to 2 lines above it (the log lines saying what failed), to find the trace's
 * root cause as `traceRoot` finds it in a preview: its last `Caused by:` line with the lines of its
 * message (up to 3 before its first frame: a database's `Detail: Key (room_id, during)=...`), and
 * under it the first frame in the package of the trace's own exception (its first two names), else
 * its first frame; with no cause, the first frame in that package when it is not the trace's first.
 * `done` once the trace ended, or once the lines after the match start none.
 */
export class TraceFollower {
  done = false;
  /** The package of the trace's own exception (none for the JDK's), once the exception's line was seen. */
  private own: string | undefined;
  private started = false;
  private exceptionLine = -1;
  private steps = 0;
  private frames = 0;
  /** Lines of the exception's or the cause's message still taken before a frame. */
  private messageLeft = 0;
  private cause: ShownLine | undefined;
  private causeMessage: ShownLine[] = [];
  private firstUnderCause: ShownLine | undefined;
  private firstOwn: ShownLine | undefined;

  constructor(matched: ShownLine) {
    this.startAt(matched);
  }

  /** Takes the next line after the matched one. */
  take(line: ShownLine): void {
    if (this.done) return;
    if (!this.started) {
      if (!this.startAt(line) && ++this.steps >= MOST_LINES_BEFORE_TRACE) this.done = true;
      return;
    }
    if (++this.steps > MOST_TRACE_LINES) {
      this.done = true;
      return;
    }
    if (CAUSE.test(line.text)) {
      this.cause = line;
      this.causeMessage = [];
      this.messageLeft = MOST_MESSAGE_LINES;
      this.firstUnderCause = undefined;
      this.firstOwn = undefined;
      return;
    }
    if (NESTED.test(line.text)) return;
    if (!FRAME.test(line.text)) {
      // The lines of a message under its exception's line, before its first frame, are the trace's.
      if (this.messageLeft > 0) {
        this.messageLeft -= 1;
        if (this.cause) this.causeMessage.push(line);
        return;
      }
      this.done = true;
      return;
    }
    this.messageLeft = 0;
    this.frames += 1;
    if (this.cause && !this.firstUnderCause) this.firstUnderCause = line;
    if (!this.firstOwn && this.own && line.text.trimStart().startsWith(`at ${this.own}.`)) this.firstOwn = line;
  }

  /** The root cause's lines (none when the lines after the match were no trace). */
  root(): ShownLine[] {
    if (this.frames === 0) return [];
    if (!this.cause) return this.firstOwn && this.firstOwn.line > this.exceptionLine + 1 ? [this.firstOwn] : [];
    const frame = this.firstOwn ?? this.firstUnderCause;
    return [this.cause, ...this.causeMessage, ...(frame ? [frame] : [])];
  }

  /** Starts the trace at `line` when it is an exception's line; false when it is not. */
  private startAt(line: ShownLine): boolean {
    const exception = EXCEPTION.exec(line.text);
    if (!exception) return false;
    this.started = true;
    this.steps = 0;
    this.messageLeft = MOST_MESSAGE_LINES;
    this.exceptionLine = line.line;
    this.own = JDK.test(exception[1]!) ? undefined : exception[1]!.split('.').slice(0, 2).join('.');
    return true;
  }
}
