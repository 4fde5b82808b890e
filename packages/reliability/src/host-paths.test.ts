// Issue 19, defect 9: spans and warnings carry no host paths. A store that fails with a Node error
// (whose message names the path it failed on) or with any error naming a path: the fallback reason
// on the OpenTelemetry span (`reductionAttributes`, what `recordReduction` sets) and the reason
// `onWarning` gets name no path.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReducer, FileStore, reduceEvent } from '@output-limits/core';
import { REDUCTION_ATTRIBUTES, reductionAttributes } from '@output-limits/core/otel';
import type { OverflowStore, ReductionWarning } from '@output-limits/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from './counts.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-limits-host-paths-'));
  await writeFile(join(dir, 'not-a-dir'), 'a file where the store wants a directory');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const failingWith = (message: string): OverflowStore => ({
  write: async () => {
    throw new Error(message);
  },
  read: async () => new Uint8Array(),
});

describe('defect 9: no host path in span attributes or warnings', () => {
  const cases: [string, () => OverflowStore, () => string][] = [
    [
      'FileStore under a file (ENOTDIR from mkdir)',
      () => new FileStore({ dir: join(dir, 'not-a-dir', 'spill') }),
      () => join(dir, 'not-a-dir'),
    ],
    [
      'a store failing with a quoted POSIX path',
      () => failingWith(`EACCES: permission denied, open '${join(dir, 'x', 'y.tmp')}'`),
      () => dir,
    ],
    ['a store failing with a bare POSIX path', () => failingWith(`cannot write to ${join(dir, 'deep', 'er')} (disk full)`), () => dir],
    [
      'a store failing with a Windows path',
      () => failingWith("EPERM: operation not permitted, rename 'C:\\Users\\alice\\AppData\\Local\\Temp\\x' -> 'C:\\Users\\alice\\y'"),
      () => 'C:\\Users',
    ],
    ['a store failing with a file URL', () => failingWith('could not open file:///home/alice/spills/x.json'), () => '/home/alice'],
  ];
  for (const [name, store, path] of cases) {
    it(name, async () => {
      count('host paths scrubbed');
      const warnings: ReductionWarning[] = [];
      const reducer = createReducer({ store: store(), onWarning: (warning) => warnings.push(warning) });
      const call = { toolName: 'logs', toolCallId: 'c1' };
      const reduction = await reducer.reduce('line\n'.repeat(5_000), call);
      const reasons = reductionAttributes(reduceEvent(reduction, call))[REDUCTION_ATTRIBUTES.fallbackReasons] as string[];
      console.log(`[issue-19 measure] ${name}: span reason ${JSON.stringify(reasons[0])}`);
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).not.toContain(path());
      expect(reasons[0]).toMatch(/^store write failed: /);
      for (const warning of warnings) expect(warning.reason).not.toContain(path());
    });
  }
});
