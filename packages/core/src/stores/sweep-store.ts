import { isSidecarText, SIDECAR_SUFFIX } from './line-index-sidecar.js';
import type { NodeModules } from './node-fs.js';
import { currentUid, errorCode } from './node-fs.js';
import type { StoreRoot } from './open-inside-root.js';

/** `.<name>.<12 base-36 chars>.tmp`: a write in progress (payload or sidecar), or one a crash left behind. */
const TEMP_NAME = /^\..+\.[0-9a-z]{12}\.tmp$/;
const SIDECAR_NAME = /^\.(.+)\.idx\.json$/;
/** Sidecars are a few kB; a bigger file by that name is not one this store wrote. */
const MAX_SIDECAR_BYTES = 16 << 20;

/** What one sweep removes. */
export interface SweepLimits {
  /** Payloads (with their sidecars) and orphaned sidecars modified before this time (ms since the epoch) go. */
  readonly cutoff: number;
  /** Temp files modified before this time go. */
  readonly tempCutoff: number;
  /** After that, the oldest payloads go until payloads and sidecars take at most this many bytes. */
  readonly maxBytes: number;
}

/** What a sweep did: files removed, and the bytes of payloads and sidecars left. */
export interface SweepResult {
  readonly removed: number;
  readonly bytes: number;
}

interface Payload {
  readonly path: string;
  readonly sidecar: string;
  readonly bytes: number;
  readonly mtimeMs: number;
}

/**
 * Removes, below the root, the store's own files: temp files older than `tempCutoff`, payloads and
 * sidecars older than `cutoff`, then the oldest payloads until the total fits `maxBytes`; and
 * directories those removals left empty. It touches only what this store wrote: files of the current
 * user, named as the store names them, a payload only when a sidecar of the store's format lies
 * beside it; it enters only directories of the current user, never through a link.
 */
export async function sweepStore(node: NodeModules, root: StoreRoot, limits: SweepLimits): Promise<SweepResult> {
  const payloads: Payload[] = [];
  let removed = await sweepDir(node, root.real, limits, payloads);
  let bytes = payloads.reduce((sum, payload) => sum + payload.bytes, 0);
  payloads.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const payload of payloads) {
    if (bytes <= limits.maxBytes) break;
    removed += await removeFile(node, payload.path);
    removed += await removeFile(node, payload.sidecar);
    bytes -= payload.bytes;
  }
  return { removed, bytes };
}

/** Sweeps one directory by age, collecting the payloads it keeps; resolves to the number of files removed. */
async function sweepDir(node: NodeModules, dir: string, limits: SweepLimits, kept: Payload[]): Promise<number> {
  const { fs, path } = node;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    // A directory that went away meanwhile has nothing left to sweep; the root itself is checked before.
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
  const names = new Set(entries.map((entry) => entry.name));
  let removed = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(await isOwnDir(node, full))) continue;
      const inner = await sweepDir(node, full, limits, kept);
      removed += inner;
      if (inner > 0) await fs.rmdir(full).catch(() => undefined);
      continue;
    }
    if (!entry.isFile()) continue;
    if (TEMP_NAME.test(entry.name)) {
      const stat = await ownFile(node, full);
      if (stat && stat.mtimeMs < limits.tempCutoff) removed += await removeFile(node, full);
      continue;
    }
    const sidecarOf = SIDECAR_NAME.exec(entry.name)?.[1];
    if (sidecarOf !== undefined) {
      // A sidecar beside its payload goes with the payload; an orphaned one goes by its own age.
      if (names.has(sidecarOf)) continue;
      const stat = await ownFile(node, full);
      if (stat && stat.mtimeMs < limits.cutoff && (await isSidecar(node, full))) removed += await removeFile(node, full);
      continue;
    }
    const sidecar = path.join(dir, `.${entry.name}${SIDECAR_SUFFIX}`);
    if (entry.name.startsWith('.') || !names.has(`.${entry.name}${SIDECAR_SUFFIX}`)) continue;
    const [stat, sidecarStat] = await Promise.all([ownFile(node, full), ownFile(node, sidecar)]);
    if (!stat || !sidecarStat || !(await isSidecar(node, sidecar))) continue;
    if (stat.mtimeMs < limits.cutoff) {
      removed += await removeFile(node, full);
      removed += await removeFile(node, sidecar);
    } else {
      kept.push({ path: full, sidecar, bytes: stat.size + sidecarStat.size, mtimeMs: stat.mtimeMs });
    }
  }
  return removed;
}

/** `lstat` of a regular file of the current user, or undefined (gone, a link, another user's). */
async function ownFile(node: NodeModules, file: string): Promise<import('node:fs').Stats | undefined> {
  const stat = await node.fs.lstat(file).catch(() => undefined);
  const uid = currentUid();
  return stat?.isFile() && (uid === undefined || stat.uid === uid) ? stat : undefined;
}

/** Whether `dir` is a directory (not a link) of the current user. */
async function isOwnDir(node: NodeModules, dir: string): Promise<boolean> {
  const stat = await node.fs.lstat(dir).catch(() => undefined);
  const uid = currentUid();
  return stat !== undefined && stat.isDirectory() && (uid === undefined || stat.uid === uid);
}

/** Whether `file` holds a sidecar of this store's format (read without following a link or blocking on a FIFO). */
async function isSidecar(node: NodeModules, file: string): Promise<boolean> {
  try {
    const handle = await node.fs.open(file, node.readFlags);
    try {
      const stat = await handle.stat();
      return stat.isFile() && stat.size <= MAX_SIDECAR_BYTES && isSidecarText(await handle.readFile('utf8'));
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}

/** Unlinks `file`; resolves to 1, or 0 when it was already gone. */
async function removeFile(node: NodeModules, file: string): Promise<number> {
  try {
    await node.fs.unlink(file);
    return 1;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
}
