import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLineIndex, decodeLineIndex, encodeLineIndex, isLineIndex, LineIndexBuilder } from './line-index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('buildLineIndex', () => {
  it('counts LF + 1 lines and keeps every step-th line start', () => {
    expect(buildLineIndex(encode(''))).toEqual({ bytes: 0, lines: 1, step: 1024, starts: [0] });
    expect(buildLineIndex(encode('abc'))).toEqual({ bytes: 3, lines: 1, step: 1024, starts: [0] });
    expect(buildLineIndex(encode('a\n'))).toEqual({ bytes: 2, lines: 2, step: 1024, starts: [0] });
    expect(buildLineIndex(encode('a\nbb\r\nccc\n\nd'), 1)).toEqual({ bytes: 12, lines: 5, step: 1, starts: [0, 2, 6, 10, 11] });
    expect(buildLineIndex(encode('a\nbb\r\nccc\n\nd'), 2)).toEqual({ bytes: 12, lines: 5, step: 2, starts: [0, 6, 11] });
    expect(buildLineIndex(encode('\n\n\n'), 3)).toEqual({ bytes: 3, lines: 4, step: 3, starts: [0, 3] });
  });

  it('samples line 1024 of a long payload at its byte offset', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `line ${i}`).join('\n');
    const index = buildLineIndex(encode(text));
    expect(index.lines).toBe(3000);
    expect(index.starts).toEqual([0, text.indexOf('line 1024'), text.indexOf('line 2048')]);
  });

  it('rejects a step that is not a whole number >= 1', () => {
    for (const step of [0, -1, 1.5, Number.NaN]) {
      expect(() => buildLineIndex(encode('x'), step)).toThrow(
        `[output-limits] buildLineIndex: step must be a whole number >= 1, got ${step}`,
      );
    }
  });

  it('agrees with a byte-by-byte scan for any bytes and step (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 400 }).map((bytes) => bytes.map((b) => (b % 4 === 0 ? 10 : b))),
        fc.integer({ min: 1, max: 9 }),
        (bytes, step) => {
          const starts: number[] = [];
          let line = 0;
          for (let i = 0; i <= bytes.length; i++) {
            if (i === 0 || bytes[i - 1] === 10) {
              if (line % step === 0) starts.push(i);
              line++;
            }
          }
          const index = buildLineIndex(bytes, step);
          expect(index).toEqual({ bytes: bytes.length, lines: line, step, starts });
          expect(isLineIndex(index)).toBe(true);
        },
      ),
    );
  });
});

describe('LineIndexBuilder', () => {
  it('gives the index buildLineIndex gives, whatever parts it is scanned in and in whatever steps', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 400 }).map((bytes) => bytes.map((b) => (b % 4 === 0 ? 10 : b))),
        fc.integer({ min: 1, max: 9 }),
        // Where each part ends, as a share of the payload: before its start, inside it, past its end.
        fc.array(fc.integer({ min: -100, max: 1_100 }), { maxLength: 12 }),
        (bytes, step, perMille) => {
          const builder = new LineIndexBuilder(bytes, step);
          for (const share of perMille) builder.scanTo(Math.round((share * bytes.length) / 1_000));
          expect(builder.finish()).toEqual(buildLineIndex(bytes, step));
        },
      ),
    );
  });
});

describe('isLineIndex', () => {
  it('accepts only a consistent index', () => {
    expect(isLineIndex({ bytes: 5, lines: 3, step: 2, starts: [0, 4] })).toBe(true);
    expect(isLineIndex({ bytes: 5, lines: 3, step: 2, starts: [0] })).toBe(false); // one sample missing
    expect(isLineIndex({ bytes: 5, lines: 3, step: 2, starts: [1, 4] })).toBe(false); // starts[0] must be 0
    expect(isLineIndex({ bytes: 3, lines: 3, step: 2, starts: [0, 4] })).toBe(false); // beyond the payload
    expect(isLineIndex({ bytes: 5, lines: 0, step: 2, starts: [0] })).toBe(false);
    expect(isLineIndex({ bytes: 5, lines: 1, step: 0, starts: [0] })).toBe(false);
    expect(isLineIndex({ bytes: 5, lines: 5, step: 1, starts: [0, 2, 2, 3, 4] })).toBe(false); // not increasing
    expect(isLineIndex({ bytes: '5', lines: 1, step: 1, starts: [0] })).toBe(false);
    expect(isLineIndex(null)).toBe(false);
  });
});

describe('encodeLineIndex / decodeLineIndex', () => {
  it('round-trips the index of any payload and step', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2_000 }), fc.integer({ min: 1, max: 20 }), (bytes, step) => {
        const index = buildLineIndex(bytes, step);
        expect(decodeLineIndex(encodeLineIndex(index))).toEqual(index);
      }),
    );
  });

  it('also takes the value getItem parsed already', () => {
    const index = buildLineIndex(new TextEncoder().encode('a\nb\nc'), 2);
    expect(decodeLineIndex(JSON.parse(encodeLineIndex(index)))).toEqual(index);
  });

  it('keeps only the four fields of a stored value', () => {
    expect(decodeLineIndex('{"format":"x","ino":"7","bytes":1,"lines":1,"step":1,"starts":[0]}')).toStrictEqual({
      bytes: 1,
      lines: 1,
      step: 1,
      starts: [0],
    });
  });

  it('stores compact JSON with exactly the four fields', () => {
    expect(encodeLineIndex(buildLineIndex(new TextEncoder().encode('a\nb\nc'), 2))).toBe('{"bytes":5,"lines":3,"step":2,"starts":[0,4]}');
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a string', '"x"'],
    ['no lines', '{"bytes":0,"lines":0,"step":1,"starts":[0]}'],
    ['step 0', '{"bytes":0,"lines":1,"step":0,"starts":[0]}'],
    ['first start not 0', '{"bytes":5,"lines":1,"step":1,"starts":[1]}'],
    ['start past the end', '{"bytes":5,"lines":2,"step":1,"starts":[0,6]}'],
    ['starts not increasing', '{"bytes":5,"lines":3,"step":1,"starts":[0,3,3]}'],
    ['too few samples', '{"bytes":5,"lines":3,"step":1,"starts":[0,2]}'],
    ['fractional bytes', '{"bytes":5.5,"lines":1,"step":1,"starts":[0]}'],
    ['starts not an array', '{"bytes":5,"lines":1,"step":1,"starts":"0"}'],
  ])('refuses %s', (_, text) => {
    expect(decodeLineIndex(text)).toBeUndefined();
  });
});
