const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a base64 text (the standard alphabet, padded or not, no line breaks), or undefined
 * when it is not base64. Never throws.
 */
export function fromBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1 || !BASE64.test(text)) return undefined;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}
