import { defineConfig } from 'vitest/config';

// The bench's own test: a `--quick` run in a child process (the bench needs its node flags and the
// ai@7 resolve hook), checked only for running and writing well-formed JSON. No timing is asserted.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 170_000 },
});
