import type { NextCall } from '../messages/index.js';
import { hexPageFooter, offsetPastEnd } from '../messages/index.js';
import type { ReadRequest } from './parse-read-request.js';
import type { PayloadSource } from './payload-source.js';

/** Bytes a hex dump line shows. */
const LINE_BYTES = 16;

/**
 * A hex page (`unit: 'bytes'`): offset and limit count bytes (from the end with `fromEnd`), and the
 * body is an `xxd`-style dump of them, then the footer. Reads only the page's bytes.
 *
 * @param mediaType Named in the footer, when the payload's signature tells it.
 * @returns The page, or the message for an offset past the end.
 * @throws What the source rejects with.
 */
export async function readBytes(source: PayloadSource, request: ReadRequest, mediaType: string | undefined): Promise<string> {
  const { handle, offset, limit, fromEnd } = request;
  const total = source.size;
  if (offset >= total) return offsetPastEnd(offset, total, 'bytes');
  const end = fromEnd ? total - offset : Math.min(total, offset + limit);
  const start = fromEnd ? Math.max(0, end - limit) : offset;
  const bytes = await source.read(start, end);
  let next: NextCall | undefined;
  if (!fromEnd && end < total) next = { handle, unit: 'bytes', offset: end, limit };
  if (fromEnd && start > 0) next = { handle, unit: 'bytes', offset: total - start, limit, fromEnd: true };
  const footer = hexPageFooter({
    first: start,
    last: start + bytes.byteLength - 1,
    total,
    fromEnd,
    ...(mediaType ? { mediaType } : {}),
    ...(next ? { next } : {}),
  });
  return `${hexDump(bytes, start)}\n${footer}`;
}

/**
 * `xxd`-style lines: an 8-digit hex offset, 16 bytes as 8 groups of 2 in hex, and the printable
 * ASCII of them (`.` for the rest): `00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR`.
 */
export function hexDump(bytes: Uint8Array, firstOffset: number): string {
  const lines: string[] = [];
  for (let at = 0; at < bytes.byteLength; at += LINE_BYTES) {
    const line = bytes.subarray(at, at + LINE_BYTES);
    let hex = '';
    let text = '';
    for (let i = 0; i < LINE_BYTES; i++) {
      const byte = line[i];
      if (i > 0 && i % 2 === 0) hex += ' ';
      hex += byte === undefined ? '  ' : byte.toString(16).padStart(2, '0');
      if (byte !== undefined) text += byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.';
    }
    lines.push(`${(firstOffset + at).toString(16).padStart(8, '0')}: ${hex}  ${text}`);
  }
  return lines.join('\n');
}
