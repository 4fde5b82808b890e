import { createHash } from 'node:crypto';
import { MemoryStore } from '@output-limits/core';
import { describe, expect, it } from 'vitest';
import { contentAddressedStore } from './content-addressed-store.js';
import { sha256Hex } from '@output-limits/core/adapter';

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it('matches node:crypto', async () => {
    expect(await sha256Hex('')).toBe(hex(''));
    expect(await sha256Hex('héllo 🌍')).toBe(hex('héllo 🌍'));
    expect(await sha256Hex(bytes('abc'))).toBe(hex('abc'));
  });
});

describe('contentAddressedStore', () => {
  it('writes under a key from the content, keeping the namespace segment', async () => {
    const inner = new MemoryStore();
    const store = contentAddressedStore(inner);
    const plain = await store.write('call-1.0-abc', bytes('payload'));
    const again = await store.write('call-2.0-def', bytes('payload'));
    const scoped = await store.write('user_1/call-3.0-ghi', bytes('payload'));
    expect(plain).toBe(`mw-${hex('payload').slice(0, 32)}`);
    expect(again).toBe(plain);
    expect(scoped).toBe(`user_1/mw-${hex('payload').slice(0, 32)}`);
    expect(new TextDecoder().decode(await store.read(plain))).toBe('payload');
    expect(new TextDecoder().decode(await inner.read(scoped))).toBe('payload');
  });
});
