import { describe, expect, it, vi } from 'vitest';
import { DeadlineError } from './deadline-error.js';
import { raceDeadline, withDeadline } from './with-deadline.js';

describe('raceDeadline', () => {
  it('gives the value of work that settles in time, and work that throws its error', async () => {
    await expect(raceDeadline(() => 'kept', { timeoutMs: 1_000 })).resolves.toBe('kept');
    const failure = new Error('disk full');
    await expect(raceDeadline(() => Promise.reject(failure), { timeoutMs: 1_000 })).rejects.toBe(failure);
  });

  it('gives up at the timeout with a DeadlineError, calling expire with it first', async () => {
    const expire = vi.fn();
    const late = raceDeadline(() => new Promise(() => undefined), { timeoutMs: 5 }, expire);
    await expect(late).rejects.toMatchObject({ kind: 'timeout', ms: 5, message: 'timed out after 5 ms' });
    expect(expire).toHaveBeenCalledWith(expect.any(DeadlineError));
  });

  it("gives up when the call's signal aborts, before or during the work, and leaves no listener behind", async () => {
    await expect(raceDeadline(() => 'never run', { timeoutMs: 1_000, signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
    const call = new AbortController();
    const pending = raceDeadline(() => new Promise(() => undefined), { timeoutMs: 1_000, signal: call.signal });
    call.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', code: 'ABORT_ERR' });
    const quiet = new AbortController();
    const remove = vi.spyOn(quiet.signal, 'removeEventListener');
    await raceDeadline(() => 'done', { timeoutMs: 1_000, signal: quiet.signal });
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

describe('withDeadline', () => {
  it("aborts the work's own signal with the DeadlineError it rejects with", async () => {
    let given: AbortSignal | undefined;
    const late = withDeadline(
      (signal) => {
        given = signal;
        return new Promise(() => undefined);
      },
      { timeoutMs: 5 },
    );
    const error = await late.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(given?.aborted).toBe(true);
    expect(given?.reason).toBe(error);
  });
});
