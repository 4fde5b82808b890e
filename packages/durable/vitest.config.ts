import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Each test starts engines and worker processes and kills them; on a 2-core machine shared with
// other work a recovery takes seconds, so the limits are wide and the files run one at a time.
export default defineConfig({
  resolve: { conditions: ['@output-limits/source'] },
  ssr: { resolve: { conditions: ['@output-limits/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
