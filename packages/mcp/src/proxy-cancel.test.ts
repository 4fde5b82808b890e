// A tools/call the client cancelled: the proxy passes the cancel on, and a result the server sends
// anyway (test-support/garbling-server.ts does) is not spilled: the reduction is stopped, so the
// band's fallback (truncate) bounds it and nothing is stored for a call nobody waits for.
import { afterEach, describe, expect, it } from 'vitest';
import type { LineProxy } from '../test-support/line-proxy.js';
import { startGarblingProxy } from '../test-support/line-proxy.js';

let proxy: LineProxy | undefined;
afterEach(() => void proxy?.child.kill());

describe('a cancelled tools/call', () => {
  it('is not spilled when its result comes anyway', async () => {
    proxy = startGarblingProxy();
    await proxy.initialize();
    proxy.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    proxy.write(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'answer-after-cancel', arguments: {} } }));
    proxy.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2, reason: 'user' } }));
    const answer = (await proxy.next()) as { id: number; result: { content: Array<{ type: string; text: string }> } };
    expect(answer.id).toBe(2);
    expect(answer.result.content.map((part) => part.type)).toEqual(['text']);
    expect(answer.result.content[0]!.text).toMatch(
      /\n\n\[truncated: [\d,]+ chars omitted from the middle; showing first [\d,]+ \+ last [\d,]+ of 50,000 chars\]\n\n/,
    );
    expect(answer.result.content[0]!.text).not.toContain('stored to handle');
  });
});
