import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileSystemBackend, Offloader } from '@context-chef/core';
import { describe, expect, it } from 'vitest';
import { MemoryStore, readToolResult } from '@output-limits/core';
import type { ReadToolResultArgs } from '@output-limits/core';
import { salientOmission } from '@output-limits/core/messages';
import { SEARCH_FILE_TOOL, searchFile, VIEW_FILE_TOOL } from './file-tools.js';
import { questionTerms } from './question-terms.js';
import { advertisedPath, decide, needlesSeen, nextCall, READ_TOOL } from './reading-policy.js';
import type { Question } from './task.js';

const question: Question = {
  id: 'c',
  ask: 'list every order of customer cus-7731',
  callId: 'orders',
  needles: [{ kind: 'text', text: 'x' }],
};
const nextOffsetOf = (page: string): number => Number(/next: [a-z_]+\(.*offset=(\d+)/.exec(page)?.[1]);
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
  it('takes its terms from the question alone: ids first, then upper-case words, then the longest', () => {
    expect(questionTerms('list every order of customer cus-7731')).toEqual(['cus-7731', 'customer', 'every', 'order']);
    expect(questionTerms('what was the FATAL event')).toEqual(['FATAL', 'event']);
    expect(questionTerms('How many retries does the payments worker allow?')).toEqual(['payments', 'retries', 'worker', 'allow', 'many']);
  });

  it('answers from a preview whose marker shows every line with the term', () => {
    const result = notice('...[6,000 records; 4 follow, each after its line number, for "cus-7731" (4 of 4)]...', [record]);
    expect(decide(question, result, [], false, readTool)).toEqual({ kind: 'answer' });
  });

  it('reads back with the term when the marker says more lines or more matches have it than it shows', () => {
    const read = { kind: 'read', tool: READ_TOOL, input: { handle: 'orders.0-abc', pattern: 'cus-7731' } };
    expect(
      decide(
        question,
        notice('...[6,000 records; 1 follows, after its line number, for "cus-7731" (1 of 4)]...', [record]),
        [],
        false,
        readTool,
      ),
    ).toEqual(read);
    expect(
      decide(
        question,
        notice('...[9 chars omitted; 1 of their lines follows ..., picked for "cus-7731" (1 of 1 lines, 3 matches)]...', [record]),
        [],
        false,
        readTool,
      ),
    ).toEqual(read);
    expect(
      decide(
        question,
        notice('...[6,000 records; none of those matching the request fits here: "cus-7731" (0 of 4)]...', []),
        [],
        false,
        readTool,
      ),
    ).toEqual(read);
  });

  it("reads every configuration's omission marker on equal terms: a term on view beside a cut with no count for it is searched for", () => {
    const chef = chefMarker.replace('{"id":"ord-10000","customer":"cus-1363"}', '{"id":"ord-10000","customer":"cus-7731"}');
    expect(decide(question, chef, [], false, fileTools)).toEqual({
      kind: 'read',
      tool: SEARCH_FILE_TOOL,
      input: { path: savedPath, pattern: 'cus-7731' },
    });
    const ours = notice('...[600,000 chars omitted]...', [record]);
    expect(decide(question, ours, [], false, readTool)).toMatchObject({ kind: 'read', input: { pattern: 'cus-7731' } });
    // Ours' salient marker, as the library writes it, picked for a word other than the term on view.
    const picked = salientOmission(600_000, 5_990, 1, [{ signal: { word: 'order' }, shown: 1, total: 9 }], true);
    expect(decide(question, notice(picked, [record]), [], false, readTool)).toMatchObject({ kind: 'read', input: { pattern: 'cus-7731' } });
    // Codex gives no way to read more: the term on view is the answer.
    expect(decide(question, `${record}\n…2,000 tokens truncated…tail`, [], false, noTools)).toEqual({ kind: 'answer' });
  });

  it('gives up without a read tool or a handle', () => {
    const result = notice('...[600,000 chars omitted]...', []);
    expect(decide(question, result, [], false, noTools)).toEqual({ kind: 'giveUp' });
    expect(decide(question, 'head\n…2,000 tokens truncated…tail', [], false, readTool)).toEqual({ kind: 'giveUp' });
  });

  it("follows the next call of a REAL read_tool_result footer, and searches the question's next term when a search finds nothing", async () => {
    const store = new MemoryStore();
    const lines = Array.from({ length: 3_000 }, (_, i) => `row ${i} customer ${i % 7 === 0 ? 'cus-7731' : 'cus-1'} order`);
    await store.write('orders.0-abc', new TextEncoder().encode(lines.join('\n')));
    const first = decide(question, notice('...[x chars omitted]...', []), [], false, readTool);
    expect(first).toEqual({ kind: 'read', tool: READ_TOOL, input: { handle: 'orders.0-abc', pattern: 'cus-7731' } });
    const page = await readToolResult(store, (first.kind === 'read' ? first.input : {}) as unknown as ReadToolResultArgs);
    expect(page.split('\n').at(-1)).toMatch(/next: read_tool_result\(handle='orders.0-abc', offset=\d+, pattern="cus-7731"\)\]$/);
    const next = decide(question, notice('...[x]...', []), [page], false, readTool);
    expect(next).toEqual({
      kind: 'read',
      tool: READ_TOOL,
      input: { handle: 'orders.0-abc', offset: nextOffsetOf(page), pattern: 'cus-7731' },
    });
    expect(await readToolResult(store, (next.kind === 'read' ? next.input : {}) as unknown as ReadToolResultArgs)).toContain('cus-7731');
    // A list of patterns and the other options are read back as written.
    const listed = await readToolResult(store, {
      handle: 'orders.0-abc',
      pattern: ['cus-7731', 'row 5 '],
      ignore_case: true,
      context: 0,
      limit: 2,
    });
    expect(nextCall(listed)).toEqual({
      kind: 'read',
      tool: READ_TOOL,
      input: { handle: 'orders.0-abc', offset: 2, limit: 2, pattern: ['cus-7731', 'row 5 '], ignore_case: true, context: 0 },
    });
    const none = await readToolResult(store, { handle: 'orders.0-abc', pattern: 'cus-7731-x' });
    expect(decide(question, notice('...[x]...', []), [none], false, readTool)).toEqual({
      kind: 'read',
      tool: READ_TOOL,
      input: { handle: 'orders.0-abc', pattern: 'customer' },
    });
  });

  it('follows the next call of a REAL search_file footer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'policy-search-'));
    try {
      const path = join(dir, 'out.txt');
      writeFileSync(path, Array.from({ length: 400 }, (_, i) => `row ${i} customer cus-7731 order`).join('\n'));
      const page = await searchFile(path, 'cus-7731');
      expect(decide(question, chefMarker, [page], false, fileTools)).toEqual({
        kind: 'read',
        tool: SEARCH_FILE_TOOL,
        input: { path, pattern: 'cus-7731', offset: nextOffsetOf(page) },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("looks once at the lines around the first match when none of the question's other words is on view", async () => {
    const store = new MemoryStore();
    const yaml = [
      'items:',
      ...Array.from({ length: 300 }, (_, i) => [
        `  - id: cus-${i === 150 ? 7731 : i}`,
        '    a: 1',
        '    b: 2',
        '    c: 3',
        '    d: 4',
        `    order: o-${i}`,
      ]).flat(),
    ];
    await store.write('orders.0-abc', new TextEncoder().encode(yaml.join('\n')));
    const page = await readToolResult(store, { handle: 'orders.0-abc', pattern: 'cus-7731' });
    expect(decide(question, notice('...[x]...', []), [page], false, readTool)).toEqual({
      kind: 'read',
      tool: READ_TOOL,
      input: { handle: 'orders.0-abc', offset: 150 * 6 + 1 - 10, limit: 21 },
    });
  });

  it('reads a binary notice whole, and answers once an image is on view', () => {
    const image: Question = { id: 'i', ask: 'the chart of ticket att-7', callId: 'chart', needles: [{ kind: 'image', base64: 'AA==' }] };
    const binary =
      "[Tool output too large (49,152 bytes); stored to handle 'chart.0-x'. Read it with read_tool_result(handle='chart.0-x', offset=0, limit=200).]\n<49,152 bytes of binary data (image/png)>";
    expect(decide(image, binary, [], false, readTool)).toEqual({ kind: 'read', tool: READ_TOOL, input: { handle: 'chart.0-x' } });
    expect(decide(image, binary, ['[The stored tool result ...]'], true, readTool)).toEqual({ kind: 'answer' });
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

describe('needlesSeen', () => {
  const view = (text: string) => ({ texts: [text], results: new Map<string, string>(), media: new Map() });
  const asking = (text: string): Question => ({ ...question, needles: [{ kind: 'text', text }] });

  it('finds a compact JSON needle laid out indented, with line numbers, and not another value', () => {
    const page = ['40:       "host": {', '41:         "name": "ip-10-4-22-193"', '42:       },'].join('\n');
    expect(needlesSeen(asking('"host":{"name":"ip-10-4-22-193"}'), view(page))).toBe(1);
    expect(needlesSeen(asking('"value":"2019-02-11"'), view('331:   "value": "2019-02-11"'))).toBe(1);
    expect(needlesSeen(asking('"value":"2019-02-11"'), view('331:   "value": "2026-10-01"'))).toBe(0);
    expect(needlesSeen(asking('"PublicIpAddress": "52.49.211.87"'), view('{"PublicIpAddress":"52.49.211.87"}'))).toBe(1);
  });

  it('finds a compact XML needle laid out an element a line, with line numbers, and not with a line between', () => {
    const needle = '<user_id>22104587</user_id><due_date>2026-11-23</due_date>';
    expect(needlesSeen(asking(needle), view('16047:     <user_id>22104587</user_id>\n16048:     <due_date>2026-11-23</due_date>'))).toBe(1);
    expect(
      needlesSeen(
        asking(needle),
        view('16047:     <user_id>22104587</user_id>\n16048:     <barcode>3011</barcode>\n16049:     <due_date>2026-11-23</due_date>'),
      ),
    ).toBe(0);
  });
});
