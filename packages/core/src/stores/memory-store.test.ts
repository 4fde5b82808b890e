import fc from 'fast-check';
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

  it('keeps text from writeText and reads back its UTF-8 bytes, ranges and line index', async () => {
    const store = new MemoryStore();
    const written = 'a\u00e9\n\u2717 b\ud800\n';
    await store.writeText('k', written);
    const utf8 = new TextEncoder().encode(written);
    expect(Array.from(await store.readRange('k', 1, 5))).toEqual(Array.from(utf8.slice(1, 5)));
    expect(Array.from(await store.read('k'))).toEqual(Array.from(utf8));
    expect(await store.lineIndex('k')).toEqual({ bytes: 13, lines: 3, step: expect.any(Number), starts: [0] });
    expect(store.bytes).toBe(13);
  });

  it('counts text by its exact UTF-8 size against maxBytes, not by the most it could be', async () => {
    const store = new MemoryStore({ maxBytes: 10 });
    await store.writeText('a', 'abcd');
    await store.writeText('b', 'efg');
    expect(store.size).toBe(2); // 7 bytes, though 3 a unit would count 21
    await store.writeText('c', 'hijk'); // 11 bytes > 10: a goes
    await expect(store.read('a')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(store.bytes).toBe(7);
    await store.writeText('d', '0123456789'); // exactly maxBytes: everything else goes
    expect(store.size).toBe(1);
    await expect(store.writeText('e', '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9')).rejects.toThrow(
      'MemoryStore: a payload of 12 bytes exceeds maxBytes (10)',
    );
    expect(store.bytes).toBe(10);
  });

  it('rejects an aborted writeText without storing anything', async () => {
    const store = new MemoryStore();
    await expect(store.writeText('k', 'x', { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(store.size).toBe(0);
  });

  it('holds, reads and evicts what writeText is given as it does the same text encoded and written', async () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd');
    const op = fc.oneof(
      fc.record({ kind: fc.constant('text' as const), key, text: fc.string({ unit: 'binary', maxLength: 12 }) }),
      fc.record({ kind: fc.constant('bytes' as const), key, text: fc.string({ unit: 'binary', maxLength: 12 }) }),
      fc.record({ kind: fc.constant('read' as const), key }),
      fc.record({ kind: fc.constant('bytes?' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        async (ops, maxBytes, maxEntries) => {
          const store = new MemoryStore({ maxBytes, maxEntries });
          const model = new MemoryStore({ maxBytes, maxEntries });
          const outcome = (promise: Promise<unknown>) =>
            promise.then(
              (value) => ({ value: value instanceof Uint8Array ? Array.from(value) : value }),
              (error: unknown) => ({ error: String(error) }),
            );
          for (const step of ops) {
            if (step.kind === 'bytes?') expect(store.bytes).toBe(model.bytes);
            else if (step.kind === 'read') expect(await outcome(store.read(step.key))).toEqual(await outcome(model.read(step.key)));
            else {
              const utf8 = new TextEncoder().encode(step.text);
              const ours = step.kind === 'text' ? store.writeText(step.key, step.text) : store.write(step.key, utf8);
              expect(await outcome(ours)).toEqual(await outcome(model.write(step.key, utf8)));
            }
            expect(store.size).toBe(model.size);
          }
          expect(store.bytes).toBe(model.bytes);
          for (const k of ['a', 'b', 'c', 'd']) expect(await outcome(store.read(k))).toEqual(await outcome(model.read(k)));
        },
      ),
    );
  });
});
