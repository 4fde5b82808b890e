import type { LanguageModelV4Middleware, LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';

/** Codex's default tool-output budget for its GPT-5 model families: 10,000 tokens. */
export const CODEX_TOKEN_LIMIT = 10_000;
/** Codex counts tokens as UTF-8 bytes / 4, with no tokenizer. */
const BYTES_PER_TOKEN = 4;

const encoder = new TextEncoder();
const approxTokens = (text: string) => Math.ceil(encoder.encode(text).length / BYTES_PER_TOKEN);

/**
 * Codex's documented truncation of one tool output (`codex-utils-output-truncation`,
 * `truncate_middle_with_token_budget`): over the budget, keep the first and last half of it (cut at
 * line boundaries), put `…N tokens truncated…` in the middle, and head the text with
 * `Warning: truncated output (original token count: N)\nTotal output lines: L\n\n`. Lossy: nothing
 * is stored and there is no read-back tool.
 */
export function codexTruncate(text: string, limit = CODEX_TOKEN_LIMIT): string {
  const tokens = approxTokens(text);
  if (tokens <= limit) return text;
  const half = (limit * BYTES_PER_TOKEN) / 2;
  let headEnd = text.lastIndexOf('\n', half);
  if (headEnd <= 0) headEnd = half;
  let tailStart = text.indexOf('\n', text.length - half);
  if (tailStart < 0 || tailStart < headEnd) tailStart = text.length - half;
  const removed = approxTokens(text.slice(headEnd, tailStart));
  const lines = text.split('\n').length;
  return `Warning: truncated output (original token count: ${tokens})\nTotal output lines: ${lines}\n\n${text.slice(0, headEnd)}\n…${removed} tokens truncated…${text.slice(tailStart)}`;
}

function truncateOutput(output: LanguageModelV4ToolResultOutput): LanguageModelV4ToolResultOutput {
  if (output.type === 'text') return { ...output, value: codexTruncate(output.value) };
  if (output.type === 'json') {
    const text = JSON.stringify(output.value);
    const cut = codexTruncate(text);
    return cut === text ? output : { type: 'text', value: cut };
  }
  if (output.type === 'content') {
    // One shared budget over the text items, joined into one text item; media items are kept.
    const text = output.value.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n');
    const cut = codexTruncate(text);
    if (cut === text) return output;
    return { type: 'content', value: [{ type: 'text', text: cut }, ...output.value.filter((p) => p.type !== 'text')] };
  }
  return output;
}

/**
 * Codex's policy as an AI SDK middleware: every tool result in the prompt is middle-truncated to
 * 10,000 tokens. Codex truncates a result once, when it is recorded; the cut is a pure function of
 * the result, so applying it on every call gives the model the same text.
 */
export function codexMiddleware(): LanguageModelV4Middleware {
  return {
    specificationVersion: 'v4',
    transformParams: async ({ params }) => {
      const prompt: LanguageModelV4Prompt = params.prompt.map((message) =>
        message.role !== 'tool'
          ? message
          : {
              ...message,
              content: message.content.map((part) =>
                part.type === 'tool-result' ? { ...part, output: truncateOutput(part.output) } : part,
              ),
            },
      );
      return { ...params, prompt };
    },
  };
}
