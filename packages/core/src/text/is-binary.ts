/** A binary tool result: spilled verbatim, measured in bytes, never turned into text. */
export type BinaryValue = ArrayBufferView | ArrayBuffer;

/** True for `Uint8Array` (Node `Buffer` included), any other typed array or `DataView`, and `ArrayBuffer`. */
export function isBinary(value: unknown): value is BinaryValue {
  return value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

/** The bytes of a binary value, without copying. */
export function binaryBytes(value: BinaryValue): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

/**
 * Ends the key of every binary spill (`call_1.0-k3j9x2m1p0qa.bin`), so `readToolResult` knows the
 * payload came from binary data without any store keeping a type beside it: it never shows such a
 * payload decoded, unless its bytes are UTF-8 text after all (a `Buffer` a tool read a text file into).
 */
export const BINARY_KEY_SUFFIX = '.bin';
