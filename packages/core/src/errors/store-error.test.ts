import { describe, expect, it } from 'vitest';
import { describeCause, isStoreError, storeError } from './store-error.js';

describe('storeError', () => {
  it('prefixes the message with the component and keeps code and cause', () => {
    const cause = new Error('socket closed');
    const error = storeError('redis', 'ECONNRESET', 'read failed: socket closed', cause);
    expect(error.message).toBe('[output-limits/redis] read failed: socket closed');
    expect(error.code).toBe('ECONNRESET');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('Error');
    expect('cause' in storeError('unstorage', 'ENOENT', 'gone')).toBe(false);
  });

  it('names an ABORT_ERR AbortError', () => {
    expect(storeError('unstorage', 'ABORT_ERR', 'write aborted').name).toBe('AbortError');
  });
});

describe('isStoreError', () => {
  it('recognizes only errors storeError made, per component when one is given', () => {
    const error = storeError('redis', 'ETIMEDOUT', 'read timed out');
    expect(isStoreError(error)).toBe(true);
    expect(isStoreError(error, 'redis')).toBe(true);
    expect(isStoreError(error, 'unstorage')).toBe(false);
    expect(isStoreError(Object.assign(new Error('[output-limits/redis] x'), { code: 'ETIMEDOUT' }))).toBe(false);
    expect(isStoreError(null)).toBe(false);
    expect(isStoreError('ETIMEDOUT')).toBe(false);
  });
});

describe('describeCause', () => {
  it('keeps the first line, at most 200 characters, of a message', () => {
    expect(describeCause(new Error('first\nsecond'))).toBe('first');
    expect(describeCause(new Error('x'.repeat(300)))).toBe('x'.repeat(200));
    expect(describeCause(new TypeError(''))).toBe('TypeError');
    expect(describeCause('plain')).toBe('plain');
    expect(describeCause(42)).toBe('42');
  });
});
