import { OutputLimitsError } from '@output-limits/core';
import { MockLanguageModelV3 } from 'ai/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mockUsage, textStep } from './test/index.js';
import { DEFAULT_REQUEST_SUMMARY_PROMPT, DEFAULT_SUMMARY_PROMPT, fillSummaryPrompt, summarizeWithModel } from './summarize-with-model.js';

function summaryModel(text: string, usage = { input: 40, output: 4 }) {
  return new MockLanguageModelV3({ doGenerate: async () => textStep(text, mockUsage(usage.input, usage.output)) });
}

describe('DEFAULT_SUMMARY_PROMPT', () => {
  it('is exactly this text', () => {
    expect(DEFAULT_SUMMARY_PROMPT).toBe(
      'The following output from the `{toolName}` tool is too large to keep in full. Summarize it so that the summary carries everything needed to keep working: concrete values, identifiers, file paths, error messages, numbers, and the structure of the data. Respond only with the summary, with no preamble.\n\n<output>\n{output}\n</output>',
    );
  });
});

describe('DEFAULT_REQUEST_SUMMARY_PROMPT', () => {
  it('is exactly this text', () => {
    expect(DEFAULT_REQUEST_SUMMARY_PROMPT).toBe(
      'The following output from the `{toolName}` tool is too large to keep in full. It was fetched for this request:\n\n<request>\n{request}\n</request>\n\nSummarize it so that the summary carries everything the request needs, quoting the lines, values and error messages that answer it exactly, then what else is needed to keep working: concrete values, identifiers, file paths, error messages, numbers, and the structure of the data. Respond only with the summary, with no preamble.\n\n<output>\n{output}\n</output>',
    );
  });
});

describe('fillSummaryPrompt', () => {
  it('fills {request} with the request, or with nothing without one', () => {
    expect(fillSummaryPrompt('{request}|{output}|{toolName}', 't', 'o {request}', 'why $&?')).toBe('why $&?|o {request}|t');
    expect(fillSummaryPrompt('[{request}] {output} {toolName}', 't', 'o')).toBe('[] o t');
  });

  it('fills both placeholders, keeping replacement patterns and placeholders in the output literally', () => {
    expect(fillSummaryPrompt('{toolName}: {output} ({toolName})', 'grep', "a $& b $' c {toolName} {output}")).toBe(
      "grep: a $& b $' c {toolName} {output} (grep)",
    );
  });

  it('puts any output in verbatim', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (toolName, output) => {
        expect(fillSummaryPrompt('<{toolName}>[{output}]', toolName, output)).toBe(`<${toolName}>[${output}]`);
      }),
    );
  });
});

describe('summarizeWithModel', () => {
  it('asks the model once with the filled prompt and the request’s signal, and returns text and usage', async () => {
    const model = summaryModel('the gist');
    const summarizer = summarizeWithModel({ model });
    const signal = new AbortController().signal;
    const result = await summarizer({ toolName: 'search', text: 'lots of $& text', signal });
    expect(result).toEqual({ text: 'the gist', usage: { inputTokens: 40, outputTokens: 4, totalTokens: 44 } });
    expect(model.doGenerateCalls).toHaveLength(1);
    const call = model.doGenerateCalls[0]!;
    expect(call.prompt).toEqual([
      {
        role: 'user',
        content: [
          {
            type: 'text',
            text: 'The following output from the `search` tool is too large to keep in full. Summarize it so that the summary carries everything needed to keep working: concrete values, identifiers, file paths, error messages, numbers, and the structure of the data. Respond only with the summary, with no preamble.\n\n<output>\nlots of $& text\n</output>',
          },
        ],
      },
    ]);
    expect(call.tools).toBeUndefined();
    expect(call.abortSignal).toBe(signal);
  });

  it('uses the request prompt when the summarizer is given a request, and {request} in a custom prompt', async () => {
    const model = summaryModel('ok');
    const signal = new AbortController().signal;
    await summarizeWithModel({ model })({ toolName: 'logs', text: 'x', signal, request: 'Why did it fail?' });
    expect(model.doGenerateCalls[0]!.prompt).toEqual([
      {
        role: 'user',
        content: [{ type: 'text', text: fillSummaryPrompt(DEFAULT_REQUEST_SUMMARY_PROMPT, 'logs', 'x', 'Why did it fail?') }],
      },
    ]);
    expect(fillSummaryPrompt(DEFAULT_REQUEST_SUMMARY_PROMPT, 'logs', 'x', 'Why did it fail?')).toContain(
      '<request>\nWhy did it fail?\n</request>',
    );
    await summarizeWithModel({ model, prompt: 'For "{request}": shorten {output} from {toolName}' })({
      toolName: 't',
      text: 'x',
      signal,
      request: 'q',
    });
    expect(model.doGenerateCalls[1]!.prompt).toEqual([{ role: 'user', content: [{ type: 'text', text: 'For "q": shorten x from t' }] }]);
  });

  it('uses a custom prompt', async () => {
    const model = summaryModel('ok');
    await summarizeWithModel({ model, prompt: 'Shorten {output} from {toolName}' })({
      toolName: 't',
      text: 'x',
      signal: new AbortController().signal,
    });
    expect(model.doGenerateCalls[0]!.prompt).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Shorten x from t' }] }]);
  });

  it('rejects a prompt without its placeholders', () => {
    const model = summaryModel('ok');
    expect(() => summarizeWithModel({ model, prompt: 'no placeholders' })).toThrow(OutputLimitsError);
    expect(() => summarizeWithModel({ model, prompt: '{output} only' })).toThrow(
      '[output-limits] prompt must contain {toolName} and {output}; it lacks {toolName}.',
    );
  });

  it('rejects when the model call is aborted', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => {
          if (abortSignal?.aborted) reject(new Error('aborted by signal'));
          abortSignal?.addEventListener('abort', () => reject(new Error('aborted by signal')), { once: true });
        }),
    });
    const controller = new AbortController();
    const pending = summarizeWithModel({ model })({ toolName: 't', text: 'x', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted by signal');
  });
});
