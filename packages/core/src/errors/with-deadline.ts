import { DeadlineError } from './deadline-error.js';

/**
 * Runs `work` with a signal that aborts when `signal` does or `timeoutMs` passes, and rejects with a
 * `DeadlineError` as soon as either happens, without waiting for `work`. A late rejection of `work`
 * is caught, so an abandoned operation never becomes an unhandled rejection.
 */
export async function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T> | T,
  options: { readonly timeoutMs: number; readonly signal?: AbortSignal },
): Promise<T> {
  const parent = options.signal;
  if (parent?.aborted) throw new DeadlineError('aborted');
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new DeadlineError('timeout', options.timeoutMs));
      reject(new DeadlineError('timeout', options.timeoutMs));
    }, options.timeoutMs);
    onAbort = () => {
      controller.abort(new DeadlineError('aborted'));
      reject(new DeadlineError('aborted'));
    };
    parent?.addEventListener('abort', onAbort, { once: true });
  });
  const running = Promise.resolve().then(() => work(controller.signal));
  running.catch(() => undefined);
  stopped.catch(() => undefined);
  try {
    return await Promise.race([running, stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbort) parent?.removeEventListener('abort', onAbort);
  }
}
