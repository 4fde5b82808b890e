export { unstorageStore, DEFAULT_BASE, DEFAULT_TTL_SECONDS, INDEX_SUFFIX } from './unstorage-store.js';
export { DEFAULT_CHUNK_BYTES } from './payload-layout.js';
export type { UnstorageStore, UnstorageStoreOptions, UnstorageLike, UnstorageTransactionOptions } from './unstorage-store-types.js';
export { handleProblem, MAX_HANDLE_LENGTH } from '@output-limits/core/store-kit';
export type { StoreError } from '@output-limits/core';
