/**
 * Conformance suite for `OverflowStore` implementations, shipped as `@output-limits/core/test`.
 * Needs vitest (an optional peer dependency of the core). Also holds the error-log scenario the
 * framework adapters are tested with end to end (`error-log-scenario.ts`).
 *
 * ```ts
 * import { testOverflowStore } from '@output-limits/core/test';
 * testOverflowStore('RedisStore', () => createRedisStore({ client }));
 * ```
 */
export {
  ERROR_LOG,
  ERROR_LOG_ERRORS,
  ERROR_LOG_PAGE,
  errorLogSpillEvent,
  errorLogSpillHeader,
  spilledHandleIn,
} from './error-log-scenario.js';
import { describe, expect, it } from 'vitest';
import { spillKey } from '../stores/handle.js';
import { buildLineIndex } from '../text/line-index.js';
import { binaryPayload, unknownHandle } from '../messages/index.js';
import { hexDump } from '../read/read-bytes.js';
import { readToolResult } from '../read/read-tool-result.js';
import type { OverflowStore } from '../stores/overflow-store.js';

/** Options of `testOverflowStore`. */
export interface OverflowStoreSuiteOptions {
  /**
   * Whether the store implements `readRange` and `lineIndex`. When true the suite requires both and
   * checks that they agree with `read`; when false it requires neither. Default: detected from the
   * store `makeStore` returns.
   */
  readonly supportsRange?: boolean;
  /** Namespace (first key segment) of the keys the suite writes, as `createReducer({ namespace })` would. Default `'conformance'`. */
  readonly namespace?: string;
}

const encoder = new TextEncoder();

/**
 * Registers a vitest `describe` block that checks `makeStore`'s stores against the `OverflowStore`
 * contract: round trips byte for byte (text, every byte value, invalid UTF-8, empty, 1 MB),
 * overwrites, rejection of unknown handles (reported by `readToolResult` as unknown), copies on
 * write, aborted writes, handles that are not host paths, and, with range support, that
 * `readRange` and `lineIndex` agree with `read`.
 *
 * Keys are fresh `spillKey`s for each test, so a store shared between tests (a Redis database) is
 * fine. `makeStore` is called once per test.
 *
 * @param name Shown in the test names.
 * @param makeStore Returns the store to test (may be async).
 */
export function testOverflowStore(
  name: string,
  makeStore: () => OverflowStore | Promise<OverflowStore>,
  options: OverflowStoreSuiteOptions = {},
): void {
  const namespace = options.namespace ?? 'conformance';
  const key = (): string => spillKey('call_conformance', 0, namespace);

  describe(`OverflowStore conformance: ${name}`, () => {
    it('round-trips text bytes and returns a handle that is not a host path', async () => {
      const store = await makeStore();
      const data = encoder.encode('line 1\nline 2 é 😀\r\nlast');
      const handle = await store.write(key(), data);
      expect(typeof handle).toBe('string');
      expect(handle).not.toMatch(/^(\/|[A-Za-z]:[\\/]|\\\\)/);
      expect(bytesOf(await store.read(handle))).toEqual(bytesOf(data));
    });

    it('keeps every byte value exactly, invalid UTF-8 included', async () => {
      const store = await makeStore();
      const data = new Uint8Array(512);
      for (let i = 0; i < data.length; i++) data[i] = i % 256;
      data.set([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf0, 0x9f], 256);
      const handle = await store.write(key(), data);
      expect(bytesOf(await store.read(handle))).toEqual(bytesOf(data));
    });

    it('stores an empty payload', async () => {
      const store = await makeStore();
      const handle = await store.write(key(), new Uint8Array(0));
      expect((await store.read(handle)).byteLength).toBe(0);
    });

    it('stores a 1 MB payload', async () => {
      const store = await makeStore();
      const data = new Uint8Array(1024 * 1024);
      for (let i = 0; i < data.length; i++) data[i] = (i * 31 + (i >> 10)) % 256;
      const handle = await store.write(key(), data);
      const back = await store.read(handle);
      expect(back.byteLength).toBe(data.byteLength);
      expect(sameBytes(back, data)).toBe(true);
    });

    it('overwrites a payload written again under the same key', async () => {
      const store = await makeStore();
      const k = key();
      await store.write(k, encoder.encode('first version, longer than the second'));
      const handle = await store.write(k, encoder.encode('second'));
      expect(new TextDecoder().decode(await store.read(handle))).toBe('second');
    });

    it('is not changed by the caller reusing the written buffer', async () => {
      const store = await makeStore();
      const data = encoder.encode('original');
      const handle = await store.write(key(), data);
      data.fill(0x41);
      expect(new TextDecoder().decode(await store.read(handle))).toBe('original');
    });

    it('rejects an unknown handle, which readToolResult reports as unknown', async () => {
      const store = await makeStore();
      const missing = key();
      await expect(store.read(missing)).rejects.toBeDefined();
      expect(await readToolResult(store, { handle: missing })).toBe(unknownHandle(missing));
    });

    it('leaves nothing readable after a write aborted before it starts', async () => {
      const store = await makeStore();
      const k = key();
      const controller = new AbortController();
      controller.abort();
      await expect(store.write(k, encoder.encode('never stored'), { signal: controller.signal })).rejects.toBeDefined();
      await expect(store.read(k)).rejects.toBeDefined();
    });

    it('pages a payload through readToolResult', async () => {
      const store = await makeStore();
      const text = Array.from({ length: 25 }, (_, i) => `row ${i}`).join('\n');
      const handle = await store.write(key(), encoder.encode(text));
      const first = await readToolResult(store, { handle, limit: 10 });
      expect(first.split('\n').slice(0, 10)).toEqual(text.split('\n').slice(0, 10));
      const tail = await readToolResult(store, { handle, limit: 5, from_end: true });
      expect(tail.split('\n').slice(0, 5)).toEqual(text.split('\n').slice(20));
    });

    it('keeps a binary spill (a key ending in .bin) readable as hex pages, never decoded', async () => {
      const store = await makeStore();
      const data = new Uint8Array(40_000).map((_, i) => (i * 31 + 7) % 256);
      data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const handle = await store.write(`${key()}.bin`, data);
      const answer = await readToolResult(store, { handle });
      expect(answer).toBe(binaryPayload(handle, 40_000, 'image/png'));
      const page = await readToolResult(store, { handle, unit: 'bytes', offset: 39_984, limit: 16 });
      expect(page.split('\n')[0]).toBe(hexDump(data.subarray(39_984), 39_984));
    });

    it('implements readRange and lineIndex consistently with read (or neither)', async () => {
      const store = await makeStore();
      const hasRange = typeof store.readRange === 'function' && typeof store.lineIndex === 'function';
      const expected = options.supportsRange ?? hasRange;
      expect(hasRange).toBe(expected);
      if (!expected) return;
      const readRange = store.readRange?.bind(store);
      const lineIndex = store.lineIndex?.bind(store);
      if (!readRange || !lineIndex) return;

      const lines = Array.from({ length: 3000 }, (_, i) => `${i}:${'x'.repeat(i % 17)}${i % 5 === 0 ? '\r' : ''}`);
      const data = encoder.encode(`${lines.join('\n')}\n`);
      const handle = await store.write(key(), data);
      const whole = await store.read(handle);
      for (const [start, end] of [
        [0, 0],
        [0, 1],
        [5, 100],
        [1000, 1000],
        [data.length - 10, data.length],
        [data.length - 10, data.length + 1000],
        [data.length + 5, data.length + 10],
        [0, data.length],
      ] as const) {
        expect(bytesOf(await readRange(handle, start, end)), `readRange(${start}, ${end})`).toEqual(
          bytesOf(whole.subarray(Math.min(start, whole.length), Math.min(end, whole.length))),
        );
      }

      const index = await lineIndex(handle);
      const reference = buildLineIndex(whole, index.step);
      expect(index).toEqual(reference);
      expect(index.lines).toBe(3001);
      for (const [k, start] of index.starts.entries()) {
        expect(start === 0 || whole[start - 1] === 10, `starts[${k}] is a line start`).toBe(true);
      }

      const empty = await store.write(key(), new Uint8Array(0));
      expect(await lineIndex(empty)).toEqual({ bytes: 0, lines: 1, step: index.step, starts: [0] });
      await expect(lineIndex(key())).rejects.toBeDefined();
      await expect(readRange(key(), 0, 1)).rejects.toBeDefined();
    });
  });
}

/** A plain array of the bytes, so a mismatch shows the bytes and Buffer vs Uint8Array does not matter. */
function bytesOf(bytes: Uint8Array): number[] {
  return Array.from(bytes);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

export { HOSTILE_HANDLES, testHostileHandles } from './hostile-handles.js';
export { testPng } from './test-png.js';
export type { HostileHandleSetup } from './hostile-handles.js';
