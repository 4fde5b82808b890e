/**
 * The Workflow DevKit app of the crash tests (app/workflows/triage.ts) and its build: `workflow
 * build` in the app's folder writes `.well-known/workflow/v1/{flow,step,webhook}.js`, standalone
 * CommonJS bundles (so their folder gets a `package.json` saying `{"type":"commonjs"}`, or Node
 * reads them as ES modules under this package's `"type": "module"`). The bundler resolves the
 * workspace packages through their `import` condition, so they must be built first (`pnpm build`;
 * turbo builds them before this package's tests).
 */
import { spawn } from 'node:child_process';
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGE_DIR } from '../kit/run-worker.js';

/** The app's folder; the build writes `.well-known/` there (ignored by git). */
export const WDK_APP_DIR = join(PACKAGE_DIR, 'src', 'workflow-devkit', 'app');

/** The id `workflow build` gives the `triage` workflow of `workflows/triage.ts`. */
export const TRIAGE_WORKFLOW_ID = 'workflow//./workflows/triage//triage';

/** The id of the journal probe workflow (measure-journals.ts). */
export const PROBE_WORKFLOW_ID = 'workflow//./workflows/triage//probe';

/** Runs `workflow build` in the app's folder; resolves to how long it took, in ms. */
export async function buildWdkApp(): Promise<number> {
  for (const dependency of ['@output-limits/core', '@output-limits/ai-sdk']) {
    const dist = join(PACKAGE_DIR, 'node_modules', dependency, 'dist', 'index.js');
    await access(dist).catch(() => {
      throw new Error(`${dependency} is not built (${dist} is missing): run pnpm build first`);
    });
  }
  const started = performance.now();
  const cli = join(PACKAGE_DIR, 'node_modules', 'workflow', 'bin', 'run.js');
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [cli, 'build'], { cwd: WDK_APP_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`workflow build failed (${String(code)}):\n${output}`))));
  });
  await writeFile(join(WDK_APP_DIR, '.well-known', 'workflow', 'v1', 'package.json'), '{"type":"commonjs"}\n');
  return performance.now() - started;
}
