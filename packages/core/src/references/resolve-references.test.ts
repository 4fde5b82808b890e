import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  argumentName,
  referencedInputInvalid,
  referenceHint,
  referenceNotStructured,
  referencesTooLarge,
  referenceStoreFailed,
  tooManyReferences,
  unknownReference,
} from '../messages/index.js';
import { MemoryStore } from '../stores/memory-store.js';
import { withTextBlocks } from '../text/pageable-json.js';
import type { OverflowStore } from '../stores/overflow-store.js';
import { findReferences, referencedHandle } from './find-references.js';
import type { JsonSchema } from './reference-schema.js';
import { REFERENCE_STRING_SCHEMA, takesStringAt, widenForReferences } from './reference-schema.js';
import { describeReferences, resolveReferences } from './resolve-references.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** The input schema of an upload tool: a text field, a structured field, a list of records. */
const UPLOAD: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    content: { type: 'string' },
    meta: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } },
    rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
    count: { type: 'number' },
    note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['name'],
};

async function storeWith(entries: Record<string, string | Uint8Array>): Promise<OverflowStore> {
  const store = new MemoryStore();
  for (const [key, value] of Object.entries(entries)) await store.write(key, typeof value === 'string' ? encode(value) : value);
  return store;
}

describe('the reference form', () => {
  it('is a whole string: @tool_result:<handle>, with no whitespace in the handle', () => {
    expect(referencedHandle('@tool_result:c1.0-abc')).toBe('c1.0-abc');
    expect(referencedHandle('@tool_result:user-1/c1.0-abc.bin')).toBe('user-1/c1.0-abc.bin');
    expect(referencedHandle('see @tool_result:c1')).toBeUndefined();
    expect(referencedHandle('@tool_result:')).toBeUndefined();
    expect(referencedHandle('@tool_result:a b')).toBeUndefined();
    expect(referencedHandle(`@tool_result:${'a'.repeat(513)}`)).toBeUndefined();
    expect(referencedHandle({})).toBeUndefined();
  });

  it('is found at any depth, in document order, with its path; text that merely contains it is data', () => {
    const input = { a: 'x @tool_result:no', b: ['@tool_result:one', { c: '@tool_result:two' }], d: '@tool_result:' };
    expect(findReferences(input)).toEqual([
      { path: ['b', 0], reference: '@tool_result:one', handle: 'one' },
      { path: ['b', 1, 'c'], reference: '@tool_result:two', handle: 'two' },
      { path: ['d'], reference: '@tool_result:', handle: '' },
    ]);
  });
});

describe('takesStringAt', () => {
  it('follows properties, items, $ref and anyOf to the schema of a position', () => {
    expect(takesStringAt(UPLOAD, ['content'])).toBe(true);
    expect(takesStringAt(UPLOAD, ['meta'])).toBe(false);
    expect(takesStringAt(UPLOAD, ['meta', 'tags', 3])).toBe(true);
    expect(takesStringAt(UPLOAD, ['rows'])).toBe(false);
    expect(takesStringAt(UPLOAD, ['rows', 0])).toBe(false);
    expect(takesStringAt(UPLOAD, ['rows', 0, 'id'])).toBe(true);
    expect(takesStringAt(UPLOAD, ['count'])).toBe(false);
    expect(takesStringAt(UPLOAD, ['note'])).toBe(true);
    // Not described: anything goes, a string too.
    expect(takesStringAt(UPLOAD, ['other'])).toBe(true);
    expect(takesStringAt(undefined, ['x'])).toBe(true);
    const recursive: JsonSchema = {
      type: 'object',
      properties: { tree: { $ref: '#/$defs/node' } },
      $defs: {
        node: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } }, label: { type: ['string', 'null'] } },
        },
      },
    };
    expect(takesStringAt(recursive, ['tree'])).toBe(false);
    expect(takesStringAt(recursive, ['tree', 'children', 2, 'label'])).toBe(true);
    expect(takesStringAt(recursive, ['tree', 'children', 2, 'children'])).toBe(false);
  });
});

describe('widenForReferences', () => {
  it('offers a reference string beside every position that takes no string, and leaves the rest', () => {
    const widened = widenForReferences(UPLOAD) as { properties: Record<string, unknown> };
    expect(widened.properties.content).toEqual({ type: 'string' });
    expect(widened.properties.note).toEqual(UPLOAD && (UPLOAD as { properties: Record<string, unknown> }).properties.note);
    expect(widened.properties.count).toEqual({ anyOf: [{ type: 'number' }, REFERENCE_STRING_SCHEMA] });
    expect(widened.properties.rows).toEqual({
      anyOf: [
        { type: 'array', items: { anyOf: [{ type: 'object', properties: { id: { type: 'string' } } }, REFERENCE_STRING_SCHEMA] } },
        REFERENCE_STRING_SCHEMA,
      ],
    });
    // The input is not changed.
    expect((UPLOAD as { properties: { count: unknown } }).properties.count).toEqual({ type: 'number' });
  });
});

describe('resolveReferences', () => {
  const LOG = 'line 1\nline 2 ERROR\n\u00e9\u{1f600} end\n';
  const RECORDS = [{ id: 'a' }, { id: 'b' }];

  it('puts the exact stored text at a text position, with its size and SHA-256', async () => {
    const store = await storeWith({ 'c1.0-x': LOG });
    const resolved = await resolveReferences(
      { name: 'log.txt', content: '@tool_result:c1.0-x' },
      { store, toolName: 'upload', schema: UPLOAD },
    );
    expect(resolved).toEqual({
      ok: true,
      input: { name: 'log.txt', content: LOG },
      references: [
        {
          path: ['content'],
          reference: '@tool_result:c1.0-x',
          handle: 'c1.0-x',
          bytes: encode(LOG).length,
          sha256: sha256(LOG),
          as: 'text',
        },
      ],
    });
  });

  it('puts the value back at a structured position when a long string was spilled as a text block', async () => {
    const tags = [Array.from({ length: 60 }, (_, i) => `line ${i} "quoted" \\ \t`).join('\n')];
    const laid = withTextBlocks(JSON.stringify({ tags }, null, 2))!;
    expect(laid).toContain('"""');
    const store = await storeWith({ doc: laid });
    const resolved = await resolveReferences({ name: 'n', meta: '@tool_result:doc' }, { store, toolName: 'upload', schema: UPLOAD });
    expect(resolved.ok && resolved.input).toEqual({ name: 'n', meta: { tags } });
  });

  it('puts parsed JSON at a structured position: a document, or an array spilled one record a line', async () => {
    const store = await storeWith({
      doc: JSON.stringify({ tags: ['x'] }, null, 2),
      rows: RECORDS.map((record) => JSON.stringify(record)).join('\n'),
      one: JSON.stringify([{ id: 'a' }]),
      empty: '',
      n: '42',
    });
    const input = { name: 'n', meta: '@tool_result:doc', rows: '@tool_result:rows', count: '@tool_result:n' };
    const resolved = await resolveReferences(input, { store, toolName: 'upload', schema: UPLOAD });
    expect(resolved.ok && resolved.input).toEqual({ name: 'n', meta: { tags: ['x'] }, rows: RECORDS, count: 42 });
    // A one-record array is one line; an empty array, no line at all.
    const one = await resolveReferences({ rows: '@tool_result:empty' }, { store, toolName: 'upload', schema: UPLOAD });
    expect(one.ok && one.input).toEqual({ rows: [] });
    // Spilled as one document (a compactJson serializer): the line is the array itself.
    const document = await resolveReferences(
      { rows: '@tool_result:one' },
      { store, toolName: 'upload', schema: UPLOAD, arrays: 'document' },
    );
    expect(document.ok && document.input).toEqual({ rows: [{ id: 'a' }] });
    const records = await resolveReferences({ rows: '@tool_result:one' }, { store, toolName: 'upload', schema: UPLOAD });
    expect(records.ok && records.input).toEqual({ rows: [[{ id: 'a' }]] });
    // The input itself is not changed.
    expect(input.meta).toBe('@tool_result:doc');
  });

  it('gives a binary payload as base64 at a text position, and refuses it where structured data is expected', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0xff, 0xfe]);
    const store = await storeWith({ 'c1.0-x.bin': png, 'c2.0-y.bin': encode('text after all') });
    const text = await resolveReferences({ content: '@tool_result:c1.0-x.bin' }, { store, toolName: 'upload', schema: UPLOAD });
    expect(text.ok && text.input).toEqual({ content: Buffer.from(png).toString('base64') });
    expect(text.ok && text.references[0]).toMatchObject({ as: 'base64', bytes: 7, sha256: sha256(png) });
    const utf8 = await resolveReferences({ content: '@tool_result:c2.0-y.bin' }, { store, toolName: 'upload', schema: UPLOAD });
    expect(utf8.ok && utf8.input).toEqual({ content: 'text after all' });
    expect(await resolveReferences({ meta: '@tool_result:c1.0-x.bin' }, { store, toolName: 'upload', schema: UPLOAD })).toEqual({
      ok: false,
      message: referenceNotStructured('@tool_result:c1.0-x.bin', ['meta'], 'upload', true),
    });
  });

  it('answers in one line, and puts nothing in place, for an unknown, foreign, malformed or non-JSON reference', async () => {
    const store = await storeWith({ 'alice/c1.0-x': LOG, 'bob/c1.0-y': LOG });
    const options = { store, toolName: 'upload', schema: UPLOAD, namespace: 'alice' };
    const cases: [unknown, string][] = [
      [{ content: '@tool_result:alice/nope' }, unknownReference('@tool_result:alice/nope', ['content'], 'upload')],
      [{ content: '@tool_result:bob/c1.0-y' }, unknownReference('@tool_result:bob/c1.0-y', ['content'], 'upload')],
      [{ content: '@tool_result:' }, unknownReference('@tool_result:', ['content'], 'upload')],
      [{ content: '@tool_result:alice/c1.0-x\n' }, unknownReference('@tool_result:alice/c1.0-x\n', ['content'], 'upload')],
      [
        { content: 'fine', meta: '@tool_result:alice/c1.0-x' },
        referenceNotStructured('@tool_result:alice/c1.0-x', ['meta'], 'upload', false),
      ],
    ];
    for (const [input, message] of cases) {
      const resolved = await resolveReferences(input, options);
      expect(resolved).toEqual({ ok: false, message });
      expect(message).not.toContain('\n');
      expect(message).not.toContain('line 2 ERROR');
    }
  });

  it('tells a failing store from a missing payload, without echoing the error', async () => {
    const failing: OverflowStore = {
      write: async (key) => key,
      read: async () => {
        throw Object.assign(new Error('ECONNREFUSED 10.0.0.7:6379 /var/secret'), { code: 'ECONNREFUSED' });
      },
    };
    const resolved = await resolveReferences({ content: '@tool_result:h' }, { store: failing, toolName: 'upload' });
    expect(resolved).toEqual({ ok: false, message: referenceStoreFailed('@tool_result:h', ['content'], 'upload') });
  });

  it('caps the references of one call by count, before reading any, and by bytes in all', async () => {
    let reads = 0;
    const inner = await storeWith({ a: 'x'.repeat(600), b: 'y'.repeat(600) });
    const store: OverflowStore = { write: (key, data) => inner.write(key, data), read: (handle) => ((reads += 1), inner.read(handle)) };
    const many = { list: Array.from({ length: 4 }, () => '@tool_result:a') };
    expect(await resolveReferences(many, { store, toolName: 'upload', maxReferences: 3 })).toEqual({
      ok: false,
      message: tooManyReferences(4, 3, 'upload'),
    });
    expect(reads).toBe(0);
    const two = { first: '@tool_result:a', second: '@tool_result:b' };
    expect(await resolveReferences(two, { store, toolName: 'upload', maxBytes: 1_000 })).toEqual({
      ok: false,
      message: referencesTooLarge(1_000, 'upload'),
    });
    const fits = await resolveReferences(two, { store, toolName: 'upload', maxBytes: 1_200 });
    expect(fits.ok && fits.input).toEqual({ first: 'x'.repeat(600), second: 'y'.repeat(600) });
  });

  it('reads back any stored text exactly (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        const store = await storeWith({ h: text });
        const resolved = await resolveReferences({ content: '@tool_result:h' }, { store, toolName: 't', schema: UPLOAD });
        // Lone surrogates have no UTF-8 form: the store holds what TextEncoder made of the text.
        const stored = new TextDecoder().decode(encode(text));
        expect(resolved.ok && resolved.input).toEqual({ content: stored });
      }),
    );
  });
});

describe('describeReferences', () => {
  it('gives each reference its size and SHA-256, never the content', async () => {
    const store = await storeWith({ 'c1.0-x': 'secret payload' });
    const described = await describeReferences({ content: '@tool_result:c1.0-x', other: '@tool_result:nope' }, { store });
    expect(described).toEqual([
      { path: ['content'], reference: '@tool_result:c1.0-x', handle: 'c1.0-x', bytes: 14, sha256: sha256('secret payload') },
      { path: ['other'], reference: '@tool_result:nope', handle: 'nope', found: false },
    ]);
    expect(JSON.stringify(described)).not.toContain('secret');
  });
});

describe('reference messages', () => {
  it('are exact, one line each', () => {
    expect(referenceHint('c1.0-x', ['upload_log'])).toBe(
      "[To pass this whole output to upload_log, write '@tool_result:c1.0-x' as the argument's value; the tool receives the exact stored output.]",
    );
    expect(referenceHint('h', ['a', 'b'])).toContain('to a or b, write');
    expect(referenceHint('h', ['a', 'b', 'c'])).toContain('to a, b or c, write');
    expect(referenceHint('h', ['a', 'b', 'c', 'd', 'e'])).toContain('to a, b, c or 2 more, write');
    expect(unknownReference('@tool_result:nope', ['content'], 'upload')).toBe(
      `[No stored tool result for '@tool_result:nope' (argument content), so upload was not called. Use the exact handle from a "[Tool output too large ...]" notice.]`,
    );
    expect(referenceStoreFailed('@tool_result:h', ['files', 0, 'body'], 'upload')).toBe(
      "[Could not read '@tool_result:h' (argument files[0].body): the store failed, so upload was not called. Try again.]",
    );
    expect(tooManyReferences(40, 32, 'upload')).toBe('[Too many references in one call of upload: 40, at most 32. It was not called.]');
    expect(referencesTooLarge(20_000_000, 'upload')).toBe(
      '[The references in this call of upload hold over 20,000,000 bytes, the most one call may pass. It was not called.]',
    );
    expect(referenceNotStructured('@tool_result:h', ['meta'], 'post', false)).toBe(
      "[Argument meta takes structured data, but '@tool_result:h' holds text that is not JSON, so post was not called. Pass it to a text argument instead.]",
    );
    expect(referencedInputInvalid([['meta'], ['rows', 1]], 'post')).toBe(
      "[With the stored results put in place of its references (arguments meta, rows[1]), the input does not match post's input schema, so it was not called.]",
    );
    expect(argumentName(['a key', 'b\nc'])).toBe('["a key"]["b\\nc"]');
    expect(argumentName([])).toBe('the input');
    expect(argumentName(['x'.repeat(500)])).toHaveLength(203);
  });
});
