import { describe, expect, it } from 'vitest';
import { isStoreError, StoreError } from './store-error.js';
import { describeCause } from './describe-cause.js';

describe('StoreError', () => {
  it('prefixes the message with the component and keeps code and cause', () => {
    const cause = new Error('socket closed');
    const error = new StoreError('read failed: socket closed', { code: 'ECONNRESET', component: 'redis', cause });
    expect(error.message).toBe('[output-limits/redis] read failed: socket closed');
    expect(error.code).toBe('ECONNRESET');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('StoreError');
    expect('cause' in new StoreError('gone', { code: 'ENOENT', component: 'unstorage' })).toBe(false);
  });

  it('is named StoreError whatever its code; an aborted call is told by its code', () => {
    const aborted = new StoreError('write aborted', { code: 'ABORT_ERR', component: 'unstorage' });
    expect([aborted.name, aborted.code]).toEqual(['StoreError', 'ABORT_ERR']);
  });
});

describe('isStoreError', () => {
  it('recognizes only StoreErrors, per component when one is given', () => {
    const error = new StoreError('read timed out', { code: 'ETIMEDOUT', component: 'redis' });
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
