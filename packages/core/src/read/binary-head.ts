import { BINARY_KEY_SUFFIX } from '../text/is-binary.js';
import { SNIFF_BYTES, sniffMediaType } from '../text/sniff-media-type.js';
import type { PayloadSource } from './payload-source.js';

/** Bytes at the start of a payload that decide whether it is text: 8 KiB, as `git` and `grep` look at. */
const HEAD_BYTES = 8_192;

/** What a payload is, for reading it back. */
export interface PayloadKind {
  /** Binary data, never to be shown decoded. */
  readonly binary: boolean;
  /** The media type its first bytes name (see `sniffMediaType`), when it is binary and they do. */
  readonly mediaType?: string;
}

/**
 * Tells whether the payload under `handle` is binary data: it was spilled from a binary value (its
 * handle ends with `BINARY_KEY_SUFFIX`), and its first 8 KiB hold a NUL byte or bytes that are not
 * UTF-8. A binary value that is UTF-8 text after all (a `Buffer` holding a text file) reads back as
 * text; a text spill, being the UTF-8 of a string, always does.
 *
 * @throws What the source rejects with.
 */
export async function payloadKind(source: PayloadSource, handle: string): Promise<PayloadKind> {
  if (!handle.endsWith(BINARY_KEY_SUFFIX)) return { binary: false };
  const end = Math.min(source.size, HEAD_BYTES);
  const head = await source.read(0, end);
  if (!head.includes(0) && isUtf8(head, end === source.size)) return { binary: false };
  const mediaType = sniffMediaType(head.subarray(0, SNIFF_BYTES));
  return mediaType === undefined ? { binary: true } : { binary: true, mediaType };
}

/** True when `bytes` decode as UTF-8; without `whole`, a sequence cut at the end is allowed. */
function isUtf8(bytes: Uint8Array, whole: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !whole });
    return true;
  } catch {
    return false;
  }
}
