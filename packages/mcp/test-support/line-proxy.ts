/**
 * The proxy from source in front of test-support/garbling-server.ts, driven line by line as a raw
 * stdio client would: what it writes, the next message it reads, what the proxy and server said on stderr.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PACKAGE_DIR, proxyCommand } from './proxy-command.js';

export interface LineProxy {
  readonly child: ChildProcessWithoutNullStreams;
  write(line: string): void;
  next(): Promise<unknown>;
  /** Sends `initialize` (id 1) and gives the answer. */
  initialize(): Promise<unknown>;
  stderr(): string;
}

/** The `initialize` request a raw client sends. */
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

/** Starts the proxy (with `flags`) in front of the garbling server. */
export function startGarblingProxy(flags: readonly string[] = []): LineProxy {
  const { command, args, cwd } = proxyCommand(flags, [
    process.execPath,
    '--import',
    'tsx',
    join(PACKAGE_DIR, 'test-support', 'garbling-server.ts'),
  ]);
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const proxy: LineProxy = {
    child,
    write: (line: string) => void child.stdin.write(`${line}\n`),
    next: async (): Promise<unknown> => JSON.parse((await lines.next()).value as string),
    initialize: async () => {
      proxy.write(INITIALIZE);
      return proxy.next();
    },
    stderr: () => stderr,
  };
  return proxy;
}
