import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The AI SDK 7 sandbox-session agent test: `ai` and `ai/test` are the `ai-v7` devDependency (an npm
// alias of ai@7), so @output-limits/ai-sdk runs against ai@7 too.
const aliases = [
  { find: /^ai$/, replacement: 'ai-v7' },
  { find: /^ai\/test$/, replacement: 'ai-v7/test' },
];

export default defineConfig({
  resolve: { conditions: ['@output-limits/source'], alias: aliases },
  // Tests run in Vite's server (SSR) environment, which takes its conditions from `ssr.resolve`.
  ssr: { resolve: { conditions: ['@output-limits/source', ...defaultServerConditions] } },
  test: { include: ['src/**/*.ai7.test.ts'], testTimeout: 30_000 },
});
