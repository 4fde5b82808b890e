import { describe, expect, it } from 'vitest';
import { decide } from './reading-policy.js';
import type { Question } from './task.js';

const question: Question = { id: 'c', term: 'cus-7731', callId: 'orders', needles: [{ kind: 'text', text: 'x' }] };
const notice = (marker: string, lines: readonly string[]) =>
  [`[Tool output too large (634,288 chars); stored to handle 'orders.0-abc'. Read it with read_tool_result(handle='orders.0-abc', offset=0, limit=200).]`, marker, ...lines].join('\n');
const record = '2161: {"id":"ord-12402","customer":"cus-7731"}';

describe('the reading policy', () => {
  it('answers from a preview whose marker shows every line with the term', () => {
    const result = notice('...[6,000 records; 4 follow, each after its line number, for "cus-7731" (4 of 4)]...', [record]);
    expect(decide(question, result, [], false, true)).toEqual({ kind: 'answer' });
  });

  it('reads back with the term when the marker says more lines have it than it shows', () => {
    const result = notice('...[6,000 records; 1 follows, after its line number, for "cus-7731" (1 of 4)]...', [record]);
    expect(decide(question, result, [], false, true)).toEqual({ kind: 'read', input: { handle: 'orders.0-abc', pattern: 'cus-7731' } });
  });

  it('reads back when the term is on view only in a marker', () => {
    const result = notice('...[6,000 records; none of those matching the request fits here: "cus-7731" (0 of 4)]...', []);
    expect(decide(question, result, [], false, true)).toEqual({ kind: 'read', input: { handle: 'orders.0-abc', pattern: 'cus-7731' } });
  });

  it('gives up without a read tool or a handle, and answers with what it has once a read finds nothing more', () => {
    const result = notice('...[600,000 chars omitted]...', []);
    expect(decide(question, result, [], false, false)).toEqual({ kind: 'giveUp' });
    expect(decide(question, 'head\n…2,000 tokens truncated…tail', [], false, true)).toEqual({ kind: 'giveUp' });
    expect(decide(question, result, ['[No line contains "cus-7731" (6,000 lines searched).]'], false, true)).toEqual({ kind: 'answer' });
  });

  it("follows a page footer's next call while the pages hold the term", () => {
    const page = `${record}\n[matching lines 1-200 of 450 for pattern 'cus-7731' (6,000 lines in all); next: read_tool_result(handle='orders.0-abc', offset=200, limit=200, pattern='cus-7731')]`;
    expect(decide(question, notice('...[x]...', []), [page], false, true)).toEqual({
      kind: 'read',
      input: { handle: 'orders.0-abc', offset: 200, limit: 200, pattern: 'cus-7731' },
    });
    expect(decide(question, notice('...[x]...', []), [page, page, page], false, true)).toEqual({ kind: 'answer' });
  });

  it('reads a binary notice whole, and answers once an image is on view', () => {
    const image: Question = { id: 'i', term: 'att-7', callId: 'chart', needles: [{ kind: 'image', base64: 'AA==' }] };
    const binary =
      "[Tool output too large (49,152 bytes); stored to handle 'chart.0-x'. Read it with read_tool_result(handle='chart.0-x', offset=0, limit=200).]\n<49,152 bytes of binary data (image/png)>";
    expect(decide(image, binary, [], false, true)).toEqual({ kind: 'read', input: { handle: 'chart.0-x' } });
    expect(decide(image, binary, ['[The stored tool result ...]'], true, true)).toEqual({ kind: 'answer' });
  });
});
