import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { utf8Length } from './utf8-length.js';

const encoded = (text: string) => new TextEncoder().encode(text).byteLength;

/** Strings of any UTF-16 code units, lone surrogates included, and of whole code points. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
);

describe('utf8Length', () => {
  it('is the length TextEncoder gives, for any string', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(utf8Length(text)).toBe(encoded(text));
      }),
    );
  });

  it('counts the same without Buffer (a runtime without one: the browser, workerd, Deno)', async () => {
    vi.resetModules();
    vi.stubGlobal('Buffer', undefined);
    try {
      const { utf8Length: portable } = await import('./utf8-length.js');
      expect(portable('a\u00e9\u2717\ud83d\ude00\ud800x\udc00')).toBe(1 + 2 + 3 + 4 + 3 + 1 + 3);
      fc.assert(
        fc.property(anyText, (text) => {
          expect(portable(text)).toBe(encoded(text));
        }),
      );
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
