import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentText, isContentResult, isErrorContentResult, withContentText } from './content-result.js';
import { MemoryStore } from './stores/memory-store.js';
import { createReducer } from './reducer.js';
import { truncate } from './actions/truncate.js';
import type { ReductionWarning } from './reduction.js';

const PNG = { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' };

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
  ])('is true for %s', (_, value) => {
    expect(isContentResult(value)).toBe(true);
  });

  it.each([
    ['a ProseMirror document', { type: 'doc', content: [{ type: 'paragraph', content: [] }] }],
    ['a part of an unknown type', { content: [{ type: 'paragraph' }] }],
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
    expect(contentText(result)).toEqual({ text: 'a\n[content part 3 of 4]\nb\n[content part 4 of 4]\nc', textParts: 3, mediaChars: 12 });
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

  it('spills the text of a CallToolResult once (never its structuredContent) and keeps the shape', async () => {
    const store = new MemoryStore();
    const text = Array.from({ length: 2_000 }, (_, i) => `line ${i}`).join('\n');
    const reduction = await createReducer({ store }).reduce(
      { content: [{ type: 'text', text }], structuredContent: { content: text }, isError: false },
      context,
    );
    expect(reduction).toMatchObject({ reduced: true, action: 'spill', originalSize: text.length, unit: 'chars' });
    expect(new TextDecoder().decode(await store.read(reduction.handle!))).toBe(text);
    const output = reduction.output as { content: Array<{ type: string; text: string }>; isError: boolean };
    expect(Object.keys(output)).toEqual(['content', 'isError']);
    expect(output.content).toHaveLength(1);
    expect(output.content[0]!.text.split('\n')[0]).toBe(
      `[Tool output too large (${text.length.toLocaleString('en-US')} chars); stored to handle '${reduction.handle}'. Read it with read_tool_result(handle='${reduction.handle}', offset=0, limit=200).]`,
    );
  });

  it('returns the same object when the text is under every band', async () => {
    const value = { content: [{ type: 'text', text: 'small' }, PNG] };
    const reducer = createReducer({ store: new MemoryStore() });
    expect((await reducer.reduce(value, context)).output).toBe(value);
    expect(reducer.leavesUnchanged(value, 'mcp')).toBe(true);
  });

  it('passes an isError result through untouched, whatever its size', async () => {
    const value = { content: [{ type: 'text', text: 'x'.repeat(50_000) }], isError: true };
    const reducer = createReducer({ store: new MemoryStore() });
    expect(await reducer.reduce(value, context)).toEqual({ output: value, reduced: false, originalSize: 0, unit: 'chars', fallbacks: [] });
    expect(reducer.leavesUnchanged(value, 'mcp')).toBe(true);
  });

  it('reports media over a band through onWarning and keeps them', async () => {
    const warnings: ReductionWarning[] = [];
    const image = { type: 'image', data: 'i'.repeat(20_000), mimeType: 'image/png' };
    const value = { content: [{ type: 'text', text: 'caption' }, image] };
    const reduction = await createReducer({ store: new MemoryStore(), onWarning: (w) => warnings.push(w) }).reduce(value, context);
    expect(reduction.output).toBe(value);
    expect(warnings).toEqual([
      {
        action: 'media',
        reason: 'media parts of 20,000 chars reach a band; kept as they are (media are never reduced)',
        toolName: 'mcp',
        toolCallId: 'c1',
      },
    ]);
  });

  it('for any split of a text into parts around media, the reduced output holds the media in order and one text part', () => {
    const part = fc.oneof(
      fc.string({ maxLength: 300 }).map((text) => ({ type: 'text', text })),
      fc.nat(9).map((n) => ({ type: 'image', data: `img${n}`, mimeType: 'image/png' })),
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
