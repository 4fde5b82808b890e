import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanSignals } from './scan-signals.js';

/** Lines of a few words, some of them signals, some starting with `#`. */
const word = fc.constantFrom('ok', 'ERROR', 'disk', '#', '## Notes', '#!', 'x', '', ' ', 'failed');
const text = fc
  .array(
    fc.array(word, { maxLength: 4 }).map((words) => words.join(' ')),
    { minLength: 1, maxLength: 40 },
  )
  .map((lines) => lines.join('\n'));

describe('scanSignals', () => {
  it('counts every line, and says whether any starts with #, wherever the signals are', () => {
    fc.assert(
      fc.property(text, fc.subarray(['disk', 'notes']), fc.nat(), fc.nat(), (t, terms, a, b) => {
        const [from, to] = [Math.min(a, b) % (t.length + 1), Math.max(a, b) % (t.length + 1)];
        const scan = scanSignals(t, { errors: true, terms, from, to, keep: 3 });
        const lines = t.split('\n');
        expect(scan.totalLines).toBe(lines.length);
        expect(scan.hashLines).toBe(lines.some((line) => line.startsWith('#')));
      }),
    );
  });

  it('says the error signal repeats when its first lines are at most 3 texts and it is on more than keep lines', () => {
    const scan = (lines: readonly string[]) => scanSignals(lines.join('\n'), { errors: true, terms: [], from: 0, to: Infinity, keep: 20 });
    const settings = Array.from({ length: 30 }, (_, i) => `minion-${i}:\n    kernel_params:\n      - panic\n      - -1`);
    expect(scan(settings).errorsRepeat).toBe(true);
    // The same texts on at most keep lines: a failure shown whole, not the output's content.
    expect(scan(settings.slice(0, 20)).errorsRepeat).toBeUndefined();
    // Four texts among the first lines of the signal (hosts' own failures): not repeated.
    const failures = Array.from({ length: 30 }, (_, i) => `ERROR disk ${i % 4} failed`);
    expect(scan(failures).errorsRepeat).toBeUndefined();
    expect(scan(failures.map((line) => line.replace(/disk \d/, 'disk 0'))).errorsRepeat).toBe(true);
  });
});
