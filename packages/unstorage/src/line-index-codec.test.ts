import { buildLineIndex } from '@output-limits/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLineIndex, encodeLineIndex } from './line-index-codec.js';

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
