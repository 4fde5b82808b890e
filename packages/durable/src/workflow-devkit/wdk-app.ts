/**
 * Workflow DevKit apps and their hosts: the crash tests' app (app/workflows/triage.ts), or any other
 * folder with a `workflows/` folder (the examples' recipe). `workflow build` in the app's folder writes
 * `.well-known/workflow/v1/{flow,step,webhook}.js`, standalone CommonJS bundles (so their folder gets
 * a `package.json` saying `{"type":"commonjs"}`, or Node reads them as ES modules under a
 * `"type": "module"` package). The bundler resolves the workspace packages through their `import`
 * condition, so they must be built first (`pnpm build`; turbo builds them before the tests that need it).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getRun } from 'workflow/api';
import type { CheckpointName } from '../kit/checkpoint.js';
import type { StartedProcess } from '../kit/child-processes.js';
import { PACKAGE_DIR, startWorker } from '../kit/run-worker.js';

/** The crash tests' app folder; the build writes `.well-known/` there (ignored by git). */
export const WDK_APP_DIR = join(PACKAGE_DIR, 'src', 'workflow-devkit', 'app');

/** The id `workflow build` gives the `triage` workflow of `workflows/triage.ts`. */
export const TRIAGE_WORKFLOW_ID = 'workflow//./workflows/triage//triage';

/** The id of the journal probe workflow (measure-journals.ts). */
export const PROBE_WORKFLOW_ID = 'workflow//./workflows/triage//probe';

const HOST = join(PACKAGE_DIR, 'src', 'workflow-devkit', 'host.ts');

/** Runs `workflow build` in `appDir` (default the crash tests' app); resolves to how long it took, in ms. */
export async function buildWdkApp(appDir: string = WDK_APP_DIR): Promise<number> {
  const started = performance.now();
  const cli = join(PACKAGE_DIR, 'node_modules', 'workflow', 'bin', 'run.js');
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [cli, 'build'], { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`workflow build in ${appDir} failed (${String(code)}; are the workspace packages built? pnpm build):\n${output}`),
          ),
    );
  });
  await writeFile(join(appDir, '.well-known', 'workflow', 'v1', 'package.json'), '{"type":"commonjs"}\n');
  return performance.now() - started;
}

/** A run for a host to start: the workflow's id (`workflow//./workflows/<file>//<function>`) and its arguments. */
export interface WdkRun {
  readonly workflowId: string;
  readonly args: readonly unknown[];
}

/** Options of `startWdkHost`. */
export interface WdkHostOptions {
  /** The built app; default the crash tests' app. */
  readonly appDir?: string;
  /** The local world's data directory; every host of one run uses the same one, and the same `port`. */
  readonly dataDir: string;
  readonly port: number;
  /** A run to start once the host listens; it prints `{"runId":...}` (see `runIdOf`). */
  readonly run?: WdkRun;
  /** A checkpoint to stop at (see kit/checkpoint.ts). */
  readonly pauseAt?: CheckpointName;
  /** More environment for the host (the app's own settings). */
  readonly env?: Readonly<Record<string, string>>;
}

/** Starts a host process (host.ts) serving the app's bundles over the local world at `dataDir`. */
export function startWdkHost(name: string, options: WdkHostOptions): StartedProcess {
  const { appDir = WDK_APP_DIR, dataDir, port, run, pauseAt, env = {} } = options;
  return startWorker(
    name,
    HOST,
    {
      ...env,
      PORT: String(port),
      OL_WDK_APP_DIR: appDir,
      WORKFLOW_TARGET_WORLD: 'local',
      WORKFLOW_LOCAL_DATA_DIR: dataDir,
      WORKFLOW_LOCAL_BASE_URL: `http://127.0.0.1:${port}`,
      ...(run === undefined ? {} : { OL_START_RUN: JSON.stringify(run) }),
    },
    pauseAt,
  );
}

/** The id of the run the host started (its `{"runId":...}` line). */
export function runIdOf(host: StartedProcess, timeoutMs: number): Promise<string> {
  return host.waitFor((line) => (line.startsWith('{"runId"') ? (JSON.parse(line) as { runId: string }).runId : undefined), timeoutMs);
}

/**
 * The return value of run `runId`, read with `getRun` as an app would (this process must have
 * `WORKFLOW_TARGET_WORLD=local` and `WORKFLOW_LOCAL_DATA_DIR` set to the hosts' data directory).
 */
export function wdkRunResult<T>(runId: string, timeoutMs: number): Promise<T> {
  return Promise.race([
    getRun<T>(runId).returnValue,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`run ${runId} did not finish within ${timeoutMs} ms`)), timeoutMs).unref(),
    ),
  ]);
}
