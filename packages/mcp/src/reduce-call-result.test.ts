import { MemoryStore } from '@output-limits/core';
import { outputChars } from '@output-limits/core/adapter';
import { testPng } from '@output-limits/core/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultLimits, ToolCall } from './reduce-call-result.js';
import { reduceCallResult } from './reduce-call-result.js';
import { sessionLimits } from './session-limits.js';

const store = new MemoryStore();
const session = sessionLimits({}, store, () => {});
const limits: ResultLimits = { ...session, readTool: () => true };
const call: ToolCall = { toolName: 'tool', callId: '7', args: { query: 'timeout' } };
const text = (chars: number) => 'x'.repeat(chars - 1) + '\n';
const read = async (handle: string) => new TextDecoder().decode(await store.read(handle));

describe('reduceCallResult: every part of a result counts', () => {
  it('leaves a result below every band unchanged, structuredContent and _meta included', async () => {
    const result = { content: [{ type: 'text', text: text(9_000) }], structuredContent: { a: 1 }, _meta: { m: 1 } };
    expect(reduceCallResult(result, call, limits)).toBeUndefined();
  });

  it('spills a large structuredContent beside a small text, fields and all', async () => {
    const structured = { rows: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `row ${i}` })) };
    const reduced = await reduceCallResult(
      { content: [{ type: 'text', text: 'ok' }], structuredContent: structured, _meta: { m: 1 } },
      call,
      limits,
    )?.();
    expect(reduced?.result).toEqual({ content: [expect.objectContaining({ type: 'text' }), reduced!.link] });
    expect(await read(reduced!.link!.name)).toBe(
      `ok\n[field "structuredContent"]\n{\n  "rows": [\n${structured.rows.map((r) => `    {"id": ${r.id}, "name": "${r.name}"}`).join(',\n')}\n  ]\n}\n[field "_meta"]\n{"m": 1}`,
    );
  });

  it('does not store a structuredContent twice when it only repeats the text', async () => {
    const body = text(12_000);
    const reduced = await reduceCallResult(
      { content: [{ type: 'text', text: body }], structuredContent: { content: body } },
      call,
      limits,
    )?.();
    expect(await read(reduced!.link!.name)).toBe(
      `${body}\n[field "structuredContent"]\n[made of the text above, not stored twice: {"content":<content part 1>}]`,
    );
  });

  it('counts embedded text resources and a large _meta, and keeps images that parse as they are', async () => {
    const image = { type: 'image', data: Buffer.from(testPng()).toString('base64'), mimeType: 'image/png' };
    const resource = { type: 'resource', resource: { uri: 'file:///a.log', mimeType: 'text/plain', text: text(6_000) } };
    const meta = { trace: 'y'.repeat(5_000) };
    const reduced = await reduceCallResult({ content: [{ type: 'text', text: 'head' }, image, resource], _meta: meta }, call, limits)?.();
    expect(reduced?.result.content).toEqual([
      expect.objectContaining({ type: 'text' }),
      expect.objectContaining({ type: 'resource_link' }),
      image,
    ]);
    expect(reduced?.result).not.toHaveProperty('_meta');
    expect(await read(reduced!.link!.name)).toBe(
      `head\n[content part 3 of 3]\n{"type":"resource","resource":{"uri":"file:///a.log","mimeType":"text/plain"}}\n${resource.resource.text}\n[field "_meta"]\n${JSON.stringify(meta, null, 2)}`,
    );
  });

  it('bounds error results by their own, higher band, and keeps isError', async () => {
    expect(reduceCallResult({ content: [{ type: 'text', text: text(15_000) }], isError: true }, call, limits)).toBeUndefined();
    const reduced = await reduceCallResult({ content: [{ type: 'text', text: text(25_000) }], isError: true }, call, limits)?.();
    expect(reduced?.result).toMatchObject({ isError: true, content: [{ type: 'text' }, { type: 'resource_link' }] });
  });

  it('lets a result through up to the server’s maxResultSizeChars hint, and reduces it past that', async () => {
    const hinted = { ...call, maxResultChars: 30_000 };
    expect(reduceCallResult({ content: [{ type: 'text', text: text(29_000) }] }, hinted, limits)).toBeUndefined();
    expect(await reduceCallResult({ content: [{ type: 'text', text: text(31_000) }] }, hinted, limits)?.()).toBeDefined();
  });

  it('names resources/read of the spill instead of read_tool_result when the session has no read tool', async () => {
    const reduced = await reduceCallResult({ content: [{ type: 'text', text: text(20_000) }] }, call, {
      ...limits,
      readTool: () => false,
    })?.();
    const notice = (reduced?.result.content as Array<{ text: string }>)[0]!.text;
    const uri = reduced!.link!.uri;
    expect(notice.split('\n')[0]).toBe(
      `[Tool output too large (20,000 chars); stored to handle '${reduced!.link!.name}'. Read it with resources/read(uri='${uri}').]`,
    );
  });

  it('never sends a reduced result over the bound of the band it reached, whatever the shape (property)', async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const part = fc.oneof(
      fc.record({ type: fc.constant('text'), text: fc.string({ maxLength: 30_000 }) }),
      fc.record({ type: fc.constant('image'), data: fc.base64String({ maxLength: 2_000 }), mimeType: fc.constant('image/png') }),
      fc.record({ type: fc.constant('resource'), resource: fc.record({ uri: fc.webUrl(), text: fc.string({ maxLength: 20_000 }) }) }),
      fc.record({ type: fc.string(), extra: json }),
    );
    const result = fc.record(
      { content: fc.array(part, { maxLength: 6 }), structuredContent: json, _meta: json, isError: fc.boolean(), other: json },
      { requiredKeys: ['content'] },
    );
    await fc.assert(
      fc.asyncProperty(result, fc.boolean(), async (value, readTool) => {
        const reduced = await reduceCallResult(value, call, { ...limits, readTool: () => readTool })?.();
        if (!reduced) return;
        // The spill's link goes out only where it fits: the result stays within the bound of the band (the error band for isError).
        const size = outputChars(value);
        expect(outputChars(reduced.result)).toBeLessThanOrEqual(limits.boundChars(call.toolName, value.isError === true, size));
      }),
      { numRuns: 150 },
    );
  });
});

describe('reduceCallResult: the link within the bound', () => {
  it('leaves the link out when a result that reached no band is sent over the bound of the band it reaches: images that do not parse beside a long field', async () => {
    const tight = sessionLimits({ over: 2_000, errorOver: 3_000, previewChars: 300 }, new MemoryStore(), () => {});
    const image = { type: 'image', data: '', mimeType: 'image/png' };
    // 4 empty images (spilled whatever their size, each a notice) and 2,800 chars of an unknown field: 3,802 chars sent.
    const result = { content: [image, image, image, image], isError: true, extra: ' '.repeat(2_800) };
    const reduced = await reduceCallResult(result, { toolName: 'tool', callId: '7', args: {} }, { ...tight, readTool: () => true })?.();
    expect(tight.boundChars('tool', true, Number.MAX_SAFE_INTEGER)).toBe(4_000);
    const content = reduced!.result.content as Array<{ type: string }>;
    expect(content.map((part) => part.type)).toEqual(['text', 'text', 'text', 'text']);
    expect(outputChars(reduced!.result)).toBe(3_802);
    // With the link it would be over the bound of the error band, which the result reached as sent.
    expect(outputChars({ ...reduced!.result, content: [...content, reduced!.link] })).toBe(4_052);
  });

  it('holds the same bound in a session that measures in tokens (what is sent, in chars over 4, chooses the band)', async () => {
    const tight = sessionLimits({ over: 500, errorOver: 750, tokens: true, previewChars: 300 }, new MemoryStore(), () => {});
    const image = { type: 'image', data: '', mimeType: 'image/png' };
    const result = { content: [image, image, image, image], isError: true, extra: ' '.repeat(2_800) };
    const reduced = await reduceCallResult(result, { toolName: 'tool', callId: '7', args: {} }, { ...tight, readTool: () => true })?.();
    const content = reduced!.result.content as Array<{ type: string }>;
    expect(content.map((part) => part.type)).toEqual(['text', 'text', 'text', 'text']);
    expect(outputChars(reduced!.result)).toBeLessThanOrEqual(tight.boundChars('tool', true, Number.MAX_SAFE_INTEGER));
  });
});
