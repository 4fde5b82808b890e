import { MemoryStore } from '@output-limits/core';
import { asSchema, generateText, stepCountIs } from 'ai';
import type { ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import { READ_TOOL_RESULT_DESCRIPTION, readToolResultTool } from './read-tool-result-tool.js';
import { scriptedModel, textStep, toolCallStep } from './test/index.js';

const options = { toolCallId: 'r1', messages: [] as ModelMessage[] };

async function storeWith(key: string, text: string): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.write(key, new TextEncoder().encode(text));
  return store;
}

describe('readToolResultTool', () => {
  it('describes itself to the model', () => {
    const tool = readToolResultTool({ store: new MemoryStore() });
    expect(tool.description).toBe(READ_TOOL_RESULT_DESCRIPTION);
    expect(READ_TOOL_RESULT_DESCRIPTION).toBe(
      'Read a stored tool output by its handle. pattern: literal text or list (any) to find; each match shows as "N: line" (offset=N-1 reads it) with context lines (default 3) and enclosing lines; in a long line, "N:column: window". Pages hold 6,000 chars (limit over 200: 50,000); footers give the next call. unit \'chars\': long lines; \'bytes\': hex.',
    );
  });

  it('has the core input schema, only handle required', async () => {
    const schema = (await asSchema(readToolResultTool({ store: new MemoryStore() }).inputSchema).jsonSchema) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(['handle', 'pattern', 'context', 'ignore_case', 'offset', 'limit', 'from_end', 'unit']);
    expect(schema.required).toEqual(['handle']);
  });

  it('costs at most 200 o200k tokens in every prompt: the definition as generateText sends it to the model', async () => {
    const encoder = new Tiktoken(o200kBase);
    let sent: unknown;
    const model = new MockLanguageModelV3({
      doGenerate: async (call) => {
        sent = call.tools?.find((t) => t.name === 'read_tool_result');
        return textStep('ok');
      },
    });
    await generateText({ model, tools: { read_tool_result: readToolResultTool({ store: new MemoryStore() }) }, prompt: 'hi' });
    expect(sent).toMatchObject({ type: 'function', name: 'read_tool_result', description: READ_TOOL_RESULT_DESCRIPTION });
    const tokens = encoder.encode(JSON.stringify(sent)).length;
    expect(tokens).toBeLessThanOrEqual(200);
  });

  it('lets every input through to execute, which answers bad arguments with the library messages', async () => {
    const tool = readToolResultTool({ store: await storeWith('h', 'alpha\nbeta') });
    const schema = asSchema(tool.inputSchema);
    const cases: [unknown, string][] = [
      [{ handle: 'h', offset: -1 }, '[Invalid offset: must be a whole number >= 0; got -1.]'],
      [{ handle: 'h', limit: 0 }, '[Invalid limit: must be a whole number >= 1; got 0.]'],
      [{ handle: 'h', limit: 1.5 }, '[Invalid limit: must be a whole number >= 1; got 1.5.]'],
      [{ handle: 'h', from_end: 'yes' }, '[Invalid from_end: must be true or false; got "yes".]'],
      [{ handle: 'h', unit: 'pages' }, `[Invalid unit: must be 'lines', 'chars' or 'bytes'; got "pages".]`],
      [{ offset: 1 }, '[Invalid handle: must be the handle string from the notice; got nothing.]'],
      ['h', '[Invalid handle: must be the handle string from the notice; got nothing.]'],
    ];
    for (const [input, message] of cases) {
      const validated = await schema.validate!(input);
      expect(validated.success).toBe(true);
      if (!validated.success) continue;
      expect(await tool.execute!(validated.value, options)).toBe(message);
    }
  });

  it('answers offset -1 from a model with the one-line message, not a validation error (generateText)', async () => {
    let seen: unknown;
    const model = scriptedModel((prompt, call) => {
      if (call === 0) return toolCallStep('r1', 'read_tool_result', { handle: 'h', offset: -1 });
      const message = prompt.find((m) => m.role === 'tool');
      const part = message?.role === 'tool' ? message.content[0] : undefined;
      seen = part?.type === 'tool-result' ? part.output : undefined;
      return textStep('done');
    });
    const tools = { read_tool_result: readToolResultTool({ store: await storeWith('h', 'alpha') }) };
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    expect(seen).toEqual({ type: 'text', value: '[Invalid offset: must be a whole number >= 0; got -1.]' });
  });

  it('returns a page of the stored payload', async () => {
    const store = await storeWith('h1', 'alpha\nbeta\ngamma');
    const page = (await readToolResultTool({ store }).execute!({ handle: 'h1', offset: 1, limit: 1 }, options)) as string;
    expect(page.startsWith('beta')).toBe(true);
    expect(page).not.toContain('alpha');
  });

  // Depends on the final core readToolResult (packages/core/src/messages/: unknownHandle).
  it('answers an unknown handle with the guidance message instead of throwing', async () => {
    const page = await readToolResultTool({ store: new MemoryStore() }).execute!({ handle: 'nope' }, options);
    expect(page).toBe(
      `[No stored tool result for handle 'nope'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`,
    );
  });

  // Depends on the final core readToolResult (namespace check).
  it('refuses handles outside its namespace', async () => {
    const store = await storeWith('other/h1', 'secret');
    const page = (await readToolResultTool({ store, namespace: 'mine' }).execute!({ handle: 'other/h1' }, options)) as string;
    expect(page).not.toContain('secret');
    expect(page).toBe(
      `[No stored tool result for handle 'other/h1'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`,
    );
  });
});
