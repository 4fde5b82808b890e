import { describe, expect, it } from 'vitest';
import { errorSignalPattern } from './error-signals.js';

const hasSignal = (line: string) => {
  const pattern = errorSignalPattern();
  return pattern.test(line);
};

describe('ERROR_SIGNALS', () => {
  it.each([
    '2026-12-01T10:00:00Z ERROR request failed',
    'FATAL: database is down',
    'npm ERR! code ELIFECYCLE',
    'java.lang.NullPointerException',
    '    at Object.<anonymous> (TypeError: x is not a function)',
    'Traceback (most recent call last):',
    'panic: runtime error: index out of range',
    '2026-03-01T02:00:00Z worker.go:88: panic: send on closed channel',
    "thread 'main' panicked at src/main.rs:2:5",
    'Segmentation fault (core dumped)',
    'Build failed',
    'FAIL src/a.test.ts',
    'Tests: 1 FAILED',
    'src/a.ts:3:7 - error TS2322: Type string is not assignable',
    'error[E0308]: mismatched types',
    'error: could not compile',
    'process exited with code 2',
    'Exit status: 127',
    'exit code=1',
    'command returned non-zero exit status 1',
    'Mar 11 15:07:42 tvm-bth-03 emvd[1374]: PED not responding on /dev/ttyS1 after 3 retries',
    'nfs: server filer01 not responding, still trying',
    'Uncaught ReferenceError',
    'Unhandled promise rejection',
    '  ✗ adds numbers',
    '❌ deploy',
    '  3 failing',
    'not ok 3 - refunds the order',
    '    not ok 1 - nested subtest',
    '  ✕ adds numbers (3 ms)',
    '✖ refunds the order (1.2ms)',
    ' × src/sum.test.ts > adds numbers 2ms',
    '   88:3   error    Promises must be awaited  @typescript-eslint/no-floating-promises',
    '2026-12-03T10:01:53.3351150Z   12:7\terror\tUnexpected any',
  ])('finds a signal in %j', (line) => {
    expect(hasSignal(line)).toBe(true);
  });

  it.each([
    '2026-12-01T10:00:00Z INFO request served in 3 ms',
    '{"error":null,"error_rate":0,"errors":[]}',
    'exit code 0',
    'exited with code 0',
    'ErrorBoundary rendered',
    'status=payment_failed',
    'failover complete',
    '✓ adds numbers',
    'resolution 1920×1080',
    'ok 2 - not ok to skip this',
    'cannot ok',
    '   58:32  warning  Forbidden non-null assertion  @typescript-eslint/no-non-null-assertion',
    'at 3:7 the error was logged',
    '3:7 error',
    'kafka-broker-01: kernel.panic = 10',
    'kernel.panic = 0',
    'responding to health checks',
    'notresponding',
  ])('finds none in %j', (line) => {
    expect(hasSignal(line)).toBe(false);
  });
});
