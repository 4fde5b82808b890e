import { createJustBashSandbox } from '@ai-sdk/sandbox-just-bash';
import { createReducer, OutputLimitsError, readToolResult } from '@output-limits/core';
import { testOverflowStore } from '@output-limits/core/test';
import type { Experimental_SandboxSession } from 'ai-v7';
import { Bash } from 'just-bash';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { JustBashLike, SandboxFiles } from './sandbox-files.js';
import { sandboxStore } from './sandbox-store.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Real AI SDK 7 sandbox sessions over just-bash (`@ai-sdk/sandbox-just-bash`), destroyed after the file. */
const sessions: { destroy(): PromiseLike<void> }[] = [];
async function aiSdkSession() {
  const network = await createJustBashSandbox({ cwd: '/work' }).createSession();
  sessions.push(network);
  return network.restricted();
}
afterAll(async () => {
  for (const session of sessions.splice(0)) await session.destroy();
});

testOverflowStore('sandboxStore over a just-bash Bash', () => sandboxStore(new Bash()));
testOverflowStore('sandboxStore over an AI SDK 7 sandbox session (just-bash)', async () => sandboxStore(await aiSdkSession()));

describe.each([
  [
    'a just-bash Bash',
    async () => {
      const bash = new Bash();
      return { sandbox: bash, run: async (command: string) => (await bash.exec(command)).stdout, deletes: true };
    },
  ],
  [
    'an AI SDK 7 sandbox session',
    async () => {
      const session = await aiSdkSession();
      // @ai-sdk/sandbox-just-bash 1.0.122 has no deleteFile (nor stat, listDirectory) yet.
      return {
        sandbox: session,
        run: async (command: string) => (await session.run({ command })).stdout,
        deletes: 'deleteFile' in session,
      };
    },
  ],
] as const)('sandboxStore over %s', (_name, make) => {
  it('writes each spill as a file under the spill dir, named by its content kind, that the sandbox shell reads', async () => {
    const { sandbox, run } = await make();
    const store = sandboxStore(sandbox);
    const text = await store.write('run-1/call_1', encoder.encode('ok\nERROR disk full\nok\n'), { contentKind: 'text' });
    const records = await store.write('run-1/call_2', encoder.encode('{"id":1,"status":"ok"}\n{"id":2,"status":"failed"}'), {
      contentKind: 'jsonl',
    });
    const doc = await store.write('run-1/call_3', encoder.encode('{"total":2}'), { contentKind: 'json' });
    const bin = await store.write('run-1/call_4', new Uint8Array([0, 255]), { contentKind: 'binary' });
    expect([text, records, doc, bin]).toEqual(['run-1/call_1.txt', 'run-1/call_2.jsonl', 'run-1/call_3.json', 'run-1/call_4.bin']);
    expect(store.pathOf(text)).toBe('/tmp/tool-output/run-1/call_1.txt');

    expect(await run('grep -n ERROR /tmp/tool-output/run-1/call_1.txt')).toBe('2:ERROR disk full\n');
    expect(await run(`jq -c 'select(.status == "failed")' /tmp/tool-output/run-1/call_2.jsonl`)).toBe('{"id":2,"status":"failed"}\n');
    expect(await run(`jq .total /tmp/tool-output/run-1/call_3.json`)).toBe('2\n');
    expect(await run('ls /tmp/tool-output/run-1')).toBe('call_1.txt\ncall_2.jsonl\ncall_3.json\ncall_4.bin\n');
  });

  it('reads back what the agent left in the file, and a deleted file as unknown', async () => {
    const { sandbox, run, deletes } = await make();
    const store = sandboxStore(sandbox, { dir: '/spill' });
    const handle = await store.write('c', encoder.encode('before'), { contentKind: 'text' });
    await run('echo after > /spill/c.txt');
    expect(decoder.decode(await store.read(handle))).toBe('after\n');
    expect(await store.delete(handle)).toBe(deletes);
    expect(await store.delete(handle)).toBe(false);
    if (!deletes) await run('rm /spill/c.txt');
    await expect(store.read(handle)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('replays a durable step: same call id, same handle, same bytes, exactly one file', async () => {
    const { sandbox, run } = await make();
    const store = sandboxStore(sandbox);
    const log = Array.from({ length: 3_000 }, (_, i) => `line ${i}${i % 500 === 0 ? ' ERROR' : ''}`).join('\n');
    const reduce = () =>
      createReducer({ store, namespace: 'wf-run-9', deterministicKeys: true }).reduce(log, {
        toolName: 'fetch_logs',
        toolCallId: 'call_1',
      });
    const first = await reduce();
    const replay = await reduce();
    expect(first.handle).toBe('wf-run-9/call_1.txt');
    expect(replay.handle).toBe(first.handle);
    expect(replay.output).toBe(first.output);
    expect(decoder.decode(await store.read(first.handle as string))).toBe(log);
    expect(await run('find /tmp/tool-output -type f')).toBe('/tmp/tool-output/wf-run-9/call_1.txt\n');
  });
});

describe('sandboxStore', () => {
  it('takes an AI SDK 7 Experimental_SandboxSession and a just-bash Bash as they are', () => {
    expectTypeOf<Experimental_SandboxSession>().toExtend<SandboxFiles>();
    expectTypeOf<Bash>().toExtend<JustBashLike>();
    expectTypeOf(sandboxStore).toBeCallableWith({} as Experimental_SandboxSession);
  });

  it('tells the reducer where the files are for the agent, and that read_tool_result steps aside by default', () => {
    const store = sandboxStore(new Bash());
    expect(store.agentFiles).toEqual({ dir: '/tmp/tool-output', tools: [{ name: 'bash', kind: 'shell' }], readToolResult: false });
    const kept = sandboxStore(new Bash(), { dir: '/w/.spill', tools: [{ name: 'readFile', kind: 'file' }], readToolResult: true });
    expect(kept.agentFiles).toEqual({ dir: '/w/.spill', tools: [{ name: 'readFile', kind: 'file' }], readToolResult: true });
  });

  it.each(['', 'tmp/x', '/', '/tmp/', '/tmp/../etc', '/tmp/./x', '/tmp/a b', "/tmp/it's", '/tmp//x'])('refuses the dir %j', (dir) => {
    expect(() => sandboxStore(new Bash(), { dir })).toThrow(OutputLimitsError);
  });

  it('names a binary spill .bin once (the core already ends its key with .bin)', async () => {
    const bash = new Bash();
    const store = sandboxStore(bash);
    const bytes = new Uint8Array(20_000).map((_, i) => i % 256);
    const { handle } = await createReducer({ store, namespace: 'r', deterministicKeys: true }).reduce(bytes, {
      toolName: 'get_image',
      toolCallId: 'call_1',
    });
    expect(handle).toBe('r/call_1.bin');
    expect(Array.from(await bash.fs.readFileBuffer('/tmp/tool-output/r/call_1.bin'))).toEqual(Array.from(bytes));
  });

  it('refuses an empty tools list', () => {
    expect(() => sandboxStore(new Bash(), { tools: [] })).toThrow(
      'sandboxStore: tools must name at least one tool of the agent that reads files.',
    );
  });

  it('reads a handle that could leave the spill dir as unknown, and refuses such a key', async () => {
    const bash = new Bash({ files: { '/etc/secret': 'TOPSECRET' } });
    const store = sandboxStore(bash);
    for (const handle of ['../../etc/secret', '/etc/secret', 'a/../../etc/secret', '']) {
      await expect(store.read(handle)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await readToolResult(store, { handle })).not.toContain('TOPSECRET');
    }
    await expect(store.write('../x', encoder.encode('x'))).rejects.toMatchObject({ code: 'EINVAL' });
  });

  it('reports a failing sandbox as a store error, and leaves no file behind', async () => {
    const store = sandboxStore({
      writeBinaryFile: async () => {
        throw new Error('EROFS: read-only file system');
      },
      readBinaryFile: async () => {
        throw new Error('sandbox stopped');
      },
    });
    await expect(store.write('k', encoder.encode('x'))).rejects.toMatchObject({
      code: 'EIO',
      message: '[output-limits/sandbox] write failed: EROFS: read-only file system',
    });
    await expect(store.read('k')).rejects.toMatchObject({ code: 'EIO' });
    expect(await readToolResult(store, { handle: 'k' })).toBe(
      "[Could not read the stored tool result 'k': the store failed. Try again; if it keeps failing, run the original tool again.]",
    );
  });

  it('removes the file of a write aborted while it ran', async () => {
    const bash = new Bash();
    const controller = new AbortController();
    const store = sandboxStore({
      writeBinaryFile: async (options) => {
        await bash.fs.mkdir('/tmp/tool-output', { recursive: true });
        await bash.fs.writeFile(options.path, options.content);
        controller.abort();
      },
      readBinaryFile: async ({ path }) => ((await bash.fs.exists(path)) ? bash.fs.readFileBuffer(path) : null),
      deleteFile: async ({ path }) => {
        await bash.fs.rm(path, { force: true });
        return true;
      },
    });
    await expect(store.write('k', encoder.encode('x'), { signal: controller.signal, contentKind: 'text' })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(await bash.fs.exists('/tmp/tool-output/k.txt')).toBe(false);
  });
});
