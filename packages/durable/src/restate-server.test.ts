// The test kit's Restate server, started for real: a port taken between choosing it and the server
// binding it is the race two test files starting servers at once can lose.
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Server, Socket } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, stopStarted } from './kit/child-processes.js';
import type { RestatePorts } from './restate/restate-server.js';
import { startRestateServer } from './restate/restate-server.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await stopStarted();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ol-restate-ports-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A port held by a listener of this process until the test ends; it accepts a connection and says nothing. */
async function takenPort(): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => void sockets.add(socket)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  );
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const fresh = async (): Promise<RestatePorts> => [await freePort(), await freePort(), await freePort()];

describe('startRestateServer', () => {
  it('starts again on fresh ports when its ingress port was taken, and the server answers', async () => {
    const taken = await takenPort();
    const chosen: RestatePorts[] = [];
    const server = await startRestateServer(await tempDir(), {
      choosePorts: async () => {
        const ports: RestatePorts = chosen.length === 0 ? [await freePort(), await freePort(), taken] : await fresh();
        chosen.push(ports);
        return ports;
      },
    });
    expect(chosen).toHaveLength(2);
    expect(server.ingressUrl).toBe(`http://127.0.0.1:${chosen[1]![2]}`);
    expect((await fetch(`${server.adminUrl}/health`)).ok).toBe(true);
    await server.kill9();
  });

  it('rejects at once with the server lines after three attempts whose ports are taken, not after the 90 s health wait', async () => {
    const taken = await takenPort();
    let attempts = 0;
    const started = Date.now();
    const failure = startRestateServer(await tempDir(), {
      choosePorts: async () => {
        attempts += 1;
        return [await freePort(), taken, await freePort()];
      },
    });
    await expect(failure).rejects.toThrow(/^restate-server exited before it was healthy; its last lines:\n[\s\S]*Address in use/);
    expect(attempts).toBe(3);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
