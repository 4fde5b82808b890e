import { describe, expect, it } from 'vitest';
import { failureOnset } from './failure-onset.js';
import { scanSignals } from './scan-signals.js';

/** An install's log: 40 lines of progress, then `failure` (its lines), `after` more progress lines, and `tail`. */
function log(failure: readonly string[], after: number, tail: string): { text: string; tailStart: number } {
  const progress = (from: number, n: number) => Array.from({ length: n }, (_, i) => `#28 ${from + i}.0 progress ${from + i}`);
  const body = [...progress(0, 40), ...failure, ...progress(100, after)].join('\n');
  return { text: `${body}\n${tail}`, tailStart: body.length + 1 };
}

const CASCADE = [
  "gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 127 while in binding.gyp.",
  'gyp ERR! configure error',
  '#32 25.859 internal/testlog',
  'gyp ERR! stack Error: `gyp` failed with exit code: 1',
  'gyp ERR! not ok',
  'node-pre-gyp ERR! build error',
];
const TAIL = 'ERROR: target storefront: failed to solve: exit code: 1';

const onsetOf = ({ text, tailStart }: { text: string; tailStart: number }) => {
  const scan = scanSignals(text, { errors: true, terms: [], from: 0, to: tailStart, keep: 20 });
  const onset = failureOnset(text, scan, tailStart);
  return onset && text.slice(onset.start, onset.end);
};

describe('failureOnset', () => {
  it('gives the first line of the run of errors the failure in the tail ends', () => {
    expect(onsetOf(log(CASCADE, 3, TAIL))).toBe(CASCADE[0]);
    // An earlier error more than 10 lines above starts a run of its own.
    expect(
      onsetOf(log(['npm WARN old', 'node-pre-gyp ERR! install response status 404', ...Array(11).fill('fetching'), ...CASCADE], 0, TAIL)),
    ).toBe(CASCADE[0]);
  });

  it("gives none when the tail has no error, when the run's last line is more than 10 lines above it, or when it holds fewer than 5 error lines", () => {
    expect(onsetOf(log(CASCADE, 3, 'Done in 41.2s'))).toBeUndefined();
    expect(onsetOf(log(CASCADE, 10, TAIL))).toBeUndefined();
    expect(onsetOf(log(CASCADE, 9, TAIL))).toBe(CASCADE[0]);
    // A linter's summary: `✖ 3514 problems` and `ELIFECYCLE  Command failed` are no cascade.
    expect(
      onsetOf(log(['✖ 3514 problems (1 error, 3513 warnings)', '', 'ELIFECYCLE  Command failed with exit code 1.'], 0, TAIL)),
    ).toBeUndefined();
  });

  it('gives none when the error signal repeats through the output', () => {
    const repeated = Array.from({ length: 30 }, () => 'gyp ERR! not ok');
    expect(onsetOf(log(repeated, 0, TAIL))).toBeUndefined();
  });
});
