import { MemoryStore } from '@output-limits/core';
import { asSchema, generateText, stepCountIs } from 'ai';
import type { ModelMessage } from 'ai';
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
      "Read back a tool output that was too large to show in full. Such an output was stored, and in its place you saw a notice starting with \"[Tool output too large\" that gives its handle; pass that handle exactly as shown. Each call returns one page (200 lines unless you set limit, at most 1,000 lines or 50,000 chars), ending with a footer that says what was shown and gives the call for the next page. Use offset and limit to page, from_end to read from the end (such as the last lines of a log), pattern to keep only the lines containing a literal, case-sensitive substring (not a regular expression), and unit='chars' to page by characters through very long lines. Binary data is never shown as text: read without unit to learn its type (an image comes back as an image), or with unit='bytes' for a hex dump (256 bytes unless you set limit).",
    );
  });

  it('has an input schema with one described parameter each, only handle required', async () => {
    const schema = (await asSchema(readToolResultTool({ store: new MemoryStore() }).inputSchema).jsonSchema) as {
      properties: Record<string, { type?: string; description?: string; minimum?: number; enum?: string[] }>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(['handle', 'offset', 'limit', 'from_end', 'pattern', 'unit']);
    expect(schema.required).toEqual(['handle']);
    for (const property of Object.values(schema.properties)) expect(property.description).toMatch(/^[A-Z].+\.$/);
    expect(schema.properties.offset).toMatchObject({ type: 'integer', minimum: 0 });
    expect(schema.properties.limit).toMatchObject({ type: 'integer', minimum: 1 });
    expect(schema.properties.from_end).toMatchObject({ type: 'boolean' });
    expect(schema.properties.unit).toMatchObject({ enum: ['lines', 'chars', 'bytes'] });
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
