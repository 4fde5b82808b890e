import type { PayloadSource } from './payload-source.js';
import { READ_BLOCK } from './payload-source.js';

/** Bytes decoded per `TextDecoder` call: larger inputs take a much slower path in V8. */
const DECODE_CHUNK = 1 << 16;

/** A UTF-8 decoder as the payload is read: invalid bytes become U+FFFD, a BOM is kept. */
function newDecoder() {
  return new TextDecoder('utf-8', { ignoreBOM: true });
}

/**
 * Decodes bytes that start on a line boundary (or the payload's start), 64 KiB at a time.
 * With `flush` (default true: the bytes end on a line boundary or the payload's end) an incomplete
 * sequence at the end becomes U+FFFD; without it, it is held back, as the bytes stop inside a line.
 */
export function decodeText(bytes: Uint8Array, flush = true): string {
  const decoder = newDecoder();
  let text = '';
  for (let at = 0; at < bytes.byteLength; at += DECODE_CHUNK) {
    text += decoder.decode(bytes.subarray(at, at + DECODE_CHUNK), { stream: true });
  }
  return flush ? text + decoder.decode() : text;
}

/**
 * Decodes bytes `[start, end)` of the payload in pieces of 64 KiB, read 1 MiB at a time, calling
 * `onText` with each piece's text, its bytes and their position (a last call with no bytes flushes
 * the decoder). `start` must be a position where a decoder of the whole payload is between
 * characters: 0, a line start, or an LF. `onText` returning false stops early, without the flush.
 */
export async function streamText(
  source: PayloadSource,
  start: number,
  end: number,
  onText: (text: string, bytes: Uint8Array, at: number) => boolean | void,
): Promise<void> {
  const decoder = newDecoder();
  let position = start;
  while (position < end) {
    const block = await source.read(position, Math.min(end, position + READ_BLOCK));
    if (block.byteLength === 0) break;
    for (let at = 0; at < block.byteLength; at += DECODE_CHUNK) {
      const bytes = block.subarray(at, at + DECODE_CHUNK);
      if (onText(decoder.decode(bytes, { stream: true }), bytes, position + at) === false) return;
    }
    position += block.byteLength;
  }
  onText(decoder.decode(), new Uint8Array(0), position);
}

/** UTF-16 length of the decoded bytes `[start, end)` of the payload (`start` as for `streamText`). */
export async function countChars(source: PayloadSource, start: number, end: number): Promise<number> {
  let chars = 0;
  await streamText(source, start, end, (text) => {
    chars += text.length;
  });
  return chars;
}
