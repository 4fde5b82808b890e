/**
 * A `Map` that keeps at most `maxEntries` entries, dropping the least recently used one past it.
 * Reading an entry with `get` makes it the most recently used.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  /** @param maxEntries Most entries kept; at least 1. */
  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > Math.max(1, this.maxEntries)) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
