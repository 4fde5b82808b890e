// The core's main entry as an edge runtime gets it: bundled by esbuild for a neutral platform (and
// with the `edge-light` and `worker` conditions that Vercel's and Cloudflare's bundlers add), with no
// `--external:node:*`, then run inside `EdgeRuntime` (the `edge-runtime` package: the Web APIs only,
// no Node built-ins). FileStore's lazy Node imports must not stop either.
import { build } from 'esbuild';
import type { BuildOptions } from 'esbuild';
import { EdgeRuntime } from 'edge-runtime';
import { describe, expect, it } from 'vitest';

const entry = new URL('../index.ts', import.meta.url).pathname;

async function bundle(options: BuildOptions): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, platform: 'neutral', write: false, logLevel: 'silent', ...options });
  expect(result.errors).toEqual([]);
  expect(result.warnings).toEqual([]);
  return result.outputFiles![0]!.text;
}

describe('the core bundled for an edge runtime', () => {
  for (const conditions of [[], ['edge-light'], ['worker']]) {
    it(`bundles with esbuild --platform=neutral${conditions.length ? ` --conditions=${conditions.join(',')}` : ''} and no externals`, async () => {
      const code = await bundle({ format: 'esm', conditions });
      // Nothing is left for the runtime to resolve: no static import at all, Node built-ins least.
      expect(code).not.toMatch(/^\s*import\s/m);
      expect(code).not.toMatch(/from\s*["']node:/);
      expect(code).toMatch(/export \{[^}]*\bMemoryStore\b/);
    });
  }

  it('reduces a result, spills it to a MemoryStore and reads a page back inside EdgeRuntime', async () => {
    const code = await bundle({ format: 'iife', globalName: 'outputLimits', conditions: ['edge-light'] });
    const runtime = new EdgeRuntime();
    runtime.evaluate(code);
    const json = await runtime.evaluate<Promise<string>>(`(async () => {
      const { createReducer, MemoryStore, FileStore, readToolResult, spill } = outputLimits;
      const store = new MemoryStore();
      const reducer = createReducer({ store, namespace: 'edge', bands: [{ over: 1000, action: spill({ previewChars: 60 }) }] });
      const text = Array.from({ length: 500 }, (_, i) => 'line ' + i).join('\\n');
      const reduction = await reducer.reduce(text, { toolName: 'logs', toolCallId: 'call_1' });
      const page = await readToolResult(store, { handle: reduction.handle, offset: 10, limit: 3 }, { namespace: 'edge' });
      const stored = new TextDecoder().decode(await store.read(reduction.handle));
      return JSON.stringify({
        runtime: typeof EdgeRuntime,
        process: typeof process,
        action: reduction.action,
        handle: reduction.handle,
        header: String(reduction.output).split('\\n')[0],
        page,
        storedWhole: stored === text,
        fileStoreClass: typeof FileStore,
      });
    })()`);
    const seen = JSON.parse(json) as Record<string, unknown>;
    const handle = String(seen.handle);
    expect(handle).toMatch(/^edge\/call_1\.0-[0-9a-z]{12}$/);
    expect(seen).toEqual({
      runtime: 'string',
      process: 'undefined',
      action: 'spill',
      handle,
      // 10 lines of 6 chars, 90 of 7 and 400 of 8, and 499 newlines: 4,389 chars.
      header: `[Tool output too large (4,389 chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`,
      page: `line 10\nline 11\nline 12\n[lines 11-13 of 500; next: read_tool_result(handle='${handle}', offset=13, limit=3)]`,
      storedWhole: true,
      fileStoreClass: 'function',
    });
  });
});
