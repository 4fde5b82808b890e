import type { OverflowStore, StoreWriteOptions } from '@output-limits/core';
import { ConfigurationError } from '@output-limits/core';
import type { LineIndex } from '@output-limits/core/store-kit';
import { buildLineIndex, byteRange, encodeLineIndex, storeAdapter, withDeadline } from '@output-limits/core/store-kit';
import type { TypeMapping } from 'redis';
import { createClient, RESP_TYPES } from 'redis';
import type { RedisClientLike, RedisClusterLike, RedisCommandOptions } from './redis-connection.js';
import { redisConnection } from './redis-connection.js';

/** The behaviour shared with the other adapters; errors read `[output-limits/redis] ...`, a Redis error without a code is `'EREDIS'`. */
/** Said after a timeout: the usual cause is a Redis that cannot be reached. */
const REACHABLE = ' (is Redis reachable?)';

const kit = storeAdapter({ component: 'redis', fallbackCode: 'EREDIS' });

/** Default lifetime of a spill in Redis: 86,400 s (24 hours). */
export const DEFAULT_TTL_SECONDS = 86_400;
/** Default prefix of every key the store writes. */
export const DEFAULT_PREFIX = 'output-limits:';
/** Default time one store operation may take, waiting for a reconnect included: 5,000 ms. */
export const DEFAULT_OPERATION_TIMEOUT_MS = 5_000;
/** Suffix of the key holding a payload's line index. `:` never appears in a handle, so it cannot be read as one. */
export const INDEX_SUFFIX = ':idx';

/**
 * The key of the payload under `handle`: `prefix{handle}`. The braces are a Redis Cluster hash tag,
 * so the payload and its index (`prefix{handle}:idx`) share one slot and one transaction can write both.
 */
export function payloadKey(prefix: string, handle: string): string {
  return `${prefix}{${handle}}`;
}

/** Options shared by both ways of creating a `RedisStore`. */
export interface RedisStoreCommonOptions {
  /** Seconds a spill (payload and index) lives; a positive integer. Default 86,400 (24 hours). */
  readonly ttlSeconds?: number;
  /** Prefix of every key, so the store can share a database. Default `'output-limits:'`. */
  readonly prefix?: string;
  /**
   * Milliseconds one operation may take, from the call to the reply, waiting for a reconnect
   * included; past it the operation rejects with code `'ETIMEDOUT'`. Default 5,000.
   */
  readonly operationTimeoutMs?: number;
}

/** Options of `createRedisStore`: a client you own, or a URL for a client the store owns. */
export type RedisStoreOptions = RedisStoreCommonOptions &
  (
    | {
        /**
         * A connected node-redis client, `createClient()` or `createCluster()`. The store never
         * connects, closes or configures it; give it an `'error'` listener.
         */
        readonly client: RedisClientLike | RedisClusterLike;
        readonly url?: never;
      }
    | {
        /** `redis://` or `rediss://` URL. The store creates the client, connects it on first use, and closes it in `close()`. */
        readonly url: string;
        readonly client?: never;
      }
  );

/** An `OverflowStore` in Redis, with ranged reads and a stored line index. */
export interface RedisStore extends OverflowStore {
  readRange(handle: string, start: number, end: number): Promise<Uint8Array>;
  lineIndex(handle: string): Promise<LineIndex>;
  /** Closes the client the store created from `url`; does nothing to a client you passed. Later operations reject. */
  close(): Promise<void>;
}

const BINARY: TypeMapping = { [RESP_TYPES.BLOB_STRING]: Buffer };
const utf8 = new TextDecoder();

type OwnedClient = ReturnType<typeof createClient>;

/**
 * Creates an `OverflowStore` in Redis (one server, or a Redis Cluster through `createCluster`), for
 * many servers sharing one set of spills. A payload lives under `prefix{handle}` and its line index
 * under `prefix{handle}:idx` (one hash slot), both written by one `MULTI`/`EXEC` with `EX ttlSeconds`. The
 * handle is the key the core chose (`[<namespace>/]<toolCallId>.<n>-<random>`).
 *
 * Reads send only read-only commands (`GET`, `GETRANGE`, `EXISTS`), so they are served during
 * `CLIENT PAUSE WRITE` (a failover) and by replicas. A line index that is gone (evicted or deleted)
 * while its payload is there is rebuilt from the payload.
 *
 * Every operation rejects instead of hanging: within `operationTimeoutMs` (code `'ETIMEDOUT'`) when
 * Redis is unreachable, at once when the write's signal aborts (code `'ABORT_ERR'`), with code
 * `'ENOENT'` for a handle it does not hold or refuses. The client reconnects by itself; the next
 * operation after Redis is back succeeds.
 *
 * @throws ConfigurationError for neither or both of `client`/`url`, or a bad `ttlSeconds`/`operationTimeoutMs`.
 */
export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const timeoutMs = options.operationTimeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS;
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds < 1)
    throw new ConfigurationError(`ttlSeconds must be a positive integer; got ${String(ttlSeconds)}`);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new ConfigurationError(`operationTimeoutMs must be a positive number; got ${String(timeoutMs)}`);
  if (typeof prefix !== 'string') throw new ConfigurationError('prefix must be a string');
  if ((options.client === undefined) === (options.url === undefined))
    throw new ConfigurationError('createRedisStore needs exactly one of `client` and `url`');

  let owned: OwnedClient | undefined;
  let connecting = false;
  let closed = false;
  const client = redisConnection(options.client ?? ownClient(options.url));

  function ownClient(url: string): OwnedClient {
    owned = createClient({
      url,
      disableOfflineQueue: true,
      // Retry at most every second (plus jitter) so a call made after an outage waits little.
      socket: {
        connectTimeout: timeoutMs,
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1_000) + Math.floor(Math.random() * 100),
      },
      commandOptions: { timeout: timeoutMs },
    });
    // Connection errors surface through the operations; without a listener they would crash the process.
    owned.on('error', () => undefined);
    return owned;
  }

  /** Resolves once the client can take a command, connecting an owned client on first use. */
  async function ready(signal: AbortSignal): Promise<void> {
    if (closed) throw kit.error('ECLOSED', 'the store is closed');
    if (owned && !connecting) {
      connecting = true;
      owned.connect().catch(() => undefined);
    }
    if (client.isReady) return;
    if (!client.isOpen) throw kit.error('ECLOSED', 'the Redis client is not connected (call client.connect() before use)');
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        stopWaiting();
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- rejects with the signal's reason, as fetch does
        reject(signal.reason);
      };
      const stopWaiting = client.onReady(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Runs one command under the store's deadline and the caller's signal. `onAbandon` runs when the
   * command may have reached Redis but the caller got a rejection (used to undo a late write).
   */
  async function run<T>(
    what: string,
    signal: AbortSignal | undefined,
    send: (options: RedisCommandOptions) => Promise<T>,
    onAbandon?: () => void,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let sent = false;
    let stop: AbortSignal | undefined;
    try {
      return await withDeadline(
        async (stopping) => {
          stop = stopping;
          await ready(stopping);
          stopping.throwIfAborted();
          sent = true;
          return send({ abortSignal: stopping, timeout: Math.max(1, deadline - Date.now()) });
        },
        { timeoutMs, ...(signal ? { signal } : {}) },
      );
    } catch (error) {
      if (sent) onAbandon?.();
      // Once the deadline passed or the caller aborted, that is the error, whatever the command rejected with.
      throw kit.deadline(what, stop?.reason, REACHABLE) ?? kit.deadline(what, error, REACHABLE) ?? kit.failure(what, error);
    }
  }

  function checked(handle: string): string {
    return payloadKey(prefix, kit.checked(handle));
  }

  /** The whole payload under `key`; rejects with ENOENT when there is none. */
  async function getPayload(key: string, what: string): Promise<Uint8Array> {
    const reply = await run(what, undefined, (command) => client.send(key, true, ['GET', key], { ...command, typeMapping: BINARY }));
    if (reply === null) throw kit.missing();
    return bytesOf(reply, what);
  }

  function bytesOf(reply: unknown, what: string): Uint8Array {
    if (reply instanceof Uint8Array) return new Uint8Array(reply.buffer, reply.byteOffset, reply.byteLength);
    throw kit.error('EREDIS', `${what}: unexpected reply from Redis`);
  }

  return {
    async write(key: string, data: Uint8Array, writeOptions: StoreWriteOptions = {}): Promise<string> {
      const dataKey = payloadKey(prefix, kit.checkedKey(key));
      const indexKey = dataKey + INDEX_SUFFIX;
      const index = encodeLineIndex(buildLineIndex(data));
      const payload = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const undo = () => {
        if (client.isOpen) client.send(dataKey, false, ['DEL', dataKey, indexKey], { timeout: timeoutMs }).catch(() => undefined);
      };
      const ttl = String(ttlSeconds);
      // One transaction sets the index, then the payload, both with the TTL: Redis runs it as one
      // unit, and both keys share the hash tag, so it runs on one cluster node. Plain SETs, not a
      // script: a script copies its 100 MB argument into Lua and back (about 3x a SET's time).
      await run(
        'write',
        writeOptions.signal,
        () =>
          client.transaction(dataKey, [
            ['SET', indexKey, index, 'EX', ttl],
            ['SET', dataKey, payload, 'EX', ttl],
          ]),
        undo,
      );
      return key;
    },

    async read(handle: string): Promise<Uint8Array> {
      return getPayload(checked(handle), 'read');
    },

    async readRange(handle: string, start: number, end: number): Promise<Uint8Array> {
      const key = checked(handle);
      const { from, to } = byteRange(start, end);
      if (to > from) {
        // GETRANGE's end is inclusive. It answers '' for a missing key and for a range past the end alike.
        const reply = await run('readRange', undefined, (command) =>
          client.send(key, true, ['GETRANGE', key, String(from), String(to - 1)], { ...command, typeMapping: BINARY }),
        );
        const bytes = reply === null ? new Uint8Array(0) : bytesOf(reply, 'readRange');
        if (bytes.byteLength > 0) return bytes;
      }
      const exists = await run('readRange', undefined, (command) => client.send(key, true, ['EXISTS', key], command));
      if (Number(exists) === 0) throw kit.missing();
      return new Uint8Array(0);
    },

    async lineIndex(handle: string): Promise<LineIndex> {
      const key = checked(handle);
      const reply = await run('lineIndex', undefined, (command) =>
        client.send(key, true, ['GET', key + INDEX_SUFFIX], { ...command, typeMapping: BINARY }),
      );
      // An index evicted or deleted while its payload lives: build it from the payload (not stored back: reads never write).
      if (reply === null) return buildLineIndex(await getPayload(key, 'lineIndex'));
      return kit.decodeIndex(utf8.decode(bytesOf(reply, 'lineIndex')));
    },

    async close(): Promise<void> {
      closed = true;
      if (!owned || !owned.isOpen) return;
      if (owned.isReady) await owned.close().catch(() => owned?.destroy());
      else owned.destroy();
    },
  };
}
