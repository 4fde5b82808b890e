export { withOutputLimits } from './with-output-limits.js';
export type { OutputLimitsConfig, WithOutputLimits } from './with-output-limits.js';
export { readToolResultTool } from './read-tool-result-tool.js';
export type { ReadToolResultToolOptions } from './read-tool-result-tool.js';
