import { describe, expect, it } from 'vitest';
import { carefulAgentTurn } from './careful-agent.js';
import type { ModelPrompt } from './prompt-parts.js';

const notice = (handle: string, chars: string) =>
  `[Tool output too large (${chars} chars); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', offset=0, limit=200).]\n2025-06-03T00:00:00.001Z INFO ...`;

function conversation(...steps: { call: { id: string; name: string; input: Record<string, unknown> }; output: string }[]): ModelPrompt {
  const prompt: ModelPrompt = [{ role: 'user', content: [{ type: 'text', text: 'what went wrong?' }] }];
  for (const { call, output } of steps) {
    prompt.push({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: call.id, toolName: call.name, input: call.input }] });
    prompt.push({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: call.id, toolName: call.name, output: { type: 'text', value: output } }],
    });
  }
  return prompt;
}

const logsCall = { id: 'a', name: 'fetch_server_logs', input: {} };

describe('carefulAgentTurn', () => {
  it('fetches the logs first', () => {
    expect(carefulAgentTurn(conversation())).toEqual({
      toolCalls: [{ toolName: 'fetch_server_logs', input: { since: '2025-06-03T00:00:00Z', until: '2025-06-04T00:00:00Z' } }],
    });
  });

  it('reads back the handle it finds in the notice, by pattern', () => {
    expect(carefulAgentTurn(conversation({ call: logsCall, output: notice('any/handle.7-xyz', '42,000') }))).toEqual({
      toolCalls: [{ toolName: 'read_tool_result', input: { handle: 'any/handle.7-xyz', pattern: 'ERROR', context: 0 } }],
    });
  });

  it('answers from the lines it got, whatever they say', () => {
    const page = '  17: 2025-06-03T04:05:06.000Z ERROR [disk] req=00000001 volume /data 99% full\n[matching lines 1-1 of 1]';
    const turn = carefulAgentTurn(
      conversation(
        { call: logsCall, output: notice('h', '42,000') },
        { call: { id: 'b', name: 'read_tool_result', input: { handle: 'h', pattern: 'ERROR' } }, output: page },
      ),
    );
    expect(turn).toEqual({
      text: 'I found 1 ERROR line in the 42,000-char log (it stayed out of my context; I searched it by handle):\n- 04:05:06 disk: volume /data 99% full',
    });
  });

  it('works from a truncated log when nothing was spilled', () => {
    const turn = carefulAgentTurn(
      conversation({ call: logsCall, output: '2025-06-03T01:02:03.000Z ERROR [auth] token expired\n[truncated: ...]' }),
    );
    expect(turn).toEqual({ text: 'I found 1 ERROR line in the logs:\n- 01:02:03 auth: token expired' });
  });
});
