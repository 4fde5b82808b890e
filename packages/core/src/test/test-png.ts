import { crc32 } from '../text/image-bytes.js';
import { fromBase64 } from '../text/from-base64.js';

/** A whole 1x1 PNG (67 bytes). */
const ONE_PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAIBoOOluQAAAABJRU5ErkJggg==';

/**
 * A PNG that decoders take (1x1, one pixel), `bytes` long (at least 67): padded with an ancillary
 * chunk (`teXt`-like, skipped by decoders) before `IEND`, every chunk with its CRC. For tests of
 * image parts, which go out to the model only when their bytes parse as the type they name.
 */
export function testPng(bytes = 67): Uint8Array {
  const base = fromBase64(ONE_PIXEL)!;
  if (bytes <= base.length) return base;
  const padding = Math.max(0, bytes - base.length - 12);
  const iend = base.length - 12;
  const chunk = new Uint8Array(12 + padding);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, padding);
  chunk.set([0x70, 0x61, 0x44, 0x64], 4); // 'paDd': ancillary, private, safe to copy
  chunk.fill(0x2e, 8, 8 + padding);
  view.setUint32(8 + padding, crc32(chunk.subarray(4, 8 + padding)));
  const out = new Uint8Array(base.length + chunk.length);
  out.set(base.subarray(0, iend), 0);
  out.set(chunk, iend);
  out.set(base.subarray(iend), iend + chunk.length);
  return out;
}
