import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A Redis to benchmark against: `REDIS_URL`, or a throwaway `redis-server` this process started. */
export interface BenchRedis {
  readonly url: string;
  /** Stops the server this process started (nothing for `REDIS_URL`). */
  stop(): Promise<void>;
}

/** A free loopback port, as the OS hands one out. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `REDIS_URL` when set; otherwise starts `redis-server` (Debian: `apt-get install -y redis-server`)
 * on a free loopback port, without persistence, and waits until it accepts connections.
 *
 * @throws Error when redis-server is missing or does not come up within 10 s.
 */
export async function benchRedis(): Promise<BenchRedis> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv) return { url: fromEnv, stop: async () => {} };
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 10 s')), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not start redis-server (${error.message}); set REDIS_URL or apt-get install -y redis-server`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
