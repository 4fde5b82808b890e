import { OutputLimitsError } from './output-limits-error.js';

/**
 * Why a spill write or a summary was given up: its timeout passed (`kind: 'timeout'`, code
 * `'ETIMEDOUT'`) or the tool call was aborted (`kind: 'aborted'`, code `'ABORT_ERR'`). It reaches
 * `onWarning` as the `error` of the fallback, and is the abort reason of the signal the store or
 * summarizer was given. Its message is bare (`timed out after 30000 ms`), as fallback reasons quote it.
 */
export class DeadlineError extends OutputLimitsError {
  /**
   * @param kind `'timeout'` or `'aborted'`.
   * @param ms The timeout that passed, for `'timeout'`.
   */
  constructor(
    readonly kind: 'timeout' | 'aborted',
    readonly ms?: number,
  ) {
    super(kind === 'timeout' ? `timed out after ${ms} ms` : 'aborted', {
      code: kind === 'timeout' ? 'ETIMEDOUT' : 'ABORT_ERR',
      prefix: '',
    });
  }
}

Object.defineProperty(DeadlineError.prototype, 'name', { value: 'DeadlineError', configurable: true, writable: true });
