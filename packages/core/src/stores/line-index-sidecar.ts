import { randomPart } from './handle.js';
import { decodeLineIndex } from '../text/line-index.js';
import type { BigIntStats, FileOps, NodeModules } from './node-fs.js';
import { writeAll } from './node-fs.js';
import type { StoreRoot } from './open-inside-root.js';
import { checkPlaced, openInsideRoot, quietly, removeOpened } from './open-inside-root.js';
import type { LineIndex } from '../text/line-index.js';

/** Format tag of a sidecar. `/1` sidecars (inode only) are read as stale, rebuilt and rewritten. */
export const SIDECAR_FORMAT = 'output-limits-line-index/2';
/** Suffix of a sidecar's file name: the sidecar of `name` is `.<name>.idx.json`. */
export const SIDECAR_SUFFIX = '.idx.json';

/**
 * What a sidecar holds: the payload's line index and the identity of the payload file it was built
 * from (inode number and modification time in nanoseconds; the index holds the size). A rename keeps
 * all three; a rewrite, an interleaved overwrite or a reused inode changes at least one.
 */
interface Sidecar {
  readonly format: typeof SIDECAR_FORMAT;
  readonly ino: string;
  readonly mtimeNs: string;
  readonly index: LineIndex;
}

/** The file name of the sidecar of payload file `name`. */
export function sidecarName(name: string): string {
  return `.${name}${SIDECAR_SUFFIX}`;
}

/** Whether `sidecar` describes the payload file whose `fstat` is `stat`. */
function describes(sidecar: Sidecar, stat: BigIntStats): boolean {
  return sidecar.ino === String(stat.ino) && sidecar.mtimeNs === String(stat.mtimeNs) && sidecar.index.bytes === Number(stat.size);
}

/**
 * The line index of the payload at `dirSegments/name` whose `fstat` is `stat`, from its sidecar, or
 * undefined when the sidecar is missing, damaged, refused or describes another file (then the
 * caller rebuilds the index and writes it back with `writeSidecar`).
 */
export async function readSidecar(
  node: NodeModules,
  root: StoreRoot,
  dirSegments: readonly string[],
  name: string,
  stat: BigIntStats,
): Promise<LineIndex | undefined> {
  let opened;
  try {
    opened = await openInsideRoot(node, node.pool, root, [...dirSegments, sidecarName(name)], { flags: node.readFlags, refuse: 'ENOENT' });
  } catch {
    return undefined;
  }
  try {
    const sidecar = parseSidecar(await opened.file.readFile('utf8'));
    return sidecar && describes(sidecar, stat) ? sidecar.index : undefined;
  } catch {
    return undefined;
  } finally {
    await opened.file.close();
  }
}

/** Whether `text` is a sidecar this store wrote, of any format version (the sweep's test of "a file this store wrote"). */
export function isSidecarText(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    const format = typeof parsed === 'object' && parsed !== null ? (parsed as { format?: unknown }).format : undefined;
    return typeof format === 'string' && format.startsWith('output-limits-line-index/');
  } catch {
    return false;
  }
}

function parseSidecar(text: string): Sidecar | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { format, ino, mtimeNs, index } = parsed as Record<string, unknown>;
  const decoded = decodeLineIndex(index);
  if (format !== SIDECAR_FORMAT || typeof ino !== 'string' || typeof mtimeNs !== 'string' || decoded === undefined) return undefined;
  return { format, ino, mtimeNs, index: decoded };
}

/** A sidecar's temp file, open inside the root, waiting for the index of its payload. */
export interface SidecarWriter {
  /** Writes the sidecar of the payload file whose `fstat` is `stat`, with its `index`. */
  readonly write: (stat: BigIntStats, index: LineIndex) => Promise<void>;
  /**
   * Renames it into place (a write does so just before renaming its payload); resolves once it is
   * checked to sit there, and closes it meanwhile (a close's error is of no use to a sidecar).
   */
  readonly commit: () => Promise<void>;
  /**
   * Removes the temp file from wherever it sits (the kernel's name for it) and closes it. Once
   * committed, it leaves the sidecar in place: it may mark an older payload under the same name as
   * the store's for the sweep, and describes no other file.
   */
  readonly discard: () => Promise<void>;
}

const encoder = new TextEncoder();

/**
 * Opens a temp file inside the root for the sidecar of the payload file `dirSegments/name`: a write
 * opens it once the payload is written, while it takes the payload's `fstat`, and fills it then.
 * Its calls are made with `ops`, as the payload's are.
 */
export async function openSidecar<F>(
  node: NodeModules,
  ops: FileOps<F>,
  root: StoreRoot,
  dirSegments: readonly string[],
  name: string,
): Promise<SidecarWriter> {
  const { path } = node;
  const tempName = `${sidecarName(name)}.${randomPart()}.tmp`;
  const dir = path.join(root.real, ...dirSegments);
  const temp = path.join(dir, tempName);
  const { file, stat: own } = await openInsideRoot(node, ops, root, [...dirSegments, tempName], {
    flags: node.createFlags,
    mode: 0o600,
    refuse: 'EPERM',
    created: true,
  });
  // The file stays open until it is committed or discarded: where it went after the rename is then
  // the kernel's answer, not a second lookup by path.
  let committed = false;
  const discard = async () => {
    if (committed) return;
    await removeOpened(ops, file, own, temp);
    await quietly(() => ops.close(file));
  };
  const write = async (stat: BigIntStats, index: LineIndex) => {
    const sidecar: Sidecar = { format: SIDECAR_FORMAT, ino: String(stat.ino), mtimeNs: String(stat.mtimeNs), index };
    await writeAll(ops, file, encoder.encode(JSON.stringify(sidecar)));
  };
  const commit = async () => {
    const dest = path.join(dir, sidecarName(name));
    await ops.rename(temp, dest);
    await checkPlaced(ops, root, file, own, dest);
    committed = true;
    // Closed while the payload is renamed: the close needs no round trip of its own. (A failed
    // commit keeps it open for `discard`, which finds the temp file by it.)
    void quietly(() => ops.close(file));
  };
  return { write, commit, discard };
}

/**
 * Writes the sidecar of the payload file `dirSegments/name` whose `fstat` is `stat` to a temp file
 * opened inside the root (`openSidecar`). Resolves to its `commit` and `discard`.
 */
export async function writeSidecar(
  node: NodeModules,
  root: StoreRoot,
  dirSegments: readonly string[],
  name: string,
  stat: BigIntStats,
  index: LineIndex,
): Promise<SidecarWriter> {
  const sidecar = await openSidecar(node, node.pool, root, dirSegments, name);
  try {
    await sidecar.write(stat, index);
  } catch (error) {
    await sidecar.discard();
    throw error;
  }
  return sidecar;
}
