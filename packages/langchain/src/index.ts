export { outputLimitsMiddleware } from './output-limits-middleware.js';
export type { OutputLimitsMiddleware, OutputLimitsMiddlewareConfig } from './output-limits-middleware.js';
export { readToolResultTool } from './read-tool-result-tool.js';
export type { ReadToolResultToolOptions } from './read-tool-result-tool.js';
