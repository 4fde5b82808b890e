import { DeadlineError } from '../errors/deadline-error.js';
import { isStoreError, StoreError } from '../errors/store-error.js';
import { describeCause } from '../errors/describe-cause.js';
import { handleProblem } from './handle.js';
import type { LineIndex } from '../text/line-index.js';
import { decodeLineIndex } from '../text/line-index.js';

/** What a store adapter tells `storeAdapter`: its name in errors, and the code of a backend error that has none. */
export interface StoreAdapterOptions {
  /** As it appears in the errors' prefix: `'redis'` gives `[output-limits/redis] ...`. */
  readonly component: string;
  /** The `code` of a wrapped backend error that has no string `code` of its own: `'EREDIS'`, `'ESTORAGE'`. */
  readonly fallbackCode: string;
}

/**
 * The behaviour every store adapter of the core's keys shares, in one place: hostile handles are
 * refused before the backend is asked (reads with `'ENOENT'`, writes with `'EINVAL'`), a missing
 * payload is `'ENOENT'`, backend errors are wrapped in this component's `StoreError` (its own pass
 * through), a damaged line index is `'EBADIDX'`, and deadlines and aborts have one wording.
 */
export interface StoreAdapter {
  /** `handle`, when it has the shape of a core key (`handleProblem`); else throws `'ENOENT'`: no payload can be under it. */
  checked(handle: string): string;
  /** `key`, when it has the shape of a core key; else throws `'EINVAL'`: the store refuses to write under it. */
  checkedKey(key: string): string;
  /** `'ENOENT'`: no stored payload under this handle (it expired or was never written). */
  missing(): StoreError;
  /** `'ABORT_ERR'`: `<what> aborted`. */
  aborted(what: string): StoreError;
  /** `error` as this component's `StoreError`: its own errors unchanged, any other wrapped as `<what> failed: <cause>`. */
  failure(what: string, error: unknown): StoreError;
  /** Runs `work`, rejecting with `failure(what, error)` when it throws. */
  call<T>(what: string, work: () => Promise<T>): Promise<T>;
  /**
   * The `StoreError` for a `DeadlineError` (`withDeadline` gave up): `'ETIMEDOUT'`, `<what> timed
   * out after <ms> ms<hint>`, or `'ABORT_ERR'`; undefined for any other error.
   */
  deadline(what: string, error: unknown, hint?: string): StoreError | undefined;
  /** A stored line index decoded; throws `'EBADIDX'` when it is damaged. */
  decodeIndex(stored: unknown): LineIndex;
  /** Any other error of this component. */
  error(code: string, message: string, cause?: unknown): StoreError;
}

/** The shared behaviour of a store adapter, for `options.component` (see `StoreAdapter`). */
export function storeAdapter(options: StoreAdapterOptions): StoreAdapter {
  const { component, fallbackCode } = options;
  const error = (code: string, message: string, cause?: unknown) =>
    new StoreError(message, { code, component, ...(cause === undefined ? {} : { cause }) });
  const failure = (what: string, cause: unknown): StoreError => {
    if (isStoreError(cause, component)) return cause;
    const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : fallbackCode;
    return error(code, `${what} failed: ${describeCause(cause)}`, cause);
  };
  return {
    checked(handle) {
      const problem = handleProblem(handle);
      if (problem !== undefined) throw error('ENOENT', `no stored payload: invalid handle (${problem})`);
      return handle;
    },
    checkedKey(key) {
      const problem = handleProblem(key);
      if (problem !== undefined) throw error('EINVAL', `refusing to write under an invalid key (${problem})`);
      return key;
    },
    missing: () => error('ENOENT', 'no stored payload under this handle (it expired or was never written)'),
    aborted: (what) => error('ABORT_ERR', `${what} aborted`),
    failure,
    async call(what, work) {
      try {
        return await work();
      } catch (cause) {
        throw failure(what, cause);
      }
    },
    deadline(what, cause, hint = '') {
      if (!(cause instanceof DeadlineError)) return undefined;
      return cause.kind === 'timeout'
        ? error('ETIMEDOUT', `${what} timed out after ${cause.ms} ms${hint}`)
        : error('ABORT_ERR', `${what} aborted`);
    },
    decodeIndex(stored) {
      const index = decodeLineIndex(stored);
      if (index === undefined) throw error('EBADIDX', 'the stored line index is damaged');
      return index;
    },
    error,
  };
}

/**
 * The bytes `[from, to)` a `readRange(handle, start, end)` asks for, as whole numbers: `start`
 * rounded down and at least 0 (0 when not finite), `end` rounded down (`length` when not finite).
 * A range with `to <= from` is empty; `to` past the payload's end reads to its end.
 *
 * @param length The payload's length when known. Default `Number.MAX_SAFE_INTEGER` (a store that asks its backend for the range).
 */
export function byteRange(
  start: number,
  end: number,
  length: number = Number.MAX_SAFE_INTEGER,
): { readonly from: number; readonly to: number } {
  return { from: Math.max(0, Math.floor(Number.isFinite(start) ? start : 0)), to: Number.isFinite(end) ? Math.floor(end) : length };
}
