import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@output-limits/source'] },
  test: { include: ['src/**/*.test.ts'], testTimeout: 180_000 },
});
