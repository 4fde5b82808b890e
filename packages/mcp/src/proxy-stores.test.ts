// Several proxies sharing one store (`--redis` on a real redis-server, or one `--store-dir`): each
// reads back its own spills, and none reads another's, by read_tool_result or by resources/read.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { unknownHandle } from '@output-limits/core/messages';
import type { OwnRedisServer } from '@output-limits/redis/test';
import { HAS_REDIS_SERVER, startRedisServer } from '@output-limits/redis/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigFile, NEEDLE_LINE, NEEDLE_PAGE } from '../test-support/big-file.js';
import { filesystemServer, proxyCommand } from '../test-support/proxy-command.js';

let file: Awaited<ReturnType<typeof bigFile>>;
beforeAll(async () => void (file = await bigFile()));
afterAll(async () => void (file && (await rm(file.dir, { recursive: true, force: true }))));

async function proxyClient(flags: readonly string[]): Promise<Client> {
  const client = new Client({ name: 'sdk-client', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ ...proxyCommand(flags, filesystemServer(file.dir)), stderr: 'ignore' }));
  return client;
}

/** Spills the big file through `client`; its handle and resource URI. */
async function spillThrough(client: Client): Promise<{ handle: string; uri: string }> {
  const result = await client.callTool({ name: 'read_text_file', arguments: { path: file.path } });
  const link = (result.content as Array<{ name: string; uri: string }>)[1]!;
  return { handle: link.name, uri: link.uri };
}

/** Checks that `a` reads its own spill and `b` reads none of it. */
async function expectOwnSpillsOnly(a: Client, b: Client): Promise<void> {
  const [spillA, spillB] = [await spillThrough(a), await spillThrough(b)];
  expect(spillA.handle.split('/')[0]).not.toBe(spillB.handle.split('/')[0]);
  const read = (client: Client, handle: string) =>
    client
      .callTool({ name: 'read_tool_result', arguments: { handle, pattern: 'needle' } })
      .then((r) => (r.content as Array<{ text: string }>)[0]!.text);
  expect(await read(a, spillA.handle)).toBe(NEEDLE_PAGE);
  expect(await read(b, spillB.handle)).toContain(NEEDLE_LINE);
  expect(await read(b, spillA.handle)).toBe(unknownHandle(spillA.handle));
  expect(await read(a, spillB.handle)).toBe(unknownHandle(spillB.handle));
  await expect(b.readResource({ uri: spillA.uri })).rejects.toThrow('MCP error -32002: Resource not found');
  expect((await a.readResource({ uri: spillA.uri })).contents).toHaveLength(1);
}

describe('one store dir, two proxies', () => {
  it('each proxy reads only its own spills, and both land in the shared directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'output-limits-mcp-store-'));
    const [a, b] = [await proxyClient(['--store-dir', dir]), await proxyClient(['--store-dir', dir])];
    try {
      await expectOwnSpillsOnly(a, b);
      expect((await readdir(dir)).filter((name) => name.startsWith('mcp-'))).toHaveLength(2);
    } finally {
      await Promise.allSettled([a.close(), b.close()]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!process.env.REDIS_URL && !HAS_REDIS_SERVER)('--redis: two proxies on one redis-server', () => {
  let server: OwnRedisServer | undefined;
  let url: string;
  beforeAll(async () => {
    server = process.env.REDIS_URL ? undefined : await startRedisServer();
    url = process.env.REDIS_URL ?? server!.url;
  });
  afterAll(async () => void (await server?.stop()));

  it('each proxy reads back its own spills from Redis, and none of the other’s', async () => {
    const [a, b] = [await proxyClient(['--redis', url]), await proxyClient(['--redis', url])];
    try {
      await expectOwnSpillsOnly(a, b);
    } finally {
      await Promise.allSettled([a.close(), b.close()]);
    }
  }, 60_000);
});
