/** STUB: a one-line sketch of a structured value's top level, or undefined for scalars. */
export function shapeSketch(value: unknown): string | undefined {
  if (Array.isArray(value)) return `[${value.length} items]`;
  return undefined;
}
