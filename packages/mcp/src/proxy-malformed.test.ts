// A malformed message from either side gets a JSON-RPC error, and the proxy goes on: raw lines are
// written to the proxy's stdin as a broken client would, and a server that garbles on purpose
// (test-support/garbling-server.ts) sits behind it.
import { afterEach, describe, expect, it } from 'vitest';
import type { LineProxy } from '../test-support/line-proxy.js';
import { startGarblingProxy as startProxy } from '../test-support/line-proxy.js';

let proxy: LineProxy | undefined;
afterEach(() => void proxy?.child.kill());

describe('malformed messages', () => {
  it('answers each malformed client message with a JSON-RPC error, keeps the id when it can, and goes on', async () => {
    proxy = startProxy();
    expect(await proxy.initialize()).toMatchObject({
      id: 1,
      result: { serverInfo: { name: 'garbling' }, capabilities: { tools: {}, resources: {} } },
    });
    proxy.write('{"jsonrpc":"2.0","id":2,"method":');
    expect(await proxy.next()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the message is not JSON.' },
    });
    proxy.write('{"jsonrpc":"2.0","id":3,"method":42}');
    expect(await proxy.next()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32600, message: 'Invalid Request: method must be a string.' },
    });
    proxy.write('[1,2,3]');
    expect(await proxy.next()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: a message is a JSON object.' },
    });
    proxy.write('{"jsonrpc":"1.0","id":"x","method":"ping"}');
    expect(await proxy.next()).toEqual({
      jsonrpc: '2.0',
      id: 'x',
      error: { code: -32600, message: 'Invalid Request: jsonrpc must be "2.0".' },
    });
    proxy.write('{"jsonrpc":"2.0","id":null,"method":"ping"}');
    expect(await proxy.next()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: id must be a string or a number.' },
    });
    // Still alive: a tool call goes through.
    proxy.write(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'echo', arguments: {} } }));
    expect(await proxy.next()).toEqual({ jsonrpc: '2.0', id: 4, result: { content: [{ type: 'text', text: 'fine' }] } });
  });

  it('answers the client’s request for the server when the server’s answer is malformed, and tells the server', async () => {
    proxy = startProxy();
    await proxy.initialize();
    proxy.write(JSON.stringify({ jsonrpc: '2.0', id: 'call-1', method: 'tools/call', params: { name: 'garble', arguments: {} } }));
    expect(await proxy.next()).toEqual({
      jsonrpc: '2.0',
      id: 'call-1',
      error: { code: -32603, message: 'Internal error: the MCP server answered this request with a malformed message.' },
    });
    proxy.write(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'echo', arguments: {} } }));
    expect(await proxy.next()).toMatchObject({ id: 5, result: { content: [{ type: 'text', text: 'fine' }] } });
    // The server got a parse error for its non-JSON line and an Invalid Request for its garbled answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(proxy.stderr()).toContain('garbling server got an error: {"jsonrpc":"2.0","id":null,"error":{"code":-32700');
    expect(proxy.stderr()).toContain(
      '"error":{"code":-32600,"message":"Invalid Request: a response has exactly one of result and error."}',
    );
  });
});
