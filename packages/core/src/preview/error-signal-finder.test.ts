import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_SIGNAL_STARTS, errorSignalFinder } from './error-signal-finder.js';
import { ERROR_SIGNALS, errorSignalPattern } from './error-signals.js';
import { requestTerms } from './request-terms.js';
import { scanSignals } from './scan-signals.js';

/** Pieces texts are made of: every literal, near misses, word chars, separators, wide chars. */
const FRAGMENTS = [
  ...Object.values(ERROR_SIGNAL_STARTS).flat(),
  'ERROR',
  'ERR!',
  'ERRORS',
  'Errors',
  'MyError',
  'TypeError:',
  'NullPointerException',
  'ErrorBoundary',
  'Traceback (most recent call last)',
  'panicked',
  'panicking',
  'failed',
  'Failure',
  'FAILED',
  'FAILURE',
  'failover',
  'error:',
  'error TS2322:',
  'error[E0308]:',
  'error_rate',
  'exit code 1',
  'exited with code 2',
  'Exit status: 127',
  'exit code=0',
  'exit status -3',
  'non-zero exit',
  'Uncaught',
  'unhandledRejection',
  'core dumped',
  'Segmentation fault',
  'x',
  'E',
  'e',
  'F',
  'a',
  '_',
  '1',
  ' ',
  ' ',
  '\n',
  '\n',
  '\r\n',
  ':',
  '!',
  '(',
  '.',
  '"',
  '-',
  '✓',
  '✗',
  '✘',
  '❌',
  'é',
  '\u{1F600}',
];
const text = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((parts) => parts.join(''));

/** The plain search the finder stands for: the combined pattern from `from`, kept when it starts before `to`. */
function plainSearch(subject: string, from: number, to: number): number {
  const pattern = errorSignalPattern();
  pattern.lastIndex = from;
  const match = pattern.exec(subject);
  return match && match.index < to ? match.index : -1;
}

describe('ERROR_SIGNAL_STARTS', () => {
  it('has the literals of every error signal, and of no other', () => {
    expect(Object.keys(ERROR_SIGNAL_STARTS).sort()).toEqual(ERROR_SIGNALS.map((signal) => signal.name).sort());
  });

  it('holds a literal every match of each signal starts with', () => {
    fc.assert(
      fc.property(text, (subject) => {
        for (const signal of ERROR_SIGNALS) {
          const starts = ERROR_SIGNAL_STARTS[signal.name]!;
          for (const match of subject.matchAll(new RegExp(signal.pattern.source, 'g'))) {
            expect(starts.some((literal) => subject.startsWith(literal, match.index))).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('errorSignalFinder', () => {
  it('finds the first signal where the plain search over the combined pattern does', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (subject, a, b) => {
        const from = a % (subject.length + 1);
        const to = from + (b % (subject.length - from + 1));
        expect(errorSignalFinder()(subject, from, to)).toBe(plainSearch(subject, from, to));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same answers when one finder walks a text forwards, then starts again', () => {
    fc.assert(
      fc.property(text, (subject) => {
        const find = errorSignalFinder();
        for (let round = 0; round < 2; round += 1) {
          for (let from = 0; from <= subject.length; from += 3)
            expect(find(subject, from, subject.length)).toBe(plainSearch(subject, from, subject.length));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lets scanSignals mark the lines, and the first signal on each, that the combined pattern finds', () => {
    fc.assert(
      fc.property(text, (subject) => {
        const scan = scanSignals(subject, { errors: true, terms: [], from: 0, to: subject.length, keep: Number.MAX_SAFE_INTEGER });
        const expected: { line: number; at: number }[] = [];
        let start = 0;
        subject.split('\n').forEach((line, i) => {
          const match = errorSignalPattern().exec(line);
          if (match) expected.push({ line: i + 1, at: start + match.index });
          start += line.length + 1;
        });
        expect(scan.lines.map(({ line, at }) => ({ line, at }))).toEqual(expected);
        expect(scan.errorLines).toBe(expected.length);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('scanSignals', () => {
  it('gives every line it reports the number and span that line has in the text, and counts all lines', () => {
    const terms = requestTerms('failed exit xe Error');
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), fc.boolean(), fc.integer({ min: 1, max: 4 }), (subject, a, b, withTerms, keep) => {
        const [from, to] = [a % (subject.length + 1), b % (subject.length + 1)].sort((x, y) => x - y) as [number, number];
        const scan = scanSignals(subject, { errors: true, terms: withTerms ? terms : [], from, to, keep });
        const lines = subject.split('\n');
        const starts: number[] = [];
        lines.reduce((start, line) => (starts.push(start), start + line.length + 1), 0);
        expect(scan.totalLines).toBe(lines.length);
        for (const found of scan.lines) {
          expect({ start: found.start, end: found.end }).toEqual({
            start: starts[found.line - 1],
            end: starts[found.line - 1]! + lines[found.line - 1]!.length,
          });
          expect(found.at).toBeGreaterThanOrEqual(found.start);
          expect(found.at).toBeLessThanOrEqual(found.end);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
