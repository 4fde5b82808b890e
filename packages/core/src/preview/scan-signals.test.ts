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
});
