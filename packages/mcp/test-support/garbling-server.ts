// Fault injection for the proxy's server side: a stdio "server" that answers `initialize` properly
// and then misbehaves on purpose: a line that is not JSON at start, for `tools/call` of `garble`
// a response with neither result nor error (the proxy must still answer the client), and for
// `tools/call` of `answer-after-cancel` a 50,000-char result sent only once the call is cancelled.
import { createInterface } from 'node:readline';

const send = (message: unknown) => process.stdout.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
send('this line is not JSON');
for await (const line of createInterface({ input: process.stdin })) {
  let message: {
    id?: string | number;
    method?: string;
    params?: { protocolVersion?: string; name?: string; requestId?: string | number };
    error?: unknown;
  };
  try {
    message = JSON.parse(line) as typeof message;
  } catch {
    continue;
  }
  if (message.method === 'initialize') {
    send({
      jsonrpc: '2.0',
      id: message.id,
      result: {
        protocolVersion: message.params?.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'garbling', version: '1' },
      },
    });
  } else if (message.method === 'tools/call' && message.params?.name === 'answer-after-cancel') {
    // No answer until the client cancels.
  } else if (message.method === 'notifications/cancelled') {
    send({ jsonrpc: '2.0', id: message.params?.requestId, result: { content: [{ type: 'text', text: 'late line\n'.repeat(5_000) }] } });
  } else if (message.method === 'tools/call' && message.params?.name === 'garble') {
    send({ jsonrpc: '2.0', id: message.id });
  } else if (message.method === 'tools/call') {
    send({ jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text: 'fine' }] } });
  } else if (message.method === 'tools/list') {
    send({ jsonrpc: '2.0', id: message.id, result: { tools: [] } });
  } else if (message.id !== undefined && message.method) {
    send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } });
  } else if (message.error) {
    process.stderr.write(`garbling server got an error: ${JSON.stringify(message)}\n`);
  }
}
