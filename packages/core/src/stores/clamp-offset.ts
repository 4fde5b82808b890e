/**
 * A byte offset of a `readRange` call, made a whole number inside `[0, length]`: rounded down, and
 * `NaN` taken as 0. Shared by the core's stores, which clamp ranges to the payload's length.
 *
 * @param position The offset asked for, in bytes (any number).
 * @param length The payload's length, in bytes.
 */
export function clampOffset(position: number, length: number): number {
  if (Number.isNaN(position)) return 0;
  return Math.max(0, Math.min(Math.floor(position), length));
}
