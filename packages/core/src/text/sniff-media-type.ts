/**
 * A file signature: the bytes a format starts with (`null` matches any byte), at `offset`.
 *
 * This is a small table rather than a library: `file-type` is asynchronous and pulls in four
 * packages, and `magic-bytes.js` is CommonJS and answers with every candidate type (a ZIP is also a
 * DOCX, JAR, APK, ...), while a notice needs one name, at once, in an edge runtime. The formats here
 * are those whose first bytes decide the type alone.
 */
interface Signature {
  readonly mediaType: string;
  readonly bytes: readonly (number | null)[];
  readonly offset?: number;
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Checked in order; a longer, more specific signature comes before a shorter one it shares bytes with. */
const SIGNATURES: readonly Signature[] = [
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mediaType: 'image/gif', bytes: ascii('GIF87a') },
  { mediaType: 'image/gif', bytes: ascii('GIF89a') },
  { mediaType: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { mediaType: 'audio/wav', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')] },
  { mediaType: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { mediaType: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { mediaType: 'application/pdf', bytes: ascii('%PDF-') },
  { mediaType: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { mediaType: 'application/zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { mediaType: 'application/gzip', bytes: [0x1f, 0x8b] },
  { mediaType: 'application/x-bzip2', bytes: ascii('BZh') },
  { mediaType: 'application/x-xz', bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { mediaType: 'application/zstd', bytes: [0x28, 0xb5, 0x2f, 0xfd] },
  { mediaType: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { mediaType: 'application/x-tar', bytes: ascii('ustar'), offset: 257 },
  { mediaType: 'application/wasm', bytes: [0x00, 0x61, 0x73, 0x6d] },
  { mediaType: 'application/x-elf', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { mediaType: 'application/vnd.sqlite3', bytes: ascii('SQLite format 3\0') },
  { mediaType: 'audio/mpeg', bytes: ascii('ID3') },
  { mediaType: 'audio/ogg', bytes: ascii('OggS') },
  { mediaType: 'audio/flac', bytes: ascii('fLaC') },
  { mediaType: 'video/mp4', bytes: ascii('ftyp'), offset: 4 },
];

/** Bytes of a payload `sniffMediaType` looks at, at most. */
export const SNIFF_BYTES = 512;

/**
 * The media type of binary data, from its first bytes: PNG, JPEG, GIF, WebP, TIFF, PDF, ZIP, gzip,
 * bzip2, xz, zstd, 7z, tar, WebAssembly, ELF, SQLite, WAV, MP3 (ID3), Ogg, FLAC and MP4; undefined
 * for anything else. Looks at most at the first 512 bytes; never throws.
 */
export function sniffMediaType(bytes: Uint8Array): string | undefined {
  for (const { mediaType, bytes: signature, offset = 0 } of SIGNATURES) {
    if (bytes.byteLength < offset + signature.length) continue;
    if (signature.every((byte, i) => byte === null || bytes[offset + i] === byte)) return mediaType;
  }
  return undefined;
}

/** Media types a vision model can be shown as an image. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** True for the image types vision models take: PNG, JPEG, GIF and WebP. */
export function isViewableImage(mediaType: string | undefined): boolean {
  return mediaType !== undefined && IMAGE_TYPES.has(mediaType);
}
