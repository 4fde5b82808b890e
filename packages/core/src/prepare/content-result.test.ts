import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentText, isContentResult, isErrorContentResult, withContentText } from './content-result.js';
import { MemoryStore } from '../stores/memory-store.js';
import { createReducer } from '../reduce/reducer.js';
import { truncate } from '../actions/truncate.js';

/** A whole 1x1 PNG, as MCP sends an image. */
const PNG = {
  type: 'image',
  data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAIBoOOluQAAAABJRU5ErkJggg==',
  mimeType: 'image/png',
};

describe('isContentResult', () => {
  it.each([
    ['an MCP CallToolResult', { content: [{ type: 'text', text: 'a' }, PNG], isError: false }],
    [
      'AI SDK content parts',
      {
        content: [
          { type: 'text', text: 'a' },
          { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'x' } },
        ],
      },
    ],
    ['a resource link', { content: [{ type: 'resource_link', uri: 'file:///a', name: 'a' }] }],
    ['a part of a kind this library does not know', { content: [{ type: 'paragraph' }] }],
  ])('is true for %s', (_, value) => {
    expect(isContentResult(value)).toBe(true);
  });

  it.each([
    ['a ProseMirror document', { type: 'doc', content: [{ type: 'paragraph', content: [] }] }],
    ['a text part without text', { content: [{ type: 'text', value: 'a' }] }],
    ['an empty content array', { content: [] }],
    ['a string', 'content'],
    ['null', null],
    ['an array', [{ type: 'text', text: 'a' }]],
    [
      'a class instance',
      new (class {
        content = [{ type: 'text', text: 'a' }];
      })(),
    ],
  ])('is false for %s', (_, value) => {
    expect(isContentResult(value)).toBe(false);
  });

  it('never throws, even on a hostile proxy', () => {
    const hostile = new Proxy(
      {},
      {
        has: () => {
          throw new Error('trap');
        },
      },
    );
    expect(isContentResult(hostile)).toBe(false);
  });

  it('isErrorContentResult is true only for isError: true', () => {
    expect(isErrorContentResult({ content: [{ type: 'text', text: 'a' }], isError: true })).toBe(true);
    expect(isErrorContentResult({ content: [{ type: 'text', text: 'a' }], isError: false })).toBe(false);
    expect(isErrorContentResult({ isError: true })).toBe(false);
  });
});

describe('contentText', () => {
  it('is the text itself for one text part', () => {
    expect(contentText({ content: [{ type: 'text', text: 'line 1\nline 2' }] })).toEqual({
      text: 'line 1\nline 2',
      textParts: 1,
      mediaChars: 0,
    });
  });

  it('puts a boundary line before each later text part, numbered among all parts, and only sizes the media', () => {
    const result = { content: [{ type: 'text', text: 'a' }, PNG, { type: 'text', text: 'b' }, { type: 'text', text: 'c' }] };
    expect(contentText(result)).toEqual({
      text: 'a\n[content part 3 of 4]\nb\n[content part 4 of 4]\nc',
      textParts: 3,
      mediaChars: PNG.data.length,
    });
  });

  it('sizes media wherever MCP and the AI SDK keep their data', () => {
    const result = {
      content: [
        { type: 'resource', resource: { uri: 'a', blob: 'bbbb' } },
        { type: 'resource', resource: { uri: 'b', text: 'ttt' } },
        { type: 'file', mediaType: 'image/png', data: { type: 'data', data: new Uint8Array(5) } },
        { type: 'image-data', data: 'dd', mediaType: 'image/png' },
        { type: 'image-url', url: 'https://example.com/a.png' },
      ],
    };
    expect(contentText(result)).toEqual({ text: '', textParts: 0, mediaChars: 14 });
  });
});

describe('withContentText', () => {
  it('puts the text where the first text part was, keeps the media in order and every field but structuredContent', () => {
    const result = {
      content: [PNG, { type: 'text', text: 'a', annotations: { audience: ['user'] } }, { type: 'text', text: 'b' }, PNG],
      structuredContent: { content: 'ab' },
      isError: false,
      _meta: { id: 1 },
    };
    expect(withContentText(result, 'notice')).toEqual({
      content: [PNG, { type: 'text', text: 'notice', annotations: { audience: ['user'] } }, PNG],
      isError: false,
      _meta: { id: 1 },
    });
  });
});

describe('createReducer with content results', () => {
  const context = { toolName: 'mcp', toolCallId: 'c1' };

  it('spills the text and the structuredContent of a CallToolResult together (both are sent) and keeps the shape', async () => {
    const store = new MemoryStore();
    const text = Array.from({ length: 2_000 }, (_, i) => `line ${i}`).join('\n');
    const reduction = await createReducer({ store }).reduce(
      { content: [{ type: 'text', text }], structuredContent: { lines: 2_000 }, isError: false },
      context,
    );
    const joined = `${text}\n[field "structuredContent"]\n{"lines":2000}`;
    expect(reduction).toMatchObject({ reduced: true, action: 'spill', originalSize: joined.length, unit: 'chars' });
    const stored = `${text}\n[field "structuredContent"]\n{"lines": 2000}`;
    expect(new TextDecoder().decode(await store.read(reduction.handle!))).toBe(stored);
    const output = reduction.output as { content: Array<{ type: string; text: string }>; isError: boolean };
    expect(Object.keys(output)).toEqual(['isError', 'content']);
    expect(output.content).toHaveLength(1);
    expect(output.content[0]!.text.split('\n')[0]).toBe(
      `[Tool output too large (${stored.length.toLocaleString('en-US')} chars); stored to handle '${reduction.handle}'. Read it with read_tool_result(handle='${reduction.handle}', offset=0, limit=200).]`,
    );
  });

  it('returns the same object when the text is under every band and the image parses', async () => {
    const value = { content: [{ type: 'text', text: 'small' }, PNG] };
    const reducer = createReducer({ store: new MemoryStore() });
    expect((await reducer.reduce(value, context)).output).toBe(value);
  });

  it('reduces an isError result by the error bands: whole below 20,000 chars, spilled with its end above', async () => {
    const reducer = createReducer({ store: new MemoryStore(), bands: [{ over: 0, action: truncate({ maxChars: 10 }) }] });
    const small = { content: [{ type: 'text', text: 'x'.repeat(15_000) }], isError: true };
    expect((await reducer.reduce(small, context)).output).toBe(small);
    const text = `${'frame\n'.repeat(10_000)}Error: exit 1`;
    const reduction = await reducer.reduce({ content: [{ type: 'text', text }], isError: true }, context);
    const output = reduction.output as { content: Array<{ text: string }>; isError: boolean };
    expect(reduction.action).toBe('spill');
    expect(output.isError).toBe(true);
    expect(output.content[0]!.text.endsWith('frame\nframe\nError: exit 1')).toBe(true);
    expect(output.content[0]!.text.split('\n')[1]).toBe('...[59,013 chars omitted]...');
  });

  it('keeps an image that parses, without counting it, and spills one that does not, as binary, whatever its size', async () => {
    const store = new MemoryStore();
    const fake = { type: 'image', data: btoa('\x89PNG\r\n\x1a\nnot really a png'), mimeType: 'image/png' };
    const value = { content: [{ type: 'text', text: 'caption' }, PNG, fake] };
    const reduction = await createReducer({ store }).reduce(value, context);
    const parts = (reduction.output as { content: Array<{ type: string; text?: string }> }).content;
    expect(parts.slice(0, 2)).toEqual([{ type: 'text', text: 'caption' }, PNG]);
    expect(parts[2]!.text).toMatch(/^\[Tool output too large \(24 bytes \(binary\)\); stored to handle '[^']+\.bin'\./);
    expect(parts[2]!.text!.split('\n')[1]).toBe('<24 bytes of binary data (image/png)>');
    expect(btoa(String.fromCharCode(...(await store.read(reduction.handle!))))).toBe(fake.data);
  });

  it('for any split of a text into parts around images, the reduced output holds the images in order and one text part', () => {
    const part = fc.oneof(
      fc.string({ maxLength: 300 }).map((text) => ({ type: 'text', text })),
      fc.constant(PNG),
    );
    return fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 8 }), async (content) => {
        const reducer = createReducer({
          store: new MemoryStore(),
          bands: [{ over: 100, action: truncate({ maxChars: 80 }) }],
          onWarning: () => {},
        });
        const value = { content };
        const { output, reduced } = await reducer.reduce(value, context);
        const joined = contentText(value).text;
        if (!reduced) {
          expect(output).toBe(value);
          return;
        }
        const parts = (output as { content: Array<{ type: string; text?: string }> }).content;
        expect(parts.filter((p) => p.type !== 'text')).toEqual(content.filter((p) => p.type !== 'text'));
        expect(parts.filter((p) => p.type === 'text')).toHaveLength(1);
        expect(joined.length).toBeGreaterThanOrEqual(100);
      }),
    );
  });
});
