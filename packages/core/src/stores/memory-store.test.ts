import { describe, expect, it } from 'vitest';
import { testOverflowStore } from '../test/index.js';
import { MemoryStore } from './memory-store.js';

const bytes = (n: number, fill = 1): Uint8Array => new Uint8Array(n).fill(fill);
const text = (data: Uint8Array): string => new TextDecoder().decode(data);

testOverflowStore('MemoryStore', () => new MemoryStore(), { supportsRange: true });

describe('MemoryStore', () => {
  it('evicts the oldest entries past maxEntries', async () => {
    const store = new MemoryStore({ maxEntries: 2 });
    await store.write('a', bytes(1));
    await store.write('b', bytes(1));
    await store.write('c', bytes(1));
    await expect(store.read('a')).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await store.read('b')).length).toBe(1);
    expect((await store.read('c')).length).toBe(1);
    expect(store.size).toBe(2);
  });

  it('evicts the oldest entries past maxBytes, and rewriting a key makes it the newest', async () => {
    const store = new MemoryStore({ maxBytes: 10 });
    await store.write('a', bytes(4));
    await store.write('b', bytes(4));
    await store.write('a', bytes(4, 2)); // a is now newer than b
    await store.write('c', bytes(4)); // 12 bytes > 10: b goes
    await expect(store.read('b')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(Array.from(await store.read('a'))).toEqual([2, 2, 2, 2]);
    expect(store.bytes).toBe(8);
    await store.write('d', bytes(10)); // exactly maxBytes: everything else goes
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(10);
  });

  it('refuses a single payload larger than maxBytes and keeps what it has', async () => {
    const store = new MemoryStore({ maxBytes: 10 });
    await store.write('a', bytes(5));
    await expect(store.write('a', bytes(11))).rejects.toThrow('MemoryStore: a payload of 11 bytes exceeds maxBytes (10)');
    expect((await store.read('a')).length).toBe(5);
    expect(store.bytes).toBe(5);
  });

  it('copies on write and on read', async () => {
    const store = new MemoryStore();
    const data = new TextEncoder().encode('abc');
    await store.write('k', data);
    data[0] = 0x7a;
    const back = await store.read('k');
    back[1] = 0x7a;
    expect(text(await store.read('k'))).toBe('abc');
  });

  it('keeps bytes handed over with transfer as they are, and still copies on read', async () => {
    const store = new MemoryStore();
    const data = new TextEncoder().encode('abc\ndef');
    await store.write('k', data, { transfer: true });
    const back = await store.read('k');
    back[0] = 0x7a;
    expect(text(await store.read('k'))).toBe('abc\ndef');
    expect(store.bytes).toBe(7);
    // No second copy: the store holds the very bytes it was handed (the writer has given them up).
    data[1] = 0x7a;
    expect(text(await store.read('k'))).toBe('azc\ndef');
  });

  it('serves ranges (clamped) and the line index, built on the first call', async () => {
    const store = new MemoryStore();
    await store.write('k', new TextEncoder().encode('ab\ncd\n'));
    expect(text(await store.readRange('k', 3, 100))).toBe('cd\n');
    expect(text(await store.readRange('k', -5, 2))).toBe('ab');
    expect(text(await store.readRange('k', 4, 2))).toBe('');
    expect(await store.lineIndex('k')).toEqual({ bytes: 6, lines: 3, step: 1024, starts: [0] });
    expect(await store.lineIndex('k')).toBe(await store.lineIndex('k'));
    await store.write('k', new TextEncoder().encode('x\ny\nz\n'));
    expect(await store.lineIndex('k')).toEqual({ bytes: 6, lines: 4, step: 1024, starts: [0] });
    await expect(store.readRange('nope', 0, 1)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('rejects an aborted write without storing anything', async () => {
    const store = new MemoryStore();
    await expect(store.write('k', bytes(1), { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(store.size).toBe(0);
  });

  it('deletes entries', async () => {
    const store = new MemoryStore();
    await store.write('k', bytes(3));
    expect(await store.delete('k')).toBe(true);
    expect(await store.delete('k')).toBe(false);
    expect(store.bytes).toBe(0);
  });

  it('refuses limits that are not whole numbers >= 1', () => {
    expect(() => new MemoryStore({ maxEntries: 0 })).toThrow('[output-limits] MemoryStore: maxEntries must be a whole number >= 1, got 0');
    expect(() => new MemoryStore({ maxBytes: 1.5 })).toThrow('[output-limits] MemoryStore: maxBytes must be a whole number >= 1, got 1.5');
  });
});
