import { describe, expect, it } from 'vitest';
import { spill } from '../actions/spill.js';
import { summarize } from '../actions/summarize.js';
import { truncate } from '../actions/truncate.js';
import { withDeadline } from './with-deadline.js';
import { truncateText } from '../actions/truncate-text.js';
import { ArgumentError } from './argument-error.js';
import { ConfigurationError } from './configuration-error.js';
import { DeadlineError } from './deadline-error.js';
import { OutputLimitsError } from './output-limits-error.js';
import { isStoreError, StoreError } from './store-error.js';

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
      [new StoreError('read timed out', { code: 'ETIMEDOUT', component: 'redis' }), 'ETIMEDOUT'],
      [new StoreError('gone', { code: 'ENOENT' }), 'ENOENT'],
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

  it('tells a bad value from a bad option: truncateText throws ArgumentError (a RangeError), truncate() ConfigurationError', () => {
    const direct = thrown(() => truncateText('x', { keepTailLines: 1.5 }));
    const configured = thrown(() => truncate({ keepTailLines: 1.5 }));
    expect(direct).toBeInstanceOf(ArgumentError);
    expect(direct).toBeInstanceOf(RangeError);
    expect(configured).toBeInstanceOf(ConfigurationError);
    expect((direct as Error).message).toBe('keepTailLines must be a whole number >= 0; got 1.5.');
    expect((configured as Error).message).toBe('[output-limits] truncate(): keepTailLines must be a whole number >= 0; got 1.5.');
  });

  it('names each error after its class', () => {
    const errors = [
      new OutputLimitsError('x'),
      new ConfigurationError('x'),
      thrown(() => truncateText('x', { keepTailLines: -1 })),
      new StoreError('x', { code: 'ABORT_ERR' }),
      new DeadlineError('aborted'),
    ] as Error[];
    expect(errors.map((error) => error.name)).toEqual([
      'OutputLimitsError',
      'ConfigurationError',
      'ArgumentError',
      'StoreError',
      'DeadlineError',
    ]);
    expect(errors.map((error) => error.constructor.name)).toEqual(errors.map((error) => error.name));
  });

  it('throws ConfigurationError for every bad option to an action factory', () => {
    const bad = [
      () => truncate({ keepTailLines: -1 }),
      () => truncate({ maxTokens: -1 }),
      () => spill({ previewChars: -1 }),
      () => spill({ timeoutMs: 0 }),
      () => summarize({ timeoutMs: -5 }),
    ];
    for (const make of bad) expect(thrown(make)).toBeInstanceOf(ConfigurationError);
  });

  it('rejects a late operation with a DeadlineError that names the timeout', async () => {
    const late = withDeadline(() => new Promise(() => undefined), { timeoutMs: 1 });
    await expect(late).rejects.toBeInstanceOf(DeadlineError);
    await expect(late).rejects.toMatchObject({ kind: 'timeout', ms: 1, code: 'ETIMEDOUT', message: 'timed out after 1 ms' });
  });
});
