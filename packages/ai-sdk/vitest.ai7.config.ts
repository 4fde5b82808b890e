import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The end-to-end suites again, against AI SDK 7 (the `ai-v7` devDependency, an npm alias of ai@7).
// Only the bare `ai` and `@ai-sdk/mcp` specifiers are rewritten: `ai-v7` itself and the other `@ai-sdk/*` are left alone, and
// ai@7 resolves its own `@ai-sdk/provider-utils` 5 and `@ai-sdk/provider` 4 from its install.
const aliases = [
  { find: /^ai$/, replacement: 'ai-v7' },
  { find: /^ai\/test$/, replacement: 'ai-v7/test' },
  // Read by src/test/ai-major.ts, so tests know which major they run against.
  { find: /^ai\/package\.json$/, replacement: 'ai-v7/package.json' },
  // The MCP client of AI SDK 7 (`ai-mcp-v2`, an npm alias of @ai-sdk/mcp@2), for src/mcp-results.test.ts.
  { find: /^@ai-sdk\/mcp$/, replacement: 'ai-mcp-v2' },
  { find: /^@ai-sdk\/mcp\/mcp-stdio$/, replacement: 'ai-mcp-v2/mcp-stdio' },
  // @ai-sdk/otel pins @opentelemetry/api 1.9.1, whose `module` build (picked by Vite's server
  // conditions) has extensionless imports Node cannot load; one copy of the API (ours) serves all.
  { find: /^@opentelemetry\/api$/, replacement: fileURLToPath(new URL('./node_modules/@opentelemetry/api', import.meta.url)) },
];

export default defineConfig({
  resolve: { conditions: ['@output-limits/source'], alias: aliases },
  // Tests run in Vite's server (SSR) environment, which takes its conditions from `ssr.resolve`.
  ssr: { resolve: { conditions: ['@output-limits/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Run through Vite, so the @opentelemetry/api alias above applies to it.
    server: { deps: { inline: ['@ai-sdk/otel'] } },
  },
});
