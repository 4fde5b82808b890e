/** `node:fs/promises`, as FileStore uses it. */
export type NodeFs = typeof import('node:fs/promises');
/** An open file of `node:fs/promises`. */
export type FileHandle = import('node:fs/promises').FileHandle;
/** `fstat` with 64-bit fields (inode numbers and nanosecond times are exact). */
export type BigIntStats = import('node:fs').BigIntStats;

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
    };
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** The current user's uid, or undefined where there are none (Windows). */
export function currentUid(): number | undefined {
  return typeof process !== 'undefined' && typeof process.getuid === 'function' ? process.getuid() : undefined;
}

/** The error code of a rejection, if it has one. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}
