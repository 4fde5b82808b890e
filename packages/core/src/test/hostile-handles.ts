import { describe, expect, it } from 'vitest';
import { unknownHandle } from '../messages/index.js';
import { readToolResult } from '../read/read-tool-result.js';
import type { OverflowStore } from '../stores/overflow-store.js';

/** A store to probe with hostile handles, and how many calls it has made to its backend so far. */
export interface HostileHandleSetup {
  readonly store: OverflowStore;
  /** Calls the store made to its backend (a Redis client, an unstorage driver); none may be made for a hostile handle. */
  readonly backendCalls: () => number;
}

/**
 * Handles no core key can be: globs, key separators and index suffixes of the backends (`:`,
 * `~`), path traversal, NUL, empty, and longer than `MAX_HANDLE_LENGTH`.
 */
export const HOSTILE_HANDLES: readonly string[] = [
  '*',
  'output-limits:*',
  'a/b:idx',
  '',
  'a\0b',
  '../x',
  '../../etc/passwd',
  'a:b',
  'a/../b',
  'call~idx',
  'a?b',
  'call_1.0-*',
  'x'.repeat(513),
];

const encoder = new TextEncoder();

/**
 * Registers a vitest `describe` block that checks a store of the core's keys (one that applies
 * `handleProblem`, as the store kit's `storeAdapter` does) refuses hostile handles before asking its
 * backend: `read`, `readRange` and `lineIndex` reject with `'ENOENT'` (so `readToolResult` reports
 * the handle as unknown), `write` with `'EINVAL'`.
 *
 * @param name Shown in the test names.
 * @param setup Returns the store and its backend call count (may be async); called once.
 */
export function testHostileHandles(name: string, setup: () => HostileHandleSetup | Promise<HostileHandleSetup>): void {
  describe(`hostile handles: ${name}`, () => {
    it('refuses hostile handles before asking the backend', async () => {
      const { store, backendCalls } = await setup();
      for (const handle of HOSTILE_HANDLES) {
        await expect(store.read(handle), handle).rejects.toMatchObject({ code: 'ENOENT' });
        await expect(store.readRange!(handle, 0, 10), handle).rejects.toMatchObject({ code: 'ENOENT' });
        await expect(store.lineIndex!(handle), handle).rejects.toMatchObject({ code: 'ENOENT' });
        await expect(store.write(handle, encoder.encode('x')), handle).rejects.toMatchObject({ code: 'EINVAL' });
      }
      for (const handle of ['call_1.0-*', 'a:b']) expect(await readToolResult(store, { handle })).toBe(unknownHandle(handle));
      expect(backendCalls()).toBe(0);
    });
  });
}
