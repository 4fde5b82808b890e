import { describe, expect, it, vi } from 'vitest';
import { OutputLimitsError } from '../errors/output-limits-error.js';

// @opentelemetry/api not installed: importing it fails, as Node's resolver does for a missing package.
vi.mock('@opentelemetry/api', () => {
  throw Object.assign(new Error("Cannot find package '@opentelemetry/api' imported from otel.js"), { code: 'ERR_MODULE_NOT_FOUND' });
});

describe('@output-limits/core/otel without @opentelemetry/api', () => {
  it('fails to import with an OutputLimitsError that says what to install, the resolver error as its cause', async () => {
    const failure: unknown = await import('../otel.js').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(OutputLimitsError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe(
      "[output-limits] @output-limits/core/otel needs @opentelemetry/api, an optional peer dependency of @output-limits/core that is not installed: run `npm install @opentelemetry/api` (or your package manager's equivalent).",
    );
    expect((failure as Error).cause).toBeInstanceOf(Error);
  });
});
