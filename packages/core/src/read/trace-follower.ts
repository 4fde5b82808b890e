import { CAUSE, EXCEPTION, FRAME, JDK, MOST_TRACE_LINES, NESTED } from '../preview/trace-root.js';
import type { ShownLine } from './match-scanner.js';

/**
 * Follows a JVM stack trace line by line as a payload streams past, from a matched line that is
 * its exception's or right above it (a log line saying what failed), to find the trace's root
 * cause as `traceRoot` finds it in a preview: its last `Caused by:` line and under it the first
 * frame in the package of the trace's own exception (its first two names), else its first frame;
 * with no cause, the first frame in that package when it is not the trace's first. `done` once the
 * trace ended, or once the lines after the match start none.
 */
export class TraceFollower {
  done = false;
  /** The package of the trace's own exception (none for the JDK's), once the exception's line was seen. */
  private own: string | undefined;
  private started = false;
  private exceptionLine = -1;
  private steps = 0;
  private frames = 0;
  private cause: ShownLine | undefined;
  private firstUnderCause: ShownLine | undefined;
  private firstOwn: ShownLine | undefined;

  constructor(matched: ShownLine) {
    this.startAt(matched);
  }

  /** Takes the next line after the matched one. */
  take(line: ShownLine): void {
    if (this.done) return;
    if (!this.started) {
      if (!this.startAt(line)) this.done = true;
      return;
    }
    if (++this.steps > MOST_TRACE_LINES) {
      this.done = true;
      return;
    }
    if (CAUSE.test(line.text)) {
      this.cause = line;
      this.firstUnderCause = undefined;
      this.firstOwn = undefined;
      return;
    }
    if (NESTED.test(line.text)) return;
    if (!FRAME.test(line.text)) {
      this.done = true;
      return;
    }
    this.frames += 1;
    if (this.cause && !this.firstUnderCause) this.firstUnderCause = line;
    if (!this.firstOwn && this.own && line.text.trimStart().startsWith(`at ${this.own}.`)) this.firstOwn = line;
  }

  /** The root cause's lines (none when the lines after the match were no trace). */
  root(): ShownLine[] {
    if (this.frames === 0) return [];
    if (!this.cause) return this.firstOwn && this.firstOwn.line > this.exceptionLine + 1 ? [this.firstOwn] : [];
    const frame = this.firstOwn ?? this.firstUnderCause;
    return frame ? [this.cause, frame] : [this.cause];
  }

  /** Starts the trace at `line` when it is an exception's line; false when it is not. */
  private startAt(line: ShownLine): boolean {
    const exception = EXCEPTION.exec(line.text);
    if (!exception) return false;
    this.started = true;
    this.exceptionLine = line.line;
    this.own = JDK.test(exception[1]!) ? undefined : exception[1]!.split('.').slice(0, 2).join('.');
    return true;
  }
}
