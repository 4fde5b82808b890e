import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The bench's own tests: the reading policy and file tools against the library's real pages, and a
// `--quick` run in a child process (the bench needs its node flags and the ai@7 resolve hook),
// checked only for running and writing well-formed JSON. No timing is asserted.
export default defineConfig({
  resolve: { conditions: ['@output-limits/source'] },
  // Tests run in Vite's server (SSR) environment, which takes its conditions from `ssr.resolve`.
  ssr: { resolve: { conditions: ['@output-limits/source', ...defaultServerConditions] } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 170_000 },
});
