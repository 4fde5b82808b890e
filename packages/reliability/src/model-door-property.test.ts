// Issue 19, item 1: whatever shape a result takes, what reaches the model is never over the band's
// bound. Arbitrary outputs (any JSON, content arrays with random part kinds and fields, extra keys,
// nesting, error types, types no one knows) go through the wrapper (a tool's own toModelOutput
// makes them, in a real generateText loop), the middleware (a prompt that holds them) and both
// together; the next prompt is measured.
import { defaultBands, defaultErrorBands, MemoryStore } from '@output-limits/core';
import { DEFAULT_ERROR_OVER, DEFAULT_SPILL_OVER, outputBound } from '@output-limits/core/adapter';
import { testPng } from '@output-limits/core/test';
import { outputLimitsMiddleware, withOutputLimits } from '@output-limits/ai-sdk';
import { scriptedModel, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import type { ToolResultOutput } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count } from './counts.js';

const quiet = { onWarning: () => undefined };
const PNG = Buffer.from(testPng(2_000)).toString('base64');
const BOUND = Math.max(DEFAULT_SPILL_OVER - 1, outputBound(defaultBands()[0]!.action).chars);
const ERROR_BOUND = Math.max(DEFAULT_ERROR_OVER - 1, outputBound(defaultErrorBands()[0]!.action).chars);

/** Chars of an output as sent: text as it is, images that parse left out, anything else as its JSON. */
function sentChars(output: unknown): number {
  const { type, value } = output as { type?: unknown; value?: unknown };
  if ((type === 'text' || type === 'error-text') && typeof value === 'string') return value.length;
  if (type === 'content' && Array.isArray(value)) {
    return value.reduce((sum: number, part: { type?: unknown; text?: unknown; data?: unknown }) => {
      if (part?.type === 'text' && typeof part.text === 'string') return sum + part.text.length;
      if (part?.data === PNG || (part?.data as { data?: unknown } | undefined)?.data === PNG) return sum;
      return sum + JSON.stringify(part).length;
    }, 0);
  }
  return JSON.stringify(type === 'json' || type === 'error-json' ? value : output)?.length ?? 0;
}

const isError = (output: unknown) => {
  const { type, value } = output as { type?: unknown; value?: unknown };
  return type === 'error-text' || type === 'error-json' || (value as { isError?: unknown } | null)?.isError === true;
};

// Big strings cross the bands; small ones keep runs quick.
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer({ min: 5_000, max: 60_000 }).map((n) => `${'log line\n'.repeat(Math.ceil(n / 9))}`.slice(0, n)) },
);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const base64 = fc.oneof(
  fc.constant(PNG),
  text.map((t) => Buffer.from(t).toString('base64')),
);
const part = fc.oneof(
  text.map((t) => ({ type: 'text', text: t })),
  fc.record({
    type: fc.constantFrom('image-data', 'file-data', 'media'),
    data: base64,
    mediaType: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'audio/wav'),
  }),
  fc.record({
    type: fc.constant('file'),
    mediaType: fc.constantFrom('image/png', 'text/plain', 'image'),
    data: fc.oneof(
      base64.map((data) => ({ type: 'data', data })),
      text.map((t) => ({ type: 'text', text: t })),
    ),
  }),
  fc.record({ type: fc.constant('resource'), resource: fc.record({ uri: fc.constant('file:///a'), text }) }),
  fc.record({ type: fc.string({ maxLength: 10 }), extra: json }),
);
const extras = fc.dictionary(fc.constantFrom('structuredContent', '_meta', 'annotations', 'x'), json, { maxKeys: 2 });
const output: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constantFrom('text', 'error-text'), value: text }),
  fc.record({ type: fc.constantFrom('json', 'error-json'), value: json }),
  fc.tuple(fc.array(part, { minLength: 1, maxLength: 5 }), extras, fc.boolean()).map(([content, fields, isError]) => ({
    type: 'json',
    value: { ...fields, content, isError },
  })),
  fc.tuple(fc.array(part, { minLength: 1, maxLength: 5 }), extras).map(([value, fields]) => ({ ...fields, type: 'content', value })),
  fc.record({ type: fc.string({ maxLength: 12 }), reason: text, other: json }),
);

/** The output the model saw for the one tool result of a loop where a tool's own toModelOutput makes `made`. */
async function throughWrapper(made: unknown, middleware: boolean): Promise<unknown> {
  let seen: ToolResultOutput | undefined;
  const inner = scriptedModel((prompt, step) => {
    if (step === 0) return toolCallStep('c1', 'shape', {});
    seen = toolResultsIn(prompt)[0]?.output;
    return textStep('done');
  });
  const model = middleware
    ? wrapLanguageModel({ model: inner, middleware: outputLimitsMiddleware({ store: new MemoryStore(), ...quiet }) })
    : inner;
  const tools = withOutputLimits(
    { shape: tool({ inputSchema: z.object({}), execute: async () => 'raw', toModelOutput: () => made as never }) },
    { store: new MemoryStore(), ...quiet },
  );
  await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
  return seen;
}

async function throughMiddleware(made: unknown): Promise<unknown> {
  const middleware = outputLimitsMiddleware({ store: new MemoryStore(), ...quiet });
  const params = {
    prompt: [
      { role: 'user', content: [{ type: 'text', text: 'go' }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'shape', output: made }] },
    ],
  } as never;
  const result = await middleware.transformParams!({ type: 'generate', params, model: scriptedModel([]) });
  return toolResultsIn(result.prompt)[0]?.output;
}

describe('item 1: no result shape reaches the model over its band’s bound', () => {
  const check = (seen: unknown, made: unknown) => {
    count('shapes bounded');
    expect(sentChars(seen)).toBeLessThanOrEqual(isError(made) || isError(seen) ? ERROR_BOUND : BOUND);
  };
  const runs = { numRuns: 40 };

  it('through the wrapper (a toModelOutput that makes it), in a real generateText loop', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(output, async (made) => check(await throughWrapper(made, false), made)),
      runs,
    );
  });

  it('through the middleware (a prompt that holds it)', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(output, async (made) => check(await throughMiddleware(made), made)),
      runs,
    );
  });

  it('through both together', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(output, async (made) => check(await throughWrapper(made, true), made)),
      runs,
    );
  });
});
