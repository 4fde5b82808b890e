// Structured results spill pageable by default: an array one record a line (JSON lines), any other
// structured value as indented JSON with each object or array that fits in 80 chars on one line; the size measured stays that of compact JSON, and the notice
// states the one size of what was stored, which its preview's marker and read_tool_result count too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spill } from '../actions/spill.js';
import { truncate } from '../actions/truncate.js';
import { readToolResult } from '../read/read-tool-result.js';
import { createReducer } from '../reduce/reducer.js';
import { compactJson, indentedJson, jsonLines } from '../prepare/serialize.js';
import { MemoryStore } from '../stores/memory-store.js';
import { foldSmallContainers } from '../text/fold-small-containers.js';
import type { OverflowStore } from '../stores/overflow-store.js';

const CALL = { toolName: 'orders', toolCallId: 'call-1' };
const STATUSES = ['paid', 'shipped', 'failed', 'refunded'] as const;
const ORDERS = Array.from({ length: 6000 }, (_, i) => ({
  id: i,
  customer: `customer-${i % 97}`,
  status: STATUSES[(i * 7) % 13 === 0 ? 2 : i % 2],
  total: (i % 500) + 0.5,
}));

async function spilled(value: unknown, config = {}) {
  const store = new MemoryStore();
  const reducer = createReducer({ store, ...config });
  const reduction = await reducer.reduce(value, CALL);
  const stored = new TextDecoder().decode(await store.read(reduction.handle!));
  return { store, reduction, stored, notice: String(reduction.output) };
}

describe('structured spills', () => {
  it('spill an array one record a line; the header shows the size stored and the shape names the record keys', async () => {
    const { reduction, stored, notice } = await spilled(ORDERS);
    const compact = JSON.stringify(ORDERS);
    expect(reduction).toMatchObject({ action: 'spill', originalSize: compact.length, unit: 'chars' });
    expect(stored).toBe(ORDERS.map((order) => JSON.stringify(order)).join('\n'));
    const [header, shape] = notice.split('\n');
    expect(header).toBe(
      `[Tool output too large (${stored.length.toLocaleString('en-US')} chars); stored to handle '${reduction.handle}'. Read it with read_tool_result(handle='${reduction.handle}', offset=0, limit=200).]`,
    );
    expect(shape).toBe('shape: [6000 items of {id, customer, status, total}]');
  });

  it('a pattern on a records spill returns whole matching records', async () => {
    const { store, reduction } = await spilled(ORDERS);
    const failed = ORDERS.filter((order) => order.status === 'failed');
    const page = await readToolResult(store, { handle: reduction.handle!, pattern: '"failed"', limit: 2, context: 0 });
    const lineOf = (order: (typeof ORDERS)[number]) => ORDERS.indexOf(order) + 1;
    expect(page).toBe(
      `${lineOf(failed[0]!)}: ${JSON.stringify(failed[0])}\n--\n${lineOf(failed[1]!)}: ${JSON.stringify(failed[1])}\n` +
        `[matches 1-2 of ${failed.length} for "\\"failed\\"" (6,000 lines in all); next: read_tool_result(handle='${reduction.handle}', offset=2, limit=2, pattern="\\"failed\\"", context=0)]`,
    );
  });

  it('state one size in the header and the preview marker of an indented spill: the size of what was stored', async () => {
    const value = { orders: ORDERS, next: null };
    const { stored, notice } = await spilled(value, { bands: [{ over: 0, action: spill({ preview: 'headTail' }) }] });
    const size = stored.length.toLocaleString('en-US');
    expect(notice.split('\n')[0]).toContain(`(${size} chars)`);
    const omitted = /\[([\d,]+) chars omitted\]/.exec(notice)?.[1];
    expect(Number(omitted?.replaceAll(',', '')) + 1_000).toBe(stored.length);
    const salient = (await spilled(value)).notice;
    expect(salient.split('\n')[0]).toContain(`(${size} chars)`);
  });

  it('spill any other structured value as indented JSON, each small record on one line', async () => {
    const value = { orders: ORDERS.slice(0, 300), next: null };
    const { reduction, stored } = await spilled(value);
    expect(stored).toBe(['{', '  "orders": [', orderLines(value.orders), '  ],', '  "next": null', '}'].join('\n'));
    expect(reduction.originalSize).toBe(JSON.stringify(value).length);
  });

  it('truncate the compact JSON, which is what the model would otherwise have seen', async () => {
    const reducer = createReducer({
      store: new MemoryStore(),
      bands: [{ over: 100, action: truncate({ maxChars: 80, strategy: 'head' }) }],
    });
    const { output } = await reducer.reduce(ORDERS.slice(0, 10), CALL);
    expect(output).toBe(`${JSON.stringify(ORDERS.slice(0, 10)).slice(0, 36)}\n\n[truncated: showing first 36 of 628 chars]`);
  });

  it('a configured serializer overrides all of it: measured, shown and spilled alike', async () => {
    const { reduction, stored } = await spilled(ORDERS, { serializer: compactJson });
    expect(stored).toBe(JSON.stringify(ORDERS));
    const indented = await spilled(ORDERS, { serializer: indentedJson });
    expect(indented.stored).toBe(JSON.stringify(ORDERS, null, 2));
    expect(indented.reduction.originalSize).toBe(indented.stored.length);
    expect(reduction.originalSize).toBe(stored.length);
  });

  it('for any JSON value, the spill reads back as its jsonLines layout, and the size is that of its compact JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())), async (value) => {
        const store = new MemoryStore();
        const reduction = await createReducer({ store, bands: [{ over: 0, action: spill() }] }).reduce(value, CALL);
        expect(reduction.originalSize).toBe(compactJson(value).length);
        const layout = Array.isArray(value) ? jsonLines(value) : foldSmallContainers(jsonLines(value));
        expect(new TextDecoder().decode(await store.read(reduction.handle!))).toBe(layout);
      }),
      { numRuns: 200 },
    );
  });
});

// A tool that returns JSON as a string (most MCP servers and HTTP APIs) on one line gets the same
// layout when spilled, so it pages, searches and previews by lines; measuring and truncating still
// see the string. Only whitespace between tokens changes: strings and numbers stay as written.
describe('one-line JSON text', () => {
  it('spills an array one record a line, with the content kind of JSON lines', async () => {
    const text = JSON.stringify(ORDERS);
    const kinds: unknown[] = [];
    const store = new MemoryStore();
    const recording: OverflowStore = {
      write: (key, data, options) => store.write(key, data, options),
      writeText: (key, data, options) => (kinds.push(options?.contentKind), store.writeText(key, data, options)),
      read: (handle) => store.read(handle),
    };
    const reduction = await createReducer({ store: recording }).reduce(text, CALL);
    expect(reduction).toMatchObject({ action: 'spill', originalSize: text.length });
    expect(new TextDecoder().decode(await store.read(reduction.handle!))).toBe(jsonLines(ORDERS));
    expect(kinds).toEqual(['jsonl']);
  });

  it('spills an object indented, each small record on one line, so a pattern shows the lines that enclose a match', async () => {
    const value = { orders: ORDERS.slice(0, 300), next: 12345678901234567890n.toString() };
    const text = JSON.stringify(value).replace('"next":"12345678901234567890"', '"next":12345678901234567890');
    const { store, reduction, stored } = await spilled(text);
    expect(stored).toBe(['{', '  "orders": [', orderLines(value.orders), '  ],', '  "next": 12345678901234567890', '}'].join('\n'));
    const page = await readToolResult(store, { handle: reduction.handle!, pattern: '"status": "failed"', offset: 1, limit: 1, context: 0 });
    expect(page).toBe(
      [
        '1: {',
        '2:   "orders": [',
        '... (enclosing lines above)',
        '16:     {"id": 13, "customer": "customer-13", "status": "failed", "total": 13.5},',
        `[matches 2-2 of 24 for "\\"status\\": \\"failed\\"" (305 lines in all); next: read_tool_result(handle='${reduction.handle}', offset=2, limit=1, pattern="\\"status\\": \\"failed\\"", context=0)]`,
      ].join('\n'),
    );
  });

  it('lays out the JSON of an MCP text part and of an embedded resource the same way', async () => {
    const value = { orders: ORDERS.slice(0, 300) };
    const text = JSON.stringify(value);
    const part = await spilled({ content: [{ type: 'text', text }] });
    const laid = ['{', '  "orders": [', orderLines(value.orders), '  ]', '}'].join('\n');
    expect(part.stored).toBe(laid);
    const resource = { uri: 'file:///orders.json', mimeType: 'application/json', text };
    const embedded = await spilled({ content: [{ type: 'resource', resource }] });
    expect(embedded.stored).toBe(
      `${JSON.stringify({ type: 'resource', resource: { uri: resource.uri, mimeType: resource.mimeType } })}\n${laid}`,
    );
  });

  it('stores text byte for byte when it is not one JSON document on one line', async () => {
    const records = ORDERS.map((order) => JSON.stringify(order));
    for (const text of [records.join('\n'), `ok ${records.join(',')}`, `[${records.join(',')}`, JSON.stringify(ORDERS, null, 1)]) {
      expect((await spilled(text)).stored).toBe(text);
    }
  });
});

// An XML document on one line (minified, a SOAP body, a feed) is laid out an element a line, so it
// pages, searches and previews by lines too; only a line break and indentation go between two tags
// that abut. An HTML page stays as it is.
describe('one-line XML text', () => {
  const xml = `<?xml version="1.0"?><Orders>${ORDERS.slice(0, 300)
    .map((o) => `<Order id="${o.id}" customer="${o.customer}"><Status>${o.status}</Status><Total>${o.total}</Total></Order>`)
    .join('')}</Orders>`;

  it('spills an element a line, indented by the elements it is in, so a pattern shows the lines that enclose a match', async () => {
    const { store, reduction, stored } = await spilled(xml);
    expect(stored.split('\n').slice(0, 6)).toEqual([
      '<?xml version="1.0"?>',
      '<Orders>',
      '  <Order id="0" customer="customer-0">',
      '    <Status>failed</Status>',
      '    <Total>0.5</Total>',
      '  </Order>',
    ]);
    expect(stored.replace(/>\n */g, '>')).toBe(xml);
    const page = await readToolResult(store, { handle: reduction.handle!, pattern: '<Status>failed', offset: 1, limit: 1, context: 0 });
    expect(page).toBe(
      [
        '2: <Orders>',
        '55:   <Order id="13" customer="customer-13">',
        '56:     <Status>failed</Status>',
        `[matches 2-2 of 24 for "<Status>failed" (1,203 lines in all); next: read_tool_result(handle='${reduction.handle}', offset=2, limit=1, pattern="<Status>failed", context=0)]`,
      ].join('\n'),
    );
  });

  it('stores an HTML page on one line byte for byte', async () => {
    const page = `<!doctype html><html><body>${ORDERS.map((o) => `<p class="order">${o.customer}</p>`).join('')}</body></html>`;
    expect((await spilled(page)).stored).toBe(page);
  });
});

// A long string of several lines in a structured value or one-line JSON (a command's stdout, a file's
// content, NDJSON in a response body) is stored as a text block: its own lines, under its key.
describe('text blocks in a spill', () => {
  const LOG = Array.from(
    { length: 3_000 },
    (_, i) => `2026-12-01T10:00:00Z ${i === 2_000 ? 'ERROR card declined for ord_7' : 'INFO served'} ${i}`,
  ).join('\n');

  it("store a command result's stdout by its lines, which a pattern reads with the key as their enclosing line", async () => {
    const { store, reduction, stored } = await spilled({ stdout: LOG, stderr: '', exitCode: 1 });
    expect(stored.split('\n').slice(0, 3)).toEqual(['{', '  "stdout": """', '    2026-12-01T10:00:00Z INFO served 0']);
    expect(stored.split('\n').slice(-5)).toEqual([
      '    2026-12-01T10:00:00Z INFO served 2999',
      '  """,',
      '  "stderr": "",',
      '  "exitCode": 1',
      '}',
    ]);
    const page = await readToolResult(store, { handle: reduction.handle!, pattern: 'ERROR', context: 1 });
    expect(page).toBe(
      [
        '1: {',
        '2:   "stdout": """',
        '... (enclosing lines above)',
        '2002:     2026-12-01T10:00:00Z INFO served 1999',
        '2003:     2026-12-01T10:00:00Z ERROR card declined for ord_7 2000',
        '2004:     2026-12-01T10:00:00Z INFO served 2001',
        '[matches 1-1 of 1 for "ERROR" (3,006 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it('store the same for one-line JSON text, and never for an array spilled one record a line', async () => {
    const value = { statusCode: 200, body: LOG };
    expect((await spilled(JSON.stringify(value))).stored).toBe((await spilled(value)).stored);
    expect((await spilled([{ body: LOG }])).stored).toBe(JSON.stringify({ body: LOG }));
  });
});

/** Orders as a folded layout writes them: one a line, indented by 4, with commas between. */
function orderLines(orders: readonly (typeof ORDERS)[number][]): string {
  return orders.map((o) => `    {"id": ${o.id}, "customer": "${o.customer}", "status": "${o.status}", "total": ${o.total}}`).join(',\n');
}
