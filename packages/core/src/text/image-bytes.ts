/**
 * Whether image bytes are what their media type names: a PNG, JPEG, GIF or WebP whose structure
 * parses far enough that a provider will decode it. `image-size` and `file-type` read the first
 * bytes only (a GIF signature followed by text passes them), so this is a small parser of its own:
 *
 * - PNG: the signature, then an `IHDR` chunk of 13 bytes with a non-zero size, a valid bit depth
 *   for its colour type and a matching CRC, then chunks that stay inside the data up to `IEND`,
 *   with at least one `IDAT`.
 * - JPEG: `SOI`, then marker segments that stay inside the data up to a frame header (`SOFn`)
 *   with a non-zero width and 1 to 4 components, before any scan.
 * - GIF: `GIF87a` or `GIF89a`, a non-zero screen size, then blocks (extensions, image
 *   descriptors with their data) that stay inside the data, with at least one whole image.
 * - WebP: `RIFF`, a size inside the data, `WEBP`, then a `VP8 ` (key frame start code), `VP8L`
 *   (signature byte) or `VP8X` chunk with a non-zero canvas.
 *
 * Never throws; bytes of any other type, or cut short, are not an image.
 */

/** The image types providers take, by the media types that name them. */
const PARSERS: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/png': isPng,
  'image/jpeg': isJpeg,
  'image/jpg': isJpeg,
  'image/gif': isGif,
  'image/webp': isWebp,
};

/**
 * True when `bytes` parse as the image type `mediaType` names (`image/png`, `image/jpeg`,
 * `image/gif`, `image/webp`; a bare `image` or `image/*` takes any of the four). False for any
 * other media type and for bytes that do not parse.
 */
export function isImageOfType(bytes: Uint8Array, mediaType: string): boolean {
  const type = mediaType.toLowerCase().split(';')[0]!.trim();
  try {
    if (type === 'image' || type === 'image/*') return Object.values(PARSERS).some((parse) => parse(bytes));
    return PARSERS[type]?.(bytes) ?? false;
  } catch {
    return false;
  }
}

/** True for a media type that names an image (`image/...` or a bare `image`). */
export function namesImage(mediaType: string): boolean {
  const type = mediaType.toLowerCase().trim();
  return type === 'image' || type.startsWith('image/');
}

const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32le = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each PNG colour type allows. */
const PNG_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function isPng(b: Uint8Array): boolean {
  if (b.length < 8 + 25 + 12 || PNG_SIGNATURE.some((byte, i) => b[i] !== byte)) return false;
  if (u32be(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return false;
  const depth = b[24]!;
  const colour = b[25]!;
  if (u32be(b, 16) === 0 || u32be(b, 20) === 0 || !PNG_DEPTHS[colour]?.includes(depth)) return false;
  if (b[26] !== 0 || b[27] !== 0 || b[28]! > 1) return false;
  if (crc32(b.subarray(12, 29)) !== u32be(b, 29)) return false;
  let at = 33;
  let data = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > b.length) return false;
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data;
    at += 12 + length;
  }
  return false;
}

/** Frame markers `SOF0`-`SOF15`, without `DHT` (C4), `JPG` (C8) and `DAC` (CC). */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function isJpeg(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // standalone marker
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return false; // a scan or the end before any frame
    const length = u16be(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return false;
    if (isFrameMarker(marker)) {
      const components = b[at + 9];
      return (
        length >= 8 &&
        components !== undefined &&
        components >= 1 &&
        components <= 4 &&
        length >= 8 + 3 * components &&
        u16be(b, at + 7) > 0
      );
    }
    at += 2 + length;
  }
  return false;
}

function isGif(b: Uint8Array): boolean {
  if (b.length < 14 || (ascii(b, 0, 6) !== 'GIF87a' && ascii(b, 0, 6) !== 'GIF89a')) return false;
  if (u16le(b, 6) === 0 || u16le(b, 8) === 0) return false;
  let at = 13 + colourTable(b[10]!);
  let images = 0;
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return images > 0; // trailer
    if (block === 0x21) {
      const end = subBlocksEnd(b, at + 2);
      if (end === undefined) return false;
      at = end;
    } else if (block === 0x2c) {
      if (at + 11 > b.length || u16le(b, at + 5) === 0 || u16le(b, at + 7) === 0) return false;
      at += 10 + colourTable(b[at + 9]!);
      const minCodeSize = b[at];
      if (minCodeSize === undefined || minCodeSize < 1 || minCodeSize > 11) return false;
      const end = subBlocksEnd(b, at + 1);
      if (end === undefined) return false;
      images += 1;
      at = end;
    } else return false;
  }
  return images > 0;
}

/** Bytes of the colour table a GIF packed-fields byte announces. */
const colourTable = (packed: number) => ((packed & 0x80) !== 0 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Where the data sub-blocks starting at `at` end (after their zero terminator), or undefined when they run past the data. */
function subBlocksEnd(b: Uint8Array, at: number): number | undefined {
  let i = at;
  while (i < b.length) {
    const size = b[i]!;
    if (size === 0) return i + 1;
    i += 1 + size;
  }
  return undefined;
}

function isWebp(b: Uint8Array): boolean {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return false;
  const riffSize = u32le(b, 4);
  if (riffSize < 4 + 8 + 10 || riffSize + 8 > b.length) return false;
  const chunk = ascii(b, 12, 4);
  const size = u32le(b, 16);
  if (20 + size > 8 + riffSize) return false;
  const at = 20;
  switch (chunk) {
    case 'VP8 ':
      return (
        size >= 10 &&
        (b[at]! & 1) === 0 &&
        b[at + 3] === 0x9d &&
        b[at + 4] === 0x01 &&
        b[at + 5] === 0x2a &&
        (u16le(b, at + 6) & 0x3fff) > 0 &&
        (u16le(b, at + 8) & 0x3fff) > 0
      );
    case 'VP8L':
      return size >= 5 && b[at] === 0x2f;
    case 'VP8X':
      return size >= 10 && u24le(b, at + 4) + 1 > 0 && u24le(b, at + 7) + 1 > 0 && (b[at]! & 0xc1) === 0;
    default:
      return false;
  }
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG uses it) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
