import { describe, expect, it } from 'vitest';
import { truncate } from '../actions/truncate.js';
import { withDeadline } from './with-deadline.js';
import { truncateText } from '../actions/truncate-text.js';
import { ArgumentError } from './argument-error.js';
import { ConfigurationError } from './configuration-error.js';
import { DeadlineError } from './deadline-error.js';
import { notFoundError } from './not-found-error.js';
import { OutputLimitsError } from './output-limits-error.js';
import { isStoreError, StoreError, storeError } from './store-error.js';

/** What `fn` throws. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('one error model', () => {
  it('gives every error a code and recognizes all of them as OutputLimitsError', () => {
    const errors = [
      [new ConfigurationError('x'), 'ERR_OUTPUT_LIMITS_CONFIG'],
      [thrown(() => truncateText('x', { keepTailLines: -1 })), 'ERR_OUTPUT_LIMITS_ARGUMENT'],
      [storeError('redis', 'ETIMEDOUT', 'read timed out'), 'ETIMEDOUT'],
      [notFoundError('gone'), 'ENOENT'],
      [new DeadlineError('timeout', 5), 'ETIMEDOUT'],
    ] as const;
    for (const [error, code] of errors) {
      expect(OutputLimitsError.isInstance(error)).toBe(true);
      expect(error instanceof OutputLimitsError).toBe(true);
      expect((error as OutputLimitsError).code).toBe(code);
    }
    expect(OutputLimitsError.isInstance(new Error('x'))).toBe(false);
    expect(new Error('x') instanceof OutputLimitsError).toBe(false);
    expect(new StoreError('x', { code: 'EIO' }) instanceof ConfigurationError).toBe(false);
  });

  it('recognizes errors made by another copy of the package', () => {
    const foreign = Object.assign(
      Object.create({ [Symbol.for('output-limits.error')]: true, [Symbol.for('output-limits.store-error')]: true }),
      {
        component: 'redis',
      },
    );
    expect(OutputLimitsError.isInstance(foreign)).toBe(true);
    expect(isStoreError(foreign, 'redis')).toBe(true);
  });

  it('gives the same rule the same error: truncateText and truncate() throw ArgumentError, a RangeError', () => {
    const direct = thrown(() => truncateText('x', { keepTailLines: 1.5 }));
    const configured = thrown(() => truncate({ keepTailLines: 1.5 }));
    for (const error of [direct, configured]) {
      expect(error).toBeInstanceOf(ArgumentError);
      expect(error).toBeInstanceOf(RangeError);
    }
    expect((direct as Error).message).toBe('keepTailLines must be a whole number >= 0; got 1.5.');
    expect((configured as Error).message).toBe('[output-limits] truncate(): keepTailLines must be a whole number >= 0; got 1.5.');
  });

  it('rejects a late operation with a DeadlineError that names the timeout', async () => {
    const late = withDeadline(() => new Promise(() => undefined), { timeoutMs: 1 });
    await expect(late).rejects.toBeInstanceOf(DeadlineError);
    await expect(late).rejects.toMatchObject({ kind: 'timeout', ms: 1, code: 'ETIMEDOUT', message: 'timed out after 1 ms' });
  });
});
