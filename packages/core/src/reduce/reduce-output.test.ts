// reduceOutput: a result as the model receives it, whatever its type, is bounded as it is sent.
import { describe, expect, it } from 'vitest';
import { truncate } from '../actions/truncate.js';
import { spill } from '../actions/spill.js';
import { createReducer } from './reducer.js';
import type { ReductionWarning } from '../actions/reduction.js';
import { MemoryStore } from '../stores/memory-store.js';
import { testPng } from '../test/test-png.js';
import { outputChars } from '../prepare/model-output.js';

const CALL = { toolName: 't', toolCallId: 'c1' };
const PNG = btoa(String.fromCharCode(...testPng()));
const header = (handle: string, size: string) =>
  `[Tool output too large (${size}); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]`;

function setup() {
  const store = new MemoryStore();
  const warnings: ReductionWarning[] = [];
  const reducer = createReducer({ store, bands: [{ over: 100, action: spill({ previewChars: 0 }) }], onWarning: (w) => warnings.push(w) });
  const read = async (handle: string) => new TextDecoder().decode(await store.read(handle));
  return { reducer, store, warnings, read };
}

describe('reduceOutput', () => {
  it('returns the same output when nothing applies, of any type', async () => {
    const { reducer } = setup();
    for (const output of [
      { type: 'text', value: 'small' },
      { type: 'json', value: { a: 1 } },
      {
        type: 'content',
        value: [
          { type: 'text', text: 'caption' },
          { type: 'image-data', data: PNG, mediaType: 'image/png' },
        ],
      },
      { type: 'execution-denied', reason: 'no' },
      { type: 'error-text', value: 'e'.repeat(5_000) },
    ]) {
      expect((await reducer.reduceOutput(output, CALL)).output).toBe(output);
    }
  });

  it('text: the value reduced, the output keeps its providerOptions', async () => {
    const { reducer, read } = setup();
    const r = await reducer.reduceOutput({ type: 'text', value: 'x'.repeat(200), providerOptions: { a: { b: 1 } } }, CALL);
    expect(r.output).toEqual({ type: 'text', value: header(r.handle!, '200 chars'), providerOptions: { a: { b: 1 } } });
    expect(await read(r.handle!)).toBe('x'.repeat(200));
  });

  it('json: measured as its JSON, replaced by a text output', async () => {
    const { reducer } = setup();
    const value = { rows: Array.from({ length: 60 }, (_, i) => i) };
    const r = await reducer.reduceOutput({ type: 'json', value }, CALL);
    expect(r.output).toEqual({
      type: 'text',
      value: `${header(r.handle!, `${JSON.stringify(value, null, 2).length} chars`)}\nshape: {'rows': array}`,
    });
  });

  it('json holding a CallToolResult: its text and its fields spilled together, the shape kept with isError', async () => {
    const { reducer, read } = setup();
    const value = {
      content: [{ type: 'text', text: 'ok' }],
      structuredContent: { blob: 'y'.repeat(200) },
      _meta: { id: 7 },
      isError: false,
    };
    const r = await reducer.reduceOutput({ type: 'json', value }, CALL);
    expect(r.output).toEqual({
      type: 'json',
      value: { isError: false, content: [{ type: 'text', text: expect.stringMatching(/^\[Tool output too large/) as string }] },
    });
    expect(await read(r.handle!)).toBe(`ok\n[field "structuredContent"]\n{\n  "blob": "${'y'.repeat(200)}"\n}\n[field "_meta"]\n{"id": 7}`);
  });

  it('a field that only repeats the text is measured as sent, and stored once', async () => {
    const { reducer, read } = setup();
    const text = Array.from({ length: 8 }, (_, i) => `line ${i}`).join('\n');
    // 55 chars of text and 65 of structuredContent: the band (100) is reached only by both together.
    const wrapped = await reducer.reduce(
      { content: [{ type: 'text', text }], structuredContent: { content: text }, _meta: { m: 1 } },
      CALL,
    );
    expect(wrapped.reduced).toBe(true);
    expect(await read(wrapped.handle!)).toBe(
      `${text}\n[field "structuredContent"]\n[made of the text above, not stored twice: {"content":<content part 1>}]\n[field "_meta"]\n{"m": 1}`,
    );
    // The text is the structured value as JSON, as the server indented it (the MCP spec's fallback for structured output).
    const value = { rows: [1, 2, 3], next: 'abc' };
    const asJson = await reducer.reduce(
      { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value },
      CALL,
    );
    expect(await read(asJson.handle!)).toBe(
      `${JSON.stringify(value, null, 2)}\n[field "structuredContent"]\n[made of the text above, not stored twice: <content part 1> parsed as JSON]`,
    );
    // Texts of several parts, keys and arrays kept: the field can be rebuilt from the spill alone.
    const two = await reducer.reduce(
      {
        content: [
          { type: 'text', text },
          { type: 'text', text: 'b' },
        ],
        structuredContent: { 'k"\u0000': [text, 'b', {}] },
      },
      CALL,
    );
    expect(await read(two.handle!)).toBe(
      `${text}\n[content part 2 of 2]\nb\n[field "structuredContent"]\n[made of the text above, not stored twice: {"k\\"\\u0000":[<content part 1>,<content part 2>,{}]}]`,
    );
    // Anything more than the texts is stored whole.
    const more = await reducer.reduce({ content: [{ type: 'text', text }], structuredContent: { content: text, n: 1 } }, CALL);
    expect(await read(more.handle!)).toBe(`${text}\n[field "structuredContent"]\n${JSON.stringify({ content: text, n: 1 }, null, 2)}`);
  });

  it('an embedded text resource is measured as its JSON and stored as its JSON without the text, then the text', async () => {
    const { reducer, read } = setup();
    const text = Array.from({ length: 6 }, (_, i) => `row ${i}`).join('\n');
    const resource = { type: 'resource', resource: { uri: 'file:///a.log', mimeType: 'text/plain', text } };
    // 41 chars of text, 100 as JSON: the band is reached by the JSON.
    expect(JSON.stringify(resource).length).toBeGreaterThanOrEqual(100);
    const r = await reducer.reduce({ content: [{ type: 'text', text: 'head' }, resource] }, CALL);
    expect(await read(r.handle!)).toBe(
      `head\n[content part 2 of 2]\n{"type":"resource","resource":{"uri":"file:///a.log","mimeType":"text/plain"}}\n${text}`,
    );
  });

  it('content: parts of any kind are measured as their JSON and spilled with the text, in order', async () => {
    const { reducer, read } = setup();
    const output = {
      type: 'content',
      value: [
        { type: 'text', text: 'intro' },
        { type: 'file', mediaType: 'text/plain', data: { type: 'text', text: 'z'.repeat(150) } },
        { type: 'whatever', n: 1 },
      ],
    };
    const r = await reducer.reduceOutput(output, CALL);
    expect(r.output).toEqual({
      type: 'content',
      value: [{ type: 'text', text: expect.stringMatching(/^\[Tool output too large/) as string }],
    });
    expect((await read(r.handle!)).split('\n')).toEqual([
      'intro',
      '[content part 2 of 3]',
      '{',
      '  "type": "file",',
      '  "mediaType": "text/plain",',
      '  "data": {',
      '    "type": "text",',
      `    "text": "${'z'.repeat(150)}"`,
      '  }',
      '}',
      '[content part 3 of 3]',
      '{"type": "whatever", "n": 1}',
    ]);
  });

  it('error-text: the error band (20,000 chars), the end of the error kept in the preview', async () => {
    const store = new MemoryStore();
    const reducer = createReducer({ store });
    const value = `${'trace line\n'.repeat(3_000)}Error: boom`;
    const r = await reducer.reduceOutput({ type: 'error-text', value }, CALL);
    const text = (r.output as { type: string; value: string }).value;
    expect((r.output as { type: string }).type).toBe('error-text');
    expect(text.split('\n')[1]).toBe(`...[${(value.length - 1_000).toLocaleString('en-US')} chars omitted]...`);
    expect(text.endsWith('trace line\nError: boom')).toBe(true);
  });

  it('a type this library does not know: measured whole, replaced by a text output', async () => {
    const { reducer, read } = setup();
    const output = { type: 'novel-kind', payload: 'p'.repeat(300) };
    const r = await reducer.reduceOutput(output, CALL);
    expect((r.output as { type: string }).type).toBe('text');
    expect(JSON.parse((await read(r.handle!)).replace(/\n/g, ''))).toEqual(output);
  });

  it('many parts that cannot go out (images that do not parse): collapsed into one notice when their notices pass the bound', async () => {
    const store = new MemoryStore();
    const reducer = createReducer({ store, bands: [{ over: 10_000, action: spill({ then: truncate() }) }], onWarning: () => {} });
    const bad = { type: 'image-data', data: btoa('not an image, just text'), mediaType: 'image/png' };
    const output = { type: 'content', value: [{ type: 'text', text: 'screens' }, ...Array.from({ length: 100 }, () => bad)] };
    const r = await reducer.reduceOutput(output, CALL);
    const parts = (r.output as { value: Array<{ type: string; text: string }> }).value;
    expect(parts).toHaveLength(1);
    expect(parts[0]!.text).toMatch(/^\[Tool output too large \(/);
    expect(new TextDecoder().decode(await store.read(r.handle!))).toContain('"mediaType":"image/png","base64":"');
  });

  it('an image over MAX_IMAGE_PART_BYTES is spilled as binary, even below every band', async () => {
    const { reducer, read } = setup();
    const big = Buffer.from(testPng(4_000_000)).toString('base64');
    const r = await reducer.reduceOutput(
      { type: 'content', value: [{ type: 'image-data', data: big, mediaType: 'image/png' }] },
      { ...CALL, toolName: 'x' },
    );
    const parts = (r.output as { value: Array<{ type: string; text: string }> }).value;
    expect(parts[0]!.text.split('\n')[1]).toBe('<4,000,000 bytes of binary data (image/png)>');
    expect(r.handle).toMatch(/\.bin$/);
    expect((await read(r.handle!)).length).toBeGreaterThan(0);
  });

  it('a budget bounds a content output as a whole', async () => {
    const { reducer } = setup();
    const output = {
      type: 'content',
      value: [
        { type: 'text', text: 'a'.repeat(90) },
        { type: 'text', text: 'b'.repeat(90) },
      ],
    };
    const r = await reducer.reduceOutput(output, { ...CALL, budget: { chars: 400 } });
    const parts = (r.output as { value: Array<{ text: string }> }).value;
    expect(parts.reduce((sum, part) => sum + part.text.length, 0)).toBeLessThanOrEqual(400);
  });
});

describe('a parts result is bounded as outputChars measures it', () => {
  it('counts the names of the fields sent beside the parts: images that do not parse beside a long field collapse to one notice', async () => {
    const reducer = createReducer({
      store: new MemoryStore(),
      bands: [{ over: 3_000, action: spill({ previewChars: 0 }) }],
      onWarning: () => {},
    });
    // Below the band as taken apart (the images are empty), each image spilled as one that does not
    // parse: the 5 notices and the field came to 4,034 chars as sent, over the spill's bound of 4,000,
    // while measured without the field's name and with a newline between pieces they fitted.
    const image = { type: 'image', data: '', mimeType: 'image/png' };
    const value = { content: [image, image, image, image, image], aFieldWhoseNameIsFortyCharactersLongXYZ: 'x'.repeat(2_950) };
    const r = await reducer.reduce(value, CALL);
    expect(outputChars(r.output)).toBeLessThanOrEqual(4_000);
    expect(r.output).toEqual({ content: [{ type: 'text', text: expect.stringMatching(/^\[Tool output too large \(/) }] });
  });
});
