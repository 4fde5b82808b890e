// Whatever a server returns from tools/call, the client behind the proxy gets a result within the
// band's bound, and a spill it reads back through the proxy is the payload stored, byte for byte.
// The SDK's own Client and Server, joined to the proxy session in memory.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { MemoryStore } from '@output-limits/core';
import { outputChars } from '@output-limits/core/adapter';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportChannel } from './channel.js';
import type { ProxyConfig } from './proxy-config.js';
import type { ProxySession } from './proxy-session.js';
import { startProxySession } from './proxy-session.js';
import { sessionLimits } from './session-limits.js';
import { SPILL_URI_PREFIX } from './spill-resources.js';

const CONFIG: ProxyConfig = { over: 2_000, errorOver: 3_000, previewChars: 300 };
const NEXT = /; next: read_tool_result\(handle='[^']+', unit='chars', offset=(\d+), limit=\d+\)\]$/;

let answer: CallToolResult = { content: [] };
const store = new MemoryStore();
const limits = sessionLimits(CONFIG, store, () => {});
let client: Client;
let session: ProxySession;

beforeAll(async () => {
  const server = new Server({ name: 'any-shape', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [{ name: 'any', inputSchema: { type: 'object' } }] }));
  server.setRequestHandler(CallToolRequestSchema, () => answer);
  const [toServer, serverSide] = InMemoryTransport.createLinkedPair();
  const [toClient, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  session = await startProxySession({ client: transportChannel(toClient), server: transportChannel(toServer), limits, log: () => {} });
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(async () => {
  await client.close();
  await session.close();
});

/** Every page of a spill, read with read_tool_result through the proxy in chars (a line of any length comes whole), joined. */
async function readBack(handle: string): Promise<string> {
  const bodies: string[] = [];
  for (let offset = 0; ;) {
    const page = await client.callTool({ name: 'read_tool_result', arguments: { handle, offset, limit: 3_000, unit: 'chars' } });
    const text = (page.content as Array<{ text: string }>)[0]!.text;
    const footerAt = text.lastIndexOf('\n[');
    bodies.push(text.slice(0, footerAt));
    const next = NEXT.exec(text.slice(footerAt + 1));
    if (!next) return bodies.join('');
    offset = Number(next[1]);
  }
}

const small = fc.string({ maxLength: 200 });
/** Text of any size up to ~100,000 chars, in lines. */
const text = fc.oneof(
  small,
  fc.tuple(fc.string({ minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 3_000 })).map(([line, n]) => `${line}\n`.repeat(n)),
);
const base64 = fc.uint8Array({ maxLength: 6_000 }).map((bytes) => Buffer.from(bytes).toString('base64'));
const object = fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.jsonValue({ maxDepth: 2 }), text), { maxKeys: 4 });
const part = fc.oneof(
  fc.record({ type: fc.constant('text' as const), text }),
  fc.record({ type: fc.constant('image' as const), data: base64, mimeType: fc.constantFrom('image/png', 'image/jpeg') }),
  fc.record({ type: fc.constant('audio' as const), data: base64, mimeType: fc.constant('audio/wav') }),
  fc.record({
    type: fc.constant('resource' as const),
    resource: fc.record({ uri: fc.constant('file:///a.log'), mimeType: fc.constant('text/plain'), text }),
  }),
  fc.record({ type: fc.constant('resource' as const), resource: fc.record({ uri: fc.constant('file:///a.bin'), blob: base64 }) }),
  fc.record({ type: fc.constant('resource_link' as const), uri: fc.constant('file:///b'), name: small }),
);
const result: fc.Arbitrary<CallToolResult> = fc.record(
  { content: fc.array(part, { maxLength: 5 }), structuredContent: object, _meta: object, isError: fc.boolean(), extra: text },
  { requiredKeys: ['content'] },
);

describe('the proxy bounds every tools/call result (property)', () => {
  it('sends the client at most the band’s bound, and a spill reads back byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(result, async (value) => {
        answer = value;
        const got = await client.callTool({ name: 'any', arguments: { q: 'x' } });
        const error = value.isError === true;
        // One band each (spill, else truncate): its bound holds at any size, and below it the result passes as it came.
        expect(outputChars(got)).toBeLessThanOrEqual(limits.boundChars('any', error, Number.MAX_SAFE_INTEGER));
        expect(got.isError === true).toBe(error);
        const link = (got.content as Array<{ type: string; uri?: string; name?: string }>).find(
          (each) => each.type === 'resource_link' && each.uri?.startsWith(SPILL_URI_PREFIX),
        );
        if (!link || link.name!.endsWith('.bin')) return;
        const stored = new TextDecoder().decode(await store.read(link.name!));
        expect(await readBack(link.name!)).toBe(stored);
        // Nothing lost: every text the server sent is in the spill.
        for (const each of value.content) if (each.type === 'text') expect(stored).toContain(each.text.toWellFormed());
      }),
      { numRuns: 60 },
    );
  });
});
