import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('pnpm bench --quick', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('runs and writes well-formed results JSON', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ol-bench-test-'));
    const out = join(dir, 'quick.json');
    const args = [
      '--expose-gc',
      '--conditions=@output-limits/source',
      '--import',
      './src/use-ai-v7.mjs',
      '--import',
      'tsx',
      'src/bench.ts',
      '--quick',
    ];
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        args,
        { cwd: packageDir, env: { ...process.env, BENCH_OUT: out, TSX_TSCONFIG_PATH: 'tsconfig.run.json' }, timeout: 160_000 },
        (error, _stdout, stderr) =>
          error ? reject(new Error(`bench --quick failed: ${stderr.slice(-2_000) || error.message}`)) : resolve(),
      );
    });
    const result = JSON.parse(await readFile(out, 'utf8')) as {
      quick: boolean;
      targets: unknown[];
      economics: Record<string, Record<string, unknown>>;
    };
    expect(result.quick).toBe(true);
    expect(result.targets.length).toBeGreaterThan(0);
    for (const target of result.targets) {
      expect(target).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          baseline: expect.any(String),
          ours: expect.any(String),
          ratio: expect.any(Number),
          target: expect.any(String),
          met: expect.any(Boolean),
        }),
      );
    }
    expect(Object.keys(result.economics)).toEqual([
      'none',
      'codex',
      'context-chef',
      'context-chef-store',
      'ours',
      'ours-budgets',
      'ours-headTail',
      'ours-masking',
    ]);
    for (const figures of Object.values(result.economics)) {
      expect(figures).toEqual(
        expect.objectContaining({
          inputTokens: expect.any(Number),
          peakPromptTokens: expect.any(Number),
          overWindow: expect.any(Boolean),
          needlesFound: expect.any(Number),
          needlesTotal: expect.any(Number),
          readBacks: expect.any(Number),
          dollars: {
            anthropic: { read: expect.any(Number), write: expect.any(Number), uncached: expect.any(Number), dollars: expect.any(Number) },
            openai: { read: expect.any(Number), write: expect.any(Number), uncached: expect.any(Number), dollars: expect.any(Number) },
          },
        }),
      );
      expect(figures.needlesTotal).toBeGreaterThan(0);
    }
  });
});
