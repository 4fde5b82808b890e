/**
 * What must hold after any crash and its recovery, on every engine: one payload in the shared
 * store, byte for byte the log, no temp file; the handle the first attempt made; and the model's
 * next prompt holding the notice the first attempt made.
 */
import { readFile } from 'node:fs/promises';
import { FileStore } from '@output-limits/core';
import { expect } from 'vitest';
import type { CheckpointLine } from './checkpoint.js';
import { DAY, fetchedLog, LOG_CHARS } from './fetched-log.js';
import { storeFiles } from './store-files.js';
import type { TriageResult } from './triage-agent.js';
import { TOOL_CALL_ID } from './triage-agent.js';

export async function expectRecovered(options: {
  /** The run id: the namespace of the spill. */
  readonly runId: string;
  /** What the killed worker reported at its checkpoint. */
  readonly beforeKill: CheckpointLine;
  readonly result: TriageResult;
  readonly storeDir: string;
}): Promise<void> {
  const { runId, beforeKill, result, storeDir } = options;
  const handle = `${runId}/${TOOL_CALL_ID}`;
  expect(beforeKill.handle).toBe(handle);
  expect(result.handle).toBe(handle);
  expect(result.notice).toBe(beforeKill.notice);
  expect(result.modelSaw).toBe(beforeKill.notice);
  expect(result.modelSaw.split('\n')[0]).toBe(
    `[Tool output too large (3,000,000 chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`,
  );

  const files = await storeFiles(storeDir);
  expect(files.payloads).toHaveLength(1);
  expect(files.sidecars).toHaveLength(1);
  expect(files.temps).toEqual([]);
  const bytes = await readFile(files.payloads[0] as string);
  expect(bytes.byteLength).toBe(LOG_CHARS);
  expect(bytes.equals(Buffer.from(fetchedLog(DAY)))).toBe(true);
  expect(new TextDecoder().decode(await new FileStore({ dir: storeDir }).read(handle))).toBe(fetchedLog(DAY));
}
