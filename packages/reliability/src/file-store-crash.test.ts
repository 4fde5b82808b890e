import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileStore, readToolResult } from '@output-limits/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from './counts.js';

const WRITER = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'write-payload.ts');
const SIZE = 150 * 1024 * 1024;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-limits-crash-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts a process that writes a SIZE-byte payload under `key`, and SIGKILLs it `afterMs` after it says it began. */
function killMidWrite(key: string, afterMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@output-limits/source', '--import', 'tsx', WRITER, dir, key, String(SIZE)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('writing')) setTimeout(() => child.kill('SIGKILL'), afterMs);
    });
    child.on('error', reject);
    child.on('exit', () => resolve());
  });
}

describe('FileStore after a crash', () => {
  it('never serves a half-written payload: a killed write leaves either nothing or all of it', async () => {
    const outcomes = { absent: 0, complete: 0 };
    for (const [i, afterMs] of [0, 5, 20, 60, 150].entries()) {
      const key = `crash-${i}.0-aaaaaaaaaaa${i}`;
      await killMidWrite(key, afterMs);
      count('faults injected');
      const store = new FileStore({ dir });
      const data = await store.read(key).catch(() => undefined);
      if (data === undefined) {
        outcomes.absent++;
        expect(await readToolResult(store, { handle: key })).toMatch(/^\[No stored tool result for handle /);
      } else {
        outcomes.complete++;
        expect(data.byteLength).toBe(SIZE);
        expect(data[SIZE - 1]).toBe((SIZE - 1) % 251);
        count('payloads verified');
      }
    }
    expect(outcomes.absent + outcomes.complete).toBe(5);
    expect(outcomes.absent).toBeGreaterThan(0);
  });

  it('does not serve a leftover temp file under any handle', async () => {
    const store = new FileStore({ dir });
    const handle = await store.write('kept.0-bbbbbbbbbbbb', new TextEncoder().encode('whole'));
    const root = dirname(await firstFile(dir, 'kept.0-bbbbbbbbbbbb'));
    await writeFile(join(root, '.ghost.0-cccccccccccc.abcdefghijkl.tmp'), 'half');
    for (const probe of ['ghost.0-cccccccccccc', '.ghost.0-cccccccccccc.abcdefghijkl.tmp', 'ghost.0-cccccccccccc.abcdefghijkl.tmp']) {
      count('hostile inputs tried');
      await expect(store.read(probe)).rejects.toThrow();
    }
    expect(new TextDecoder().decode(await store.read(handle))).toBe('whole');
  });

  it('cleanupAfterMs removes only expired payloads it wrote, never a foreign file', async () => {
    const cleanDir = await mkdtemp(join(tmpdir(), 'output-limits-cleanup-'));
    try {
      const store = new FileStore({ dir: cleanDir, cleanupAfterMs: 60_000 });
      const old = await store.write('old.0-dddddddddddd', new TextEncoder().encode('old'));
      const oldPath = await firstFile(cleanDir, 'old.0-dddddddddddd');
      const foreign = join(dirname(oldPath), 'notes.txt');
      await writeFile(foreign, 'mine, not the store’s');
      const past = new Date(Date.now() - 3_600_000);
      await utimes(oldPath, past, past);
      await utimes(foreign, past, past);
      const fresh = await store.write('fresh.0-eeeeeeeeeeee', new TextEncoder().encode('fresh'));
      // The write above starts a sweep of its own; cleanup() runs one more and waits for it.
      await store.cleanup();
      await expect(store.read(old)).rejects.toThrow();
      expect(await readdir(dirname(oldPath))).not.toContain('old.0-dddddddddddd');
      expect(new TextDecoder().decode(await store.read(fresh))).toBe('fresh');
      expect((await stat(foreign)).isFile()).toBe(true);
      count('faults injected');
    } finally {
      await rm(cleanDir, { recursive: true, force: true });
    }
  });
});

async function firstFile(root: string, name: string): Promise<string> {
  const entries = await readdir(root, { recursive: true });
  const found = entries.find((entry) => entry === name || entry.endsWith(`/${name}`));
  if (!found) throw new Error(`${name} not found under the store root`);
  return join(root, found);
}
