import fc from 'fast-check';
import { ArgumentError } from '../errors/argument-error.js';
import { describe, expect, it } from 'vitest';
import { codePointBoundary, safeHead, safeTail } from '../text/code-point-boundary.js';
import type { TruncationStrategy } from './truncate-text.js';
import { truncateText } from './truncate-text.js';

const STRATEGIES: readonly TruncationStrategy[] = ['head', 'tail', 'headTail'];
const a1000 = 'a'.repeat(1000);
/** A text whose every slice is distinguishable: 'abc...zabc...'. */
const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');

// Markers written out here on purpose: the tests pin the exact text the model reads.
const headMarker = (r: string, t: string) => `\n\n[truncated: showing first ${r} of ${t} chars]`;
const middleMarker = (o: string, h: string, l: string, t: string) =>
  `\n\n[truncated: ${o} chars omitted from the middle; showing first ${h} + last ${l} of ${t} chars]\n\n`;
const tailMarker = (l: string, t: string) => `[truncated: showing last ${l} of ${t} chars]\n\n`;

describe('truncateText markers', () => {
  it('head keeps the first 153 of 1,000 chars at a budget of 200', () => {
    const out = truncateText(a1000, { maxChars: 200, strategy: 'head' });
    expect(out).toBe('a'.repeat(153) + '\n\n[truncated: showing first 153 of 1,000 chars]');
    expect(out).toHaveLength(200);
  });

  it('tail keeps the last 154 of 1,000 chars at a budget of 200', () => {
    const out = truncateText(a1000, { maxChars: 200, strategy: 'tail' });
    expect(out).toBe('[truncated: showing last 154 of 1,000 chars]\n\n' + 'a'.repeat(154));
    expect(out).toHaveLength(200);
  });

  it('headTail keeps 42 + 65 of 1,000 chars at a budget of 200', () => {
    const out = truncateText(a1000, { maxChars: 200, strategy: 'headTail' });
    expect(out).toBe(
      'a'.repeat(42) + '\n\n[truncated: 893 chars omitted from the middle; showing first 42 + last 65 of 1,000 chars]\n\n' + 'a'.repeat(65),
    );
    expect(out).toHaveLength(200);
  });

  it('defaults to headTail at 4,000 chars: 20,000 chars keep 1,558 + 2,339', () => {
    const text = letters(20_000);
    const expected = text.slice(0, 1558) + middleMarker('16,103', '1,558', '2,339', '20,000') + text.slice(-2339);
    expect(truncateText(text)).toBe(expected);
    expect(truncateText(text, { maxChars: 4000, strategy: 'headTail' })).toBe(expected);
    expect(expected).toHaveLength(4000);
  });

  it('keeps the right slices, not just the right counts', () => {
    const text = letters(1000);
    expect(truncateText(text, { maxChars: 200, strategy: 'head' })).toBe(text.slice(0, 153) + headMarker('153', '1,000'));
    expect(truncateText(text, { maxChars: 200, strategy: 'tail' })).toBe(tailMarker('154', '1,000') + text.slice(-154));
    expect(truncateText(text, { maxChars: 200 })).toBe(text.slice(0, 42) + middleMarker('893', '42', '65', '1,000') + text.slice(-65));
  });

  it('returns bare slices when no marker fits (budget 10)', () => {
    const text = letters(1000);
    expect(truncateText(a1000, { maxChars: 10, strategy: 'head' })).toBe('a'.repeat(10));
    expect(truncateText(a1000, { maxChars: 10, strategy: 'tail' })).toBe('a'.repeat(10));
    expect(truncateText(a1000, { maxChars: 10, strategy: 'headTail' })).toBe('a'.repeat(10));
    expect(truncateText(text, { maxChars: 10, strategy: 'head' })).toBe(text.slice(0, 10));
    expect(truncateText(text, { maxChars: 10, strategy: 'tail' })).toBe(text.slice(-10));
    expect(truncateText(text, { maxChars: 10, strategy: 'headTail' })).toBe(text.slice(0, 4) + text.slice(-6));
  });

  it('recomputes the marker as its digit count changes', () => {
    const text = letters(10_000);
    // 1,000 kept needs 1,000 + 50; at 1,049 only 999 (+ a 48-char marker) fits.
    expect(truncateText(text, { maxChars: 1050, strategy: 'head' })).toBe(text.slice(0, 1000) + headMarker('1,000', '10,000'));
    const out = truncateText(text, { maxChars: 1049, strategy: 'head' });
    expect(out).toBe(text.slice(0, 999) + headMarker('999', '10,000'));
    expect(out).toHaveLength(1047);
  });

  it('tail: the smallest budget with a marker keeps 1 char; one less is a bare slice', () => {
    const text = letters(1000);
    expect(truncateText(text, { maxChars: 45, strategy: 'tail' })).toBe(tailMarker('1', '1,000') + text.slice(-1));
    expect(truncateText(text, { maxChars: 44, strategy: 'tail' })).toBe(text.slice(-44));
  });

  it('head: the smallest budget with a marker keeps 1 char; one less is a bare slice', () => {
    const text = letters(1000);
    expect(truncateText(text, { maxChars: 46, strategy: 'head' })).toBe(text.slice(0, 1) + headMarker('1', '1,000'));
    expect(truncateText(text, { maxChars: 45, strategy: 'head' })).toBe(text.slice(0, 45));
  });

  it('gives an empty string for a budget of 0 or less (or NaN), and rounds a fractional budget down', () => {
    for (const strategy of STRATEGIES) {
      for (const maxChars of [0, -1, -100, Number.NaN]) expect(truncateText(a1000, { maxChars, strategy })).toBe('');
      expect(truncateText(a1000, { maxChars: 200.9, strategy })).toBe(truncateText(a1000, { maxChars: 200, strategy }));
    }
  });

  it('returns a text that fits unchanged', () => {
    for (const strategy of STRATEGIES) {
      expect(truncateText('', { maxChars: 10, strategy })).toBe('');
      expect(truncateText('0123456789', { maxChars: 10, strategy })).toBe('0123456789');
      expect(truncateText('0123456789', { maxChars: Number.POSITIVE_INFINITY, strategy })).toBe('0123456789');
      expect(truncateText('a\nb\nc', { maxChars: 5, strategy, keepTailLines: 2 })).toBe('a\nb\nc');
    }
  });
});

describe('truncateText surrogate pairs', () => {
  const emoji = '😀'; // two UTF-16 code units

  it('head: moves a cut off the middle of a pair and reports what it kept', () => {
    const text = emoji.repeat(500);
    // 153 would split a pair: 152 are kept, the marker says so, and 199 <= 200.
    expect(truncateText(text, { maxChars: 200, strategy: 'head' })).toBe(emoji.repeat(76) + headMarker('152', '1,000'));
  });

  it('tail: moves a cut off the middle of a pair and reports what it kept', () => {
    const text = emoji.repeat(500) + 'x';
    // 154 would split a pair: the last 153 (76 emoji + 'x') are kept.
    expect(truncateText(text, { maxChars: 200, strategy: 'tail' })).toBe(tailMarker('153', '1,001') + emoji.repeat(76) + 'x');
  });

  it('headTail: moves both cuts and counts the omitted middle from what was kept', () => {
    const text = 'x' + emoji.repeat(500);
    // 200 and down do not fit until 108: 43 + 65 wanted, the head cut is clean ('x' + 21 emoji),
    // the tail cut would split a pair so 64 are kept (32 emoji); 43 + 93 + 64 = 200.
    expect(truncateText(text, { maxChars: 200 })).toBe(
      'x' + emoji.repeat(21) + middleMarker('894', '43', '64', '1,001') + emoji.repeat(32),
    );
    // At 199, 42 + 65 wanted at 107 (the first to fit): both cuts move, 41 + 64 are kept and reported.
    expect(truncateText(text, { maxChars: 199 })).toBe(
      'x' + emoji.repeat(20) + middleMarker('896', '41', '64', '1,001') + emoji.repeat(32),
    );
  });

  it('bare slices keep pairs whole too', () => {
    const text = emoji.repeat(500);
    expect(truncateText(text, { maxChars: 9, strategy: 'head' })).toBe(emoji.repeat(4));
    expect(truncateText(text, { maxChars: 9, strategy: 'tail' })).toBe(emoji.repeat(4));
    expect(truncateText(text, { maxChars: 11, strategy: 'headTail' })).toBe(emoji.repeat(2) + emoji.repeat(3));
  });
});

describe('truncateText keepTailLines', () => {
  const trailer = 'pid=123\nexit=0';
  const log = 'x'.repeat(1000) + '\n' + trailer; // 1,015 chars

  it('head: the exact budget for 100 + 14 keeps the first 100 chars and the last two lines', () => {
    const marker = middleMarker('901', '100', '14', '1,015');
    const out = truncateText(log, { maxChars: 114 + marker.length, strategy: 'head', keepTailLines: 2 });
    expect(out).toBe('x'.repeat(100) + marker + trailer);
  });

  it('headTail: the same budget splits 40 : 60 before the reserved 14', () => {
    const marker = middleMarker('901', '40', '74', '1,015');
    const out = truncateText(log, { maxChars: 114 + marker.length, keepTailLines: 2 });
    expect(out).toBe('x'.repeat(40) + marker + 'x'.repeat(59) + '\n' + trailer);
  });

  it('marker budget boundary: exact gives marker + lines, one less a bare tail, one more keeps the marker', () => {
    // 5,000 chars before the lines, so the omitted count keeps its digit count as the head grows.
    const text = 'x'.repeat(5000) + '\n' + trailer; // 5,015 chars
    const marker = middleMarker('5,001', '0', '14', '5,015');
    const exact = marker.length + trailer.length;
    for (const strategy of ['head', 'headTail'] as const) {
      expect(truncateText(text, { maxChars: exact, strategy, keepTailLines: 2 })).toBe(marker + trailer);
      expect(truncateText(text, { maxChars: exact - 1, strategy, keepTailLines: 2 })).toBe(text.slice(-(exact - 1)));
    }
    expect(truncateText(text, { maxChars: exact + 1, strategy: 'head', keepTailLines: 2 })).toBe(
      'x' + middleMarker('5,000', '1', '14', '5,015') + trailer,
    );
    expect(truncateText(text, { maxChars: exact + 1, strategy: 'headTail', keepTailLines: 2 })).toBe(
      middleMarker('5,000', '0', '15', '5,015') + '\n' + trailer,
    );
  });

  it('takes a shorter marker when the omitted count loses a digit', () => {
    // With 1,015 chars, the budget of the "first 0" marker (1,001 omitted) + 14 also fits 2 head
    // chars beside a 2-char-shorter marker (999 omitted); the larger retained count wins.
    const exact = middleMarker('1,001', '0', '14', '1,015').length + trailer.length;
    const out = truncateText(log, { maxChars: exact, strategy: 'head', keepTailLines: 2 });
    expect(out).toBe('xx' + middleMarker('999', '2', '14', '1,015') + trailer);
    expect(out).toHaveLength(exact);
  });

  it('tail budget boundary: below the lines a plain tail, at them a bare slice, above a bare slice', () => {
    const lines = 'y'.repeat(150) + '\nexit=0'; // 157 chars
    const text = 'x'.repeat(1000) + '\n' + lines;
    for (const strategy of STRATEGIES) {
      expect(truncateText(text, { maxChars: 156, strategy, keepTailLines: 2 })).toBe(
        truncateText(text, { maxChars: 156, strategy: 'tail' }),
      );
      expect(truncateText(text, { maxChars: 157, strategy, keepTailLines: 2 })).toBe(lines);
    }
    expect(truncateText(text, { maxChars: 156, keepTailLines: 2 })).toBe(tailMarker('110', '1,158') + lines.slice(-110));
    // 158 leaves one char beside the lines: no marker fits, so the last 158 chars, lines intact.
    expect(truncateText(text, { maxChars: 158, keepTailLines: 2 })).toBe('\n' + lines);
    expect(truncateText(text, { maxChars: 158, strategy: 'head', keepTailLines: 2 })).toBe('\n' + lines);
  });

  it('tail keeps its marker when the lines fit, and gives a bare slice when they would be cut', () => {
    expect(truncateText(log, { maxChars: 60, strategy: 'tail', keepTailLines: 2 })).toBe(tailMarker('15', '1,015') + '\n' + trailer);
    const longLines = 'x'.repeat(1000) + '\n' + 'y'.repeat(20) + '\n' + 'exit=0'; // the last 2 lines are 27 chars
    // At 60 the tail marker leaves 15 chars: the lines would not survive, so a bare tail slice.
    expect(truncateText(longLines, { maxChars: 60, strategy: 'tail', keepTailLines: 2 })).toBe(longLines.slice(-60));
  });

  it('keeps CRLF lines with their CR', () => {
    const lines = 'pid=123\r\nexit=0\r\n';
    const text = 'x'.repeat(5000) + '\r\n' + lines;
    const marker = middleMarker('5,002', '0', '17', '5,019');
    expect(truncateText(text, { maxChars: marker.length + 17, strategy: 'head', keepTailLines: 2 })).toBe(marker + lines);
  });

  it('ignores one final newline but counts a blank final line', () => {
    const text = 'x'.repeat(5000) + '\nok\n\n';
    const marker = middleMarker('5,001', '0', '4', '5,005');
    expect(truncateText(text, { maxChars: marker.length + 4, strategy: 'head', keepTailLines: 2 })).toBe(marker + 'ok\n\n');
    const once = 'x'.repeat(5000) + '\nok\n';
    const marker1 = middleMarker('5,001', '0', '3', '5,004');
    expect(truncateText(once, { maxChars: marker1.length + 3, strategy: 'head', keepTailLines: 1 })).toBe(marker1 + 'ok\n');
  });

  it('does not break lines at U+2028, U+0085 or a lone CR', () => {
    const lines = 'a\u2028b\u0085c\rd';
    const text = 'x'.repeat(5000) + '\n' + lines;
    const marker = middleMarker('5,001', '0', '7', '5,008');
    expect(truncateText(text, { maxChars: marker.length + 7, strategy: 'head', keepTailLines: 1 })).toBe(marker + lines);
  });

  it('distributes the retained count the same way for CJK text', () => {
    const lines = '进程=123\n退出=0';
    const text = '中'.repeat(1000) + '\n' + lines;
    const total = text.length.toLocaleString('en-US');
    const l = lines.length;
    const headMarked = middleMarker((text.length - 100 - l).toLocaleString('en-US'), '100', String(l), total);
    expect(truncateText(text, { maxChars: 100 + l + headMarked.length, strategy: 'head', keepTailLines: 2 })).toBe(
      '中'.repeat(100) + headMarked + lines,
    );
    const both = middleMarker((text.length - 100 - l).toLocaleString('en-US'), '40', String(60 + l), total);
    expect(truncateText(text, { maxChars: 100 + l + both.length, keepTailLines: 2 })).toBe(
      '中'.repeat(40) + both + '中'.repeat(59) + '\n' + lines,
    );
  });

  it('oversized requested lines give the plain tail result', () => {
    const oneLine = 'x'.repeat(1000);
    for (const strategy of STRATEGIES) {
      for (const maxChars of [1, 44, 45, 200, 999]) {
        const plain = truncateText(oneLine, { maxChars, strategy: 'tail' });
        expect(truncateText(oneLine, { maxChars, strategy, keepTailLines: 1 })).toBe(plain);
        expect(truncateText(log, { maxChars, strategy, keepTailLines: 10 ** 12 })).toBe(truncateText(log, { maxChars, strategy: 'tail' }));
      }
    }
  });

  it('0 lines is the same as no option, for every strategy and budget', () => {
    for (const strategy of STRATEGIES) {
      for (const maxChars of [-1, 0, 1, 100, 200, 2000]) {
        expect(truncateText(log, { maxChars, strategy, keepTailLines: 0 })).toBe(truncateText(log, { maxChars, strategy }));
      }
    }
  });

  it('a budget of 0 or less still gives an empty string', () => {
    expect(truncateText(log, { maxChars: 0, keepTailLines: 2 })).toBe('');
    expect(truncateText(log, { maxChars: -5, strategy: 'tail', keepTailLines: 2 })).toBe('');
  });

  it('rejects a negative or fractional count', () => {
    expect(() => truncateText(log, { keepTailLines: -1 })).toThrow(new ArgumentError('keepTailLines must be a whole number >= 0; got -1.'));
    expect(() => truncateText('short', { keepTailLines: 1.5 })).toThrow(
      new ArgumentError('keepTailLines must be a whole number >= 0; got 1.5.'),
    );
    expect(() => truncateText('short', { keepTailLines: Number.NaN })).toThrow(RangeError);
  });
});

describe('truncateText on 100 MB', () => {
  it('costs what it keeps, not what it is given', () => {
    // One flat one-byte string, and a slice of it (a view, not a copy) with no newline at all.
    const trailer = '\nline-1\nexit=0\n';
    const bytes = Buffer.alloc(100_000_000, 'a');
    bytes.write(trailer, bytes.length - trailer.length, 'latin1');
    const withLines = bytes.toString('latin1');
    const big = withLines.slice(0, -trailer.length);
    expect(truncateText(withLines, { maxChars: 4000 })).toHaveLength(4000); // warm up
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) {
      for (const strategy of STRATEGIES) {
        truncateText(big, { maxChars: 4000, strategy });
        truncateText(big, { maxChars: 4000, strategy, keepTailLines: 3 }); // no newline at all: the search stays near the end
        expect(truncateText(withLines, { maxChars: 4000, strategy, keepTailLines: 2 }).endsWith('\nline-1\nexit=0\n')).toBe(true);
        truncateText(withLines, { maxChars: 4000, strategy, keepTailLines: 10 ** 12 });
      }
    }
    // 120 calls; one pass over 100 MB takes about 10 ms or more, so a linear cost would need > 1 s.
    expect(performance.now() - started).toBeLessThan(400);
  });
});

describe('truncateText properties', () => {
  const piece = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    fc.constantFrom('\n', '\r\n', '\n\n', '😀', '中文', '\u2028'),
  );
  const text = fc.array(piece, { maxLength: 300 }).map((parts) => parts.join(''));
  const cap = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 300 }));
  const strategy = fc.constantFrom<TruncationStrategy>('head', 'tail', 'headTail');
  const lines = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 10 ** 6 }));

  const headRe = /\n\n\[truncated: showing first ([\d,]+) of ([\d,]+) chars\]$/;
  const tailRe = /^\[truncated: showing last ([\d,]+) of ([\d,]+) chars\]\n\n/;
  const middleRe =
    /\n\n\[truncated: ([\d,]+) chars omitted from the middle; showing first ([\d,]+) \+ last ([\d,]+) of ([\d,]+) chars\]\n\n/;
  const num = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));

  it('never exceeds the budget, never creates a lone surrogate, and leaves fitting text alone', () => {
    fc.assert(
      fc.property(text, cap, strategy, lines, (t, maxChars, s, k) => {
        const out = truncateText(t, { maxChars, strategy: s, keepTailLines: k });
        expect(out.length).toBeLessThanOrEqual(maxChars);
        expect(out.isWellFormed()).toBe(true);
        if (t.length <= maxChars) expect(out).toBe(t);
        if (maxChars === 0) expect(out).toBe('');
      }),
      { numRuns: 400 },
    );
  });

  it('head keeps a prefix, tail a suffix, headTail both, with true counts', () => {
    fc.assert(
      fc.property(text, cap, strategy, (t, maxChars, s) => {
        const out = truncateText(t, { maxChars, strategy: s });
        if (s === 'head') {
          const m = headRe.exec(out);
          const kept = m ? out.slice(0, m.index) : out;
          expect(t.startsWith(kept)).toBe(true);
          if (m) {
            expect([num(m[1]), num(m[2])]).toEqual([kept.length, t.length]);
            // The largest prefix that fits: one more char (two, across a surrogate pair) would not.
            const splits = /[\ud800-\udbff]/.test(t[kept.length] ?? '');
            const next = kept.length + (splits ? 2 : 1);
            expect(next + headMarker(next.toLocaleString('en-US'), t.length.toLocaleString('en-US')).length).toBeGreaterThan(maxChars);
          }
        } else if (s === 'tail') {
          const m = tailRe.exec(out);
          const kept = m ? out.slice(m[0].length) : out;
          expect(t.endsWith(kept)).toBe(true);
          if (m) expect([num(m[1]), num(m[2])]).toEqual([kept.length, t.length]);
        } else {
          const m = middleRe.exec(out);
          if (!m) {
            // No marker fits: the bare first 2/5 and last 3/5 of the budget.
            const h = Math.floor((maxChars * 2) / 5);
            if (t.length > maxChars) expect(out).toBe(safeHead(t, h) + safeTail(t, maxChars - h));
            return;
          }
          const head = out.slice(0, m.index);
          const tail = out.slice(m.index + m[0].length);
          expect(t.startsWith(head)).toBe(true);
          expect(t.endsWith(tail)).toBe(true);
          expect([num(m[1]), num(m[2]), num(m[3]), num(m[4])]).toEqual([
            t.length - head.length - tail.length,
            head.length,
            tail.length,
            t.length,
          ]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('headTail keeps the largest count whose marker fits, as a plain search from the whole budget down finds it', () => {
    // The search skips counts that cannot fit; this one tries every count, building each marker.
    const plainSearch = (t: string, maxChars: number): string | undefined => {
      const n = (count: number) => count.toLocaleString('en-US');
      for (let retained = maxChars; retained >= 1; retained -= 1) {
        const wantedHead = Math.floor((retained * 2) / 5);
        const head = codePointBoundary(t, wantedHead, 'start');
        const tailStart = codePointBoundary(t, t.length - (retained - wantedHead), 'end');
        const tail = t.length - tailStart;
        const marker = `\n\n[truncated: ${n(t.length - head - tail)} chars omitted from the middle; showing first ${n(head)} + last ${n(tail)} of ${n(t.length)} chars]\n\n`;
        const out = t.slice(0, head) + marker + (tail > 0 ? t.slice(tailStart) : '');
        if (out.length <= maxChars) return out;
      }
      return undefined;
    };
    // Long texts too, so that the counts cross digit and thousands-separator boundaries.
    const padded = fc.tuple(fc.constantFrom(0, 0, 9_880, 99_870, 999_860, 1_000_000), text).map(([pad, t]) => 'x'.repeat(pad) + t);
    fc.assert(
      fc.property(padded, cap, (t, maxChars) => {
        fc.pre(t.length > maxChars && maxChars > 0);
        const expected = plainSearch(t, maxChars);
        const h = Math.floor((maxChars * 2) / 5);
        expect(truncateText(t, { maxChars, strategy: 'headTail' })).toBe(expected ?? safeHead(t, h) + safeTail(t, maxChars - h));
      }),
      { numRuns: 300 },
    );
  });

  it('keepTailLines: ends with the reserved lines whenever they fit the budget', () => {
    fc.assert(
      fc.property(text, cap, strategy, fc.integer({ min: 1, max: 6 }), (t, maxChars, s, k) => {
        const out = truncateText(t, { maxChars, strategy: s, keepTailLines: k });
        const reserved = lastLines(t, k);
        if (t.length > maxChars && reserved.length <= maxChars && maxChars > 0) expect(out.endsWith(reserved)).toBe(true);
        if (s !== 'tail' && t.length > maxChars) {
          const m = middleRe.exec(out);
          if (m) expect(t.startsWith(out.slice(0, m.index))).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});

/** The last `k` LF-separated lines, by the obvious (whole-text) method. */
function lastLines(text: string, k: number): string {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const parts = body.split('\n');
  if (parts.length <= k) return text;
  return parts.slice(-k).join('\n') + (text.endsWith('\n') ? '\n' : '');
}
