import { ConfigurationError } from '../errors/configuration-error.js';
import { MAX_HANDLE_LENGTH, randomPart } from './handle.js';
import { buildLineIndex } from '../text/line-index.js';
import type { LineIndex } from '../text/line-index.js';
import type { OverflowStore, StoreWriteOptions } from './overflow-store.js';
import { clampOffset } from './clamp-offset.js';
import type { SidecarWriter } from './line-index-sidecar.js';
import { openSidecar, readSidecar, writeSidecar } from './line-index-sidecar.js';
import type { BigIntStats, FileHandle, FileOps, NodeModules } from './node-fs.js';
import { currentUid, nextTurn, nodeModules, writeAll } from './node-fs.js';
import { StoreError } from '../errors/store-error.js';
import { describeCause } from '../errors/describe-cause.js';
import type { StoreRoot } from './open-inside-root.js';
import { checkDirs, checkPlaced, checkRootOnce, forgetRoot, openInsideRoot, quietly, removeOpened } from './open-inside-root.js';
import { sweepStore } from './sweep-store.js';

/** Default `cleanupAfterMs` of `FileStore`: 7 days. */
export const DEFAULT_FILE_STORE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Default `maxBytes` of `FileStore`: 1 GiB. */
export const DEFAULT_FILE_STORE_MAX_BYTES = 2 ** 30;
/** Default `syncWriteBelowBytes` of `FileStore`: 256 KiB. */
export const DEFAULT_FILE_STORE_SYNC_WRITE_BELOW_BYTES = 2 ** 18;

/** Options of `FileStore`. */
export interface FileStoreOptions {
  /** Root directory. Default: `output-limits-<uid>` under the OS temp directory (`output-limits` where there are no uids, on Windows). */
  readonly dir?: string;
  /**
   * Delete payloads whose modification time is more than this many milliseconds ago. Checked by a
   * background sweep after writes, at most once a minute (or every `cleanupAfterMs / 10` ms when
   * that is shorter). Default: `DEFAULT_FILE_STORE_RETENTION_MS` (7 days); `Infinity` keeps them.
   */
  readonly cleanupAfterMs?: number;
  /**
   * Most bytes the store's payloads and their line indexes may take (file sizes, summed over the
   * root). A sweep removes the oldest payloads until the total fits; a write that takes the total
   * past it starts one at once. A single payload larger than this is refused. Default:
   * `DEFAULT_FILE_STORE_MAX_BYTES` (1 GiB); `Infinity` removes the limit.
   */
  readonly maxBytes?: number;
  /**
   * A write makes its file calls synchronously (the same calls and checks, each a few µs instead of
   * a round trip to libuv's thread pool that costs tens), but for the payload's bytes when there are
   * this many or more: those go through the pool. The event loop waits for the calls, about 0.1 ms
   * on a local disk, plus the bytes of a payload under this size, and such a write gives it a turn
   * before it returns (a loop of spills does not starve timers and I/O). `0` makes every call through the
   * pool (a store on a slow or network file system). Default:
   * `DEFAULT_FILE_STORE_SYNC_WRITE_BELOW_BYTES` (256 KiB).
   */
  readonly syncWriteBelowBytes?: number;
}

/** Longest file name a key segment may become: leaves room for the sidecar and temp-file affixes within 255 bytes. */
const MAX_NAME = 200;
const UNSAFE = /[^A-Za-z0-9._-]+/g;
/** Temp files younger than this are never swept: a write may still own them. */
const MIN_TEMP_AGE_MS = 60_000;
/** Temp files older than this (or than `cleanupAfterMs`, when shorter) are a crashed write's leftovers. */
const ABANDONED_TEMP_AGE_MS = 10 * 60_000;
const MAX_SWEEP_INTERVAL_MS = 60_000;

/**
 * The default store: one file a payload, under a root only the current user can enter
 * (`options.dir`, or `<os.tmpdir()>/output-limits-<uid>`, mode 0700). Handles are keys, never host
 * paths; nothing is read or written outside the root, even when the root or a directory in it is
 * swapped for a link during a call; writes go to a temp file renamed into place, with a line-index
 * sidecar; a background sweep removes the store's own files past `cleanupAfterMs` (7 days) or
 * `maxBytes` (1 GiB). The whole security model, check by check: docs/architecture.md, "The
 * FileStore security model".
 *
 * Errors: a missing (or refused) handle rejects with `code` `'ENOENT'`; a refused root with `'EPERM'`.
 */
export class FileStore implements OverflowStore {
  private sweeping: Promise<number> | undefined;
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** Bytes of payloads and sidecars after the last sweep, plus what was written since. */
  private estimatedBytes = 0;
  private warned = false;
  private readonly cleanupAfterMs: number;
  private readonly maxBytes: number;
  private readonly syncWriteBelowBytes: number;

  /**
   * @throws ConfigurationError when `cleanupAfterMs` or `maxBytes` is not a positive number, or
   * `syncWriteBelowBytes` not 0 or more.
   */
  constructor(readonly options: FileStoreOptions = {}) {
    this.cleanupAfterMs = positive('cleanupAfterMs', 'milliseconds', options.cleanupAfterMs, DEFAULT_FILE_STORE_RETENTION_MS);
    this.maxBytes = positive('maxBytes', 'bytes', options.maxBytes, DEFAULT_FILE_STORE_MAX_BYTES);
    this.syncWriteBelowBytes = nonNegative('syncWriteBelowBytes', options.syncWriteBelowBytes, DEFAULT_FILE_STORE_SYNC_WRITE_BELOW_BYTES);
  }

  async write(key: string, data: Uint8Array, options: StoreWriteOptions = {}): Promise<string> {
    const { signal } = options;
    signal?.throwIfAborted();
    const segments = keySegments(key);
    if (!segments)
      throw new StoreError(
        `FileStore: invalid key (empty, longer than ${MAX_HANDLE_LENGTH} chars, holding NUL, or with a segment over ${MAX_NAME} chars)`,
        { code: 'EINVAL' },
      );
    if (data.byteLength > this.maxBytes) {
      throw new StoreError(`FileStore: the payload (${data.byteLength} bytes) is larger than maxBytes (${this.maxBytes})`, {
        code: 'EFBIG',
      });
    }
    const node = await nodeModules();
    if (this.syncWriteBelowBytes === 0) await this.writeWith(node, node.pool, segments, data, signal, true);
    else {
      const bytesInPool = data.byteLength >= this.syncWriteBelowBytes;
      await this.writeWith(node, node.sync, segments, data, signal, bytesInPool);
      // A write of synchronous calls only gives the event loop its turn before it returns: a run of
      // them (spills in a loop) would otherwise starve timers and I/O until the run ends.
      if (!bytesInPool) await nextTurn();
    }
    this.estimatedBytes += data.byteLength;
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

  /**
   * The payload's line index, from its sidecar when the sidecar describes this very file; otherwise
   * rebuilt from the payload and written back (best effort), so only the first page pays for it.
   */
  async lineIndex(handle: string): Promise<LineIndex> {
    const { file, stat, node, root, segments } = await this.open(handle);
    try {
      const name = segments[segments.length - 1] ?? '_';
      const dirSegments = segments.slice(0, -1);
      const stored = await readSidecar(node, root, dirSegments, name, stat);
      if (stored) return stored;
      const index = buildLineIndex(await file.readFile());
      await writeSidecar(node, root, dirSegments, name, stat, index)
        .then((sidecar) => sidecar.commit().catch(sidecar.discard))
        .catch(() => undefined);
      return index;
    } finally {
      await file.close();
    }
  }

  /**
   * Runs a cleanup sweep now (after waiting for one already running): removes this store's stale
   * temp files, payloads and sidecars older than `cleanupAfterMs`, then its oldest payloads until
   * the total fits `maxBytes`, and directories those removals left empty. Never touches a file it
   * did not write. Resolves to the number of files removed; rejects when the root is refused or
   * cannot be read.
   */
  async cleanup(): Promise<number> {
    while (this.sweeping) await this.sweeping.catch(() => undefined);
    return this.startSweep();
  }

  /**
   * The checks and calls of a write of `data` under the key's `segments`, made with `ops`, the
   * payload's bytes through the pool with `bytesInPool`. Rejects after removing its temp files when
   * a check refuses, a call fails or `signal` aborts.
   */
  private async writeWith<F>(
    node: NodeModules,
    ops: FileOps<F>,
    segments: readonly string[],
    data: Uint8Array,
    signal: AbortSignal | undefined,
    bytesInPool: boolean,
  ): Promise<void> {
    const { path } = node;
    const rootPath = this.rootPath(node);
    const root = await checkRootOnce(node, ops, rootPath);
    const name = segments[segments.length - 1] ?? '_';
    const dirSegments = segments.slice(0, -1);
    const dir = await checkDirs(node, ops, root, dirSegments, true, 'EPERM');
    const tempName = `.${name}.${randomPart()}.tmp`;
    const temp = path.join(dir, tempName);
    let file: F | undefined;
    /** The payload file's `fstat` once it is open, and the path it was last given (`temp`, then `dest`). */
    let own: BigIntStats | undefined;
    let at = temp;
    let sidecar: SidecarWriter | undefined;
    try {
      signal?.throwIfAborted();
      // Checked to be inside the root before a byte is written; removed if refused after its creation.
      ({ file, stat: own } = await openInsideRoot(node, ops, root, [...dirSegments, tempName], {
        flags: node.createFlags,
        mode: 0o600,
        refuse: 'EPERM',
        created: true,
      }));
      // With `bytesInPool`, the payload goes out in one call to the pool while the index is built here.
      const writing = writeAll(ops, file, data, signal, bytesInPool);
      writing.catch(() => undefined);
      const index = buildLineIndex(data);
      await writing;
      // The sidecar's temp file is opened (and checked) while the payload's fstat is taken: only once
      // the payload is written, so a write killed mid-payload leaves one temp file, as before.
      const opened = file;
      const [payloadStat, openedSidecar] = await Promise.allSettled([
        (async () => ops.fstat(opened))(),
        openSidecar(node, ops, root, dirSegments, name),
      ]);
      if (openedSidecar.status === 'fulfilled') sidecar = openedSidecar.value;
      if (payloadStat.status === 'rejected') throw payloadStat.reason;
      if (openedSidecar.status === 'rejected') throw openedSidecar.reason;
      const stat = payloadStat.value;
      const writer = openedSidecar.value;
      signal?.throwIfAborted();
      await writer.write(stat, index);
      signal?.throwIfAborted();
      // The commit point: from here on the write completes, so a payload is never left without its index.
      await writer.commit();
      const dest = path.join(dir, name);
      await ops.rename(temp, dest);
      at = dest;
      // A rename by path follows a root swapped for a link: it counts only once the kernel says the
      // file (still open) sits at `dest` inside the root; otherwise it is removed from where it went.
      await checkPlaced(ops, root, file, stat, dest);
      const closing = file;
      file = undefined;
      await ops.close(closing);
    } catch (error) {
      forgetRoot(rootPath);
      // A failed write leaves nothing readable and no temp file: the payload file is removed from where
      // it sits now (the kernel's name for it while it is open: a root swapped meanwhile moved it, and
      // a path would lead elsewhere), then its sidecar.
      const open = file;
      if (own !== undefined) await removeOpened(ops, open, own, at);
      if (open !== undefined) await quietly(() => ops.close(open));
      await sidecar?.discard();
      throw error;
    }
  }

  /** After a write: starts a sweep unless one is running, or the last began less than an interval ago and the quota is not reached. */
  private scheduleSweep(): void {
    if (this.sweeping) return;
    const due = Date.now() - this.lastSweep >= Math.min(MAX_SWEEP_INTERVAL_MS, this.cleanupAfterMs / 10);
    if (!due && this.estimatedBytes <= this.maxBytes) return;
    this.startSweep().catch((error: unknown) => {
      if (this.warned) return;
      this.warned = true;
      console.warn(`[output-limits] FileStore cleanup failed: ${describeCause(error)}`);
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
    const node = await nodeModules();
    const root = await checkRootOnce(node, node.pool, this.rootPath(node));
    const now = Date.now();
    const ttl = this.cleanupAfterMs;
    const tempAge = Math.max(MIN_TEMP_AGE_MS, Math.min(ttl, ABANDONED_TEMP_AGE_MS));
    const before = this.estimatedBytes;
    const { removed, bytes } = await sweepStore(node, root, { cutoff: now - ttl, tempCutoff: now - tempAge, maxBytes: this.maxBytes });
    // Writes that finished during the sweep may or may not be in `bytes`; count them again to be safe.
    this.estimatedBytes = bytes + Math.max(0, this.estimatedBytes - before);
    return removed;
  }

  private rootPath(node: NodeModules): string {
    if (this.options.dir !== undefined) return node.path.resolve(this.options.dir);
    const uid = currentUid();
    return node.path.join(node.tmpdir(), uid === undefined ? 'output-limits' : `output-limits-${uid}`);
  }

  /**
   * Opens the payload of `handle` after every check (see the class notes); rejects with code
   * `ENOENT` when it is not there or refused. Resolves to the open file, its `stat` (inode, mtime
   * and size), and what `lineIndex` needs to find its sidecar.
   */
  private async open(
    handle: string,
  ): Promise<{ file: FileHandle; stat: BigIntStats; node: NodeModules; root: StoreRoot; segments: string[] }> {
    const node = await nodeModules();
    const segments = keySegments(handle);
    if (!segments) throw new StoreError('FileStore: invalid handle', { code: 'ENOENT' });
    const rootPath = this.rootPath(node);
    try {
      const root = await checkRootOnce(node, node.pool, rootPath);
      await checkDirs(node, node.pool, root, segments.slice(0, -1), false, 'ENOENT');
      const { file, stat } = await openInsideRoot(node, node.pool, root, segments, { flags: node.readFlags, refuse: 'ENOENT' });
      return { file, stat, node, root, segments };
    } catch (error) {
      forgetRoot(rootPath);
      throw error;
    }
  }
}

/** `value` when it is a positive number (`Infinity` included), `fallback` when undefined. */
function positive(name: string, unit: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value > 0) return value;
  throw new ConfigurationError(`FileStore: ${name} must be a positive number of ${unit}, got ${String(value)}`);
}

/** `value` when it is a number 0 or more (`Infinity` included), `fallback` when undefined. */
function nonNegative(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value >= 0) return value;
  throw new ConfigurationError(`FileStore: ${name} must be a number of bytes, 0 or more, got ${String(value)}`);
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
