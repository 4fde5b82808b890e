// How a spill hands its payload to the store: text to a store's writeText when it has one (no
// UTF-8 copy is made, and no signal of its own), else its UTF-8 bytes, handed over; a tool's own bytes
// as they are, never handed over.
import { describe, expect, it } from 'vitest';
import { createReducer } from '../reduce/reducer.js';
import { MemoryStore } from '../stores/memory-store.js';
import type { OverflowStore, StoreWriteOptions } from '../stores/overflow-store.js';
import { spill } from './spill.js';

const CALL = { toolName: 'logs', toolCallId: 'c1' };
const LOG = Array.from({ length: 500 }, (_, i) => `line ${i} \u00e9\u2717 ok`).join('\n');
const bands = [{ over: 100, action: spill() }];

/** A MemoryStore that records each call to its write methods. */
function recordingStore(withWriteText: boolean) {
  const inner = new MemoryStore();
  const calls: Array<{ method: string; data: string | Uint8Array; options: StoreWriteOptions | undefined }> = [];
  const store: OverflowStore = {
    write: (key, data, options) => {
      calls.push({ method: 'write', data, options });
      return inner.write(key, data, options);
    },
    ...(withWriteText
      ? {
          writeText: (key: string, text: string, options?: StoreWriteOptions) => {
            calls.push({ method: 'writeText', data: text, options });
            return inner.writeText(key, text, options);
          },
        }
      : {}),
    read: (handle) => inner.read(handle),
  };
  return { store, calls };
}

describe('spill writes', () => {
  it('gives text to writeText when the store has it, and it reads back byte for byte', async () => {
    const { store, calls } = recordingStore(true);
    const r = await createReducer({ store, bands }).reduce(LOG, CALL);
    expect(calls.map((c) => [c.method, c.data, c.options?.contentKind, c.options?.transfer])).toEqual([
      ['writeText', LOG, 'text', undefined],
    ]);
    expect(new TextDecoder().decode(await store.read(r.handle!))).toBe(LOG);
  });

  it("gives writeText the call's signal, and write one of its own that aborts at the timeout", async () => {
    const call = new AbortController().signal;
    const texts = recordingStore(true);
    await createReducer({ store: texts.store, bands }).reduce(LOG, { ...CALL, signal: call });
    await createReducer({ store: texts.store, bands }).reduce(LOG, CALL);
    expect(texts.calls.map((c) => c.options && 'signal' in c.options && c.options.signal)).toEqual([call, false]);
    const bytes = recordingStore(false);
    await createReducer({ store: bytes.store, bands }).reduce(LOG, { ...CALL, signal: call });
    const own = bytes.calls[0]!.options?.signal;
    expect(own).toBeInstanceOf(AbortSignal);
    expect(own).not.toBe(call);
  });

  it('gives the UTF-8 bytes, handed over, to a store without writeText', async () => {
    const { store, calls } = recordingStore(false);
    const r = await createReducer({ store, bands }).reduce(LOG, CALL);
    expect(calls.map((c) => [c.method, c.options?.contentKind, c.options?.transfer])).toEqual([['write', 'text', true]]);
    expect(Array.from(calls[0]!.data as Uint8Array)).toEqual(Array.from(new TextEncoder().encode(LOG)));
    expect(new TextDecoder().decode(await store.read(r.handle!))).toBe(LOG);
  });

  it("writes a tool's own bytes with write, not handed over, even to a store with writeText", async () => {
    const { store, calls } = recordingStore(true);
    const png = new Uint8Array(4_000).fill(7);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const r = await createReducer({ store, bands }).reduce(png, CALL);
    expect(calls.map((c) => [c.method, c.data, c.options?.contentKind, c.options?.transfer])).toEqual([
      ['write', png, 'binary', undefined],
    ]);
    expect(await store.read(r.handle!)).toEqual(png);
  });
});
