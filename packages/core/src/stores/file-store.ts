import { OutputLimitsError } from '../errors/output-limits-error.js';
import { MAX_HANDLE_LENGTH, randomPart } from '../handle.js';
import { buildLineIndex, decodeLineIndex } from '../line-index.js';
import type { LineIndex, OverflowStore, StoreWriteOptions } from './overflow-store.js';
import { clampOffset } from './clamp-offset.js';
import { notFoundError } from './not-found-error.js';

/** Options of `FileStore`. */
export interface FileStoreOptions {
  /** Root directory. Default: `output-limits-<uid>` under the OS temp directory (`output-limits` where there are no uids, on Windows). */
  readonly dir?: string;
  /**
   * Delete payloads whose modification time is more than this many milliseconds ago. Checked by a
   * background sweep after writes, at most once a minute (or every `cleanupAfterMs / 10` ms when
   * that is shorter). Default: keep payloads forever.
   */
  readonly cleanupAfterMs?: number;
}

type NodeFs = typeof import('node:fs/promises');
type NodePath = typeof import('node:path');
type FileHandle = import('node:fs/promises').FileHandle;
type BigIntStats = import('node:fs').BigIntStats;

interface NodeModules {
  readonly fs: NodeFs;
  readonly path: NodePath;
  readonly tmpdir: () => string;
  /** `O_RDONLY | O_NOFOLLOW` where the platform has `O_NOFOLLOW`. */
  readonly readFlags: number;
}

let loaded: Promise<NodeModules> | undefined;

/** Loads `node:fs` and friends on first use, so importing the core never needs them (edge runtimes). */
function nodeModules(): Promise<NodeModules> {
  loaded ??= (async () => {
    const [fs, path, os, fsSync] = await Promise.all([
      import('node:fs/promises'),
      import('node:path'),
      import('node:os'),
      import('node:fs'),
    ]);
    const { O_RDONLY, O_NOFOLLOW } = fsSync.constants;
    return { fs, path, tmpdir: () => os.tmpdir(), readFlags: O_RDONLY | (O_NOFOLLOW ?? 0) };
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** Longest file name a key segment may become: leaves room for the sidecar and temp-file affixes within 255 bytes. */
const MAX_NAME = 200;
const UNSAFE = /[^A-Za-z0-9._-]+/g;
const SIDECAR_SUFFIX = '.idx.json';
/** `.<name>.<12 base-36 chars>.tmp`: a write in progress (payload or sidecar). */
const TEMP_NAME = /^\..+\.[0-9a-z]{12}\.tmp$/;
const SIDECAR_NAME = /^\.(.+)\.idx\.json$/;
/** Temp files younger than this are never swept, whatever `cleanupAfterMs` says: a write may still own them. */
const MIN_TEMP_AGE_MS = 60_000;
const MAX_SWEEP_INTERVAL_MS = 60_000;
const SIDECAR_FORMAT = 'output-limits-line-index/1';

/** What the sidecar holds: the payload's line index, tied to the payload file by inode number and size. */
interface Sidecar extends LineIndex {
  readonly format: typeof SIDECAR_FORMAT;
  readonly ino: string;
}

/**
 * The default store: one file a payload, under a directory only the current user can enter.
 *
 * Layout and safety:
 * - Root: `options.dir`, or `<os.tmpdir()>/output-limits-<uid>`. It is created with mode 0700 and
 *   checked before every read and write: a root that is a symbolic link or belongs to another user is
 *   refused (the operation rejects), and group/other permission bits are removed.
 * - The handle is the key itself, never a host path. Each `/`-separated segment becomes a file or
 *   directory name: runs of characters outside `[A-Za-z0-9._-]` become `_`, `''`, `.` and `..` become
 *   `_`, and a segment starting with `.` gets a `_` in front (`.x` -> `_.x`: names starting with `.`
 *   are the store's own temp files and line-index sidecars, which no handle can reach). Different
 *   keys can map to the same file (`a b` and `a_b`); the keys `spillKey` makes never do, and two
 *   namespace segments never share a directory (a plain one holds no `_`, a written one no `.`). A
 *   segment longer than 200 chars (after the mapping) is refused.
 * - Reads refuse any symbolic link below the root (the payload, or a directory on the way to it) and
 *   anything whose real path is not inside the real root; such handles reject as not found.
 * - Errors: a missing (or refused) handle rejects with `code` `'ENOENT'`; a refused root with `'EPERM'`.
 *
 * Writes are crash-safe: the payload goes to a temp file (`.<name>.<random>.tmp`) in the same
 * directory and is renamed into place, so a half-written payload is never served. There is no
 * fsync: a crash of the process cannot expose a partial payload, but a power loss may lose recent
 * spills; for a cache of tool output that is the right trade (fsync costs more than the write itself
 * on many disks). An aborted write (its `signal`) rejects and removes its temp files; the abort is
 * checked between the steps of a write, up to the renames that commit it.
 *
 * Each payload has a line index sidecar (`.<name>.idx.json`), built while the payload is being
 * written and renamed into place before the payload. It records the payload file's inode number and
 * size, so an index that does not belong to the payload it sits beside (after an interrupted
 * overwrite) is ignored and the index is rebuilt from the payload.
 */
export class FileStore implements OverflowStore {
  private sweeping: Promise<number> | undefined;
  private lastSweep = Number.NEGATIVE_INFINITY;
  private warned = false;

  /** @throws OutputLimitsError when `cleanupAfterMs` is not a positive number. */
  constructor(readonly options: FileStoreOptions = {}) {
    const ttl = options.cleanupAfterMs;
    if (ttl !== undefined && !(typeof ttl === 'number' && ttl > 0 && !Number.isNaN(ttl))) {
      throw new OutputLimitsError(`FileStore: cleanupAfterMs must be a positive number of milliseconds, got ${String(ttl)}`);
    }
  }

  async write(key: string, data: Uint8Array, options: StoreWriteOptions = {}): Promise<string> {
    const { signal } = options;
    signal?.throwIfAborted();
    const segments = keySegments(key);
    if (!segments) throw new Error(`FileStore: invalid key (empty, longer than ${MAX_HANDLE_LENGTH} chars, holding NUL, or with a segment over ${MAX_NAME} chars)`);
    const node = await nodeModules();
    const { fs, path } = node;
    const root = await this.checkedRoot(node);
    const name = segments[segments.length - 1] ?? '_';
    const dir = await makeDirs(node, root, segments.slice(0, -1));
    const random = randomPart();
    const temp = path.join(dir, `.${name}.${random}.tmp`);
    const sidecarTemp = path.join(dir, `.${name}${SIDECAR_SUFFIX}.${random}.tmp`);
    let file: FileHandle | undefined;
    try {
      signal?.throwIfAborted();
      file = await fs.open(temp, 'wx', 0o600);
      // The payload goes out in one call to the thread pool while the index is built here.
      const writing = writeAll(file, data, signal);
      writing.catch(() => undefined);
      const index = buildLineIndex(data);
      await writing;
      const stat = await file.stat({ bigint: true });
      await file.close();
      file = undefined;
      const sidecar: Sidecar = { format: SIDECAR_FORMAT, ino: String(stat.ino), ...index };
      signal?.throwIfAborted();
      await fs.writeFile(sidecarTemp, JSON.stringify(sidecar), { flag: 'wx', mode: 0o600 });
      signal?.throwIfAborted();
      // The commit point: from here on the write completes, so a payload is never left without its index.
      await fs.rename(sidecarTemp, path.join(dir, `.${name}${SIDECAR_SUFFIX}`));
      await fs.rename(temp, path.join(dir, name));
    } catch (error) {
      await file?.close().catch(() => undefined);
      await Promise.all([fs.rm(temp, { force: true }), fs.rm(sidecarTemp, { force: true })]).catch(() => undefined);
      throw error;
    }
    this.scheduleSweep();
    return key;
  }

  async read(handle: string): Promise<Uint8Array> {
    const { file } = await this.open(handle);
    try {
      const buffer = await file.readFile();
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    } finally {
      await file.close();
    }
  }

  async readRange(handle: string, start: number, end: number): Promise<Uint8Array> {
    const { file, stat } = await this.open(handle);
    try {
      const size = Number(stat.size);
      const from = clampOffset(start, size);
      const to = Math.max(from, clampOffset(end, size));
      const bytes = new Uint8Array(to - from);
      let filled = 0;
      while (filled < bytes.byteLength) {
        const { bytesRead } = await file.read(bytes, filled, bytes.byteLength - filled, from + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled === bytes.byteLength ? bytes : bytes.subarray(0, filled);
    } finally {
      await file.close();
    }
  }

  async lineIndex(handle: string): Promise<LineIndex> {
    const node = await nodeModules();
    const { file, path, stat } = await this.open(handle);
    try {
      const sidecar = await readSidecar(node, path);
      if (sidecar && sidecar.ino === String(stat.ino) && sidecar.index.bytes === Number(stat.size)) return sidecar.index;
      return buildLineIndex(await file.readFile());
    } finally {
      await file.close();
    }
  }

  /**
   * Runs a cleanup sweep now (after waiting for one already running): removes this store's payloads,
   * sidecars and stale temp files older than `cleanupAfterMs`, and directories those removals left
   * empty. Never touches a file it did not write. Resolves to the number of files removed (0 when
   * `cleanupAfterMs` is not set); rejects when the root is refused or cannot be read.
   */
  async cleanup(): Promise<number> {
    while (this.sweeping) await this.sweeping.catch(() => undefined);
    return this.startSweep();
  }

  /** After a write: starts a sweep unless one is running or the last began less than an interval ago. */
  private scheduleSweep(): void {
    const ttl = this.options.cleanupAfterMs;
    if (ttl === undefined || this.sweeping) return;
    if (Date.now() - this.lastSweep < Math.min(MAX_SWEEP_INTERVAL_MS, ttl / 10)) return;
    this.startSweep().catch((error: unknown) => {
      if (this.warned) return;
      this.warned = true;
      console.warn(`[output-limits] FileStore cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Runs a sweep as the one running sweep. */
  private startSweep(): Promise<number> {
    this.lastSweep = Date.now();
    const running = this.sweep().finally(() => {
      if (this.sweeping === running) this.sweeping = undefined;
    });
    this.sweeping = running;
    return running;
  }

  private async sweep(): Promise<number> {
    const ttl = this.options.cleanupAfterMs;
    if (ttl === undefined) return 0;
    const node = await nodeModules();
    const root = await this.checkedRoot(node);
    const now = Date.now();
    return sweepDir(node, root, now - ttl, now - Math.max(ttl, MIN_TEMP_AGE_MS));
  }

  private rootPath(node: NodeModules): string {
    if (this.options.dir !== undefined) return node.path.resolve(this.options.dir);
    const uid = currentUid();
    return node.path.join(node.tmpdir(), uid === undefined ? 'output-limits' : `output-limits-${uid}`);
  }

  /** Creates the root if needed and checks it (never cached: a root swapped between calls is caught). */
  private async checkedRoot(node: NodeModules): Promise<string> {
    const { fs } = node;
    const root = this.rootPath(node);
    await fs.mkdir(root, { recursive: true, mode: 0o700 });
    const stat = await fs.lstat(root);
    if (stat.isSymbolicLink()) throw refused('the store root is a symbolic link; refusing to use it');
    if (!stat.isDirectory()) throw refused('the store root is not a directory');
    const uid = currentUid();
    if (uid !== undefined) {
      if (stat.uid !== uid) throw refused('the store root is not owned by the current user; refusing to use it');
      if ((stat.mode & 0o077) !== 0) await fs.chmod(root, 0o700);
    }
    return root;
  }

  /** The payload file of `handle`, after every check; rejects with code `ENOENT` when it is not there or refused. */
  private async resolve(handle: string): Promise<string> {
    const node = await nodeModules();
    const { fs, path } = node;
    const segments = keySegments(handle);
    if (!segments) throw notFoundError('FileStore: invalid handle');
    const root = await this.checkedRoot(node);
    let current = root;
    for (const [i, segment] of segments.entries()) {
      current = path.join(current, segment);
      const stat = await fs.lstat(current);
      if (stat.isSymbolicLink()) throw notFoundError('FileStore: the handle leads through a symbolic link; refused');
      const last = i === segments.length - 1;
      if (last ? !stat.isFile() : !stat.isDirectory()) throw notFoundError('FileStore: no payload under this handle');
    }
    const [real, realRoot] = await Promise.all([fs.realpath(current), fs.realpath(root)]);
    if (!real.startsWith(realRoot + path.sep)) throw notFoundError('FileStore: the handle resolves outside the store root; refused');
    return current;
  }

  /**
   * Opens the payload of `handle` without following a symbolic link, and checks it is a regular file.
   * Resolves to the open file, its path and its `stat` (inode number and size, for the callers).
   */
  private async open(handle: string): Promise<{ file: FileHandle; path: string; stat: BigIntStats }> {
    const node = await nodeModules();
    const path = await this.resolve(handle);
    const file = await node.fs.open(path, node.readFlags);
    try {
      const stat = await file.stat({ bigint: true });
      if (!stat.isFile()) throw notFoundError('FileStore: no payload under this handle');
      return { file, path, stat };
    } catch (error) {
      await file.close();
      throw error;
    }
  }
}

function currentUid(): number | undefined {
  return typeof process !== 'undefined' && typeof process.getuid === 'function' ? process.getuid() : undefined;
}

function refused(message: string): Error {
  return Object.assign(new Error(`FileStore: ${message}`), { code: 'EPERM' });
}

/** The file-name segments of a key or handle, or undefined when it cannot name a payload. */
function keySegments(key: unknown): string[] | undefined {
  if (typeof key !== 'string' || key === '' || key.length > MAX_HANDLE_LENGTH || key.includes('\0')) return undefined;
  const segments = key.split('/').map(fileSegment);
  return segments.every((segment) => segment.length <= MAX_NAME) ? segments : undefined;
}

/**
 * One key segment as a file name: `sanitizeSegment`'s rules (without its length cut), and no leading
 * dot. The dot is kept behind a `_` rather than replaced, so that a plain namespace segment (`.40a`)
 * cannot become the written segment of another namespace (`_40a`, the segment of `@a`).
 */
function fileSegment(raw: string): string {
  const cleaned = raw.replace(UNSAFE, '_');
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return '_';
  return cleaned.startsWith('.') ? `_${cleaned}` : cleaned;
}

/** Makes the directories of a key below the root (mode 0700), refusing a symbolic link on the way. */
async function makeDirs(node: NodeModules, root: string, segments: readonly string[]): Promise<string> {
  let current = root;
  for (const segment of segments) {
    current = node.path.join(current, segment);
    try {
      await node.fs.mkdir(current, { mode: 0o700 });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    }
    const stat = await node.fs.lstat(current);
    if (stat.isSymbolicLink() || !stat.isDirectory()) throw refused('a directory of the key is a symbolic link or a file');
  }
  return current;
}

async function writeAll(file: FileHandle, data: Uint8Array, signal: AbortSignal | undefined): Promise<void> {
  let written = 0;
  while (written < data.byteLength) {
    const { bytesWritten } = await file.write(data, written, data.byteLength - written, written);
    written += bytesWritten;
    signal?.throwIfAborted();
  }
}

/** The sidecar of a payload file: its inode number and its line index, or undefined when it is missing or damaged. */
async function readSidecar(node: NodeModules, payloadPath: string): Promise<{ ino: string; index: LineIndex } | undefined> {
  const sidecarPath = node.path.join(node.path.dirname(payloadPath), `.${node.path.basename(payloadPath)}${SIDECAR_SUFFIX}`);
  let file: FileHandle;
  try {
    file = await node.fs.open(sidecarPath, node.readFlags);
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(await file.readFile('utf8'));
    const index = decodeLineIndex(parsed);
    if (index === undefined) return undefined;
    const { format, ino } = parsed as Record<string, unknown>;
    return format === SIDECAR_FORMAT && typeof ino === 'string' ? { ino, index } : undefined;
  } catch {
    return undefined;
  } finally {
    await file.close();
  }
}

/**
 * Removes, below `dir`, the store's own files that have expired: payloads (files that have a
 * sidecar) and their sidecars by the payload's mtime, orphaned sidecars by their own, temp files by
 * `tempCutoff`. Directories are entered without following links and removed only when they held
 * files this sweep removed and are empty now. Resolves to the number of files removed.
 */
async function sweepDir(node: NodeModules, dir: string, cutoff: number, tempCutoff: number): Promise<number> {
  const { fs, path } = node;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    // A directory that went away meanwhile has nothing left to sweep; the root itself is checked before.
    if ((error as { code?: unknown }).code === 'ENOENT') return 0;
    throw error;
  }
  const names = new Set(entries.map((entry) => entry.name));
  let removed = 0;
  const olderThan = async (file: string, limit: number): Promise<boolean> => {
    try {
      const stat = await fs.lstat(file);
      return stat.isFile() && stat.mtimeMs < limit;
    } catch {
      return false;
    }
  };
  const remove = async (file: string): Promise<void> => {
    try {
      await fs.unlink(file);
      removed++;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
  };
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await sweepDir(node, full, cutoff, tempCutoff);
      removed += inner;
      if (inner > 0) await fs.rmdir(full).catch(() => undefined);
      continue;
    }
    if (!entry.isFile()) continue;
    if (TEMP_NAME.test(entry.name)) {
      if (await olderThan(full, tempCutoff)) await remove(full);
      continue;
    }
    const sidecarOf = SIDECAR_NAME.exec(entry.name)?.[1];
    if (sidecarOf !== undefined) {
      // A sidecar beside its payload goes with the payload; an orphaned one goes by its own age.
      if (!names.has(sidecarOf) && (await olderThan(full, cutoff))) await remove(full);
      continue;
    }
    if (entry.name.startsWith('.') || !names.has(`.${entry.name}${SIDECAR_SUFFIX}`)) continue;
    if (await olderThan(full, cutoff)) {
      await remove(full);
      await remove(path.join(dir, `.${entry.name}${SIDECAR_SUFFIX}`));
    }
  }
  return removed;
}
