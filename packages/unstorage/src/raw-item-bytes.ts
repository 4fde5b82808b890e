import { kit } from './adapter-kit.js';

/** How a driver that keeps only text returns raw bytes: unstorage's `base64:` form. */
const BASE64_PREFIX = 'base64:';

/**
 * The bytes of a raw item, whatever form the driver returned them in. `copy`: always a fresh array
 * (the memory driver hands back the object it keeps); otherwise a view where one is at hand, for
 * bytes the store copies out of or never hands out.
 */
export function toBytes(value: unknown, copy: boolean): Uint8Array {
  if (value instanceof Uint8Array) return copy ? value.slice() : value;
  if (value instanceof ArrayBuffer) return copy ? new Uint8Array(value.slice(0)) : new Uint8Array(value);
  if (ArrayBuffer.isView(value)) {
    const view = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return copy ? view.slice() : view;
  }
  if (typeof value === 'string' && value.startsWith(BASE64_PREFIX)) return fromBase64(value.slice(BASE64_PREFIX.length));
  throw kit.error('EIO', `read: the driver returned ${typeof value === 'string' ? 'text' : typeof value} for a binary item`);
}

/** Decodes base64 with `atob`, present in Node and in edge runtimes alike. */
function fromBase64(text: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(text);
  } catch (error) {
    throw kit.error('EIO', 'read: the driver returned damaged base64', error);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
