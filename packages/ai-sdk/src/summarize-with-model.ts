import { ConfigurationError } from '@output-limits/core';
import type { Summarizer, SummaryUsage } from '@output-limits/core';
import { generateText } from 'ai';
import type { LanguageModel } from 'ai';

/**
 * The default summary prompt when the request is not known. `{toolName}` becomes the tool's name
 * and `{output}` the output as text (serialized, ANSI-stripped when configured).
 */
export const DEFAULT_SUMMARY_PROMPT =
  'The following output from the `{toolName}` tool is too large to keep in full. ' +
  'Summarize it so that the summary carries everything needed to keep working: ' +
  'concrete values, identifiers, file paths, error messages, numbers, and the structure of the data. ' +
  'Respond only with the summary, with no preamble.\n\n' +
  '<output>\n{output}\n</output>';

/**
 * The default summary prompt when the request (the latest user message) is known: `{request}`
 * becomes it, and the summary is asked to keep first what it needs.
 */
export const DEFAULT_REQUEST_SUMMARY_PROMPT =
  'The following output from the `{toolName}` tool is too large to keep in full. ' +
  'It was fetched for this request:\n\n<request>\n{request}\n</request>\n\n' +
  'Summarize it so that the summary carries everything the request needs, quoting the lines, values and error messages that answer it exactly, ' +
  'then what else is needed to keep working: concrete values, identifiers, file paths, error messages, numbers, and the structure of the data. ' +
  'Respond only with the summary, with no preamble.\n\n' +
  '<output>\n{output}\n</output>';

/** Options of `summarizeWithModel`. */
export interface SummarizeWithModelOptions {
  /** The model that writes the summaries: any AI SDK `LanguageModel` (a model object or a gateway id). */
  readonly model: LanguageModel;
  /**
   * Prompt template; must contain `{toolName}` and `{output}`, and may contain `{request}` (the
   * latest user message, or nothing when it is not known). Default `DEFAULT_REQUEST_SUMMARY_PROMPT`
   * when the request is known, else `DEFAULT_SUMMARY_PROMPT`.
   */
  readonly prompt?: string;
}

const PLACEHOLDERS = ['{toolName}', '{output}'] as const;

/**
 * Checks that a summary prompt holds both placeholders.
 *
 * @throws ConfigurationError naming the missing placeholders.
 */
export function checkSummaryPrompt(prompt: string, where = 'summaryPrompt'): void {
  if (typeof prompt !== 'string') throw new ConfigurationError(`${where} must be a string; got ${typeof prompt}.`);
  const missing = PLACEHOLDERS.filter((placeholder) => !prompt.includes(placeholder));
  if (missing.length > 0) {
    throw new ConfigurationError(`${where} must contain {toolName} and {output}; it lacks ${missing.join(' and ')}.`);
  }
}

/**
 * Fills the template in one pass, so text in the tool's output (or the request) that looks like a
 * placeholder (or like a `String#replace` pattern such as `$&`) is kept as it is. `{request}`
 * becomes `request`, or nothing without one.
 */
export function fillSummaryPrompt(prompt: string, toolName: string, output: string, request = ''): string {
  const values: Record<string, string> = { '{toolName}': toolName, '{output}': output, '{request}': request };
  return prompt.replace(/\{toolName\}|\{output\}|\{request\}/g, (placeholder) => values[placeholder] ?? placeholder);
}

/**
 * A core `Summarizer` that asks `model` for the summary with one `generateText` call (no tools, one
 * step), passing the tool call's abort signal, and reports the call's token usage. The request,
 * when the summarizer is given one, goes into `{request}`.
 *
 * @throws ConfigurationError when `prompt` lacks `{toolName}` or `{output}`.
 */
export function summarizeWithModel(options: SummarizeWithModelOptions): Summarizer {
  const model = options.model;
  if (options.prompt !== undefined) checkSummaryPrompt(options.prompt, 'prompt');
  return async (request) => {
    const prompt = options.prompt ?? (request.request !== undefined ? DEFAULT_REQUEST_SUMMARY_PROMPT : DEFAULT_SUMMARY_PROMPT);
    const result = await generateText({
      model,
      prompt: fillSummaryPrompt(prompt, request.toolName, request.text, request.request),
      abortSignal: request.signal,
    });
    return { text: result.text, usage: toSummaryUsage(result.totalUsage ?? result.usage) };
  };
}

/** The three counts of an AI SDK usage object, leaving out those the provider did not report. */
function toSummaryUsage(usage: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined): SummaryUsage {
  if (!usage) return {};
  return {
    ...(usage.inputTokens !== undefined ? { inputTokens: usage.inputTokens } : {}),
    ...(usage.outputTokens !== undefined ? { outputTokens: usage.outputTokens } : {}),
    ...(usage.totalTokens !== undefined ? { totalTokens: usage.totalTokens } : {}),
  };
}
