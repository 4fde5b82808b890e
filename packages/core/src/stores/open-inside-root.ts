import { StoreError } from '../errors/store-error.js';
import type { Awaitable, BigIntStats, FileHandle, FileOps, NodeModules } from './node-fs.js';
import { currentUid, errorCode } from './node-fs.js';

/** A store root that passed `checkRoot`: its real path and identity at the time of the check. */
export interface StoreRoot {
  /** The root's real path, as the kernel names the directory that was checked. */
  readonly real: string;
  readonly dev: bigint;
  readonly ino: bigint;
}

const LINK_REFUSED = 'the handle leads through a symbolic link; refused';

/** An error refusing a root or a directory of a key; `code` says how the caller reports it. */
export function refusal(code: 'EPERM' | 'ENOENT', message: string): StoreError {
  return new StoreError(`FileStore: ${message}`, { code });
}

/**
 * Creates the root if needed, opens it without following a link, and checks what was opened: a
 * directory owned by the current user. Group and other bits are taken away (only those: a root its
 * owner made 0555 becomes 0500). Rejects with code `EPERM` for a root it refuses.
 */
export async function checkRoot(node: NodeModules, rootPath: string): Promise<StoreRoot> {
  const { fs } = node;
  await fs.mkdir(rootPath, { recursive: true, mode: 0o700 });
  let dir: FileHandle;
  try {
    dir = await fs.open(rootPath, node.dirFlags);
  } catch (error) {
    // O_NOFOLLOW | O_DIRECTORY on a link fails with ELOOP or ENOTDIR, depending on the platform.
    if (errorCode(error) !== 'ELOOP' && errorCode(error) !== 'ENOTDIR') throw error;
    const isLink = (await fs.lstat(rootPath).catch(() => undefined))?.isSymbolicLink() ?? false;
    throw refusal('EPERM', isLink ? 'the store root is a symbolic link; refusing to use it' : 'the store root is not a directory');
  }
  try {
    const stat = await dir.stat({ bigint: true });
    if (!stat.isDirectory()) throw refusal('EPERM', 'the store root is not a directory');
    const uid = currentUid();
    if (uid !== undefined) {
      if (stat.uid !== BigInt(uid)) throw refusal('EPERM', 'the store root is not owned by the current user; refusing to use it');
      const mode = Number(stat.mode);
      if ((mode & 0o077) !== 0) await dir.chmod(mode & 0o7700);
    }
    const real = (await fdPath(node.pool, dir)) ?? (await fs.realpath(rootPath));
    const named = await fs.lstat(real, { bigint: true });
    if (named.dev !== stat.dev || named.ino !== stat.ino)
      throw refusal('EPERM', 'the store root moved while it was checked; refusing to use it');
    return { real, dev: stat.dev, ino: stat.ino };
  } finally {
    await dir.close();
  }
}

/** Roots that passed `checkRoot` in this process, by the path they were checked at (a process has a few). */
const checkedRoots = new Map<string, StoreRoot>();
const MAX_CHECKED_ROOTS = 64;

/**
 * `checkRoot`, done in full once per root path in a process (and again after `forgetRoot`): before
 * each later use, one `lstat` of `rootPath` (no link followed at the root itself) must show the
 * directory checked, with the same device and inode, owned by the current user, with no group or
 * other bits; otherwise the root is checked in full again, and refused or repaired as `checkRoot`
 * does. One system call instead of six. What a call opens below the root is checked as before
 * (`openInsideRoot`), so a root swapped after this look is refused there, as after a full check.
 * The `lstat` is made with `ops` (synchronously for a small write); a full check, with the pool's.
 */
export async function checkRootOnce<F>(node: NodeModules, ops: FileOps<F>, rootPath: string): Promise<StoreRoot> {
  const known = checkedRoots.get(rootPath);
  if (known !== undefined && (await unchanged(ops, known, rootPath))) return known;
  const root = await checkRoot(node, rootPath);
  if (checkedRoots.size >= MAX_CHECKED_ROOTS) checkedRoots.clear();
  checkedRoots.set(rootPath, root);
  return root;
}

/** Makes the next `checkRootOnce` of `rootPath` a full check (after a call below it failed). */
export function forgetRoot(rootPath: string): void {
  checkedRoots.delete(rootPath);
}

/** Whether `rootPath` still names the directory `root` describes, as `checkRoot` would find it. */
async function unchanged<F>(ops: FileOps<F>, root: StoreRoot, rootPath: string): Promise<boolean> {
  const stat = await quietly(() => ops.lstat(rootPath));
  if (stat === undefined || !stat.isDirectory() || stat.dev !== root.dev || stat.ino !== root.ino) return false;
  const uid = currentUid();
  return uid === undefined || (stat.uid === BigInt(uid) && (Number(stat.mode) & 0o077) === 0);
}

/**
 * Checks (and with `create`, makes, mode 0700) the directories of a key below the root: each must be
 * a directory, not a link, owned by the current user, with no group or other bits. Resolves to the
 * path of the last one; rejects with `refuse` when one is refused, and with code `ENOENT` when one is
 * missing (without `create`).
 */
export async function checkDirs<F>(
  node: NodeModules,
  ops: FileOps<F>,
  root: StoreRoot,
  segments: readonly string[],
  create: boolean,
  refuse: 'EPERM' | 'ENOENT',
): Promise<string> {
  const { path } = node;
  const uid = currentUid();
  let current = root.real;
  for (const segment of segments) {
    current = path.join(current, segment);
    if (create) {
      try {
        await ops.mkdir(current, 0o700);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
    }
    const stat = await ops.lstat(current);
    if (stat.isSymbolicLink()) throw refusal(refuse, LINK_REFUSED);
    if (!stat.isDirectory()) throw refusal(refuse, 'a directory of the key is not a directory; refused');
    if (uid !== undefined && (stat.uid !== BigInt(uid) || (Number(stat.mode) & 0o077) !== 0)) {
      throw refusal(refuse, 'a directory of the key belongs to another user or is open to others; refused');
    }
  }
  return current;
}

/**
 * Opens `root.real/...segments` so that what is checked is what is read or written: `flags` carry
 * `O_NOFOLLOW` (no link) and `O_NONBLOCK` (a FIFO cannot block the open); after the open, `fstat`
 * must show a regular file of the current user, and the open file must sit at that path inside the
 * checked root. A refusal rejects with code `refuse`; a file the open created (`created`) is removed
 * first, wherever the swap put it.
 *
 * Where the file sits: on Linux, `/proc/self/fd/<fd>` names the file the descriptor holds, as the
 * kernel resolved it, in one step (a root swapped for a link before or during the open names the
 * link's target, and is refused). Elsewhere the path is looked up again and must lead to the same
 * device and inode, under a root with the checked identity: a narrower check, since the lookup is
 * a second step. The calls are made with `ops`: through the pool, or synchronously for a small write.
 */
export async function openInsideRoot<F>(
  node: NodeModules,
  ops: FileOps<F>,
  root: StoreRoot,
  segments: readonly string[],
  options: {
    readonly flags: number;
    readonly mode?: number;
    readonly refuse: 'EPERM' | 'ENOENT';
    /** The open creates the file (`O_CREAT | O_EXCL`): a refused one is removed. */
    readonly created?: boolean;
  },
): Promise<{ file: F; stat: BigIntStats; path: string }> {
  const expected = node.path.join(root.real, ...segments);
  let file: F;
  try {
    file = await ops.open(expected, options.flags, options.mode);
  } catch (error) {
    if (errorCode(error) === 'ELOOP') throw refusal(options.refuse, LINK_REFUSED);
    throw error;
  }
  let stat: BigIntStats | undefined;
  try {
    // Both ask about the descriptor just opened, so they go to the thread pool together.
    const [fstat, actual] = await Promise.all([ops.fstat(file), fdPath(ops, file)]);
    stat = fstat;
    const uid = currentUid();
    if (!stat.isFile()) throw refusal(options.refuse, 'no regular file under this handle');
    if (uid !== undefined && stat.uid !== BigInt(uid))
      throw refusal(options.refuse, 'the file under this handle belongs to another user; refused');
    if (!(await sitsAt(ops, actual, stat, expected, root)))
      throw refusal(options.refuse, 'the file opened is not inside the store root; refused');
    return { file, stat, path: expected };
  } catch (error) {
    // A file this open created (O_CREAT | O_EXCL) and then refused is removed, wherever it landed
    // (its identity taken again when the first fstat failed).
    const own = stat ?? (options.created ? await quietly(() => ops.fstat(file)) : undefined);
    if (options.created && own) await removeOpened(ops, file, own, expected);
    await quietly(() => ops.close(file));
    throw error;
  }
}

/**
 * Whether `file`, renamed to `dest` below the root, is there: a rename by path follows a root
 * swapped for a link in the meantime. When it is not, the file is removed from wherever it landed
 * and the write is refused (code `EPERM`), so nothing the store wrote stays outside its root.
 */
export async function checkPlaced<F>(ops: FileOps<F>, root: StoreRoot, file: F, stat: BigIntStats, dest: string): Promise<void> {
  if (await sitsAt(ops, await fdPath(ops, file), stat, dest, root)) return;
  await removeOpened(ops, file, stat, dest);
  throw refusal('EPERM', 'the store root moved while a file was renamed into it; refused');
}

/**
 * Removes the open `file` (its `fstat` is `stat`) from where it sits now: the kernel's name for the
 * descriptor (Linux), else `fallback` (also when `file` is closed already: undefined); only when that
 * name still holds this very file (same device and inode). Best effort: never throws.
 */
export async function removeOpened<F>(ops: FileOps<F>, file: F | undefined, stat: BigIntStats, fallback: string): Promise<void> {
  try {
    const named = file === undefined ? undefined : await fdPath(ops, file);
    if (named?.endsWith(' (deleted)')) return;
    const path = named ?? fallback;
    const now = await ops.lstat(path);
    if (now.dev === stat.dev && now.ino === stat.ino) await ops.unlink(path);
  } catch {
    // gone already, or not ours to remove
  }
}

/**
 * Whether the open file whose kernel name is `actual` (its `fdPath`) and `fstat` is `stat` is the
 * one at `expected` below `root` (see `openInsideRoot`).
 */
async function sitsAt<F>(
  ops: FileOps<F>,
  actual: string | undefined,
  stat: BigIntStats,
  expected: string,
  root: StoreRoot,
): Promise<boolean> {
  // A file replaced by a rename after the open is named '<its last path> (deleted)' and is still the one checked.
  if (actual !== undefined) return actual === expected || actual === `${expected} (deleted)`;
  const [named, rootNow] = await Promise.all([quietly(() => ops.lstat(expected)), quietly(() => ops.lstat(root.real))]);
  if (named === undefined || rootNow === undefined) return false;
  return named.dev === stat.dev && named.ino === stat.ino && rootNow.dev === root.dev && rootNow.ino === root.ino;
}

/** The path the kernel gives an open file (Linux `/proc/self/fd`), or undefined where there is none. */
async function fdPath<F>(ops: FileOps<F>, file: F): Promise<string | undefined> {
  return quietly(() => ops.readlink(`/proc/self/fd/${ops.fd(file)}`));
}

/** What `call` gives, or undefined when it throws or rejects (a synchronous call throws; one through the pool rejects). */
export async function quietly<T>(call: () => Awaitable<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch {
    return undefined;
  }
}
