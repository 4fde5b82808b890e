/**
 * The crash-test kit, for the examples (`@output-limits/durable/kit`): processes stopped by PID,
 * checkpoints, the fetched log, the shared-store checks, a Restate server and crash of its own, and
 * Workflow DevKit builds and hosts.
 */
export type { CheckpointLine, CheckpointName } from './checkpoint.js';
export { checkpoint, parseCheckpoint, PAUSE_AT_ENV } from './checkpoint.js';
export type { StartedProcess } from './child-processes.js';
export { freePort, startProcess, stopStarted, until } from './child-processes.js';
export { DAY, fetchedLog, LOG_CHARS } from './fetched-log.js';
export { pausingStore } from './pausing-store.js';
export { storeFiles } from './store-files.js';
export type { RestateCrashOptions, RestateCrashOutcome } from '../restate/restate-crash.js';
export { crashRestateRun } from '../restate/restate-crash.js';
export type { RestateServer } from '../restate/restate-server.js';
export { startRestateServer } from '../restate/restate-server.js';
export type { WdkHostOptions, WdkRun } from '../workflow-devkit/wdk-app.js';
export { buildWdkApp, runIdOf, startWdkHost, wdkRunResult } from '../workflow-devkit/wdk-app.js';
export type { WdkEvent } from '../workflow-devkit/wdk-crash.js';
export { eventsOf } from '../workflow-devkit/wdk-crash.js';
