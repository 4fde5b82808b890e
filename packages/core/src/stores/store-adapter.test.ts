import { describe, expect, it } from 'vitest';
import { DeadlineError } from '../errors/deadline-error.js';
import { isStoreError } from '../errors/store-error.js';
import { byteRange, storeAdapter } from './store-adapter.js';

const kit = storeAdapter({ component: 'kv', fallbackCode: 'EKV' });

describe('storeAdapter', () => {
  it('refuses a handle no core key can be: ENOENT to read, EINVAL to write', () => {
    expect(kit.checked('ns/call_1.0-abc')).toBe('ns/call_1.0-abc');
    expect(() => kit.checked('a:b')).toThrow(
      expect.objectContaining({
        code: 'ENOENT',
        message: '[output-limits/kv] no stored payload: invalid handle (only letters, digits and . _ / - may appear)',
      }),
    );
    expect(() => kit.checkedKey('../x')).toThrow(
      expect.objectContaining({
        code: 'EINVAL',
        message: '[output-limits/kv] refusing to write under an invalid key (an empty, "." or ".." path segment)',
      }),
    );
  });

  it('passes its own errors on and wraps any other with its code, else the fallback code', async () => {
    const own = kit.missing();
    await expect(kit.call('read', () => Promise.reject(own))).rejects.toBe(own);
    const coded = await kit
      .call('read', () => Promise.reject(Object.assign(new Error('refused\nmore'), { code: 'ECONNREFUSED' })))
      .catch((e: unknown) => e);
    expect(coded).toMatchObject({ code: 'ECONNREFUSED', message: '[output-limits/kv] read failed: refused' });
    expect(isStoreError(coded, 'kv')).toBe(true);
    expect(kit.failure('write', 'boom')).toMatchObject({ code: 'EKV', message: '[output-limits/kv] write failed: boom' });
    expect(isStoreError(storeAdapter({ component: 'other', fallbackCode: 'X' }).failure('read', own), 'other')).toBe(true);
  });

  it('words deadlines once: a timeout with its hint, an abort', () => {
    expect(kit.deadline('read', new DeadlineError('timeout', 150), ' (is it up?)')).toMatchObject({
      code: 'ETIMEDOUT',
      message: '[output-limits/kv] read timed out after 150 ms (is it up?)',
    });
    expect(kit.deadline('write', new DeadlineError('aborted'))).toMatchObject({
      code: 'ABORT_ERR',
      name: 'StoreError',
      message: '[output-limits/kv] write aborted',
    });
    expect(kit.deadline('read', new Error('x'))).toBeUndefined();
  });

  it('decodes a stored line index, refusing a damaged one', () => {
    expect(kit.decodeIndex('{"bytes":3,"lines":1,"step":1024,"starts":[0]}')).toEqual({ bytes: 3, lines: 1, step: 1024, starts: [0] });
    expect(() => kit.decodeIndex('{"bytes":-1}')).toThrow(expect.objectContaining({ code: 'EBADIDX' }));
  });
});

describe('byteRange', () => {
  it('rounds down, starts at 0 or later, and reads to the end for an end that is not finite', () => {
    expect(byteRange(1.9, 4.2)).toEqual({ from: 1, to: 4 });
    expect(byteRange(-5, Number.POSITIVE_INFINITY, 10)).toEqual({ from: 0, to: 10 });
    expect(byteRange(Number.NaN, Number.NaN)).toEqual({ from: 0, to: Number.MAX_SAFE_INTEGER });
  });
});
