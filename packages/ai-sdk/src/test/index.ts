/**
 * Test kit for code built on `@output-limits/ai-sdk`, shipped as `@output-limits/ai-sdk/test`: a
 * scripted mock language model and the steps and usage it returns, built on the AI SDK's own mock
 * models (`ai/test`), so they work with ai@6 and ai@7.
 *
 * ```ts
 * import { scriptedModel, textStep, toolCallStep } from '@output-limits/ai-sdk/test';
 * const model = scriptedModel([toolCallStep('c1', 'fetch_logs', {}), textStep('done')]);
 * ```
 */
export type { MockUsage } from './mock-usage.js';
export { mockUsage } from './mock-usage.js';
export type { MockStep, MockToolCall, ModelPrompt } from './mock-steps.js';
export { textStep, toolCallStep, toolCallsStep } from './mock-steps.js';
export type { PromptToolResult, ToolResultOutput } from './prompt-results.js';
export { outputText, toolOutputIn, toolResultsIn } from './prompt-results.js';
export type { Script, ScriptedModelOptions, ScriptedStep } from './scripted-model.js';
export { scriptedModel } from './scripted-model.js';
