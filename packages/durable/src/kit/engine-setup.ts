/**
 * Starting an engine for a test file. Where the engine cannot start, the tests FAIL when `CI=true`
 * (CI installs and starts everything they need) and skip visibly otherwise, each saying why: they
 * never pass without having run.
 */
import type { TestContext } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { stopStarted } from './child-processes.js';

/** Whether this run is CI's (`CI=true`), where an engine that cannot start is a failure. */
export const IN_CI = process.env.CI === 'true';

/** What a test file gets from `engineSetup`. */
export interface EngineSetup<T> {
  /** The started engine; skips the test (outside CI) when it could not start. */
  get(context: TestContext): T;
}

/**
 * Starts the engine (`start`) once before the file's tests and stops it after them (`stop`), then
 * SIGKILLs by PID anything the tests started that still runs, whether they passed or not.
 */
export function engineSetup<T>(name: string, start: () => Promise<T>, stop: (engine: T) => Promise<void>): EngineSetup<T> {
  let engine: T | undefined;
  let failure: string | undefined;
  beforeAll(async () => {
    try {
      engine = await start();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      if (IN_CI) throw new Error(`${name} could not start, and CI=true requires it: ${failure}`, { cause: error });
    }
  });
  afterAll(async () => {
    try {
      if (engine !== undefined) await stop(engine);
    } finally {
      await stopStarted();
    }
  });
  return {
    get(context: TestContext): T {
      if (engine === undefined) {
        context.skip(`${name} could not start here (${failure ?? 'unknown reason'}); CI=true makes this a failure`);
        throw new Error('unreachable: skipped');
      }
      return engine;
    },
  };
}
