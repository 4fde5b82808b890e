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
