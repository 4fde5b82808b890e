import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isImageOfType, namesImage } from './image-bytes.js';
import { testPng } from '../test/test-png.js';
import { fromBase64 } from './from-base64.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
/** `data` with the bits of its byte at `at` flipped. */
const flipped = (data: Uint8Array, at: number) => {
  const copy = data.slice();
  copy[at] = copy[at]! ^ 0xff;
  return copy;
};
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A minimal baseline JPEG: SOI, an APP0 segment, a frame header (SOF0, 1x1, one component), a scan header, EOI. */
const JPEG = bytes(
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  16,
  ...text('JFIF\0'),
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
  0xff,
  0xc0,
  0,
  11,
  8,
  0,
  1,
  0,
  1,
  1,
  1,
  0x11,
  0,
  0xff,
  0xda,
  0,
  8,
  1,
  1,
  0,
  0,
  0x3f,
  0,
  0xff,
  0xd9,
);
/** A 1x1 GIF89a with a global colour table and one image. */
const GIF = fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==')!;
/** A 1x1 lossless WebP. */
const WEBP = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==')!;

describe('isImageOfType', () => {
  it.each([
    ['image/png', testPng()],
    ['image/png', testPng(300_000)],
    ['image/jpeg', JPEG],
    ['image/jpg', JPEG],
    ['image/gif', GIF],
    ['image/webp', WEBP],
    ['image', WEBP],
    ['IMAGE/PNG; charset=binary', testPng()],
  ])('takes a real %s', (type, image) => {
    expect(isImageOfType(image, type)).toBe(true);
  });

  it.each([
    [
      'a PNG signature followed by text',
      'image/png',
      concat(testPng().subarray(0, 8), text('not a png at all, just a log line\n'.repeat(10))),
    ],
    ['a PNG cut after its IHDR', 'image/png', testPng().subarray(0, 40)],
    ['a PNG whose IHDR CRC is wrong', 'image/png', flipped(testPng(), 30)],
    ['a PNG named as a JPEG', 'image/jpeg', testPng()],
    ['SOI followed by text', 'image/jpeg', concat(bytes(0xff, 0xd8), text('text'.repeat(20)))],
    ['a JPEG cut before its frame', 'image/jpeg', JPEG.subarray(0, 20)],
    ['a GIF signature followed by text', 'image/gif', concat(text('GIF89a'), text('hello world, not an image at all'))],
    ['a GIF with a header and no image', 'image/gif', concat(text('GIF89a'), bytes(1, 0, 1, 0, 0, 0, 0, 0x3b))],
    ['RIFF WEBP followed by text', 'image/webp', concat(text('RIFF'), bytes(40, 0, 0, 0), text('WEBPVP8 hello world text text text text'))],
    ['an SVG', 'image/svg+xml', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a real PNG named as audio', 'audio/wav', testPng()],
    ['nothing', 'image/png', new Uint8Array(0)],
  ])('refuses %s', (_, type, image) => {
    expect(isImageOfType(image, type)).toBe(false);
  });

  it('never throws, and takes no random bytes for any of the four types', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image'),
        (data, type) => {
          expect(isImageOfType(data, type)).toBe(false);
        },
      ),
    );
  });

  it('refuses a real image cut before the structure its type needs (PNG and WebP: the whole; JPEG: its frame header; GIF: its first image)', () => {
    const needed: [string, Uint8Array, number][] = [
      ['image/png', testPng(), testPng().length],
      ['image/jpeg', JPEG, 33],
      ['image/gif', GIF, GIF.length - 1],
      ['image/webp', WEBP, WEBP.length],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...needed), fc.nat(), ([type, data, length], at) => {
        const cut = at % length;
        expect(isImageOfType(data.subarray(0, cut), type)).toBe(false);
        expect(isImageOfType(data.subarray(0, length), type)).toBe(true);
      }),
    );
  });

  it('namesImage: image/* and a bare image', () => {
    expect([namesImage('image/png'), namesImage('image'), namesImage('Image/Webp'), namesImage('application/pdf')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
