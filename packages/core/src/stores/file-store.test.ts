import { execFileSync } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { namespaceSegment } from './handle.js';
import { buildLineIndex } from '../text/line-index.js';
import { invalidHandle, storeReadFailed, unknownHandle } from '../messages/index.js';
import { readToolResult } from '../read/read-tool-result.js';
import { testOverflowStore } from '../test/index.js';
import { FileStore } from './file-store.js';
import { nodeModules } from './node-fs.js';

/** Whether this machine can make a file immutable (`chattr +i`), the only way to make root's unlink fail. */
const canMakeImmutable = (() => {
  const probe = join(tmpdir(), `output-limits-chattr-${process.pid}`);
  try {
    execFileSync('touch', [probe]);
    execFileSync('chattr', ['+i', probe], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    execFileSync('rm', ['-f', probe]);
  }
})();

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

const made: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ol-file-store-'));
  made.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file and directory below `dir`, as relative paths, sorted. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.map((entry) => entry.split('\\').join('/')).sort();
}

/**
 * The ways a write makes its file calls: all synchronously (payloads under `syncWriteBelowBytes`,
 * here every one), synchronously but for the payload's bytes (from `syncWriteBelowBytes` on, here
 * every payload but an empty one), or all through the thread pool (`0`). The tests of what a write
 * refuses and leaves behind run through each: they must refuse alike.
 */
const WRITE_PATHS = [
  ['synchronous', Number.POSITIVE_INFINITY],
  ['synchronous with the bytes through the pool', 1],
  ['thread-pool', 0],
] as const;

for (const [label, syncWriteBelowBytes] of WRITE_PATHS) {
  testOverflowStore(`FileStore, ${label} writes`, async () => new FileStore({ dir: join(await tempDir(), 'root'), syncWriteBelowBytes }), {
    supportsRange: true,
  });
}

describe('FileStore: layout', () => {
  it('uses output-limits-<uid> under the OS temp directory by default, with mode 0700', async () => {
    const tmp = await tempDir();
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const store = new FileStore();
      const handle = await store.write('run/call.0-abc', encode('hello'));
      expect(handle).toBe('run/call.0-abc');
      const root = join(tmp, `output-limits-${process.getuid?.()}`);
      expect(await readFile(join(root, 'run', 'call.0-abc'), 'utf8')).toBe('hello');
      expect((await stat(root)).mode & 0o777).toBe(0o700);
      expect((await stat(join(root, 'run'))).mode & 0o777).toBe(0o700);
      expect((await stat(join(root, 'run', 'call.0-abc'))).mode & 0o777).toBe(0o600);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });

  it('takes group and other permissions away from an existing root', async () => {
    const root = join(await tempDir(), 'root');
    await mkdir(root, { mode: 0o755 });
    await chmod(root, 0o755);
    await new FileStore({ dir: root }).write('k', encode('x'));
    expect((await stat(root)).mode & 0o777).toBe(0o700);
  });

  it('keeps the handle equal to the key and maps unsafe characters in file names only', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root });
    expect(await store.write('a b/c:d', encode('one'))).toBe('a b/c:d');
    expect(await store.write('../up/./x', encode('two'))).toBe('../up/./x');
    expect(await store.write('.hidden', encode('three'))).toBe('.hidden');
    expect(decode(await store.read('a b/c:d'))).toBe('one');
    expect(decode(await store.read('a_b/c_d'))).toBe('one');
    expect(decode(await store.read('../up/./x'))).toBe('two');
    expect(decode(await store.read('.hidden'))).toBe('three');
    expect((await tree(root)).filter((name) => !name.split('/').some((part) => part.startsWith('.')))).toEqual([
      '_',
      '_.hidden',
      '_/up',
      '_/up/_',
      '_/up/_/x',
      'a_b',
      'a_b/c_d',
    ]);
  });

  it('gives two namespaces two directories, also when one starts with a dot', async () => {
    const store = new FileStore({ dir: join(await tempDir(), 'root') });
    // '@alice' is written '__40alice', '.40alice' '__2e40alice': a leading dot must never make two namespaces one directory.
    const alice = `${namespaceSegment('@alice')}/call.0-aaaaaaaaaaaa`;
    await store.write(alice, encode('alice secret'));
    const guess = `${namespaceSegment('.40alice')}/call.0-aaaaaaaaaaaa`;
    await expect(store.read(guess)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readToolResult(store, { handle: guess }, { namespace: '.40alice' })).toBe(unknownHandle(guess));
    expect(decode(await store.read(alice))).toBe('alice secret');
  });

  it('refuses keys it cannot name a file with', async () => {
    const store = new FileStore({ dir: join(await tempDir(), 'root') });
    for (const key of ['', 'a\0b', 'x'.repeat(513), `ns/${'y'.repeat(201)}`]) {
      await expect(store.write(key, encode('x'))).rejects.toThrow('FileStore: invalid key');
    }
  });

  it('round-trips bytes that are not UTF-8, byte for byte', async () => {
    const store = new FileStore({ dir: join(await tempDir(), 'root') });
    const data = new Uint8Array([0xff, 0x00, 0x0a, 0xc3, 0x28, 0xe2, 0x82, 0x0a, 0xf0, 0x9f, 0x98]);
    const handle = await store.write('bin', data);
    expect(Array.from(await store.read(handle))).toEqual(Array.from(data));
  });
});

describe.each(WRITE_PATHS)('FileStore, %s writes: refusing an unsafe root', (_label, syncWriteBelowBytes) => {
  it('refuses a root that is a symbolic link', async () => {
    const base = await tempDir();
    await mkdir(join(base, 'real'), { mode: 0o700 });
    await symlink(join(base, 'real'), join(base, 'link'));
    const store = new FileStore({ dir: join(base, 'link'), syncWriteBelowBytes });
    await expect(store.write('k', encode('x'))).rejects.toMatchObject({
      code: 'EPERM',
      message: 'FileStore: the store root is a symbolic link; refusing to use it',
    });
    await expect(store.read('k')).rejects.toMatchObject({ code: 'EPERM' });
    expect(await readdir(join(base, 'real'))).toEqual([]);
    const output = await readToolResult(store, { handle: 'k' });
    expect(output).toBe(storeReadFailed('k'));
    expect(output).not.toContain(base);
  });

  it('refuses a root owned by another user, also one swapped in after a successful write', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, syncWriteBelowBytes });
    const handle = await store.write('k', encode('secret'));
    await chown(root, 12345, 12345);
    await expect(store.read(handle)).rejects.toMatchObject({
      code: 'EPERM',
      message: 'FileStore: the store root is not owned by the current user; refusing to use it',
    });
    await expect(store.write('k2', encode('x'))).rejects.toMatchObject({ code: 'EPERM' });
    expect(await readToolResult(store, { handle })).toBe(storeReadFailed(handle));
  });

  it('takes only group and other bits from a root its owner made 0555', async () => {
    const root = join(await tempDir(), 'root');
    await mkdir(root, { mode: 0o555 });
    await chmod(root, 0o555);
    await new FileStore({ dir: root, syncWriteBelowBytes }).read('k').catch(() => undefined);
    expect((await stat(root)).mode & 0o777).toBe(0o500);
  });

  it.skipIf(process.getuid?.() !== 0)('refuses a directory below the root that another user owns or that is open to others', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, syncWriteBelowBytes });
    await store.write('warm', encode('x'));
    await mkdir(join(root, 'theirs'));
    await chown(join(root, 'theirs'), 65_534, 65_534);
    await writeFile(join(root, 'theirs', 'k'), 'planted');
    await expect(store.write('theirs/k2', encode('x'))).rejects.toMatchObject({
      code: 'EPERM',
      message: 'FileStore: a directory of the key belongs to another user or is open to others; refused',
    });
    await expect(store.read('theirs/k')).rejects.toMatchObject({ code: 'ENOENT' });
    await mkdir(join(root, 'open'), { mode: 0o777 });
    await chmod(join(root, 'open'), 0o777);
    await expect(store.write('open/k', encode('x'))).rejects.toMatchObject({ code: 'EPERM' });
  });

  it('answers at once, as not found, for a FIFO under a handle', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, syncWriteBelowBytes });
    await store.write('warm', encode('x'));
    execFileSync('mkfifo', [join(root, 'pipe')]);
    await expect(store.read('pipe')).rejects.toMatchObject({ code: 'ENOENT', message: 'FileStore: no regular file under this handle' });
    await expect(store.lineIndex('pipe')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a root that is a file', async () => {
    const base = await tempDir();
    await writeFile(join(base, 'file'), 'x');
    await expect(new FileStore({ dir: join(base, 'file'), syncWriteBelowBytes }).write('k', encode('x'))).rejects.toThrow();
  });
});

describe.each(WRITE_PATHS)('FileStore, %s writes: handles that try to leave the root', (_label, syncWriteBelowBytes) => {
  let base: string;
  let root: string;
  let store: FileStore;
  beforeEach(async () => {
    base = await tempDir();
    root = join(base, 'root');
    store = new FileStore({ dir: root, syncWriteBelowBytes });
    await store.write('ns/real.0-aaaaaaaaaaaa', encode('inside'));
    await writeFile(join(base, 'x'), 'OUTSIDE SECRET');
    await mkdir(join(base, 'etc'));
    await writeFile(join(base, 'etc', 'passwd'), 'OUTSIDE SECRET');
  });

  const traversal = [
    '../x',
    'a/../../etc/passwd',
    '/etc/passwd',
    `${'../'.repeat(20)}etc/passwd`,
    '%2e%2e%2fx',
    '..\\x',
    '..',
    '.',
    'ns/..',
    'ns',
  ];

  it.each(traversal)('read(%j) rejects as not found and readToolResult says the handle is unknown', async (handle) => {
    await expect(store.read(handle)).rejects.toMatchObject({ code: expect.stringMatching(/^(ENOENT|ENOTDIR|EISDIR)$/) });
    const output = await readToolResult(store, { handle });
    expect(output).toBe(unknownHandle(handle));
    expect(output).not.toContain(base);
    expect(output).not.toContain('OUTSIDE');
  });

  it('refuses malformed handles: NUL, 10,000 chars', async () => {
    await expect(store.read('ns/real\0.0')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readToolResult(store, { handle: 'ns/real\0.0' })).toBe(invalidHandle('ns/real\0.0', 'it contains a NUL character'));
    const long = 'a/'.repeat(5000);
    await expect(store.read(long)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readToolResult(store, { handle: long })).toBe(
      invalidHandle(long, 'it is 10,000 chars long, and no handle is longer than 512'),
    );
  });

  it('refuses a symbolic link planted in the root, to a file outside or inside', async () => {
    await symlink(join(base, 'x'), join(root, 'ns', 'planted'));
    await symlink(join(root, 'ns', 'real.0-aaaaaaaaaaaa'), join(root, 'ns', 'alias'));
    for (const handle of ['ns/planted', 'ns/alias']) {
      await expect(store.read(handle)).rejects.toMatchObject({
        code: 'ENOENT',
        message: 'FileStore: the handle leads through a symbolic link; refused',
      });
      await expect(store.readRange(handle, 0, 5)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(store.lineIndex(handle)).rejects.toMatchObject({ code: 'ENOENT' });
      const output = await readToolResult(store, { handle });
      expect(output).toBe(unknownHandle(handle));
      expect(output).not.toContain('OUTSIDE');
    }
  });

  it('refuses a symbolic link to a directory outside, on read and on write', async () => {
    await mkdir(join(base, 'elsewhere'));
    await writeFile(join(base, 'elsewhere', 'f'), 'OUTSIDE SECRET');
    await symlink(join(base, 'elsewhere'), join(root, 'linked'));
    await expect(store.read('linked/f')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readToolResult(store, { handle: 'linked/f' })).toBe(unknownHandle('linked/f'));
    await expect(store.write('linked/g', encode('x'))).rejects.toMatchObject({ code: 'EPERM' });
    expect(await readdir(join(base, 'elsewhere'))).toEqual(['f']);
  });

  it('never serves its own temp files or line-index sidecars', async () => {
    await writeFile(join(root, 'ns', '.half.abcdefghijkl.tmp'), 'half written');
    const names = await readdir(join(root, 'ns'));
    expect(names.sort()).toEqual(['.half.abcdefghijkl.tmp', '.real.0-aaaaaaaaaaaa.idx.json', 'real.0-aaaaaaaaaaaa']);
    for (const handle of ['ns/.half.abcdefghijkl.tmp', 'ns/.real.0-aaaaaaaaaaaa.idx.json', 'ns/half']) {
      await expect(store.read(handle)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await readToolResult(store, { handle })).toBe(unknownHandle(handle));
    }
  });
});

describe.each(WRITE_PATHS)('FileStore, %s writes: crash safety', (_label, syncWriteBelowBytes) => {
  /** A signal that turns aborted after `checks` calls to `throwIfAborted` (the write's checkpoints). */
  function abortAfter(checks: number): AbortSignal {
    const controller = new AbortController();
    let left = checks;
    const signal = controller.signal;
    return new Proxy(signal, {
      get(target, property) {
        if (property === 'throwIfAborted') {
          return () => {
            if (left-- <= 0) controller.abort(new Error('aborted for the test'));
            target.throwIfAborted();
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  it('an aborted write rejects and leaves neither payload nor temp file, at every checkpoint', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, syncWriteBelowBytes });
    let completed = false;
    for (let checks = 0; !completed; checks++) {
      expect(checks).toBeLessThan(20);
      const data = encode('payload\n'.repeat(1000));
      try {
        await store.write(`ns/k${checks}`, data, { signal: abortAfter(checks) });
        completed = true;
        expect(decode(await store.read(`ns/k${checks}`))).toBe('payload\n'.repeat(1000));
      } catch (error) {
        expect((error as Error).message).toBe('aborted for the test');
        await expect(store.read(`ns/k${checks}`)).rejects.toMatchObject({ code: 'ENOENT' });
      }
    }
    const files = (await tree(root)).filter((name) => name !== 'ns');
    const last = files.filter((name) => !name.includes('.tmp'));
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(last.length).toBe(2); // the one completed write: its payload and its sidecar
  });

  it('an abort during a large write leaves nothing behind', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, syncWriteBelowBytes });
    const controller = new AbortController();
    setImmediate(() => controller.abort());
    await expect(store.write('big', new Uint8Array(20 * 1024 * 1024).fill(10), { signal: controller.signal })).rejects.toThrow();
    expect(await readdir(root)).toEqual([]);
  });

  it('never serves a leftover temp file as the payload', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, syncWriteBelowBytes });
    await store.write('k', encode('complete'));
    await writeFile(join(root, '.k.zzzzzzzzzzzz.tmp'), 'half of a newer version');
    await writeFile(join(root, '.other.zzzzzzzzzzzz.tmp'), 'half of a payload never finished');
    expect(decode(await store.read('k'))).toBe('complete');
    await expect(store.read('other')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('FileStore: line index sidecar', () => {
  it('writes the index beside the payload and serves it', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root });
    const data = encode(Array.from({ length: 5000 }, (_, i) => `line ${i}`).join('\n'));
    await store.write('k', data);
    const sidecar = JSON.parse(await readFile(join(root, '.k.idx.json'), 'utf8')) as Record<string, unknown>;
    const payload = await stat(join(root, 'k'), { bigint: true });
    expect(sidecar).toEqual({
      format: 'output-limits-line-index/2',
      ino: String(payload.ino),
      mtimeNs: String(payload.mtimeNs),
      index: buildLineIndex(data),
    });
    expect(await store.lineIndex('k')).toEqual(buildLineIndex(data));
  });

  it('rebuilds the index when the sidecar is missing, corrupt or belongs to another payload', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root });
    await store.write('k', encode('a\nb\nc'));
    await rm(join(root, '.k.idx.json'));
    expect(await store.lineIndex('k')).toEqual(buildLineIndex(encode('a\nb\nc')));

    await store.write('k', encode('a\nb\nc'));
    await writeFile(join(root, '.k.idx.json'), '{"format":');
    expect(await store.lineIndex('k')).toEqual(buildLineIndex(encode('a\nb\nc')));

    await store.write('k', encode('a\nb\nc'));
    await store.write('other', encode('1\n2\n3\n4\n5'));
    await writeFile(join(root, '.k.idx.json'), await readFile(join(root, '.other.idx.json')));
    expect(await store.lineIndex('k')).toEqual(buildLineIndex(encode('a\nb\nc')));
  });

  it('reads byte ranges without reading the whole file', async () => {
    const store = new FileStore({ dir: join(await tempDir(), 'root') });
    await store.write('k', encode('0123456789'));
    expect(decode(await store.readRange('k', 2, 5))).toBe('234');
    expect(decode(await store.readRange('k', 8, 50))).toBe('89');
    expect(decode(await store.readRange('k', 50, 60))).toBe('');
  });
});

describe('FileStore: cleanupAfterMs', () => {
  const old = new Date(Date.now() - 3_600_000);

  async function age(...files: string[]): Promise<void> {
    for (const file of files) await utimes(file, old, old);
  }

  it('removes only its own expired payloads, sidecars and temp files', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, cleanupAfterMs: 60_000 });
    await store.write('ns/expired.0-aaaaaaaaaaaa', encode('old'));
    await store.write('ns2/expired.1-aaaaaaaaaaaa', encode('old'));
    await store.write('fresh', encode('new'));
    await store.write('fresh-sidecar-old', encode('new'));
    await store.cleanup(); // the sweep the first write started must not see the files aged below
    await writeFile(join(root, 'notes.txt'), 'the user wrote this');
    await writeFile(join(root, '.notes.txt.bak'), 'and this');
    await writeFile(join(root, 'ns', 'user-file'), 'and this');
    await mkdir(join(root, 'empty-user-dir'));
    await writeFile(join(root, '.crashed.abcdefghijkl.tmp'), 'half');
    await writeFile(join(root, '.gone.idx.json'), await readFile(join(root, '.fresh.idx.json')));
    await writeFile(join(root, '.foreign.idx.json'), '{}');
    await age(
      join(root, 'ns', 'expired.0-aaaaaaaaaaaa'),
      join(root, 'ns2', 'expired.1-aaaaaaaaaaaa'),
      join(root, '.fresh-sidecar-old.idx.json'),
      join(root, 'notes.txt'),
      join(root, '.notes.txt.bak'),
      join(root, 'ns', 'user-file'),
      join(root, 'empty-user-dir'),
      join(root, '.crashed.abcdefghijkl.tmp'),
      join(root, '.gone.idx.json'),
      join(root, '.foreign.idx.json'),
    );
    expect(await store.cleanup()).toBe(6);
    expect(await tree(root)).toEqual([
      '.foreign.idx.json',
      '.fresh-sidecar-old.idx.json',
      '.fresh.idx.json',
      '.notes.txt.bak',
      'empty-user-dir',
      'fresh',
      'fresh-sidecar-old',
      'notes.txt',
      'ns',
      'ns/user-file',
    ]);
  });

  it('keeps young temp files (a write may own them) even past a short cleanupAfterMs', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, cleanupAfterMs: 1 });
    await mkdir(root, { recursive: true });
    await writeFile(join(root, '.busy.abcdefghijkl.tmp'), 'in progress');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.cleanup();
    expect(await readdir(root)).toEqual(['.busy.abcdefghijkl.tmp']);
  });

  it('sweeps in the background after a write, at most once per interval', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, cleanupAfterMs: 60_000 });
    await store.write('a', encode('1'));
    await store.cleanup(); // let the sweep started by the write finish
    await age(join(root, 'a'));
    await store.write('b', encode('2')); // within a minute of the last sweep: none starts
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readdir(root)).sort()).toEqual(['.a.idx.json', '.b.idx.json', 'a', 'b']);

    const quick = new FileStore({ dir: root, cleanupAfterMs: 60_000 });
    await quick.write('c', encode('3')); // a new store has not swept yet: this write starts one
    await vi.waitFor(async () => expect((await readdir(root)).sort()).toEqual(['.b.idx.json', '.c.idx.json', 'b', 'c']));
  });

  it.skipIf(!canMakeImmutable)('reports a failing background sweep once, on the console, and never fails a write', async () => {
    const root = join(await tempDir(), 'root');
    const seed = new FileStore({ dir: root });
    await seed.write('stuck', encode('old'));
    await age(join(root, 'stuck'));
    // An immutable file cannot be unlinked, even by root: the sweep's unlink fails with EPERM.
    execFileSync('chattr', ['+i', join(root, 'stuck')], { stdio: 'ignore' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const store = new FileStore({ dir: root, cleanupAfterMs: 1000 });
      await store.write('c', encode('1'));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(warn.mock.calls[0]?.[0]).toMatch(/^\[output-limits\] FileStore cleanup failed: EPERM/);
      await new Promise((resolve) => setTimeout(resolve, 150)); // past the 100 ms sweep interval
      await store.write('d', encode('2'));
      await expect(store.cleanup()).rejects.toMatchObject({ code: 'EPERM' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(decode(await store.read('d'))).toBe('2');
    } finally {
      warn.mockRestore();
      execFileSync('chattr', ['-i', join(root, 'stuck')], { stdio: 'ignore' });
    }
  });

  it('keeps payloads 7 days by default, and forever with cleanupAfterMs: Infinity', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root });
    await store.write('six-days', encode('1'));
    await store.write('eight-days', encode('2'));
    await store.cleanup(); // the sweep the first write started must not see the files aged below
    const day = 24 * 3_600_000;
    await utimes(join(root, 'six-days'), new Date(Date.now() - 6 * day), new Date(Date.now() - 6 * day));
    await utimes(join(root, 'eight-days'), new Date(Date.now() - 8 * day), new Date(Date.now() - 8 * day));
    const forever = new FileStore({ dir: root, cleanupAfterMs: Number.POSITIVE_INFINITY });
    expect(await forever.cleanup()).toBe(0);
    expect(await store.cleanup()).toBe(2);
    expect((await readdir(root)).sort()).toEqual(['.six-days.idx.json', 'six-days']);
  });

  it('refuses a cleanupAfterMs or maxBytes that is not a positive number', () => {
    for (const value of [0, -1, Number.NaN]) {
      expect(() => new FileStore({ cleanupAfterMs: value })).toThrow(
        `[output-limits] FileStore: cleanupAfterMs must be a positive number of milliseconds, got ${value}`,
      );
      expect(() => new FileStore({ maxBytes: value })).toThrow(
        `[output-limits] FileStore: maxBytes must be a positive number of bytes, got ${value}`,
      );
    }
  });
});

/**
 * Runs `write` with `node[which]`'s file calls wrapped: `before` runs just before the call numbered
 * `at` (0-based; `fd`, which makes none, is not counted). Resolves to whether the call was reached.
 */
async function interceptCall(which: 'sync' | 'pool', at: number, before: () => void, write: () => Promise<unknown>): Promise<boolean> {
  const node = await nodeModules();
  const real = node[which] as unknown as Record<string, (...args: unknown[]) => unknown>;
  let calls = 0;
  let reached = false;
  const wrapped = Object.fromEntries(
    Object.entries(real).map(([name, call]) => [
      name,
      (...args: unknown[]) => {
        if (name !== 'fd' && calls++ === at) {
          reached = true;
          before();
        }
        return call(...args);
      },
    ]),
  );
  // The loaded modules are one object per process: the write under test picks the wrapped calls up.
  const writable = node as unknown as Record<string, unknown>;
  writable[which] = wrapped;
  try {
    await write().catch(() => undefined);
  } finally {
    writable[which] = real;
  }
  return reached;
}

describe('FileStore: a write refused or failing midway', () => {
  for (const [label, syncWriteBelowBytes] of WRITE_PATHS) {
    const which = syncWriteBelowBytes === 0 ? 'pool' : 'sync';

    it(`${label}: a root swapped for a link before any one of the write's file calls leaves nothing outside it and no temp file`, async () => {
      const base = await tempDir();
      const root = join(base, 'root');
      const outside = join(base, 'outside');
      await mkdir(outside);
      const data = encode('secret line\n'.repeat(100));
      let refused = 0;
      for (let at = 0; ; at++) {
        expect(at).toBeLessThan(60);
        const store = new FileStore({ dir: root, syncWriteBelowBytes });
        await store.write('warm', encode('x')); // the root's full check is done: later writes take the quick path
        let outcome: unknown;
        const swap = () => {
          renameSync(root, join(base, 'moved'));
          symlinkSync(outside, root);
        };
        const reached = await interceptCall(which, at, swap, async () => {
          outcome = await store.write('k', data).catch((error: unknown) => error);
        });
        // Nothing the store wrote may stay outside its root, whenever the swap came.
        expect(await readdir(outside)).toEqual([]);
        const real = reached ? join(base, 'moved') : root;
        expect((await readdir(real)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
        if (outcome instanceof Error) {
          refused++;
          // Refused by a check, or failed: a rename by a path the swap made lead nowhere.
          expect(outcome).toMatchObject({ code: expect.stringMatching(/^(EPERM|ENOENT)$/) });
          expect(await readdir(real)).not.toContain('k');
        } else {
          expect(outcome).toBe('k');
          expect(await readFile(join(real, 'k'))).toEqual(Buffer.from(data));
        }
        if (reached) {
          rmSync(root);
          renameSync(join(base, 'moved'), root);
        }
        rmSync(root, { recursive: true });
        if (!reached) break;
      }
      // A swap before each call up to the last check refuses the write.
      expect(refused).toBeGreaterThan(5);
    });

    it(`${label}: a write whose file call fails, any one of them, rejects and leaves no temp file and nothing readable`, async () => {
      const root = join(await tempDir(), 'root');
      for (let at = 0; ; at++) {
        expect(at).toBeLessThan(60);
        const store = new FileStore({ dir: root, syncWriteBelowBytes });
        await store.write('warm', encode('x'));
        let failed: unknown;
        const fail = () => {
          throw Object.assign(new Error('injected failure'), { code: 'EIO' });
        };
        const reached = await interceptCall(which, at, fail, async () => {
          failed = await store.write(`ns/k${at}`, encode('payload\n'.repeat(50))).then(
            () => undefined,
            (error: unknown) => error,
          );
        });
        if (!reached) break;
        const names = await tree(root);
        expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
        if (failed !== undefined) {
          await expect(store.read(`ns/k${at}`)).rejects.toMatchObject({ code: 'ENOENT' });
        } else {
          // A failure the write does not depend on (a best-effort close or removal): the payload is whole.
          expect(decode(await store.read(`ns/k${at}`))).toBe('payload\n'.repeat(50));
        }
      }
    });
  }
});

describe('FileStore: synchronous writes (syncWriteBelowBytes)', () => {
  it('give the event loop its turn after each write: a loop of small spills does not starve a timer', async () => {
    const store = new FileStore({ dir: join(await tempDir(), 'root'), cleanupAfterMs: Number.POSITIVE_INFINITY });
    // The root checked, the namespace made and the first sweep run: later writes are synchronous calls only.
    for (let i = 0; i < 3; i++) await store.write(`loop/warm.${i}-aaaaaaaaaaaa`, encode('warm'));
    await store.cleanup();
    let fired = false;
    setTimeout(() => (fired = true), 0);
    let writes = 0;
    while (!fired && writes < 500) {
      await store.write(`loop/spill.${writes}-aaaaaaaaaaaa`, encode(`spill ${writes}`));
      writes += 1;
    }
    expect(fired).toBe(true);
    expect(writes).toBeLessThan(5);
  });

  it('give the same bytes, line index and sidecar as writes through the pool, for any payload around the threshold', async () => {
    const base = await tempDir();
    const threshold = 4096;
    const sync = new FileStore({ dir: join(base, 'sync'), syncWriteBelowBytes: threshold });
    const pool = new FileStore({ dir: join(base, 'pool'), syncWriteBelowBytes: 0 });
    const payload = fc.oneof(
      fc.uint8Array({ minLength: 0, maxLength: 2 * threshold }),
      fc.array(fc.constantFrom('a', 'é', '\n', '\r\n', 'line\n', ''), { maxLength: 3000 }).map((parts) => encode(parts.join(''))),
      fc.integer({ min: threshold - 8, max: threshold + 8 }).map((size) => new Uint8Array(size).map((_, i) => (i % 37 === 0 ? 10 : 65))),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(payload, fc.nat(), fc.nat(), async (data, a, b) => {
        const key = `ns/k${(n += 1)}`;
        await Promise.all([sync.write(key, data), pool.write(key, data)]);
        const [fromSync, fromPool] = await Promise.all([sync.read(key), pool.read(key)]);
        expect(Array.from(fromSync)).toEqual(Array.from(data));
        expect(Array.from(fromPool)).toEqual(Array.from(data));
        const [start, end] = [a % (data.byteLength + 2), b % (data.byteLength + 2)].sort((x, y) => x - y);
        expect(Array.from(await sync.readRange(key, start!, end!))).toEqual(Array.from(await pool.readRange(key, start!, end!)));
        const sidecar = async (dir: string) => {
          const parsed = JSON.parse(await readFile(join(base, dir, 'ns', `.k${n}.idx.json`), 'utf8')) as Record<string, unknown>;
          const payloadStat = await stat(join(base, dir, 'ns', `k${n}`), { bigint: true });
          expect(parsed.ino).toBe(String(payloadStat.ino));
          expect(parsed.mtimeNs).toBe(String(payloadStat.mtimeNs));
          return { ...parsed, ino: 'ino', mtimeNs: 'mtime' };
        };
        expect(await sidecar('sync')).toEqual(await sidecar('pool'));
        expect(await sync.lineIndex(key)).toEqual(buildLineIndex(data));
        expect(await pool.lineIndex(key)).toEqual(buildLineIndex(data));
      }),
      { numRuns: 60 },
    );
    expect((await tree(base)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  /** The names of the file calls `write` makes, synchronously and through the pool. */
  async function callsMade(write: () => Promise<unknown>): Promise<{ sync: string[]; pool: string[] }> {
    const node = await nodeModules();
    const writable = node as unknown as Record<'sync' | 'pool', Record<string, (...args: unknown[]) => unknown>>;
    const made = { sync: [] as string[], pool: [] as string[] };
    const real = { sync: writable.sync, pool: writable.pool };
    for (const which of ['sync', 'pool'] as const) {
      writable[which] = Object.fromEntries(
        Object.entries(real[which]).map(([name, call]) => [
          name,
          (...args: unknown[]) => {
            if (name !== 'fd') made[which].push(name);
            return call(...args);
          },
        ]),
      );
    }
    try {
      await write();
    } finally {
      Object.assign(writable, real);
    }
    return made;
  }

  it('makes every call synchronously under syncWriteBelowBytes, the bytes through the pool from there, and every call through the pool with 0', async () => {
    const root = join(await tempDir(), 'root');
    const store = new FileStore({ dir: root, syncWriteBelowBytes: 100 });
    await store.write('warm', encode('x'));
    const under = await callsMade(() => store.write('k99', new Uint8Array(99)));
    expect(under.pool).toEqual([]);
    expect(under.sync).toContain('write');
    expect(under.sync).not.toContain('writeInPool');
    const from = await callsMade(() => store.write('k100', new Uint8Array(100)));
    expect(from.pool).toEqual([]);
    expect(from.sync.filter((name) => name.startsWith('write'))).toEqual(['writeInPool', 'write']); // the payload's bytes, then the sidecar's
    const pooled = await callsMade(() => new FileStore({ dir: root, syncWriteBelowBytes: 0 }).write('k0', new Uint8Array(99)));
    expect(pooled.sync).toEqual([]);
    expect(pooled.pool).toContain('write');
    expect(Array.from(await store.read('k100'))).toEqual(Array.from(new Uint8Array(100)));
  });

  it('refuses a syncWriteBelowBytes that is not a number 0 or more, and takes 0 and Infinity', () => {
    for (const value of [-1, Number.NaN]) {
      expect(() => new FileStore({ syncWriteBelowBytes: value })).toThrow(
        `[output-limits] FileStore: syncWriteBelowBytes must be a number of bytes, 0 or more, got ${value}`,
      );
    }
    expect(() => new FileStore({ syncWriteBelowBytes: 0 })).not.toThrow();
    expect(() => new FileStore({ syncWriteBelowBytes: Number.POSITIVE_INFINITY })).not.toThrow();
  });
});
