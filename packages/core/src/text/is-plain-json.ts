/** Nesting past this many levels renders as `TOO_DEEP`. */
export const MAX_DEPTH = 1_000;

/**
 * True when `JSON.stringify` renders `value` exactly as the walk would: only plain objects,
 * arrays and JSON scalars, no `toJSON`, no cycle, no nesting past `MAX_DEPTH`. (A value reached
 * twice by different paths is fine: both render it in full.)
 */
export function isPlainJson(value: unknown, enclosing: readonly object[]): boolean {
  const ancestors = new Set<object>(enclosing);
  const values: unknown[] = [value];
  const depths: number[] = [0];
  try {
    while (values.length > 0) {
      const item = values.pop();
      const depth = depths.pop() as number;
      if (typeof item === 'bigint' || typeof item === 'function') return false;
      if (typeof item !== 'object' || item === null) continue;
      if (depth < 0) {
        // The marker pushed below: every entry of `item` has been looked at.
        ancestors.delete(item);
        continue;
      }
      if (depth >= MAX_DEPTH || ancestors.has(item)) return false;
      if ((item as { toJSON?: unknown }).toJSON !== undefined) return false;
      const proto: unknown = Object.getPrototypeOf(item);
      ancestors.add(item);
      values.push(item);
      depths.push(-1);
      if (Array.isArray(item)) {
        if (proto !== Array.prototype) return false;
        for (let i = item.length - 1; i >= 0; i -= 1) {
          values.push(item[i]);
          depths.push(depth + 1);
        }
      } else {
        if (proto !== Object.prototype && proto !== null) return false;
        const record = item as Record<string, unknown>;
        for (const key of Object.keys(record)) {
          values.push(record[key]);
          depths.push(depth + 1);
        }
      }
    }
  } catch {
    return false;
  }
  return true;
}
