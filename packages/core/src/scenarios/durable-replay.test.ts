import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputLimitsError } from '../errors/output-limits-error.js';
import { createReducer } from '../reduce/reducer.js';
import { FileStore } from '../stores/file-store.js';
import { MemoryStore } from '../stores/memory-store.js';
import type { OverflowStore } from '../stores/overflow-store.js';

const LOG = Array.from({ length: 2_000 }, (_, i) => `2026-12-01T10:00:00Z ${i % 97 === 0 ? 'ERROR' : 'INFO '} request ${i}`).join('\n');
const CALL = { toolName: 'fetch_logs', toolCallId: 'call_1' };
const HANDLE = /stored to handle '([^']+)'/;
const dirs: string[] = [];

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Every payload file under `dir` (not the line-index sidecars, which start with a dot). */
async function payloadFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => join(e.parentPath, e.name));
}

const stores: ReadonlyArray<[string, () => Promise<{ store: OverflowStore; payloads: () => Promise<number> }>]> = [
  [
    'MemoryStore',
    async () => {
      const store = new MemoryStore();
      return { store, payloads: async () => store.size };
    },
  ],
  [
    'FileStore',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'ol-replay-'));
      dirs.push(dir);
      return { store: new FileStore({ dir }), payloads: async () => (await payloadFiles(dir)).length };
    },
  ],
];

describe('deterministicKeys', () => {
  it('needs a namespace, since handles become guessable from call ids', () => {
    expect(() => createReducer({ deterministicKeys: true })).toThrow(OutputLimitsError);
    expect(() => createReducer({ deterministicKeys: true })).toThrow(
      'deterministicKeys makes handles guessable from tool call ids, so it needs a namespace: pass one per run or user (the workflow run id, say).',
    );
  });

  describe.each(stores)('a replayed step, %s', (_name, make) => {
    it('gives the same handle and the same bytes, and leaves exactly one payload', async () => {
      const { store, payloads } = await make();
      const first = await createReducer({ store, namespace: 'run-42', deterministicKeys: true }).reduce(LOG, CALL);
      // The replay runs in a fresh reducer, as a retried step or activity does in another process.
      const replay = await createReducer({ store, namespace: 'run-42', deterministicKeys: true }).reduce(LOG, CALL);

      expect(first.handle).toBe('run-42/call_1');
      expect(replay.handle).toBe(first.handle);
      expect(replay.output).toBe(first.output);
      expect(HANDLE.exec(String(first.output))?.[1]).toBe('run-42/call_1');
      expect(new TextDecoder().decode(await store.read(first.handle as string))).toBe(LOG);
      expect(await payloads()).toBe(1);
    });

    it('keeps the spills of other calls and other namespaces apart', async () => {
      const { store, payloads } = await make();
      const a = await createReducer({ store, namespace: 'run-42', deterministicKeys: true }).reduce(LOG, CALL);
      const b = await createReducer({ store, namespace: 'run-42', deterministicKeys: true }).reduce(`${LOG}\nmore`, {
        ...CALL,
        toolCallId: 'call_2',
      });
      const c = await createReducer({ store, namespace: 'run-43', deterministicKeys: true }).reduce(LOG, CALL);
      expect(new Set([a.handle, b.handle, c.handle]).size).toBe(3);
      expect(await payloads()).toBe(3);
    });
  });

  it('without it, the same call spilled twice gives two handles (a random part)', async () => {
    const store = new MemoryStore();
    const first = await createReducer({ store }).reduce(LOG, CALL);
    const second = await createReducer({ store }).reduce(LOG, CALL);
    expect(first.handle).toMatch(/^call_1\.0-[0-9a-z]{12}$/);
    expect(second.handle).not.toBe(first.handle);
    expect(store.size).toBe(2);
  });
});
