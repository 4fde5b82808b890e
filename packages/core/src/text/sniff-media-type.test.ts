import { describe, expect, it } from 'vitest';
import { isViewableImage, sniffMediaType } from './sniff-media-type.js';

const bytes = (...values: Array<number | string>): Uint8Array =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffMediaType', () => {
  it.each([
    ['image/png', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', bytes('GIF89a', 1, 0)],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
    ['audio/wav', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['application/pdf', bytes('%PDF-1.7\n')],
    ['application/zip', bytes('PK', 3, 4, 20, 0)],
    ['application/zip', bytes('PK', 5, 6)],
    ['application/gzip', bytes(0x1f, 0x8b, 8)],
    ['application/wasm', bytes(0, 'asm', 1, 0, 0, 0)],
    ['application/x-elf', bytes(0x7f, 'ELF', 2)],
    ['application/x-xz', bytes(0xfd, '7zXZ', 0)],
    ['application/x-7z-compressed', bytes('7z', 0xbc, 0xaf, 0x27, 0x1c)],
    ['application/vnd.sqlite3', bytes('SQLite format 3', 0)],
    ['video/mp4', bytes(0, 0, 0, 0x20, 'ftypisom')],
    ['application/x-tar', new Uint8Array([...new Uint8Array(257), ...bytes('ustar', 0)])],
  ])('names %s', (type, data) => {
    expect(sniffMediaType(data)).toBe(type);
  });

  it.each([
    ['empty data', bytes()],
    ['a signature cut short', bytes(0x89, 'PN')],
    ['RIFF of another kind', bytes('RIFF', 0, 0, 0, 0, 'AVI ')],
    ['plain text', bytes('hello world')],
  ])('names nothing for %s', (_, data) => {
    expect(sniffMediaType(data)).toBeUndefined();
  });

  it('takes PNG, JPEG, GIF and WebP as images a model can be shown, nothing else', () => {
    expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp'].every(isViewableImage)).toBe(true);
    expect([undefined, 'image/tiff', 'application/pdf'].some(isViewableImage)).toBe(false);
  });
});
