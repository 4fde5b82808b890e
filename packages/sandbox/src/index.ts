export { sandboxStore, DEFAULT_SPILL_DIR, DEFAULT_AGENT_TOOLS } from './sandbox-store.js';
export type { SandboxStore, SandboxStoreOptions } from './sandbox-store.js';
export { justBashFiles } from './sandbox-files.js';
export type { SandboxFiles, JustBashLike } from './sandbox-files.js';
export type { AgentFiles, AgentFileTool, ContentKind } from '@output-limits/core';
