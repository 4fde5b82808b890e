/**
 * Step 5 of a result: where a spilled payload goes. The `OverflowStore` contract, `FileStore`,
 * `MemoryStore`, the handle (key) policy, and the kit the Redis and unstorage adapters share.
 */
export * from './clamp-offset.js';
export * from './file-store.js';
export * from './handle.js';
export * from './line-index-sidecar.js';
export * from './memory-store.js';
export * from './node-fs.js';
export * from './open-inside-root.js';
export * from './overflow-store.js';
export * from './store-adapter.js';
export * from './sweep-store.js';
