/**
 * A PostgreSQL cluster of the test's own, from Debian's `postgresql` package: `initdb` into a temp
 * directory and `postgres` in the foreground on a free loopback port (its PID is the server's),
 * trust authentication for the local user `postgres`. `initdb` refuses to run as root, so as root
 * both run as the `postgres` user the package creates (Node's `spawn` with its uid and gid).
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chown, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StartedProcess } from './child-processes.js';
import { freePort, startProcess } from './child-processes.js';

/** A running PostgreSQL. */
export interface Postgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database: string): string;
  readonly process: StartedProcess;
  /** Stops the server (SIGKILL by PID) and removes its data. */
  stop(): Promise<void>;
}

/** The directory of `initdb` and `postgres`: on PATH, or Debian's `/usr/lib/postgresql/<version>/bin`. */
async function postgresBin(): Promise<string> {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (await exists(join(dir, 'initdb'))) return dir;
  }
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest !== undefined && (await exists(`/usr/lib/postgresql/${newest}/bin/initdb`))) return `/usr/lib/postgresql/${newest}/bin`;
  throw new Error('PostgreSQL is not installed (no initdb on PATH or under /usr/lib/postgresql): apt-get install postgresql');
}

async function exists(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** The uid and gid of the `postgres` user, when this process is root (which `initdb` refuses to be). */
async function unprivilegedUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = await readFile('/etc/passwd', 'utf8');
  const entry = passwd.split('\n').find((line) => line.startsWith('postgres:'));
  if (entry === undefined)
    throw new Error('running as root and there is no postgres user to run initdb as (apt-get install postgresql creates it)');
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Starts a PostgreSQL cluster; resolves once it accepts connections. */
export async function startPostgres(): Promise<Postgres> {
  const bin = await postgresBin();
  const user = await unprivilegedUser();
  const dir = await mkdtemp(join(tmpdir(), 'ol-postgres-'));
  const data = join(dir, 'data');
  await mkdir(data, { mode: 0o700 });
  if (user !== undefined) {
    await chown(dir, user.uid, user.gid);
    await chown(data, user.uid, user.gid);
  }
  const asUser = user === undefined ? {} : { uid: user.uid, gid: user.gid };
  await new Promise<void>((resolve, reject) => {
    const initdb = spawn(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
      ...asUser,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    initdb.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    initdb.once('error', reject);
    initdb.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${String(code)}): ${errors}`))));
  });
  const port = await freePort();
  const server = startProcess(
    'postgres',
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'max_connections=50',
      '-c',
      'shared_buffers=32MB',
    ],
    user === undefined ? {} : { uid: user.uid, gid: user.gid },
  );
  await server.waitFor((line) => (line.includes('database system is ready to accept connections') ? true : undefined), 60_000);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    process: server,
    async stop() {
      await server.kill9();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
