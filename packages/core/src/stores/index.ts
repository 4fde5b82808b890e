/**
 * Step 5 of a result: where a spilled payload goes. The `OverflowStore` contract, `FileStore`,
 * `MemoryStore`, the handle (key) policy, and the kit the Redis and unstorage adapters share.
 * FileStore's own helpers (`node-fs`, `open-inside-root`, `line-index-sidecar`, `sweep-store`) stay
 * out: they name Node's modules, which only FileStore loads, on first use.
 */
export * from './clamp-offset.js';
export * from './file-store.js';
export * from './handle.js';
export * from './memory-store.js';
export * from './overflow-store.js';
export * from './store-adapter.js';
