import { MAX_READ_IMAGE_BYTES } from '../defaults.js';
import { payloadKind } from './binary-head.js';
import { parseReadRequest } from './parse-read-request.js';
import { openPayloadSource } from './payload-source.js';
import type { ReadToolResultArgs, ReadToolResultOptions } from './read-tool-result.js';
import { isViewableImage } from '../text/sniff-media-type.js';
import type { OverflowStore } from '../stores/overflow-store.js';
import { toBase64 } from '../text/to-base64.js';

/** A spilled image, ready to be put in front of a vision model. */
export interface SpilledImage {
  /** `image/png`, `image/jpeg`, `image/gif` or `image/webp`, from the image's first bytes. */
  readonly mediaType: string;
  /** The image, base64-encoded. */
  readonly base64: string;
}

/**
 * The image a `read_tool_result` call by lines (the default) points at, for a framework that can
 * show it to the model beside the one-line answer `readToolResult` gives for binary data. Undefined
 * when the arguments are bad, the payload is not a PNG, JPEG, GIF or WebP image, it is larger than
 * `MAX_READ_IMAGE_BYTES` (3.75 MiB), or it cannot be read. Never throws.
 */
export async function readSpilledImage(
  store: OverflowStore,
  args: ReadToolResultArgs,
  options: ReadToolResultOptions = {},
): Promise<SpilledImage | undefined> {
  const request = parseReadRequest(args, options.namespace);
  if (typeof request === 'string' || request.unit !== 'lines') return undefined;
  try {
    const source = await openPayloadSource(store, request.handle);
    if (source.size > MAX_READ_IMAGE_BYTES) return undefined;
    const { binary, mediaType } = await payloadKind(source, request.handle);
    if (!binary || mediaType === undefined || !isViewableImage(mediaType)) return undefined;
    return { mediaType, base64: toBase64(await source.read(0, source.size)) };
  } catch {
    return undefined;
  }
}
