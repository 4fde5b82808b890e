import { describe, expect, it, vi } from 'vitest';
import { OutputLimitsError } from '../errors/output-limits-error.js';

// js-tiktoken not installed: importing it fails, as Node's resolver does for a missing package.
vi.mock('js-tiktoken', () => {
  throw Object.assign(new Error("Cannot find package 'js-tiktoken' imported from tiktoken.js"), { code: 'ERR_MODULE_NOT_FOUND' });
});

describe('@output-limits/core/tiktoken without js-tiktoken', () => {
  it('fails to import with an OutputLimitsError that says what to install, the resolver error as its cause', async () => {
    const failure: unknown = await import('../tiktoken.js').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(OutputLimitsError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe(
      "[output-limits] @output-limits/core/tiktoken needs js-tiktoken, an optional peer dependency of @output-limits/core that is not installed: run `npm install js-tiktoken` (or your package manager's equivalent).",
    );
    // The import's own failure is kept (vitest reports a throwing mock factory as its own error).
    expect((failure as Error).cause).toBeInstanceOf(Error);
  });
});
