import type { RedisArgument, TypeMapping } from 'redis';

/** Options of one command, as node-redis's `sendCommand` takes them. */
export interface RedisCommandOptions {
  /** Drops the command from the client's queue if it has not been sent yet. */
  readonly abortSignal?: AbortSignal;
  /** Milliseconds the command may wait in the client's queue. */
  readonly timeout?: number;
  /** How replies are decoded (Buffer for binary-safe strings). */
  readonly typeMapping?: TypeMapping;
}

/** A `MULTI` block of a single client, as `client.multi()` returns it: commands queued, sent with `exec()`. */
export interface RedisClientTransactionLike {
  addCommand(args: RedisArgument[]): RedisClientTransactionLike;
  /** Sends `MULTI`, the commands and `EXEC` back to back on the client's connection; resolves to `EXEC`'s reply. */
  exec(): Promise<unknown>;
}

/** A `MULTI` block of a cluster client, as `cluster.multi(routing)` returns it: sent to the node of `routing`'s slot. */
export interface RedisClusterTransactionLike {
  addCommand(firstKey: RedisArgument | undefined, isReadonly: boolean | undefined, args: RedisArgument[]): RedisClusterTransactionLike;
  exec(): Promise<unknown>;
}

/** What the store needs of a node-redis client: `createClient()` from `redis` 6 (RESP 2 or 3, with or without modules). */
export interface RedisClientLike {
  /** True from `connect()` until `close()`/`destroy()`, reconnects included. */
  readonly isOpen: boolean;
  /** True while connected and past the handshake. */
  readonly isReady: boolean;
  sendCommand(args: readonly RedisArgument[], options?: RedisCommandOptions): Promise<unknown>;
  /** A transaction (`MULTI` ... `EXEC`), kept together on the connection by the client. */
  multi(): RedisClientTransactionLike;
  once(event: 'ready', listener: () => void): unknown;
  off(event: 'ready', listener: () => void): unknown;
}

/**
 * What the store needs of a node-redis cluster client: `createCluster()` from `redis` 6. Each
 * command goes to the node that holds its key's slot; a payload and its index share one slot.
 */
export interface RedisClusterLike {
  /** True from `connect()` until `close()`/`destroy()`. */
  readonly isOpen: boolean;
  /** True once the cluster's slots are known. */
  readonly isReady: boolean;
  /** The cluster's primaries (how the store tells a cluster client from a single one). */
  readonly masters: readonly unknown[];
  sendCommand(
    firstKey: RedisArgument | undefined,
    isReadonly: boolean | undefined,
    args: readonly RedisArgument[],
    options?: RedisCommandOptions,
  ): Promise<unknown>;
  /** A transaction sent to the primary of `routing`'s slot (every key in it must hash to that slot). */
  multi(routing?: RedisArgument): RedisClusterTransactionLike;
  once(event: 'connect', listener: () => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
}

/** One way to send commands, whichever client the store was given. */
export interface RedisConnection {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  /** Sends `args`, routed by `key` on a cluster; `readonly` lets a cluster client send it to a replica when it reads from replicas. */
  send(key: string, readonly: boolean, args: readonly RedisArgument[], options?: RedisCommandOptions): Promise<unknown>;
  /**
   * Runs `commands` as one transaction (`MULTI` ... `EXEC`), routed by `key` on a cluster; every key
   * in it must share `key`'s slot. Resolves to `EXEC`'s reply. node-redis takes no timeout or signal
   * for a transaction: the caller bounds the wait.
   */
  transaction(key: string, commands: readonly RedisArgument[][]): Promise<unknown>;
  /** Calls `listener` once the client is ready; returns a function that stops waiting. */
  onReady(listener: () => void): () => void;
}

/** Wraps a single or cluster client in one interface. */
export function redisConnection(client: RedisClientLike | RedisClusterLike): RedisConnection {
  if (isCluster(client)) {
    return {
      get isOpen() {
        return client.isOpen;
      },
      get isReady() {
        return client.isReady;
      },
      send: (key, readonly, args, options) => client.sendCommand(key, readonly, args, options),
      transaction(key, commands) {
        const multi = client.multi(key);
        for (const args of commands) multi.addCommand(key, false, args);
        return multi.exec();
      },
      onReady(listener) {
        client.once('connect', listener);
        return () => client.off('connect', listener);
      },
    };
  }
  return {
    get isOpen() {
      return client.isOpen;
    },
    get isReady() {
      return client.isReady;
    },
    send: (_key, _readonly, args, options) => client.sendCommand(args, options),
    transaction(_key, commands) {
      const multi = client.multi();
      for (const args of commands) multi.addCommand(args);
      return multi.exec();
    },
    onReady(listener) {
      client.once('ready', listener);
      return () => client.off('ready', listener);
    },
  };
}

function isCluster(client: RedisClientLike | RedisClusterLike): client is RedisClusterLike {
  return 'masters' in client && Array.isArray(client.masters);
}
