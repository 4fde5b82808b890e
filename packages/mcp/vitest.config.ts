import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@output-limits/source'] },
  // Tests run in Vite's server (SSR) environment, which takes its conditions from `ssr.resolve`.
  ssr: { resolve: { conditions: ['@output-limits/source', ...defaultServerConditions] } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
