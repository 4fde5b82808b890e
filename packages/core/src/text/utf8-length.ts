/** Node's and Bun's `Buffer.byteLength`, when the runtime has it: a native count. */
const NodeBuffer = (globalThis as { Buffer?: { byteLength?(text: string, encoding: 'utf8'): number } }).Buffer;

/**
 * The length of `text` in UTF-8 bytes, as `new TextEncoder().encode(text).byteLength` gives it, without
 * making the bytes: a lone surrogate counts 3, as the U+FFFD it is encoded as.
 */
export function utf8Length(text: string): number {
  if (typeof NodeBuffer?.byteLength === 'function') return NodeBuffer.byteLength(text, 'utf8');
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
