import { charCount } from '../text/char-count.js';
import { errorSignalFinder } from './error-signal-finder.js';
import type { SignalLine, SignalScan } from './scan-signals.js';
import { ERROR_RUN_GAP } from './scan-signals.js';

/**
 * Error lines a run holds, at least, to be a cascade a failure starts: fewer at the end are its
 * summary (`✖ 3514 problems (1 error, 3513 warnings)` and `ELIFECYCLE  Command failed`), and the
 * cause is elsewhere.
 */
const CASCADE_LINES = 5;

/**
 * The line a failure the output ends in starts at: when the tail (from `tailStart`) has an error
 * signal and the last run of error lines in the window (`SignalScan.errorRun`) runs up to it and
 * holds `CASCADE_LINES` or more, the run's first line. A build's or an install's errors cascade
 * from their first (`gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 127` above 80
 * lines of `gyp ERR!` and the `ERROR: failed to solve` the tail shows), so that line tells the cause
 * the tail only reports. None when the errors repeat through the output (its content, not a failure).
 */
export function failureOnset(text: string, scan: SignalScan, tailStart: number): SignalLine | undefined {
  const run = scan.errorRun;
  if (run === undefined || scan.errorsRepeat === true || run.lines < CASCADE_LINES) return undefined;
  if (errorSignalFinder()(text, tailStart, text.length) === -1) return undefined;
  return charCount(text, '\n', run.lastEnd, tailStart, ERROR_RUN_GAP) <= ERROR_RUN_GAP ? run.first : undefined;
}
