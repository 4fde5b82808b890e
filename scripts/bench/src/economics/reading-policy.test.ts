import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileSystemBackend, Offloader } from '@context-chef/core';
import { describe, expect, it } from 'vitest';
import { SEARCH_FILE_TOOL, VIEW_FILE_TOOL } from './file-tools.js';
import { advertisedPath, decide, READ_TOOL } from './reading-policy.js';
import type { Question } from './task.js';

const question: Question = { id: 'c', term: 'cus-7731', callId: 'orders', needles: [{ kind: 'text', text: 'x' }] };
const notice = (marker: string, lines: readonly string[]) =>
  [
    `[Tool output too large (634,288 chars); stored to handle 'orders.0-abc'. Read it with read_tool_result(handle='orders.0-abc', offset=0, limit=200).]`,
    marker,
    ...lines,
  ].join('\n');
const readTool = new Set([READ_TOOL]);
const noTools = new Set<string>();
const fileTools = new Set([SEARCH_FILE_TOOL, VIEW_FILE_TOOL]);
/** A marker as context-chef 3.1.1 (core 4.2.1) writes it with a FileSystemBackend store (head and tail cut short). */
const savedPath = '/tmp/bench-context-chef-qg1iAl/vfs/vfs_cfe6670bce04e251.txt';
const chefMarker = [
  '[{"id":"ord-10000","customer":"cus-1363"}',
  '',
  '<persisted-output>',
  'output truncated (1 lines, 634288 chars total; first 500 chars shown above, last 1000 chars shown below)',
  `Full output saved to: ${savedPath}`,
  'URI (alternative): context://vfs/vfs_cfe6670bce04e251.txt',
  '</persisted-output>',
  '',
  '{"id":"ord-15999","customer":"cus-1605"}]',
].join('\n');
const record = '2161: {"id":"ord-12402","customer":"cus-7731"}';

describe('the reading policy', () => {
  it('answers from a preview whose marker shows every line with the term', () => {
    const result = notice('...[6,000 records; 4 follow, each after its line number, for "cus-7731" (4 of 4)]...', [record]);
    expect(decide(question, result, [], false, readTool)).toEqual({ kind: 'answer' });
  });

  it('reads back with the term when the marker says more lines have it than it shows', () => {
    const result = notice('...[6,000 records; 1 follows, after its line number, for "cus-7731" (1 of 4)]...', [record]);
    expect(decide(question, result, [], false, readTool)).toEqual({
      kind: 'read',
      tool: READ_TOOL,
      input: { handle: 'orders.0-abc', pattern: 'cus-7731' },
    });
  });

  it('reads back when the term is on view only in a marker', () => {
    const result = notice('...[6,000 records; none of those matching the request fits here: "cus-7731" (0 of 4)]...', []);
    expect(decide(question, result, [], false, readTool)).toEqual({
      kind: 'read',
      tool: READ_TOOL,
      input: { handle: 'orders.0-abc', pattern: 'cus-7731' },
    });
  });

  it('gives up without a read tool or a handle, and answers with what it has once a read finds nothing more', () => {
    const result = notice('...[600,000 chars omitted]...', []);
    expect(decide(question, result, [], false, noTools)).toEqual({ kind: 'giveUp' });
    expect(decide(question, 'head\n…2,000 tokens truncated…tail', [], false, readTool)).toEqual({ kind: 'giveUp' });
    expect(decide(question, result, ['[No line contains "cus-7731" (6,000 lines searched).]'], false, readTool)).toEqual({
      kind: 'answer',
    });
  });

  it("follows a page footer's next call while the pages hold the term", () => {
    const page = `${record}\n[matching lines 1-200 of 450 for pattern 'cus-7731' (6,000 lines in all); next: read_tool_result(handle='orders.0-abc', offset=200, limit=200, pattern='cus-7731')]`;
    expect(decide(question, notice('...[x]...', []), [page], false, readTool)).toEqual({
      kind: 'read',
      tool: READ_TOOL,
      input: { handle: 'orders.0-abc', offset: 200, limit: 200, pattern: 'cus-7731' },
    });
    expect(decide(question, notice('...[x]...', []), [page, page, page], false, readTool)).toEqual({ kind: 'answer' });
  });

  it('reads a binary notice whole, and answers once an image is on view', () => {
    const image: Question = { id: 'i', term: 'att-7', callId: 'chart', needles: [{ kind: 'image', base64: 'AA==' }] };
    const binary =
      "[Tool output too large (49,152 bytes); stored to handle 'chart.0-x'. Read it with read_tool_result(handle='chart.0-x', offset=0, limit=200).]\n<49,152 bytes of binary data (image/png)>";
    expect(decide(image, binary, [], false, readTool)).toEqual({ kind: 'read', tool: READ_TOOL, input: { handle: 'chart.0-x' } });
    expect(decide(image, binary, ['[The stored tool result ...]'], true, readTool)).toEqual({ kind: 'answer' });
  });

  it('reads back through search_file when a marker advertises the saved file and the file tools are offered', () => {
    expect(decide(question, chefMarker, [], false, fileTools)).toEqual({
      kind: 'read',
      tool: SEARCH_FILE_TOOL,
      input: { path: savedPath, pattern: 'cus-7731' },
    });
    // A handle comes first when read_tool_result is offered; without a handle, the advertised path.
    expect(decide(question, chefMarker, [], false, new Set([READ_TOOL, SEARCH_FILE_TOOL]))).toEqual({
      kind: 'read',
      tool: SEARCH_FILE_TOOL,
      input: { path: savedPath, pattern: 'cus-7731' },
    });
    expect(decide(question, chefMarker, [], false, readTool)).toEqual({ kind: 'giveUp' });
    expect(decide(question, chefMarker, [], false, new Set([VIEW_FILE_TOOL]))).toEqual({ kind: 'giveUp' });
    expect(decide(question, notice('...[x]...', []), [], false, fileTools)).toEqual({ kind: 'giveUp' });
  });

  it("follows a search_file footer's next call while the matches hold the term, and answers when none match", () => {
    const page = `1:228509: …{"id":"ord-12402","customer":"cus-7731"}…\n[matches 1-100 of 140 for 'cus-7731' in ${savedPath} (1 lines); next: search_file(path='${savedPath}', pattern='cus-7731', offset=100)]`;
    expect(decide(question, chefMarker, [page], false, fileTools)).toEqual({
      kind: 'read',
      tool: SEARCH_FILE_TOOL,
      input: { path: savedPath, pattern: 'cus-7731', offset: 100 },
    });
    const last = `1:228509: …"cus-7731"…\n[matches 101-140 of 140 for 'cus-7731' in ${savedPath} (1 lines)]`;
    expect(decide(question, chefMarker, [page, last], false, fileTools)).toEqual({ kind: 'answer' });
    const none = `[No line of ${savedPath} matches 'cus-7731' (1 lines searched).]`;
    expect(decide(question, chefMarker, [none], false, fileTools)).toEqual({ kind: 'answer' });
  });

  it('does not look for an image in a saved text file', () => {
    const image: Question = { id: 'i', term: 'att-7', callId: 'chart', needles: [{ kind: 'image', base64: 'AA==' }] };
    expect(decide(image, chefMarker, [], false, fileTools)).toEqual({ kind: 'giveUp' });
  });
});

describe('advertisedPath', () => {
  it("takes the path of context-chef's `Full output saved to:` line, and nothing else", () => {
    expect(advertisedPath(chefMarker)).toBe(savedPath);
    expect(advertisedPath(chefMarker.replace(savedPath, `${savedPath}  `))).toBe(savedPath);
    // No path advertised: the URI alone (a store without a physical path), ours' notice, Codex's marker.
    expect(advertisedPath(chefMarker.replace(/^Full output saved to: .*\n/m, ''))).toBeUndefined();
    expect(advertisedPath(notice('...[600,000 chars omitted]...', []))).toBeUndefined();
    expect(
      advertisedPath(
        'Warning: truncated output (original token count: 160000)\nTotal output lines: 6000\n\nhead\n…150000 tokens truncated…tail',
      ),
    ).toBeUndefined();
    // Only at the start of a line: a log line quoting the phrase is not a marker.
    expect(advertisedPath('12:00 INFO job said Full output saved to: /etc/passwd')).toBeUndefined();
  });

  it('reads the path out of the marker the real context-chef Offloader writes, and the file holds the whole output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'policy-chef-'));
    try {
      const original = Array.from({ length: 2_000 }, (_, i) => `line ${i} ${i === 1_000 ? 'cus-7731' : 'ok'}`).join('\n');
      const offloader = new Offloader({ threshold: 5_000, store: new FileSystemBackend(dir), storageDir: '' });
      const { content } = await offloader.offloadAsync(original, { threshold: 5_000, headChars: 500, tailChars: 1_000 });
      const path = advertisedPath(content);
      expect(path?.startsWith(join(dir, 'vfs'))).toBe(true);
      expect(readFileSync(path!, 'utf8')).toBe(original);
      expect(content).not.toContain('cus-7731');
      expect(decide(question, content, [], false, fileTools)).toEqual({
        kind: 'read',
        tool: SEARCH_FILE_TOOL,
        input: { path, pattern: 'cus-7731' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
