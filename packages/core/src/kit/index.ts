/**
 * The adapter kit (above every step): what each framework adapter (ai-sdk, langchain,
 * openai-agents, mcp) would otherwise write again: the observer guard, the read tool's options and
 * the tool-name clash check. Published on `@output-limits/core/adapter`.
 */
export * from './assert-no-read-tool-clash.js';
export * from './observe.js';
export * from './read-tool-result-tool-options.js';
