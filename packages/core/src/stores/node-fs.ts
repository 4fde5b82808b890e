/** `node:fs/promises`, as FileStore uses it. */
export type NodeFs = typeof import('node:fs/promises');
/** An open file of `node:fs/promises`. */
export type FileHandle = import('node:fs/promises').FileHandle;
/** `fstat` with 64-bit fields (inode numbers and nanosecond times are exact). */
export type BigIntStats = import('node:fs').BigIntStats;

/** What a file operation gives: the value itself when done synchronously, a promise of it through the thread pool. */
export type Awaitable<T> = T | Promise<T>;

/**
 * The file operations FileStore's checks and writes make, on an open file `F`: through libuv's
 * thread pool (`node:fs/promises`, `F` a `FileHandle`), or synchronously (`F` a descriptor). The
 * checks are written once, against this, and `await` each result, so both do the same calls in the
 * same order and refuse alike; only the waiting differs (a microtask, or a round trip to the pool).
 */
export interface FileOps<F> {
  open(path: string, flags: number, mode?: number): Awaitable<F>;
  /** The descriptor number of `file` (for `/proc/self/fd`). */
  fd(file: F): number;
  fstat(file: F): Awaitable<BigIntStats>;
  /** Writes `length` bytes of `data` from `offset` at file `position`; gives the bytes written. */
  write(file: F, data: Uint8Array, offset: number, length: number, position: number): Awaitable<number>;
  /** `write` through the thread pool, whichever way the other calls are made: for bytes too many to write synchronously. */
  writeInPool(file: F, data: Uint8Array, offset: number, length: number, position: number): Promise<number>;
  close(file: F): Awaitable<void>;
  lstat(path: string): Awaitable<BigIntStats>;
  readlink(path: string): Awaitable<string>;
  rename(from: string, to: string): Awaitable<void>;
  unlink(path: string): Awaitable<void>;
  /** Makes one directory (not its parents); rejects with `EEXIST` when there is one. */
  mkdir(path: string, mode: number): Awaitable<void>;
}

/** The Node modules FileStore needs, loaded on first use, and the `open` flags it uses. */
export interface NodeModules {
  readonly fs: NodeFs;
  readonly path: typeof import('node:path');
  readonly tmpdir: () => string;
  /** `O_RDONLY | O_NOFOLLOW | O_NONBLOCK`: a link is refused and a FIFO cannot block the open. */
  readonly readFlags: number;
  /** `O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK`, for a new temp file. */
  readonly createFlags: number;
  /** `O_RDONLY | O_DIRECTORY | O_NOFOLLOW`, for the root itself (0 parts where the platform lacks them). */
  readonly dirFlags: number;
  /** The file operations through the thread pool. */
  readonly pool: FileOps<FileHandle>;
  /** The same operations done synchronously, for small writes (a few µs each instead of a round trip). */
  readonly sync: FileOps<number>;
}

let loaded: Promise<NodeModules> | undefined;

/**
 * `import('node:<name>')` with a specifier bundlers do not read: esbuild (`--platform=neutral`, the
 * `edge-light` and `worker` conditions), webpack and Vite leave it as it is instead of trying to
 * resolve a Node built-in, so a bundle of the core for an edge runtime needs no `--external:node:*`.
 * Node resolves it as it would the literal, when a FileStore is first used.
 */
function importBuiltin<T>(name: string): Promise<T> {
  const specifier = `node:${name}`;
  return import(/* webpackIgnore: true */ /* @vite-ignore */ specifier) as Promise<T>;
}

/** Loads `node:fs` and friends on first use, so importing the core never needs them (edge runtimes). */
export function nodeModules(): Promise<NodeModules> {
  loaded ??= (async () => {
    const [fs, path, os, fsSync] = await Promise.all([
      importBuiltin<NodeFs>('fs/promises'),
      importBuiltin<typeof import('node:path')>('path'),
      importBuiltin<typeof import('node:os')>('os'),
      importBuiltin<typeof import('node:fs')>('fs'),
    ]);
    const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW = 0, O_NONBLOCK = 0, O_DIRECTORY = 0 } = fsSync.constants;
    return {
      fs,
      path,
      tmpdir: () => os.tmpdir(),
      readFlags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK,
      createFlags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK,
      dirFlags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW,
      pool: poolOps(fs),
      sync: syncOps(fsSync),
    };
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

function poolOps(fs: NodeFs): FileOps<FileHandle> {
  const write: FileOps<FileHandle>['writeInPool'] = async (file, data, offset, length, position) =>
    (await file.write(data, offset, length, position)).bytesWritten;
  return {
    open: (path, flags, mode) => fs.open(path, flags, mode),
    fd: (file) => file.fd,
    fstat: (file) => file.stat({ bigint: true }),
    // Through the pool either way.
    write,
    writeInPool: write,
    close: (file) => file.close(),
    lstat: (path) => fs.lstat(path, { bigint: true }),
    readlink: (path) => fs.readlink(path),
    rename: (from, to) => fs.rename(from, to),
    unlink: (path) => fs.unlink(path),
    mkdir: async (path, mode) => {
      await fs.mkdir(path, { mode });
    },
  };
}

function syncOps(fs: typeof import('node:fs')): FileOps<number> {
  return {
    open: (path, flags, mode) => fs.openSync(path, flags, mode),
    fd: (fd) => fd,
    fstat: (fd) => fs.fstatSync(fd, { bigint: true }),
    write: (fd, data, offset, length, position) => fs.writeSync(fd, data, offset, length, position),
    writeInPool: (fd, data, offset, length, position) =>
      new Promise((resolve, reject) => {
        fs.write(fd, data, offset, length, position, (error, written) => (error ? reject(error) : resolve(written)));
      }),
    close: (fd) => fs.closeSync(fd),
    lstat: (path) => fs.lstatSync(path, { bigint: true }),
    readlink: (path) => fs.readlinkSync(path),
    rename: (from, to) => fs.renameSync(from, to),
    unlink: (path) => fs.unlinkSync(path),
    mkdir: (path, mode) => {
      fs.mkdirSync(path, { mode });
    },
  };
}

/** Writes all of `data` to the start of `file` (through the pool with `inPool`), checking `signal` after each call. */
export async function writeAll<F>(ops: FileOps<F>, file: F, data: Uint8Array, signal?: AbortSignal, inPool = false): Promise<void> {
  let written = 0;
  while (written < data.byteLength) {
    const length = data.byteLength - written;
    written += await (inPool ? ops.writeInPool(file, data, written, length, written) : ops.write(file, data, written, length, written));
    signal?.throwIfAborted();
  }
}

/** Resolves on a later turn of the event loop (`setImmediate`), after the timers and I/O that are due. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The current user's uid, or undefined where there are none (Windows). */
export function currentUid(): number | undefined {
  return typeof process !== 'undefined' && typeof process.getuid === 'function' ? process.getuid() : undefined;
}

/** The error code of a rejection, if it has one. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}
