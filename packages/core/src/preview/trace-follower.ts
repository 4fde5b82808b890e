/** Lines of a trace looked at, at most. */
const MOST_TRACE_LINES = 400;
/** Lines of an exception's message, at most, under its line and before its first frame (a database's `Detail:`). */
const MOST_MESSAGE_LINES = 3;
/** A frame: `\tat com.x.Y.z(Y.java:12)`, or what the JVM writes for those it leaves out: `\t... 27 more`. */
const FRAME = /^\s+(?:at \S|\.\.\. \d+ (?:more|common frames omitted))/;
/** The trace's own cause, at the start of a line. */
const CAUSE = /^Caused by: /;
/** A suppressed exception, or the cause of one, indented within the trace: part of it, no cause of its own. */
const NESTED = /^\s+(?:Suppressed|Caused by): /;
/** Packages of the JDK and the JVM languages' libraries. */
const JDK = /^(?:java|javax|jdk|sun|kotlin|scala)\./;
/** An exception's line: its class, with a package, then a colon or the line's end (`com.x.CaptureException: ...`). */
const EXCEPTION = /^(?:Caused by: )?((?:[a-z_$][\w$]*\.)+[A-Z][\w$]*(?:Exception|Error|Throwable|Failure|Fault))(?::|$)/;

/** A Python traceback's first line. */
const PY_TRACEBACK = /^Traceback \(most recent call last\):\s*$/;
/** A Python traceback's exception line, unindented, at its end: `KeyError: 'sku'`, `app.errors.PricingError: no price`. */
const PY_EXCEPTION = /^[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning|Fault)\b/;
/** The line between two chained tracebacks: the first is the cause of, or was being handled in, the second. */
const PY_CHAIN =
  /^(?:The above exception was the direct cause of the following exception:|During handling of the above exception, another exception occurred:)\s*$/;
/** A Python frame's first line: `  File "/app/pricing.py", line 41, in compute`. */
const PY_FRAME = /^\s+File "/;

/** A line as the follower keeps it: its 0- or 1-based number (as the caller counts) and whatever else the caller needs. */
export interface NumberedLine {
  readonly line: number;
}

/**
 * The root cause of a stack trace, found line by
 * line (as a payload streams past a read-back, or down a preview's text) from a line that is the
 * trace's exception's or up to `linesBefore` lines above it (the log lines saying what failed): the
 * trace's last `Caused by:` line with the lines of its message (up to 3 before its first frame: a
 * database's `Detail: Key (room_id, during)=...`), and under it the first frame in the package of
 * the trace's own exception (its first two names: `com.hedgerow` for
 * `com.hedgerow.payments.capture.CaptureException`), else its first frame; with no cause, the
 * first frame in that package when it is not the trace's first: the lines a person reading the
 * trace looks for ("where did it come from"). That is for a JVM's trace (Java, Kotlin, Scala as the
 * JVM prints them); for a Python traceback (`Traceback (most recent call last):`), the exception
 * line that ends the first traceback of a chain (the one the others were raised from or while
 * handling) and the innermost frame's lines above it. `done` once the trace ended, or once the lines
 * after the first start none.
 */
export class TraceFollower<Line extends NumberedLine> {
  done = false;
  /** The trace's kind, once started: a JVM's (its exception's line first) or a Python traceback (its exception's line last). */
  private kind: 'jvm' | 'python' | undefined;
  /** Python: the innermost frame's lines so far (its `File` line and its code), and the first traceback's exception line (the chain's root). */
  private lastPyFrame: Line[] = [];
  private pyRoot: Line[] = [];
  /** Python: past an exception's line, the lines that may chain another traceback to it. */
  private pyBetween = false;
  /** The package of the trace's own exception (none for the JDK's), once the exception's line was seen. */
  private own: string | undefined;
  private started = false;
  private exceptionLine = -1;
  private steps = 0;
  private frames = 0;
  /** Lines of the exception's or the cause's message still taken before a frame. */
  private messageLeft = 0;
  private cause: Line | undefined;
  private causeMessage: Line[] = [];
  private firstUnderCause: Line | undefined;
  private firstOwn: Line | undefined;

  /**
   * Starts at `first` (its text `text`), a trace's exception's line (a `Caused by:` one too: the
   * trace is then that cause's) or a line up to `linesBefore` above one.
   */
  constructor(
    first: Line,
    text: string,
    private readonly linesBefore: number,
  ) {
    this.startAt(first, text);
  }

  /** Takes the next line (its text `text`). */
  take(line: Line, text: string): void {
    if (this.done) return;
    if (!this.started) {
      if (!this.startAt(line, text) && ++this.steps >= this.linesBefore) this.done = true;
      return;
    }
    if (++this.steps > MOST_TRACE_LINES) {
      this.done = true;
      return;
    }
    if (this.kind === 'python') {
      this.takePython(line, text);
      return;
    }
    if (CAUSE.test(text)) {
      this.cause = line;
      this.causeMessage = [];
      this.messageLeft = MOST_MESSAGE_LINES;
      this.firstUnderCause = undefined;
      this.firstOwn = undefined;
      return;
    }
    if (NESTED.test(text)) return;
    if (!FRAME.test(text)) {
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
    if (!this.firstOwn && this.own && text.trimStart().startsWith(`at ${this.own}.`)) this.firstOwn = line;
  }

  /**
   * A Python traceback's next line: a frame's (indented), its exception's line (the first
   * traceback's is the chain's root, with the innermost frame above it), or past it the blank lines
   * and the line that chain another traceback; anything else ends it.
   */
  private takePython(line: Line, text: string): void {
    if (this.pyBetween) {
      if (text.trim() === '' || PY_CHAIN.test(text)) return;
      if (PY_TRACEBACK.test(text)) {
        this.pyBetween = false;
        return;
      }
      this.done = true;
      return;
    }
    if (PY_FRAME.test(text)) {
      this.frames += 1;
      this.lastPyFrame = [line];
      return;
    }
    if (/^\s/.test(text)) {
      // A frame's code line.
      if (this.lastPyFrame.length === 1) this.lastPyFrame.push(line);
      return;
    }
    if (this.frames > 0 && PY_EXCEPTION.test(text)) {
      if (this.pyRoot.length === 0) this.pyRoot = [...this.lastPyFrame, line];
      this.pyBetween = true;
      return;
    }
    this.done = true;
  }

  /** The root cause's lines (none when the lines taken were no trace). */
  root(): Line[] {
    if (this.kind === 'python') return this.pyRoot;
    if (this.frames === 0) return [];
    if (!this.cause) return this.firstOwn && this.firstOwn.line > this.exceptionLine + 1 ? [this.firstOwn] : [];
    const frame = this.firstOwn ?? this.firstUnderCause;
    return [this.cause, ...this.causeMessage, ...(frame ? [frame] : [])];
  }

  /** Starts the trace at `line` when it is an exception's line; false when it is not. */
  private startAt(line: Line, text: string): boolean {
    if (PY_TRACEBACK.test(text)) {
      this.started = true;
      this.kind = 'python';
      this.steps = 0;
      return true;
    }
    const exception = EXCEPTION.exec(text);
    if (!exception) return false;
    this.started = true;
    this.kind = 'jvm';
    this.steps = 0;
    this.messageLeft = MOST_MESSAGE_LINES;
    this.exceptionLine = line.line;
    this.own = JDK.test(exception[1]!) ? undefined : exception[1]!.split('.').slice(0, 2).join('.');
    // Started at a `Caused by:` line, the trace is that cause's (and its causes' further down).
    if (CAUSE.test(text)) this.cause = line;
    return true;
  }
}
