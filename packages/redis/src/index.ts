export {
  createRedisStore,
  DEFAULT_TTL_SECONDS,
  DEFAULT_PREFIX,
  DEFAULT_OPERATION_TIMEOUT_MS,
  INDEX_SUFFIX,
  payloadKey,
} from './create-redis-store.js';
export type { RedisStore, RedisStoreOptions, RedisStoreCommonOptions } from './create-redis-store.js';
export type {
  RedisClientLike,
  RedisClusterLike,
  RedisClientTransactionLike,
  RedisClusterTransactionLike,
  RedisCommandOptions,
} from './redis-connection.js';
export { handleProblem, MAX_HANDLE_LENGTH } from '@output-limits/core/store-kit';
export type { StoreError } from '@output-limits/core';
