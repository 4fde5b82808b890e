import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLineIndex } from '../text/line-index.js';
import type { NextCall, PageFooter } from '../messages/index.js';
import {
  ANCESTRY_GAP,
  MATCH_SEPARATOR,
  invalidArgument,
  invalidHandle,
  noMatches,
  offsetPastEnd,
  pageFooter,
  readCall,
  quoteHandle,
  quoteText,
  storeReadFailed,
  unknownHandle,
  unreadableArguments,
} from '../messages/index.js';
import type { ReadToolResultArgs } from './read-tool-result.js';
import { readToolResult } from './read-tool-result.js';
import { foldCase } from './fold-case.js';
import { FileStore } from '../stores/file-store.js';
import { MemoryStore } from '../stores/memory-store.js';
import type { LineIndex } from '../text/line-index.js';
import type { OverflowStore } from '../stores/overflow-store.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** A store with only the two required methods: readToolResult must read it whole. */
function plainStore(): OverflowStore & { reads: number } {
  const inner = new MemoryStore();
  const store = {
    reads: 0,
    write: (key: string, data: Uint8Array) => inner.write(key, data),
    read: (handle: string) => {
      store.reads++;
      return inner.read(handle);
    },
  };
  return store;
}

/** A range store with a small index step (so seeking from samples is exercised) that counts what it serves. */
function rangeStore(step: number): OverflowStore & { rangeBytes: number; largestRange: number; reads: number } {
  const inner = new MemoryStore();
  const indexes = new Map<string, LineIndex>();
  const store = {
    rangeBytes: 0,
    largestRange: 0,
    reads: 0,
    write: async (key: string, data: Uint8Array) => {
      indexes.set(key, buildLineIndex(data, step));
      return inner.write(key, data);
    },
    read: (handle: string) => {
      store.reads++;
      return inner.read(handle);
    },
    readRange: async (handle: string, start: number, end: number) => {
      const bytes = await inner.readRange(handle, start, end);
      store.rangeBytes += bytes.byteLength;
      store.largestRange = Math.max(store.largestRange, bytes.byteLength);
      return bytes;
    },
    lineIndex: async (handle: string) => {
      const index = indexes.get(handle);
      if (!index) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return index;
    },
  };
  return store;
}

async function stored(text: string | Uint8Array, store: OverflowStore = new MemoryStore(), handle = 'h'): Promise<OverflowStore> {
  await store.write(handle, typeof text === 'string' ? encode(text) : text);
  return store;
}

/** Splits an output into body and footer: the footer is the last line. */
function split(output: string): { body: string; footer: string } {
  const at = output.lastIndexOf('\n');
  return { body: output.slice(0, at), footer: output.slice(at + 1) };
}

/** The offset of the footer's `next:` call, or undefined at the end. */
function nextOffset(footer: string): number | undefined {
  const match = /; next: read_tool_result\(handle='[^']*'(?:, unit='chars')?, offset=(\d+)/.exec(footer);
  return match ? Number(match[1]) : undefined;
}

const n = (count: number): string => count.toLocaleString('en-US');
const numbered = (count: number, prefix = 'line'): string => Array.from({ length: count }, (_, i) => `${prefix} ${i}`).join('\n');

// ---------------------------------------------------------------------------------------------

describe('read_tool_result messages', () => {
  it('renders calls with only the arguments that differ from the defaults', () => {
    expect(readCall({ handle: 'h', offset: 200, limit: 200 })).toBe("read_tool_result(handle='h', offset=200, limit=200)");
    expect(readCall({ handle: "it's\\", offset: 0, limit: 5, fromEnd: true, pattern: 'a "b"' })).toBe(
      `read_tool_result(handle='it\\'s\\\\', offset=0, limit=5, from_end=true, pattern="a \\"b\\"")`,
    );
    expect(readCall({ handle: 'h', unit: 'chars', offset: 50000, limit: 50000 })).toBe(
      "read_tool_result(handle='h', unit='chars', offset=50000, limit=50000)",
    );
    expect(readCall({ handle: 'h', unit: 'lines', offset: 1, limit: 2, fromEnd: false })).toBe(
      "read_tool_result(handle='h', offset=1, limit=2)",
    );
  });

  it('renders page footers', () => {
    const next: NextCall = { handle: 'h', offset: 200, limit: 200 };
    const cases: [PageFooter, string][] = [
      [
        { kind: 'lines', first: 1, last: 200, total: 5000, fromEnd: false, next },
        "[lines 1-200 of 5,000; next: read_tool_result(handle='h', offset=200, limit=200)]",
      ],
      [{ kind: 'lines', first: 4801, last: 5000, total: 5000, fromEnd: false }, '[lines 4,801-5,000 of 5,000; end of output]'],
      [{ kind: 'lines', first: 1, last: 200, total: 5000, fromEnd: true }, '[lines 1-200 of 5,000; start of output]'],
      [
        {
          kind: 'chars',
          first: 1,
          last: 50000,
          total: 120000,
          fromEnd: false,
          next: { handle: 'h', unit: 'chars', offset: 50000, limit: 50000 },
        },
        "[chars 1-50,000 of 120,000; next: read_tool_result(handle='h', unit='chars', offset=50000, limit=50000)]",
      ],
      [
        {
          kind: 'lines',
          first: 1,
          last: 49,
          total: 60,
          fromEnd: false,
          cappedInLine: 50,
          cap: 50_000,
          next: { handle: 'h', offset: 49, limit: 200 },
        },
        "[lines 1-49 of 60; output capped at 50,000 chars inside line 50; next: read_tool_result(handle='h', offset=49, limit=200)]",
      ],
      [
        {
          kind: 'lines',
          first: 1,
          last: 1,
          total: 1,
          fromEnd: false,
          cappedInLine: 1,
          cap: 50_000,
          longLine: { line: 1, chars: 200000, next: { handle: 'h', unit: 'chars', offset: 50000, limit: 50000 } },
        },
        "[lines 1-1 of 1; output capped at 50,000 chars inside line 1; line 1 has 200,000 chars, read the rest of it with read_tool_result(handle='h', unit='chars', offset=50000, limit=50000)]",
      ],
    ];
    for (const [footer, text] of cases) expect(pageFooter(footer)).toBe(text);
  });

  it('renders the other read-back messages', () => {
    expect(offsetPastEnd(10, 5, 'lines')).toBe('[Nothing at offset 10: the output has 5 lines. Use an offset below 5.]');
    expect(offsetPastEnd(3, 2, 'matches')).toBe('[Nothing at offset 3: the output has 2 matches. Use an offset below 2.]');
    expect(offsetPastEnd(1000, 10, 'chars')).toBe('[Nothing at offset 1,000: the output has 10 chars. Use an offset below 10.]');
    expect(offsetPastEnd(1, 0, 'chars')).toBe('[Nothing at offset 1: the output is empty.]');
    expect(noMatches(['x.y'], 1234)).toBe('[No line contains "x.y" (1,234 lines searched; literal, case-sensitive).]');
    expect(
      noMatches(['Retry budget', 'x'], 1234, false, {
        nearMisses: [
          { text: 'Retry budget', lines: 0 },
          { text: 'Retry', lines: 12 },
          { text: 'budget', lines: 3 },
        ],
      }),
    ).toBe(
      '[No line contains "Retry budget" or "x" (1,234 lines searched; literal, case-sensitive). In any case: "Retry budget" 0 lines, "Retry" 12, "budget" 3.]',
    );
    expect(noMatches(['id 7'], 2, true, { nearMisses: [{ text: 'id', lines: 1 }] })).toBe(
      '[No line contains "id 7" (2 lines searched; literal, any case). In any case: "id" 1 line.]',
    );
    expect(noMatches(['deleted'], 80, true, { synonyms: [{ text: 'destroy', lines: 1 }] })).toBe(
      '[No line contains "deleted" (80 lines searched; literal, any case). Synonyms found: "destroy" 1 line.]',
    );
    expect(
      noMatches(['deleted'], 80, false, {
        nearMisses: [{ text: 'deleted', lines: 0 }],
        synonyms: [
          { text: 'destroy', lines: 3 },
          { text: 'remov', lines: 1 },
        ],
      }),
    ).toBe(
      '[No line contains "deleted" (80 lines searched; literal, case-sensitive). In any case: "deleted" 0 lines. Synonyms found: "destroy" 3 lines, "remov" 1.]',
    );
    expect(noMatches(['refund-rounding'], 80, true, { spellings: [{ text: 'refund_rounding', lines: 2 }] })).toBe(
      '[No line contains "refund-rounding" (80 lines searched; literal, any case). Spelled otherwise: "refund_rounding" 2 lines.]',
    );
    expect(unknownHandle("a'b")).toBe(
      `[No stored tool result for handle 'a\\'b'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`,
    );
    expect(invalidHandle('', 'it is empty')).toBe(
      `[Invalid handle '': it is empty. Use the exact handle from a "[Tool output too large ...]" notice.]`,
    );
    expect(invalidHandle('x'.repeat(300), 'too long')).toBe(
      `[Invalid handle '${'x'.repeat(200)}...': too long. Use the exact handle from a "[Tool output too large ...]" notice.]`,
    );
    expect(storeReadFailed('h')).toBe(
      "[Could not read the stored tool result 'h': the store failed. Try again; if it keeps failing, run the original tool again.]",
    );
    expect(invalidArgument('offset', 'must be a whole number >= 0', -1)).toBe('[Invalid offset: must be a whole number >= 0; got -1.]');
    expect(invalidArgument('offset', 'r', '12')).toBe('[Invalid offset: r; got "12".]');
    expect(invalidArgument('offset', 'r', 'y'.repeat(41))).toBe(`[Invalid offset: r; got "${'y'.repeat(40)}...".]`);
    expect(invalidArgument('offset', 'r', null)).toBe('[Invalid offset: r; got null.]');
    expect(invalidArgument('offset', 'r', undefined)).toBe('[Invalid offset: r; got nothing.]');
    expect(invalidArgument('offset', 'r', { a: 1 })).toBe('[Invalid offset: r; got object.]');
    expect(invalidArgument('offset', 'r', true)).toBe('[Invalid offset: r; got true.]');
    expect(unreadableArguments()).toBe(
      '[Invalid arguments: they could not be read. Pass a JSON object such as {"handle": "<handle from the notice>"}.]',
    );
  });

  it('echoes what the model sent only as a short excerpt, escaped onto one line', () => {
    expect(quoteHandle('a\nb\r\tc\u0000d\u2028e\u0085f\ud800g')).toBe("'a\\nb\\r\\tc\\u0000d\\u2028e\\u0085f\\ud800g'");
    expect(quoteHandle('a\\b')).toBe("'a\\\\b'");
    expect(quoteHandle(`${'x'.repeat(199)}😀`)).toBe(`'${'x'.repeat(199)}...'`);
    expect(quoteText('a\n"b"\u2029c\u009bd')).toBe('"a\\n\\"b\\"\\u2029c\\u009bd"');
    expect(unknownHandle('c1\n.0')).toBe(
      `[No stored tool result for handle 'c1\\n.0'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`,
    );
    expect(invalidArgument('pattern', 'r', `line\n${'z'.repeat(100)}`)).toBe(`[Invalid pattern: r; got "line\\n${'z'.repeat(35)}...".]`);
    expect(noMatches(['a\u2028b'], 3)).toBe('[No line contains "a\\u2028b" (3 lines searched; literal, case-sensitive).]');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (sent) => {
        for (const message of [
          unknownHandle(sent),
          invalidHandle(sent, 'p'),
          storeReadFailed(sent),
          invalidArgument('pattern', 'r', sent),
        ]) {
          expect(message).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
          expect(message.length).toBeLessThan(1_500);
          expect(message.isWellFormed()).toBe(true);
        }
      }),
    );
  });
});

describe('readToolResult: lines', () => {
  it('pages forward with a footer naming the next call', async () => {
    const store = await stored(numbered(10));
    expect(await readToolResult(store, { handle: 'h', limit: 3 })).toBe(
      "line 0\nline 1\nline 2\n[lines 1-3 of 10; next: read_tool_result(handle='h', offset=3, limit=3)]",
    );
    expect(await readToolResult(store, { handle: 'h', offset: 8, limit: 3 })).toBe('line 8\nline 9\n[lines 9-10 of 10; end of output]');
    expect(await readToolResult(store, { handle: 'h' })).toBe(`${numbered(10)}\n[lines 1-10 of 10; end of output]`);
  });

  it('pages from the end, in the original order', async () => {
    const store = await stored(numbered(10));
    expect(await readToolResult(store, { handle: 'h', limit: 3, from_end: true })).toBe(
      "line 7\nline 8\nline 9\n[lines 8-10 of 10; next: read_tool_result(handle='h', offset=3, limit=3, from_end=true)]",
    );
    expect(await readToolResult(store, { handle: 'h', offset: 8, limit: 3, from_end: true })).toBe(
      'line 0\nline 1\n[lines 1-2 of 10; start of output]',
    );
  });

  it('keeps CRs, shows the empty line after a final LF, and shows an empty payload as one empty line', async () => {
    expect(await readToolResult(await stored('a\r\nb\r\n'), { handle: 'h' })).toBe('a\r\nb\r\n\n[lines 1-3 of 3; end of output]');
    expect(await readToolResult(await stored('a\n'), { handle: 'h', offset: 1 })).toBe('\n[lines 2-2 of 2; end of output]');
    expect(await readToolResult(await stored(''), { handle: 'h' })).toBe('\n[lines 1-1 of 1; end of output]');
    expect(await readToolResult(await stored('\n\n'), { handle: 'h', limit: 2 })).toBe(
      "\n\n[lines 1-2 of 3; next: read_tool_result(handle='h', offset=2, limit=2)]",
    );
  });

  it('decodes invalid UTF-8 as U+FFFD and keeps a BOM', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xff, 0x0a, 0xe2, 0x82, 0x0a, 0x62]);
    expect(await readToolResult(await stored(bytes), { handle: 'h' })).toBe('\uFEFFa\uFFFD\n\uFFFD\nb\n[lines 1-3 of 3; end of output]');
  });

  it('says when the offset is past the end', async () => {
    const store = await stored(numbered(5));
    expect(await readToolResult(store, { handle: 'h', offset: 5 })).toBe(offsetPastEnd(5, 5, 'lines'));
    expect(await readToolResult(store, { handle: 'h', offset: 5, from_end: true })).toBe(offsetPastEnd(5, 5, 'lines'));
    expect(await readToolResult(store, { handle: 'h', offset: 1e300 })).toBe(offsetPastEnd(1e300, 5, 'lines'));
  });

  it('clamps the limit to 1,000 lines silently', async () => {
    const store = await stored(numbered(5000));
    const output = await readToolResult(store, { handle: 'h', limit: 10_000 });
    expect(split(output).body).toBe(numbered(1000));
    expect(split(output).footer).toBe("[lines 1-1,000 of 5,000; next: read_tool_result(handle='h', offset=1000, limit=1000)]");
  });

  it('caps the body at 50,000 chars, stopping before the line that crosses it', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => String(i % 10).repeat(1000));
    const store = await stored(lines.join('\n'));
    const first = await readToolResult(store, { handle: 'h', limit: 201 });
    expect(split(first).body).toBe(lines.slice(0, 49).join('\n'));
    expect(split(first).body.length).toBe(49_048);
    expect(split(first).footer).toBe(
      "[lines 1-49 of 60; output capped at 50,000 chars inside line 50; next: read_tool_result(handle='h', offset=49, limit=201)]",
    );
    const second = await readToolResult(store, { handle: 'h', offset: 49, limit: 201 });
    expect(second).toBe(`${lines.slice(49).join('\n')}\n[lines 50-60 of 60; end of output]`);

    const back = await readToolResult(store, { handle: 'h', from_end: true, limit: 201 });
    expect(split(back).body).toBe(lines.slice(11).join('\n'));
    expect(split(back).footer).toBe(
      "[lines 12-60 of 60; output capped at 50,000 chars inside line 11; next: read_tool_result(handle='h', offset=49, limit=201, from_end=true)]",
    );
  });

  it('caps a page at 6,000 chars unless the call asks for more with a limit over 200', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => String(i % 10).repeat(999));
    const store = await stored(lines.join('\n'));
    expect(split(await readToolResult(store, { handle: 'h' })).footer).toBe(
      "[lines 1-6 of 60; output capped at 6,000 chars inside line 7; next: read_tool_result(handle='h', offset=6)]",
    );
    expect(split(await readToolResult(store, { handle: 'h', limit: 200 })).footer).toBe(
      "[lines 1-6 of 60; output capped at 6,000 chars inside line 7; next: read_tool_result(handle='h', offset=6, limit=200)]",
    );
    expect(split(await readToolResult(store, { handle: 'h', limit: 201 })).body.length).toBe(49_999);
    expect(split(await readToolResult(store, { handle: 'h', limit: 201 }, { maxPageChars: 3_000 })).footer).toBe(
      "[lines 1-3 of 60; output capped at 3,000 chars inside line 4; next: read_tool_result(handle='h', offset=3, limit=201)]",
    );
  });

  it('fills the cap exactly when the lines fit', async () => {
    // 49 lines of 999 chars, one of 1,000 and 49 LFs make 50,000 chars: line 51 does not fit.
    const lines = Array.from({ length: 51 }, () => 'z'.repeat(999));
    lines[49] = 'z'.repeat(1000);
    const output = await readToolResult(await stored(lines.join('\n')), { handle: 'h', limit: 201 });
    expect(split(output).body.length).toBe(50_000);
    expect(split(output).footer).toBe(
      "[lines 1-50 of 51; output capped at 50,000 chars inside line 51; next: read_tool_result(handle='h', offset=50, limit=201)]",
    );
  });

  it('cuts a first line longer than the cap and names the char call that reads the rest', async () => {
    const long = 'ab'.repeat(100_000);
    const store = await stored(`${long}\nnext line`);
    const output = await readToolResult(store, { handle: 'h', limit: 201 });
    expect(split(output).body).toBe(long.slice(0, 50_000));
    expect(split(output).footer).toBe(
      "[lines 1-1 of 2; output capped at 50,000 chars inside line 1; line 1 has 200,000 chars, read the rest of it with read_tool_result(handle='h', unit='chars', offset=50000, limit=50000); next: read_tool_result(handle='h', offset=1, limit=201)]",
    );
    const tail = await readToolResult(store, { handle: 'h', from_end: true, offset: 1, limit: 201 });
    expect(split(tail).body).toBe(long.slice(-50_000));
    expect(split(tail).footer).toBe(
      "[lines 1-1 of 2; output capped at 50,000 chars inside line 1; line 1 has 200,000 chars, read the rest of it with read_tool_result(handle='h', unit='chars', offset=50010, limit=50000, from_end=true)]",
    );
  });

  it('does not take a long first line for whole when the page cut splits a character of it', async () => {
    // 150,000 bytes of '€', then a 4-byte emoji across the 150,003-byte read: the read decodes to
    // exactly 50,000 chars with the emoji's bytes held back, yet the line goes on.
    const line = `${'€'.repeat(50_000)}😀${'x'.repeat(1_000)}`;
    for (const store of [await stored(`${line}\nsecond`), await stored(`${line}\nsecond`, rangeStore(1))]) {
      const output = await readToolResult(store, { handle: 'h', limit: 201 });
      expect(split(output).body).toBe('€'.repeat(50_000));
      expect(split(output).footer).toBe(
        "[lines 1-1 of 2; output capped at 50,000 chars inside line 1; line 1 has 51,002 chars, read the rest of it with read_tool_result(handle='h', unit='chars', offset=50000, limit=50000); next: read_tool_result(handle='h', offset=1, limit=201)]",
      );
    }
  });

  it('counts the char offset of a long line from the start of the whole text', async () => {
    const store = await stored(`é😀\n${'x'.repeat(60_000)}`);
    const output = await readToolResult(store, { handle: 'h', offset: 1, limit: 201 });
    expect(split(output).footer).toBe(
      "[lines 2-2 of 2; output capped at 50,000 chars inside line 2; line 2 has 60,000 chars, read the rest of it with read_tool_result(handle='h', unit='chars', offset=50004, limit=50000)]",
    );
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 50004, limit: 50000 })).toBe(
      `${'x'.repeat(10_000)}\n[chars 50,005-60,004 of 60,004; end of output]`,
    );
  });

  it('never splits a surrogate pair when cutting a long line', async () => {
    const long = `a${'😀'.repeat(30_000)}`; // the pair at 49,999-50,000 straddles the cap
    const output = await readToolResult(await stored(long), { handle: 'h', limit: 201 });
    expect(split(output).body).toBe(long.slice(0, 49_999));
    expect(split(output).footer).toContain(
      "read the rest of it with read_tool_result(handle='h', unit='chars', offset=49999, limit=50000)",
    );
    const tail = await readToolResult(await stored(`${'😀'.repeat(30_000)}a`), { handle: 'h', from_end: true, limit: 201 });
    expect(split(tail).body).toBe(`${'😀'.repeat(24_999)}a`);
  });

  it('reads a 200,000-char line to its end by following the footers', async () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyzé😀';
    let long = '';
    while (long.length < 200_000) long += alphabet;
    const store = await stored(long);
    const first = split(await readToolResult(store, { handle: 'h' }));
    let text = first.body;
    let call = /read the rest of it with read_tool_result\(handle='h', unit='chars', offset=(\d+), limit=(\d+)\)/.exec(first.footer);
    expect(call).not.toBeNull();
    let offset: number | undefined = Number(call?.[1]);
    let pages = 0;
    while (offset !== undefined) {
      const page = split(await readToolResult(store, { handle: 'h', unit: 'chars', offset, limit: 50_000 }));
      text += page.body;
      offset = nextOffset(page.footer);
      pages++;
    }
    expect(pages).toBe(Math.ceil((long.length - first.body.length) / 50_000));
    expect(text).toBe(long);

    // And backward, from the tail the from_end page shows.
    const last = split(await readToolResult(store, { handle: 'h', from_end: true }));
    let back = last.body;
    call = /read the rest of it with read_tool_result\(handle='h', unit='chars', offset=(\d+), limit=(\d+), from_end=true\)/.exec(
      last.footer,
    );
    offset = Number(call?.[1]);
    while (offset !== undefined) {
      const page = split(await readToolResult(store, { handle: 'h', unit: 'chars', offset, limit: 50_000, from_end: true }));
      back = page.body + back;
      offset = nextOffset(page.footer);
    }
    expect(back).toBe(long);
  });

  it('quotes an unusual handle in its footers so it can be copied', async () => {
    const store = await stored(numbered(3), new MemoryStore(), "it's");
    expect(await readToolResult(store, { handle: "it's", limit: 1 })).toBe(
      "line 0\n[lines 1-1 of 3; next: read_tool_result(handle='it\\'s', offset=1, limit=1)]",
    );
  });
});

describe('readToolResult: pattern', () => {
  it("leaves out the lines around a match that are records like it, and counts them: a table's other rows, not an XML element's other children nor a log's lines", async () => {
    const rows = Array.from({ length: 12 }, (_, i) => {
      const place = i === 3 || i === 8 ? 'Flat 2, 5 Wharfside Quay' : `${i + 10} Ash Road`;
      return `CTR-2609-0463${String(i).padStart(2, '0')}  NEW     ${place.padEnd(26)}  AWAITING EVIDENCE`;
    });
    const table = await stored(['CLAIM            TYPE    ADDRESS                     STAGE', ...rows].join('\n'));
    expect(await readToolResult(table, { handle: 'h', pattern: 'Wharfside' })).toBe(
      [
        '5: CTR-2609-046303  NEW     Flat 2, 5 Wharfside Quay    AWAITING EVIDENCE',
        '--',
        '10: CTR-2609-046308  NEW     Flat 2, 5 Wharfside Quay    AWAITING EVIDENCE',
        '[matches 1-2 of 2 for "Wharfside" (13 lines in all); 10 lines like the matches left out around them (context=3 shows them); end of output]',
      ].join('\n'),
    );
    // Two matches a row apart: the row between is left out, and `--` says so.
    const near = await stored(
      rows.map((row, i) => (i === 5 ? row.replace('15 Ash Road              ', 'Flat 7, 5 Wharfside Quay  ') : row)).join('\n'),
    );
    expect((await readToolResult(near, { handle: 'h', pattern: 'Wharfside' })).split('\n').slice(0, 5)).toEqual([
      '4: CTR-2609-046303  NEW     Flat 2, 5 Wharfside Quay    AWAITING EVIDENCE',
      '--',
      '6: CTR-2609-046305  NEW     Flat 7, 5 Wharfside Quay     AWAITING EVIDENCE',
      '--',
      '9: CTR-2609-046308  NEW     Flat 2, 5 Wharfside Quay    AWAITING EVIDENCE',
    ]);
    // With the context asked for, they are shown.
    const asked = await readToolResult(table, { handle: 'h', pattern: 'Wharfside', context: 1 });
    expect(asked.split('\n').slice(0, 3)).toEqual([
      '4: CTR-2609-046302  NEW     12 Ash Road                 AWAITING EVIDENCE',
      '5: CTR-2609-046303  NEW     Flat 2, 5 Wharfside Quay    AWAITING EVIDENCE',
      '6: CTR-2609-046304  NEW     14 Ash Road                 AWAITING EVIDENCE',
    ]);
    // An element's siblings of its own kind go; the one of another kind, after them, stays.
    const journey = ['<Journey rid="1">', '  <OR tpl="BATHSPA" ptd="07:20" />', '  <IP tpl="KEYNSHM" ptd="07:42" />'];
    journey.push('  <IP tpl="OLDFLDP" ptd="07:47" />', '  <DT tpl="BRSTLTM" plat="11" />', '</Journey>');
    const xml = await stored(journey.join('\n'));
    expect(await readToolResult(xml, { handle: 'h', pattern: '07:42' })).toBe(
      [
        '1: <Journey rid="1">',
        '2:   <OR tpl="BATHSPA" ptd="07:20" />',
        '3:   <IP tpl="KEYNSHM" ptd="07:42" />',
        '5:   <DT tpl="BRSTLTM" plat="11" />',
        '6: </Journey>',
        '[matches 1-1 of 1 for "07:42" (6 lines in all); 1 line like the matches left out around them (context=3 shows them); end of output]',
      ].join('\n'),
    );
    // A log's lines, each opening with its time, keep the lines around them: what led to it and followed.
    const log = await stored(
      ['09:00:01 GET /a 200', '09:00:02 GET /b 200', '09:00:03 GET /c 503', '09:00:04 GET /d 200', '09:00:05 GET /e 200'].join('\n'),
    );
    expect(await readToolResult(log, { handle: 'h', pattern: '503' })).toBe(
      [
        '1: 09:00:01 GET /a 200',
        '2: 09:00:02 GET /b 200',
        '3: 09:00:03 GET /c 503',
        '4: 09:00:04 GET /d 200',
        '5: 09:00:05 GET /e 200',
        '[matches 1-1 of 1 for "503" (5 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it("shows after a match that starts a stack trace the trace's root cause, past a line that says so", async () => {
    const log = [
      '2026-11-18 23:34:37.169 INFO  [main] progress 3000/6000',
      '2026-11-18 23:34:38.464 ERROR [worker-4] bill failed account=4100388215 name="BRACKENBY GOLF CLUB LTD" - skipping',
      'com.calderfell.billing.run.BillCalculationException: account 4100388215: charge assembly failed',
      '\tat com.calderfell.billing.run.ChargeAssembler.assemble(ChargeAssembler.java:214)',
      '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
      '\tat java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
      'Caused by: com.calderfell.billing.tariff.TariffNotFoundException: No tariff for charge band NHH-MTR-050',
      '\tat java.base/java.util.HashMap.get(HashMap.java:556)',
      '\tat com.calderfell.billing.tariff.TariffRepository.resolve(TariffRepository.java:88)',
      '\t... 8 more',
      '2026-11-18 23:34:38.860 INFO  [worker-5] billed account=4193975058',
    ];
    const store = await stored(log.join('\n'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'BRACKENBY', context: 1 })).toBe(
      [
        '1: 2026-11-18 23:34:37.169 INFO  [main] progress 3000/6000',
        '2: 2026-11-18 23:34:38.464 ERROR [worker-4] bill failed account=4100388215 name="BRACKENBY GOLF CLUB LTD" - skipping',
        '3: com.calderfell.billing.run.BillCalculationException: account 4100388215: charge assembly failed',
        "... (the trace's root cause below)",
        '7: Caused by: com.calderfell.billing.tariff.TariffNotFoundException: No tariff for charge band NHH-MTR-050',
        '9: \tat com.calderfell.billing.tariff.TariffRepository.resolve(TariffRepository.java:88)',
        '[matches 1-1 of 1 for "BRACKENBY" (11 lines in all); end of output]',
      ].join('\n'),
    );
    // Only the root's lines before a later match on the page: that match shows what follows it. A
    // line with no trace under it has no root.
    expect(await readToolResult(store, { handle: 'h', pattern: ['BRACKENBY', 'HashMap'], context: 0 })).toBe(
      [
        '2: 2026-11-18 23:34:38.464 ERROR [worker-4] bill failed account=4100388215 name="BRACKENBY GOLF CLUB LTD" - skipping',
        "... (the trace's root cause below)",
        '7: Caused by: com.calderfell.billing.tariff.TariffNotFoundException: No tariff for charge band NHH-MTR-050',
        '8: \tat java.base/java.util.HashMap.get(HashMap.java:556)',
        '[matches 1-2 of 2 for "BRACKENBY" or "HashMap" (11 lines in all); end of output]',
      ].join('\n'),
    );
    expect(await readToolResult(store, { handle: 'h', pattern: '4193975058', context: 0 })).toBe(
      '11: 2026-11-18 23:34:38.860 INFO  [worker-5] billed account=4193975058\n[matches 1-1 of 1 for "4193975058" (11 lines in all); end of output]',
    );
    // A match on a cause the JDK's code threw: the first frame under it (right under it, no line between).
    const npe = [
      'Caused by: java.lang.NullPointerException: Cannot invoke "String.strip()" because "eori" is null',
      '\tat com.calderfell.billing.run.Declarant.of(Declarant.java:88)',
      '\tat com.calderfell.billing.run.ChargeAssembler.assemble(ChargeAssembler.java:141)',
      '\t... 6 common frames omitted',
      '2026-11-18 23:34:38.860 INFO  [worker-5] billed account=4193975058',
    ];
    expect(await readToolResult(await stored([...log.slice(0, 6), ...npe].join('\n')), { handle: 'h', pattern: 'eori', context: 0 })).toBe(
      [
        '7: Caused by: java.lang.NullPointerException: Cannot invoke "String.strip()" because "eori" is null',
        '8: \tat com.calderfell.billing.run.Declarant.of(Declarant.java:88)',
        '[matches 1-1 of 1 for "eori" (11 lines in all); end of output]',
      ].join('\n'),
    );
    // Up to 2 lines above its exception's line, a match is the log line saying what failed; its
    // message's lines under a cause (a database's `Detail:`) come with the cause.
    const psql = [...log.slice(0, 7), '  Detail: Key (room_id)=(GEO-1.12) conflicts with existing key', ...log.slice(7)];
    expect(await readToolResult(await stored(psql.join('\n')), { handle: 'h', pattern: 'progress', context: 0 })).toBe(
      [
        '1: 2026-11-18 23:34:37.169 INFO  [main] progress 3000/6000',
        "... (the trace's root cause below)",
        '7: Caused by: com.calderfell.billing.tariff.TariffNotFoundException: No tariff for charge band NHH-MTR-050',
        '8:   Detail: Key (room_id)=(GEO-1.12) conflicts with existing key',
        '10: \tat com.calderfell.billing.tariff.TariffRepository.resolve(TariffRepository.java:88)',
        '[matches 1-1 of 1 for "progress" (12 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it("shows after a match over a Python traceback the exception that ends the chain's first traceback, with its innermost frame", async () => {
    const log = [
      '2026-11-18 23:34:38,464 ERROR worker-4 pricing failed for order ORD-7719304',
      'Traceback (most recent call last):',
      '  File "/app/pricing.py", line 41, in price_of',
      '    return table[sku]',
      "KeyError: 'GG-690721'",
      '',
      'The above exception was the direct cause of the following exception:',
      '',
      'Traceback (most recent call last):',
      '  File "/app/worker.py", line 88, in process',
      '    total = price_of(order.sku)',
      'app.errors.PricingError: no price for GG-690721',
      '2026-11-18 23:34:38,860 INFO worker-5 priced order ORD-7719305',
    ];
    const store = await stored(log.join('\n'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'ORD-7719304', context: 1 })).toBe(
      [
        '1: 2026-11-18 23:34:38,464 ERROR worker-4 pricing failed for order ORD-7719304',
        '2: Traceback (most recent call last):',
        '3:   File "/app/pricing.py", line 41, in price_of',
        '4:     return table[sku]',
        "5: KeyError: 'GG-690721'",
        '[matches 1-1 of 1 for "ORD-7719304" (13 lines in all); end of output]',
      ].join('\n'),
    );
    // Past the match's context, after a line that says so.
    expect(await readToolResult(store, { handle: 'h', pattern: 'ORD-7719304', context: 0 })).toBe(
      [
        '1: 2026-11-18 23:34:38,464 ERROR worker-4 pricing failed for order ORD-7719304',
        "... (the trace's root cause below)",
        '3:   File "/app/pricing.py", line 41, in price_of',
        '4:     return table[sku]',
        "5: KeyError: 'GG-690721'",
        '[matches 1-1 of 1 for "ORD-7719304" (13 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it('shows each match after its line number, with the lines around it, as grep -n -C does', async () => {
    const store = await stored('alpha\nBeta\nbeta 2\ngamma\nbeta 3\ndelta\nepsilon\nzeta\neta\nbeta 4');
    expect(await readToolResult(store, { handle: 'h', pattern: 'beta' })).toBe(
      [
        '1: alpha',
        '2: Beta',
        '3: beta 2',
        '4: gamma',
        '5: beta 3',
        '6: delta',
        '7: epsilon',
        '8: zeta',
        '9: eta',
        '10: beta 4',
        '[matches 1-3 of 3 for "beta" (10 lines in all); end of output]',
      ].join('\n'),
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'beta', context: 0, limit: 1 })).toBe(
      '3: beta 2\n[matches 1-1 of 3 for "beta" (10 lines in all); next: read_tool_result(handle=\'h\', offset=1, limit=1, pattern="beta", context=0)]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'et', context: 0, from_end: true, limit: 1 })).toBe(
      '10: beta 4\n[matches 6-6 of 6 for "et" (10 lines in all); next: read_tool_result(handle=\'h\', offset=1, limit=1, from_end=true, pattern="et", context=0)]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'BETA', ignore_case: true, context: 0, offset: 2, limit: 2 })).toBe(
      '5: beta 3\n--\n10: beta 4\n[matches 3-4 of 4 for "BETA" in any case (10 lines in all); end of output]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: ['gamma', 'zeta'], context: 1 })).toBe(
      '3: beta 2\n4: gamma\n5: beta 3\n--\n7: epsilon\n8: zeta\n9: eta\n[matches 1-2 of 2 for "gamma" or "zeta" (10 lines in all); end of output]',
    );
  });

  it('treats regular-expression metacharacters literally', async () => {
    const store = await stored('a.b\naxb\n(x)*\nxx\n[a-z]+\nq\n\\d\n1');
    for (const [pattern, line] of [
      ['a.b', 1],
      ['(x)*', 3],
      ['[a-z]+', 5],
      ['\\d', 7],
    ] as const) {
      expect(await readToolResult(store, { handle: 'h', pattern, context: 0 })).toBe(
        `${line}: ${pattern}\n[matches 1-1 of 1 for ${JSON.stringify(pattern)} (8 lines in all); end of output]`,
      );
    }
    expect(await readToolResult(store, { handle: 'h', pattern: '.*' })).toBe(
      noMatches(['.*'], 8, false, { nearMisses: [{ text: '.*', lines: 0 }] }),
    );
  });

  it('adds the nearest enclosing lines of a match in indented text, and marks the gap before it', async () => {
    const yaml = [
      'services:',
      '  payments:',
      '    image: pay:1.2',
      '    env:',
      '      - name: LOG_LEVEL',
      '        value: info',
      '      - name: RETRY_BUDGET_MS',
      '        value: "45000"',
      '  ledger:',
      '    image: ledger:3.1',
    ].join('\n');
    expect(await readToolResult(await stored(yaml), { handle: 'h', pattern: '45000', context: 1 })).toBe(
      [
        '1: services:',
        '2:   payments:',
        '4:     env:',
        ANCESTRY_GAP,
        '7:       - name: RETRY_BUDGET_MS',
        '8:         value: "45000"',
        '9:   ledger:',
        '[matches 1-1 of 1 for "45000" (10 lines in all); end of output]',
      ].join('\n'),
    );
    const traceback = [
      'Traceback (most recent call last):',
      '  File "app.py", line 88, in <module>',
      '    main()',
      '  File "app.py", line 41, in main',
      '    charge(order)',
      '  File "billing.py", line 12, in charge',
      '    raise PaymentError(order.id)',
      'PaymentError: ord-77001',
    ].join('\n');
    expect(await readToolResult(await stored(traceback), { handle: 'h', pattern: 'raise', context: 0 })).toBe(
      [
        '1: Traceback (most recent call last):',
        '6:   File "billing.py", line 12, in charge',
        '7:     raise PaymentError(order.id)',
        '[matches 1-1 of 1 for "raise" (8 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it("takes the lines of a match's record after its context, up to 20 after it: the other fields of the YAML list item it opens, none past the item", async () => {
    const rules = [
      'groups:',
      '  - name: kafka',
      '    rules:',
      '      - alert: LagWarning',
      '        annotations:',
      '          summary: lag',
      '        expr: lag > 1000',
      '        for: 10m',
      '      - alert: LagCritical',
      '        annotations:',
      '          summary: far behind',
      '          runbook: https://runbooks.example/lag',
      '        expr: lag > 250000',
      '        for: 5m',
      '        labels:',
      '          severity: critical',
      '      - alert: Other',
      '        expr: up == 0',
    ];
    const store = await stored(rules.join('\n'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'LagCritical' })).toBe(
      [
        '1: groups:',
        '2:   - name: kafka',
        '3:     rules:',
        ANCESTRY_GAP,
        ...rules.slice(5, 16).map((line, i) => `${i + 6}: ${line}`),
        '[matches 1-1 of 1 for "LagCritical" (18 lines in all); end of output]',
      ].join('\n'),
    );
    // A line that opens nothing keeps its context after it, and before it shows its item from the
    // `- ` that opens it; `context: 0` keeps none.
    expect(await readToolResult(store, { handle: 'h', pattern: 'lag > 1000', context: 1 })).toBe(
      [
        '1: groups:',
        '2:   - name: kafka',
        '3:     rules:',
        '4:       - alert: LagWarning',
        '5:         annotations:',
        '6:           summary: lag',
        '7:         expr: lag > 1000',
        '8:         for: 10m',
        '[matches 1-1 of 1 for "lag > 1000" (18 lines in all); end of output]',
      ].join('\n'),
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'LagCritical', context: 0 })).toBe(
      [
        '1: groups:',
        '2:   - name: kafka',
        '3:     rules:',
        ANCESTRY_GAP,
        '9:       - alert: LagCritical',
        '[matches 1-1 of 1 for "LagCritical" (18 lines in all); end of output]',
      ].join('\n'),
    );
    // A longer record: 20 lines after the match.
    const long = ['items:', '  - name: a', ...Array.from({ length: 24 }, (_, i) => `    field${i}: ${i}`), '  - name: b'];
    expect(await readToolResult(await stored(long.join('\n')), { handle: 'h', pattern: 'name: a' })).toBe(
      [
        ...long.slice(0, 22).map((line, i) => `${i + 1}: ${line}`),
        '[matches 1-1 of 1 for "name: a" (27 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it("shows a match's list item from the line that opens it, up to 10 lines up: the id of the ticket whose requester's name matched", async () => {
    const tickets = [
      { id: 57420, channel: 'email', name: 'Saara Lehtonen' },
      { id: 57810, channel: 'web', name: 'Saara Lehtonen' },
    ];
    const json = JSON.stringify(
      { tickets: tickets.map(({ id, channel, name }) => ({ id, via: { channel, source: { from: { name } } }, status: 'open' })) },
      null,
      2,
    );
    const lines = json.split('\n');
    expect(await readToolResult(await stored(json), { handle: 'h', pattern: 'Lehtonen', context: 1 })).toBe(
      [
        '1: {',
        '2:   "tickets": [',
        ...lines.slice(2, 10).map((line, i) => `${i + 3}: ${line}`),
        MATCH_SEPARATOR,
        ...lines.slice(14, 22).map((line, i) => `${i + 15}: ${line}`),
        '[matches 1-2 of 2 for "Lehtonen" (28 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it('shows a match from the element it is directly under when no list item opens it, up to 10 lines up: the time of the plate read', async () => {
    const event = (id: number, time: string, camera: string, plate: string) => [
      '    <ANPREvent>',
      `      <eventID>${id}</eventID>`,
      `      <captureTime>${time}</captureTime>`,
      '      <channelID>2</channelID>',
      `      <cameraName>${camera}</cameraName>`,
      '      <direction>reverse</direction>',
      `      <plateNumber>${plate}</plateNumber>`,
      '      <vehicleType>van</vehicleType>',
      '    </ANPREvent>',
    ];
    const xml = [
      '<ANPRSearchResult version="2.0">',
      '  <matchList>',
      ...event(4410002, '2026-11-05T07:52:13Z', 'YARD GATE IN', 'SK19WFO'),
      ...event(4410003, '2026-11-05T16:58:41Z', 'YARD GATE OUT', 'SK19WFD'),
      '  </matchList>',
      '</ANPRSearchResult>',
    ].join('\n');
    const lines = xml.split('\n');
    // The event's id and time, four lines above the plate, not past an `ANCESTRY_GAP`.
    expect(await readToolResult(await stored(xml), { handle: 'h', pattern: 'SK19WFD', context: 1 })).toBe(
      [
        '1: <ANPRSearchResult version="2.0">',
        '2:   <matchList>',
        ...lines.slice(11, 19).map((line, i) => `${i + 12}: ${line}`),
        `[matches 1-1 of 1 for "SK19WFD" (${lines.length} lines in all); end of output]`,
      ].join('\n'),
    );
  });

  it("shows, past the block of an item's field a match is in, the rest of the item, to its end (at most 20 lines after the match): the seat of the ticket whose holder's name matched", async () => {
    const tickets = ['Rhiannon', 'Dylan'].map((first, i) => ({
      ticketId: `TKT-85151946${i}`,
      holder: { firstName: first, lastName: 'Achterberg' },
      seat: { stand: 'Main Stand', block: 'W4', row: 'K', seat: 116 + i, seatRef: `W4-K-${116 + i}`, entrance: 'Turnstiles 30-44' },
      delivery: 'SEASON_CARD',
    }));
    const json = JSON.stringify({ tickets }, null, 2);
    const lines = json.split('\n');
    const read = await readToolResult(await stored(json), { handle: 'h', pattern: 'Rhiannon', context: 1 });
    expect(read).toBe(
      [
        '1: {',
        '2:   "tickets": [',
        ...lines.slice(2, 17).map((line, i) => `${i + 3}: ${line}`),
        `[matches 1-1 of 1 for "Rhiannon" (${lines.length} lines in all); end of output]`,
      ].join('\n'),
    );
    // The lines after the match to the item's end: the holder's last name and closing brace, the seat, the delivery.
    expect(lines.slice(6, 17).map((line) => line.trim())).toEqual([
      '"lastName": "Achterberg"',
      '},',
      '"seat": {',
      '"stand": "Main Stand",',
      '"block": "W4",',
      '"row": "K",',
      '"seat": 116,',
      '"seatRef": "W4-K-116",',
      '"entrance": "Turnstiles 30-44"',
      '},',
      '"delivery": "SEASON_CARD"',
    ]);
    // A match in a field of the item itself keeps to the item, in a top-level array too.
    const users = JSON.stringify(
      ['active', 'suspended', 'active'].map((status, i) => ({ id: i, status, email: `user${i}@example.com` })),
      null,
      2,
    );
    expect(await readToolResult(await stored(users), { handle: 'h', pattern: 'suspended', context: 1 })).toBe(
      [
        '1: [',
        '7:   {',
        '8:     "id": 1,',
        '9:     "status": "suspended",',
        '10:     "email": "user1@example.com"',
        '[matches 1-1 of 1 for "suspended" (17 lines in all); end of output]',
      ].join('\n'),
    );
    // Lines like the matched one end its block still: the next log lines of a YAML item's text block.
    const yaml = ['items:', '  - id: a', '    log: |', ...[1, 2, 3, 4].map((n) => `      INFO served ${n}`), '    status: ok', '  - id: b'];
    expect(await readToolResult(await stored(yaml.join('\n')), { handle: 'h', pattern: 'served 2', context: 1 })).toBe(
      [...yaml.slice(0, 6).map((line, i) => `${i + 1}: ${line}`), '[matches 1-1 of 1 for "served 2" (9 lines in all); end of output]'].join(
        '\n',
      ),
    );
    // A document's own object is no item of a list: past the holder, the rest of the document is not the match's.
    const one = JSON.stringify(tickets[0], null, 2);
    const oneLines = one.split('\n');
    expect(await readToolResult(await stored(one), { handle: 'h', pattern: 'Rhiannon', context: 1 })).toBe(
      [
        ...oneLines.slice(0, 5).map((line, i) => `${i + 1}: ${line}`),
        `[matches 1-1 of 1 for "Rhiannon" (${oneLines.length} lines in all); end of output]`,
      ].join('\n'),
    );
    // A match in an object that is itself an item (of an array in an array) keeps to that object.
    const rows = JSON.stringify(
      { rows: [[0, 1, 2].map((i) => ({ id: i, status: i === 1 ? 'suspended' : 'active', email: `u${i}@example.com` }))] },
      null,
      2,
    );
    const rowLines = rows.split('\n');
    expect(await readToolResult(await stored(rows), { handle: 'h', pattern: 'suspended', context: 1 })).toBe(
      [
        ...['1: {', '2:   "rows": [', '3:     ['],
        ...rowLines.slice(8, 12).map((line, i) => `${i + 9}: ${line}`),
        `[matches 1-1 of 1 for "suspended" (${rowLines.length} lines in all); end of output]`,
      ].join('\n'),
    );
    // A match nested deeper in an item's field (a label under `metadata:`) keeps to its block.
    const deeper = JSON.stringify(
      { tickets: tickets.map((t) => ({ ticketId: t.ticketId, meta: { holder: t.holder }, seat: t.seat })) },
      null,
      2,
    );
    const deep = deeper.split('\n');
    expect(await readToolResult(await stored(deeper), { handle: 'h', pattern: 'Rhiannon', context: 1 })).toBe(
      [
        '1: {',
        '2:   "tickets": [',
        ...deep.slice(2, 8).map((line, i) => `${i + 3}: ${line}`),
        `[matches 1-1 of 1 for "Rhiannon" (${deep.length} lines in all); end of output]`,
      ].join('\n'),
    );
  });

  it("shows, past the block of an item's field a match is in, the item's own list too, to the item's end (at most 20 lines after the match): the seat of the order whose patron's name matched", async () => {
    const orders = ['Margit', 'Kwame'].map((first, i) => ({
      orderId: `ORD-548147${i}`,
      patron: { name: `${first} Oyelaran`, type: 'subscriber' },
      performanceId: 'PERF-26-1121-E',
      tickets: [{ ticketId: `T-0884852${i}`, seatLabel: `Grand Tier Box C, Seat ${4 + i}`, section: 'GT', price: 142 }],
    }));
    const json = JSON.stringify({ orders }, null, 2);
    const lines = json.split('\n');
    const read = await readToolResult(await stored(json), { handle: 'h', pattern: 'Margit', context: 1 });
    expect(read).toBe(
      [
        '1: {',
        '2:   "orders": [',
        ...lines.slice(2, 17).map((line, i) => `${i + 3}: ${line}`),
        `[matches 1-1 of 1 for "Margit" (${lines.length} lines in all); end of output]`,
      ].join('\n'),
    );
    // The lines after the match to the item's end: the patron's type and closing brace, the performance, its tickets.
    expect(lines.slice(6, 17).map((line) => line.trim())).toEqual([
      '"type": "subscriber"',
      '},',
      '"performanceId": "PERF-26-1121-E",',
      '"tickets": [',
      '{',
      '"ticketId": "T-08848520",',
      '"seatLabel": "Grand Tier Box C, Seat 4",',
      '"section": "GT",',
      '"price": 142',
      '}',
      ']',
    ]);
    // The item ends the record: a short order shows no line of the next.
    const short = JSON.stringify({ orders: orders.map(({ tickets, ...order }) => ({ ...order, tickets: tickets.length })) }, null, 2);
    const shortLines = short.split('\n');
    expect(await readToolResult(await stored(short), { handle: 'h', pattern: 'Margit', context: 1 })).toBe(
      [
        '1: {',
        '2:   "orders": [',
        ...shortLines.slice(2, 10).map((line, i) => `${i + 3}: ${line}`),
        `[matches 1-1 of 1 for "Margit" (${shortLines.length} lines in all); end of output]`,
      ].join('\n'),
    );
    expect(shortLines[9]?.trim()).toBe('"tickets": 1');
  });

  it("shows the rest of the block an indented match is in, to the next item of a list or field with the matched one's key: the capacity five fields under a station's matched name", async () => {
    const stations = ['Hakaniemen tori', 'Hakaniemen kauppahalli'].map((name, i) => ({
      station_id: `hel-0${287 + i}`,
      name,
      short_name: String(287 + i),
      lat: 60.27,
      lon: 24.88,
      address: 'Hämeentie 1',
      capacity: 38 - i,
    }));
    const yaml = stations.flatMap((s) => Object.entries(s).map(([key, value], k) => `${k === 0 ? '- ' : '  '}${key}: ${value}`));
    expect(await readToolResult(await stored(yaml.join('\n')), { handle: 'h', pattern: 'kauppahalli', context: 1 })).toBe(
      [
        ...yaml.slice(7, 14).map((line, i) => `${i + 8}: ${line}`),
        '[matches 1-1 of 1 for "kauppahalli" (14 lines in all); end of output]',
      ].join('\n'),
    );
    // In JSON too, past sibling fields shaped like the matched one (`"address": "Hämeentie"`), to the next station's `"name"`.
    const json = JSON.stringify({ stations: stations.map((s) => ({ ...s, address: 'Hämeentie', region_id: 'hel' })) }, null, 2).split('\n');
    expect(await readToolResult(await stored(json.join('\n')), { handle: 'h', pattern: 'tori', context: 1 })).toBe(
      [
        ...json.slice(0, 11).map((line, i) => `${i + 1}: ${line}`),
        `[matches 1-1 of 1 for "tori" (${json.length} lines in all); end of output]`,
      ].join('\n'),
    );
    // Unindented lines (a log) keep their context alone.
    const log = Array.from({ length: 30 }, (_, i) => (i === 10 ? 'worker kauppahalli sync done' : `worker line ${i}`));
    expect(await readToolResult(await stored(log.join('\n')), { handle: 'h', pattern: 'kauppahalli', context: 1 })).toBe(
      [
        '10: worker line 9',
        '11: worker kauppahalli sync done',
        '12: worker line 11',
        '[matches 1-1 of 1 for "kauppahalli" (30 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it('adds the lines a match sits under in a tree drawn with box-drawing chars: the package that pulls in a dependency', async () => {
    const tree = [
      'my-app@1.0.0 /srv/my-app',
      '├─┬ pkg-a@2.1.0',
      '│ └── lodash@4.17.21',
      '├─┬ legacy-xml@0.4.2',
      '│ ├─┬ sax-wrapper@1.0.0',
      '│ │ └── lodash@3.10.1',
      '│ └── debug@2.6.9',
      '└── zod@3.23.8',
    ].join('\n');
    expect(await readToolResult(await stored(tree), { handle: 'h', pattern: 'lodash@3', context: 0 })).toBe(
      [
        '1: my-app@1.0.0 /srv/my-app',
        '4: ├─┬ legacy-xml@0.4.2',
        '5: │ ├─┬ sax-wrapper@1.0.0',
        '6: │ │ └── lodash@3.10.1',
        '[matches 1-1 of 1 for "lodash@3" (8 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it("adds the lines a match sits under in a tree drawn with ASCII chars, after Maven's log level: the direct dependency that pulls in another", async () => {
    const tree = [
      '[INFO] --- dependency:3.8.0:tree (default-cli) @ billing-service ---',
      '[INFO] com.acme:billing-service:jar:3.14.0',
      '[INFO] +- com.acme:common-web:jar:3.14.0:compile',
      '[INFO] |  \\- org.springframework:spring-webmvc:jar:6.1.13:compile',
      '[INFO] +- com.acme.platform:config-client:jar:2.4.0:compile',
      '[INFO] |  +- com.fasterxml.jackson.core:jackson-databind:jar:2.17.2:compile',
      '[INFO] |  \\- org.yaml:snakeyaml:jar:1.33:compile',
      '[INFO] \\- org.wiremock:wiremock-standalone:jar:3.9.1:test',
    ].join('\n');
    expect(await readToolResult(await stored(tree), { handle: 'h', pattern: 'snakeyaml', context: 0 })).toBe(
      [
        '2: [INFO] com.acme:billing-service:jar:3.14.0',
        '5: [INFO] +- com.acme.platform:config-client:jar:2.4.0:compile',
        ANCESTRY_GAP,
        '7: [INFO] |  \\- org.yaml:snakeyaml:jar:1.33:compile',
        '[matches 1-1 of 1 for "snakeyaml" (8 lines in all); end of output]',
      ].join('\n'),
    );
  });

  it('adds the Markdown headings a match sits under: the release of a changelog entry, and the title above it', async () => {
    const changelog = [
      '# Changelog',
      '',
      '## 2.5.0',
      '',
      '- Fixed retries',
      '',
      '## 2.4.7',
      '',
      '- Fixed paging',
      '- Added a rate limiter',
      '  - per API key',
      '',
      '## 2.4.6',
    ].join('\n');
    expect(await readToolResult(await stored(changelog), { handle: 'h', pattern: ['rate limiter', 'per API'], context: 0 })).toBe(
      [
        '1: # Changelog',
        '7: ## 2.4.7',
        ANCESTRY_GAP,
        '10: - Added a rate limiter',
        '11:   - per API key',
        '[matches 1-2 of 2 for "rate limiter" or "per API" (13 lines in all); end of output]',
      ].join('\n'),
    );
    // A heading's own enclosing lines are the headings of a higher level above it; a line of a text with no heading has none.
    expect(await readToolResult(await stored(changelog), { handle: 'h', pattern: '2.4.6', context: 0 })).toBe(
      '1: # Changelog\n' + ANCESTRY_GAP + '\n13: ## 2.4.6\n[matches 1-1 of 1 for "2.4.6" (13 lines in all); end of output]',
    );
    expect(await readToolResult(await stored('a\nb\nc'), { handle: 'h', pattern: 'b', context: 0 })).toBe(
      '2: b\n[matches 1-1 of 1 for "b" (3 lines in all); end of output]',
    );
  });

  it('shows a window of chars around each match inside a long line, with its line and column, and pages from match to match', async () => {
    const records = Array.from({ length: 4_000 }, (_, i) => `{"id":"ord-${i}","status":"${i === 2_500 || i === 3_900 ? 'failed' : 'ok'}"}`);
    const line = `[${records.join(',')}]`;
    const store = await stored(`head\n${line}\ntail`);
    const at = line.indexOf('failed');
    const first = await readToolResult(store, { handle: 'h', pattern: 'failed', context: 0, limit: 1 });
    expect(first).toBe(
      `2:${at + 1}: ...[+${n(at - 50)} chars] ${line.slice(at - 50, at + 56)} ...[+${n(line.length - at - 56)} chars]\n` +
        `[matches 1-1 of 2 for "failed" (on 1 of 3 lines); next: read_tool_result(handle='h', offset=1, limit=1, pattern="failed", context=0)]`,
    );
    const at2 = line.indexOf('failed', at + 1);
    const second = await readToolResult(store, { handle: 'h', pattern: 'failed', context: 0, offset: 1, limit: 1 });
    expect(split(second).body).toBe(
      `2:${at2 + 1}: ...[+${n(at2 - 50)} chars] ${line.slice(at2 - 50, at2 + 56)} ...[+${n(line.length - at2 - 56)} chars]`,
    );
    // The default context (3) widens the window to 200 chars on each side, and shows the lines around it.
    const wide = split(await readToolResult(store, { handle: 'h', pattern: 'ord-2500"', limit: 1 })).body.split('\n');
    expect(wide[0]).toBe('1: head');
    expect(wide[1]).toContain(line.slice(line.indexOf('ord-2500"') - 200, line.indexOf('ord-2500"') + 209));
    expect(wide[2]).toBe('3: tail');
  });

  it('moves a window in a long line to show whole the record around its match, when the record fits, its matches kept', async () => {
    const items = Array.from(
      { length: 3_000 },
      (_, i) => `{sku:"A-${i}",name:"Item ${i}",price:${(i % 90) / 10},allergens:["Oats"],stock:{dc:${i % 300},store:${i % 9}}}`,
    );
    const line = `"use strict";(self.chunk=self.chunk||[]).push([[88],{4127:(e,t,n)=>{n.d(t,{Z:()=>i});const i=[${items.join(',')}]}}]);`;
    const store = await stored(`head\n${line}\ntail`);
    const record = items[2_500]!;
    const at = line.indexOf('"A-2500"');
    const page = await readToolResult(store, { handle: 'h', pattern: '"A-2500"', context: 0 });
    // 50 chars on each side of the match: the window keeps its width and ends where the record does.
    const start = line.indexOf(record) + record.length - (50 + 8 + 50);
    expect(page).toBe(
      `2:${at + 1}: ...[+${n(start)} chars] ${line.slice(start, start + 108)} ...[+${n(line.length - start - 108)} chars]\n` +
        '[matches 1-1 of 1 for "\\"A-2500\\"" (3 lines in all); end of output]',
    );
    expect(page).toContain(`},${record} ...[+`);
    // Two matches in one window: it moves no further than keeps both on view, though the first one's record is further back.
    const rows = Array.from({ length: 3_000 }, (_, i) => `{pad:"${'p'.repeat(50)}",id:"I-${i}",name:"${'n'.repeat(60)}",tag:"T-${i}"}`);
    const wide = `var rows=[${rows.join(',')}];`;
    const m1 = wide.indexOf('T-2500"');
    const m2 = wide.indexOf('I-2501"') + 7;
    const both = await readToolResult(await stored(wide), { handle: 'h', pattern: ['T-2500"', 'I-2501"'], context: 0 });
    // As wide as the matches and 50 chars on each side, moved back until the last match ends it.
    const from = m2 - (m2 + 50 - (m1 - 50));
    expect(split(both).body).toBe(`1:${m1 + 1}: ...[+${n(from)} chars] ${wide.slice(from, m2)} ...[+${n(wide.length - m2)} chars]`);
  });

  it('shows each window of a long line as the chars of the line it says, with its match, for any brackets around it', async () => {
    const fragment = fc.oneof(
      fc.constantFrom('{', '}', '[', ']', '(', ')', ',', 'KEY', 'KEY]'),
      fc.nat(90).map((k) => 'x'.repeat(k)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fragment, { minLength: 1, maxLength: 60 }), fc.nat(3), async (fragments, context) => {
        let line = '';
        for (let i = 0; line.length < 140_000; i++) line += fragments[i % fragments.length]! + (i % 97 === 0 ? 'KEY' : '');
        const output = await readToolResult(await stored(`a\n${line}\nb`, rangeStore(4)), {
          handle: 'h',
          pattern: 'KEY',
          context,
          limit: 40,
        });
        for (const shown of split(output).body.split('\n')) {
          const window = /^2:(\d+): (?:\.\.\.\[\+([\d,]+) chars\] )?([^]*?)(?: \.\.\.\[\+([\d,]+) chars\])?$/.exec(shown);
          if (!window) continue;
          const [, column, before = '0', text, after = '0'] = window;
          const start = Number(before.replaceAll(',', ''));
          expect(line.slice(start, start + text!.length)).toBe(text);
          expect(start + text!.length + Number(after.replaceAll(',', ''))).toBe(line.length);
          expect(line.slice(Number(column) - 1, Number(column) + 2)).toBe('KEY');
          expect(Number(column) - 1).toBeGreaterThanOrEqual(start);
          expect(Number(column) + 2).toBeLessThanOrEqual(start + text!.length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('says, when nothing matches, what the search in any case and each word would have found', async () => {
    const store = await stored([...Array<string>(11).fill('Retry budget: 5'), 'retry count 3', 'the BUDGET', 'other'].join('\n'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'retry budget' })).toBe(
      '[No line contains "retry budget" (14 lines searched; literal, case-sensitive). In any case: "retry budget" 11 lines, "retry" 12, "budget" 12.]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'retry limit', ignore_case: true })).toBe(
      '[No line contains "retry limit" (14 lines searched; literal, any case). In any case: "retry" 12 lines, "limit" 0.]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'nothing', ignore_case: true })).toBe(
      '[No line contains "nothing" (14 lines searched; literal, any case).]',
    );
  });

  it('shows instead, when nothing matches, the matches of its patterns in any case or spelled otherwise, when they are 10 at most', async () => {
    const store = await stored('Retry budget: 5\nretry count 3\nthe BUDGET\nother');
    expect(await readToolResult(store, { handle: 'h', pattern: 'retry budget', context: 0 })).toBe(
      [
        '[Shown instead: "retry budget" in any case; no line contains "retry budget" (4 lines searched; literal, case-sensitive).]',
        '1: Retry budget: 5',
        '[matches 1-1 of 1 for "retry budget" in any case (4 lines in all); end of output]',
      ].join('\n'),
    );
    const code = await stored('name: substitution-worker\n  image: substitution-worker:2026.11\nname: Picking List\nbox: 2');
    expect(await readToolResult(code, { handle: 'h', pattern: 'substitutions', context: 0 })).toBe(
      [
        '[Shown instead: "substitution" (spelled otherwise); no line contains "substitutions" (4 lines searched; literal, case-sensitive).]',
        '1: name: substitution-worker',
        '2:   image: substitution-worker:2026.11',
        '[matches 1-2 of 2 for "substitution" in any case (4 lines in all); end of output]',
      ].join('\n'),
    );
    // The next page of what was shown instead is asked for as such.
    const many = await stored(Array.from({ length: 10 }, (_, i) => `refund_rounding: ${i}`).join('\n'));
    expect(await readToolResult(many, { handle: 'h', pattern: 'refund-rounding', context: 0, limit: 4 })).toBe(
      [
        '[Shown instead: "refund_rounding" (spelled otherwise); no line contains "refund-rounding" (10 lines searched; literal, case-sensitive).]',
        '1: refund_rounding: 0',
        '2: refund_rounding: 1',
        '3: refund_rounding: 2',
        '4: refund_rounding: 3',
        '[matches 1-4 of 10 for "refund_rounding" in any case (10 lines in all); next: read_tool_result(handle=\'h\', offset=4, limit=4, pattern="refund_rounding", ignore_case=true, context=0)]',
      ].join('\n'),
    );
    // Past 10 matches, or past the first page, they are only counted.
    const more = await stored(Array.from({ length: 11 }, (_, i) => `refund_rounding: ${i}`).join('\n'));
    expect(await readToolResult(more, { handle: 'h', pattern: 'refund-rounding' })).toBe(
      '[No line contains "refund-rounding" (11 lines searched; literal, case-sensitive). In any case: "refund-rounding" 0 lines, "refund" 11, "rounding" 11. Spelled otherwise: "refund_rounding" 11 lines.]',
    );
    expect(await readToolResult(many, { handle: 'h', pattern: 'refund-rounding', offset: 1 })).toBe(
      '[No line contains "refund-rounding" (10 lines searched; literal, case-sensitive). In any case: "refund-rounding" 0 lines, "refund" 10, "rounding" 10. Spelled otherwise: "refund_rounding" 10 lines.]',
    );
  });

  it('says, when nothing matches, which synonyms of its words the output holds: "destroy" for "deleted"', async () => {
    const store = await stored('# aws_instance.web will be updated in-place\n# aws_db_instance.orders will be destroyed\nPlan: 0 to add');
    expect(await readToolResult(store, { handle: 'h', pattern: 'deleted', ignore_case: true })).toBe(
      '[No line contains "deleted" (3 lines searched; literal, any case). Synonyms found: "destroy" 1 line.]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'database deleted' })).toBe(
      '[No line contains "database deleted" (3 lines searched; literal, case-sensitive). In any case: "database deleted" 0 lines, "database" 0, "deleted" 0. Synonyms found: "destroy" 1 line.]',
    );
  });

  it('says, when nothing matches, which other joinings of its words the output holds: "refund_rounding" for "refund-rounding"', async () => {
    // Each spelling on 4 lines: 12 matches in all, too many to show instead.
    const lines = ['refund_rounding: true', 'const refundRounding = 2;', 'refund-roundings'];
    const store = await stored(Array.from({ length: 4 }, () => lines.join('\n')).join('\n'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'refund rounding', ignore_case: true })).toBe(
      '[No line contains "refund rounding" (12 lines searched; literal, any case). In any case: "refund" 12 lines, "rounding" 12. Spelled otherwise: "refund-rounding" 4 lines, "refund_rounding" 4, "refundrounding" 4.]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: ['refund-rate', 'refund_rounding_mode'], ignore_case: true })).toBe(
      '[No line contains "refund-rate" or "refund_rounding_mode" (12 lines searched; literal, any case). In any case: "refund" 12 lines, "rate" 0, "rounding" 12, "mode" 0.]',
    );
  });

  it('says, when nothing matches, how often the output holds its last word in the other number: "substitution" for "substitutions"', async () => {
    const store = await stored(Array.from({ length: 11 }, () => 'name: substitution-worker\nname: Picking List').join('\n'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'substitutions', ignore_case: true })).toBe(
      '[No line contains "substitutions" (22 lines searched; literal, any case). Spelled otherwise: "substitution" 11 lines.]',
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'picking lists', ignore_case: true })).toBe(
      '[No line contains "picking lists" (22 lines searched; literal, any case). In any case: "picking" 11 lines, "lists" 0. Spelled otherwise: "picking list" 11 lines.]',
    );
  });

  it('reports an offset past the matches, and patterns that span lines', async () => {
    const store = await stored('one\ntwo\none again');
    expect(await readToolResult(store, { handle: 'h', pattern: 'one', offset: 2 })).toBe(offsetPastEnd(2, 2, 'matches'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'one', offset: 2, from_end: true })).toBe(offsetPastEnd(2, 2, 'matches'));
    expect(await readToolResult(store, { handle: 'h', pattern: 'one\ntwo' })).toBe(
      '[No line contains "one\\ntwo" (3 lines searched; literal, case-sensitive). In any case: "one" 2 lines, "two" 1.]',
    );
  });

  it('finds a match that straddles the blocks the payload is streamed in', async () => {
    const filler = 'x'.repeat((1 << 16) - 3);
    const store = await stored(`${filler}NEEDLE tail\nother\n${'y'.repeat(1 << 20)}NEE`, rangeStore(4));
    const output = await readToolResult(store, { handle: 'h', pattern: 'NEEDLE', context: 0 });
    expect(output).toBe(
      `1:${filler.length + 1}: ...[+${n(filler.length - 50)} chars] ${'x'.repeat(50)}NEEDLE tail\n[matches 1-1 of 1 for "NEEDLE" (3 lines in all); end of output]`,
    );
    expect(await readToolResult(store, { handle: 'h', pattern: 'other', from_end: true, context: 0 })).toBe(
      '2: other\n[matches 1-1 of 1 for "other" (3 lines in all); start of output]',
    );
  });

  it('stops a page of matches at its char budget, and cuts a first match that alone is longer', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => (i % 2 === 0 ? `hit ${i} ${'h'.repeat(480)}` : `miss ${i}`));
    const output = await readToolResult(await stored(lines.join('\n'), rangeStore(3)), { handle: 'h', pattern: 'hit', context: 0 });
    expect(split(output).footer).toBe(
      '[matches 1-12 of 60 for "hit" (120 lines in all); next: read_tool_result(handle=\'h\', offset=12, pattern="hit", context=0)]',
    );
    expect(split(output).body.length).toBeLessThanOrEqual(6_000);
    const wide = await readToolResult(
      await stored(lines.join('\n')),
      { handle: 'h', pattern: 'hit', context: 20 },
      { maxPageChars: 2_000 },
    );
    expect(split(wide).body.length).toBe(2_000);
    expect(split(wide).footer).toBe(
      '[matches 1-1 of 60 for "hit" (120 lines in all); output capped at 2,000 chars; next: read_tool_result(handle=\'h\', offset=1, pattern="hit", context=20)]',
    );
  });

  it("shows a window around each match in a line over 500 chars: three of a patient's four studies on the first page, each a 700-char record of a JSON array laid out one a line", async () => {
    const study = (i: number) =>
      JSON.stringify({
        date: `202603${String(i % 28).padStart(2, '0')}`,
        notes: 'n'.repeat(300),
        patient: i % 50 === 7 ? '7714093' : `77${i}`,
        uid: `1.2.826.${i}`,
        series: 's'.repeat(300),
      });
    const lines = Array.from({ length: 200 }, (_, i) => study(i));
    const output = await readToolResult(await stored(lines.join('\n')), { handle: 'h', pattern: '7714093' });
    const { body, footer } = split(output);
    expect(footer).toBe(
      '[matches 1-3 of 4 for "7714093" (200 lines in all); next: read_tool_result(handle=\'h\', offset=3, pattern="7714093")]',
    );
    // Each window holds the uid after the patient, 200 chars on each side with the default context.
    expect(
      body
        .split('\n')
        .filter((line) => line.includes('"patient":"7714093","uid":"1.2.826.'))
        .map((line) => line.split(':')[0]),
    ).toEqual(['8', '58', '108']);
  });

  it('shows only line numbers that offset reads, for any text, pattern and context', async () => {
    await fc.assert(
      fc.asyncProperty(
        texts,
        fc.array(patterns, { minLength: 1, maxLength: 3 }),
        fc.record({
          context: fc.nat(3),
          ignore_case: fc.boolean(),
          offset: fc.nat(5),
          limit: fc.integer({ min: 1, max: 6 }),
          from_end: fc.boolean(),
        }),
        async (text, pattern, args) => {
          const store = await stored(text);
          const output = await readToolResult(store, { handle: 'h', pattern, ...args });
          const lines = text.split('\n');
          const fold = (s: string) => (args.ignore_case ? foldCase(s) : s);
          const matching = lines.filter((l) => pattern.some((p) => fold(l).includes(fold(p)))).length;
          if (matching === 0) {
            expect(output).toMatch(/^\[No line contains /);
            return;
          }
          if (args.offset >= matching) {
            expect(output).toBe(offsetPastEnd(args.offset, matching, 'matches'));
            return;
          }
          const { body, footer } = split(output);
          expect(footer).toMatch(new RegExp(`^\\[matches \\d+-\\d+ of ${matching} for `));
          for (const shown of body.split('\n')) {
            if (shown === '--' || shown === ANCESTRY_GAP) continue;
            const [, number, line] = /^(\d+): ([^]*)$/.exec(shown)!;
            const page = await readToolResult(store, { handle: 'h', offset: Number(number) - 1, limit: 1 });
            expect(split(page).body).toBe(line);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('readToolResult: chars', () => {
  it('pages by UTF-16 code units', async () => {
    const store = await stored('0123456789\nabc');
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', limit: 4 })).toBe(
      "0123\n[chars 1-4 of 14; next: read_tool_result(handle='h', unit='chars', offset=4, limit=4)]",
    );
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 10, limit: 10 })).toBe(
      '\nabc\n[chars 11-14 of 14; end of output]',
    );
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', limit: 4, from_end: true })).toBe(
      "\nabc\n[chars 11-14 of 14; next: read_tool_result(handle='h', unit='chars', offset=4, limit=4, from_end=true)]",
    );
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 12, limit: 5, from_end: true })).toBe(
      '01\n[chars 1-2 of 14; start of output]',
    );
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 14 })).toBe(offsetPastEnd(14, 14, 'chars'));
  });

  it('clamps the limit to 50,000 chars', async () => {
    const output = await readToolResult(await stored('q'.repeat(60_000)), { handle: 'h', unit: 'chars', limit: 1_000_000 });
    expect(split(output).body.length).toBe(50_000);
    expect(split(output).footer).toBe(
      "[chars 1-50,000 of 60,000; next: read_tool_result(handle='h', unit='chars', offset=50000, limit=50000)]",
    );
  });

  it('never splits a surrogate pair, and always makes progress', async () => {
    const store = await stored('a😀b');
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', limit: 2 })).toBe(
      "a\n[chars 1-1 of 4; next: read_tool_result(handle='h', unit='chars', offset=1, limit=2)]",
    );
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 1, limit: 1 })).toBe(
      "😀\n[chars 2-3 of 4; next: read_tool_result(handle='h', unit='chars', offset=3, limit=1)]",
    );
    // An offset inside the pair starts at the pair.
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 2, limit: 1 })).toBe(
      "😀\n[chars 2-3 of 4; next: read_tool_result(handle='h', unit='chars', offset=3, limit=1)]",
    );
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 1, limit: 1, from_end: true })).toBe(
      "😀\n[chars 2-3 of 4; next: read_tool_result(handle='h', unit='chars', offset=3, limit=1, from_end=true)]",
    );
  });

  it('shows an empty payload as an empty page', async () => {
    const store = await stored('');
    expect(await readToolResult(store, { handle: 'h', unit: 'chars' })).toBe('\n[chars 0-0 of 0; end of output]');
    expect(await readToolResult(store, { handle: 'h', unit: 'chars', offset: 1 })).toBe('[Nothing at offset 1: the output is empty.]');
  });
});

describe('readToolResult: arguments', () => {
  let store: OverflowStore;
  beforeAll(async () => {
    store = await stored(numbered(5));
  });
  const call = (args: Record<string, unknown>): Promise<string> => readToolResult(store, { handle: 'h', ...args });

  it('refuses offsets that are not whole numbers >= 0', async () => {
    for (const [offset, got] of [
      [-1, '-1'],
      [1.5, '1.5'],
      [Number.NaN, 'NaN'],
      [Number.POSITIVE_INFINITY, 'Infinity'],
      ['3', '"3"'],
      [true, 'true'],
      [{}, 'object'],
    ] as const) {
      expect(await call({ offset })).toBe(`[Invalid offset: must be a whole number >= 0; got ${got}.]`);
    }
    expect(await call({ offset: -0, limit: 1 })).toBe("line 0\n[lines 1-1 of 5; next: read_tool_result(handle='h', offset=1, limit=1)]");
  });

  it('refuses limits that are not whole numbers >= 1', async () => {
    for (const [limit, got] of [
      [0, '0'],
      [-5, '-5'],
      [1.5, '1.5'],
      ['10', '"10"'],
      [Number.NaN, 'NaN'],
    ] as const) {
      expect(await call({ limit })).toBe(`[Invalid limit: must be a whole number >= 1; got ${got}.]`);
    }
  });

  it('refuses other malformed arguments', async () => {
    expect(await call({ from_end: 'yes' })).toBe('[Invalid from_end: must be true or false; got "yes".]');
    expect(await call({ pattern: '' })).toBe('[Invalid pattern: must be a non-empty string; got "".]');
    expect(await call({ pattern: 5 })).toBe('[Invalid pattern: must be a non-empty string; got 5.]');
    expect(await call({ unit: 'hex' })).toBe(`[Invalid unit: must be 'lines', 'chars' or 'bytes'; got "hex".]`);
    expect(await call({ unit: 'chars', pattern: 'x' })).toBe(`[Invalid pattern: cannot be combined with unit='chars'; got "x".]`);
  });

  it('refuses a pattern over 1,000 chars, echoing 40 of them', async () => {
    expect(await call({ pattern: 'p'.repeat(1_048_576) })).toBe(
      `[Invalid pattern: must be at most 1,000 chars; got "${'p'.repeat(40)}...".]`,
    );
    expect(await call({ pattern: 'line'.repeat(250) })).toBe(
      `[No line contains "${'line'.repeat(250)}" (5 lines searched; literal, case-sensitive). In any case: "${'line'.repeat(250)}" 0 lines.]`,
    );
    expect(await call({ pattern: Array.from({ length: 11 }, (_, i) => `p${i}`) })).toBe(
      '[Invalid pattern: must be a string or a list of 1 to 10 strings; got object.]',
    );
    expect(await call({ pattern: [] })).toBe('[Invalid pattern: must be a string or a list of 1 to 10 strings; got object.]');
    expect(await call({ pattern: ['ok', ''] })).toBe('[Invalid pattern: must be a non-empty string; got "".]');
    expect(await call({ pattern: 'x', context: -1 })).toBe('[Invalid context: must be a whole number >= 0; got -1.]');
    expect(await call({ pattern: 'x', ignore_case: 'yes' })).toBe('[Invalid ignore_case: must be true or false; got "yes".]');
  });

  it('answers arguments it cannot read (a throwing getter or proxy) with a message, not a throw', async () => {
    const getter = Object.defineProperty({}, 'handle', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    /* eslint-disable prefer-rest-params -- an `arguments` object is the input under test */
    const argumentsObject = (function (..._: unknown[]) {
      Object.defineProperty(arguments, 'handle', { enumerable: true, value: 'h' });
      return Object.defineProperty(arguments, 'offset', {
        enumerable: true,
        get: () => {
          throw new Error('boom');
        },
      });
    })();
    /* eslint-enable prefer-rest-params */
    const proxy = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    for (const args of [getter, argumentsObject, proxy]) {
      expect(await readToolResult(store, args as unknown as ReadToolResultArgs)).toBe(unreadableArguments());
    }
    const hostileError = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    const failing: OverflowStore = { write: async () => 'x', read: () => Promise.reject(hostileError) };
    expect(await readToolResult(failing, { handle: 'h' })).toBe(storeReadFailed('h'));
  });

  it('refuses null like any other value of the wrong type', async () => {
    expect(await call({ offset: null })).toBe('[Invalid offset: must be a whole number >= 0; got null.]');
    expect(await call({ limit: null })).toBe('[Invalid limit: must be a whole number >= 1; got null.]');
    expect(await call({ from_end: null })).toBe('[Invalid from_end: must be true or false; got null.]');
    expect(await call({ pattern: null })).toBe('[Invalid pattern: must be a non-empty string; got null.]');
    expect(await call({ unit: null })).toBe(`[Invalid unit: must be 'lines', 'chars' or 'bytes'; got null.]`);
    expect(await call({ offset: undefined, limit: undefined })).toBe(`${numbered(5)}\n[lines 1-5 of 5; end of output]`);
  });

  it('refuses malformed handles without asking the store', async () => {
    const throwing: OverflowStore = {
      write: async () => 'x',
      read: async () => {
        throw new Error('must not be called');
      },
    };
    expect(await readToolResult(throwing, { handle: '' })).toBe(invalidHandle('', 'it is empty'));
    expect(await readToolResult(throwing, { handle: 'a\0b' })).toBe(invalidHandle('a\0b', 'it contains a NUL character'));
    expect(await readToolResult(throwing, { handle: 'x'.repeat(513) })).toBe(
      invalidHandle('x'.repeat(513), 'it is 513 chars long, and no handle is longer than 512'),
    );
    expect(await readToolResult(throwing, { handle: 42 } as unknown as ReadToolResultArgs)).toBe(
      '[Invalid handle: must be the handle string from the notice; got 42.]',
    );
    expect(await readToolResult(throwing, undefined as unknown as ReadToolResultArgs)).toBe(
      '[Invalid handle: must be the handle string from the notice; got nothing.]',
    );
  });

  it('reads only handles in the namespace, and says "unknown" for the others', async () => {
    const spills = new MemoryStore();
    await spills.write('user-1/call.0-abc', encode('mine'));
    await spills.write('user-2/call.0-def', encode('theirs'));
    expect(await readToolResult(spills, { handle: 'user-1/call.0-abc' }, { namespace: 'user-1' })).toBe(
      'mine\n[lines 1-1 of 1; end of output]',
    );
    expect(await readToolResult(spills, { handle: 'user-2/call.0-def' }, { namespace: 'user-1' })).toBe(unknownHandle('user-2/call.0-def'));
    expect(await readToolResult(spills, { handle: 'user-2/call.0-def' }, { namespace: 'user 1' })).toBe(unknownHandle('user-2/call.0-def'));
    expect(await readToolResult(spills, { handle: 'user-1/call.0-none' }, { namespace: 'user-1' })).toBe(
      unknownHandle('user-1/call.0-none'),
    );
  });
});

describe('readToolResult: store failures', () => {
  const failing = (error: unknown, where: 'read' | 'lineIndex' | 'readRange'): OverflowStore => {
    const inner = new MemoryStore();
    void inner.write('h', encode('a\nb'));
    return {
      write: (key, data) => inner.write(key, data),
      read: (handle) => (where === 'read' ? Promise.reject(error) : inner.read(handle)),
      ...(where === 'read'
        ? {}
        : {
            readRange: (handle: string, start: number, end: number) =>
              where === 'readRange' ? Promise.reject(error) : inner.readRange(handle, start, end),
            lineIndex: (handle: string) => (where === 'lineIndex' ? Promise.reject(error) : inner.lineIndex(handle)),
          }),
    };
  };

  it('reports a missing payload as an unknown handle and other failures as a store failure, echoing no error', async () => {
    const secret = Object.assign(new Error('EACCES: permission denied, open /home/someone/secret'), { code: 'EACCES' });
    for (const where of ['read', 'lineIndex', 'readRange'] as const) {
      expect(await readToolResult(failing(secret, where), { handle: 'h' })).toBe(storeReadFailed('h'));
      expect(await readToolResult(failing(Object.assign(new Error('/tmp/x'), { code: 'ENOENT' }), where), { handle: 'h' })).toBe(
        unknownHandle('h'),
      );
      expect(await readToolResult(failing(Object.assign(new Error('/tmp/x'), { code: 'ENOTDIR' }), where), { handle: 'h' })).toBe(
        unknownHandle('h'),
      );
      // Without a not-found code the store is taken to have failed: the model retries rather than re-running the tool.
      expect(await readToolResult(failing(new Error('socket closed /tmp/x'), where), { handle: 'h' })).toBe(storeReadFailed('h'));
      expect(await readToolResult(failing('a string', where), { handle: 'h' })).toBe(storeReadFailed('h'));
    }
  });

  it('falls back to reading the whole payload when the store returns a malformed line index', async () => {
    const inner = new MemoryStore();
    await inner.write('h', encode('a\nb'));
    const store: OverflowStore = {
      write: (key, data) => inner.write(key, data),
      read: (handle) => inner.read(handle),
      readRange: (handle, start, end) => inner.readRange(handle, start, end),
      lineIndex: async () => ({ bytes: 3, lines: 7, step: 1, starts: [0] }),
    };
    expect(await readToolResult(store, { handle: 'h' })).toBe('a\nb\n[lines 1-2 of 2; end of output]');
  });
});

describe('readToolResult: reading only what a page needs', () => {
  const lines = 300_000;
  let store: ReturnType<typeof rangeStore>;
  let text: string;
  beforeAll(async () => {
    text = Array.from({ length: lines }, (_, i) => `line ${i} ${'x'.repeat(40 + (i % 40))} end`).join('\n');
    store = rangeStore(1024);
    await store.write('h', encode(text)); // about 20 MB
  }, 60_000); // building 20 MB takes about 5 s alone, and far more on a shared, loaded machine

  it.each([{ offset: 150_000 }, { offset: 0 }, { offset: 299_990 }, { from_end: true }, { from_end: true, offset: 123_456 }])(
    'pages %j from under 250 KB of range reads, never the whole payload',
    async (args) => {
      store.rangeBytes = 0;
      const output = await readToolResult(store, { handle: 'h', limit: 201, ...args });
      const all = text.split('\n');
      const offset = args.offset ?? 0;
      const expected = args.from_end ? all.slice(Math.max(0, lines - offset - 201), lines - offset) : all.slice(offset, offset + 201);
      expect(split(output).body).toBe(expected.join('\n'));
      expect(store.reads).toBe(0);
      expect(store.rangeBytes).toBeLessThan(250_000); // of 20 MB
    },
  );

  it('streams a pattern search in bounded blocks, never reading the payload whole', async () => {
    store.largestRange = 0;
    const output = await readToolResult(store, { handle: 'h', pattern: 'line 299999 ', context: 0 });
    expect(output).toBe(
      `300000: ${text.slice(text.lastIndexOf('\n') + 1)}\n[matches 1-1 of 1 for "line 299999 " (300,000 lines in all); end of output]`,
    );
    const ring = await readToolResult(store, { handle: 'h', pattern: 'line 29999', from_end: true, limit: 3, context: 0 });
    const all = text.split('\n');
    expect(split(ring).body).toBe([299_997, 299_998, 299_999].map((i) => `${i + 1}: ${all[i]}`).join('\n'));
    expect(split(ring).footer).toContain('[matches 9-11 of 11 for "line 29999" (300,000 lines in all); next: ');
    expect(store.reads).toBe(0);
    expect(store.largestRange).toBeLessThanOrEqual(1 << 20);
    const back = await readToolResult(store, { handle: 'h', pattern: ' end', from_end: true, offset: 200_000, limit: 2, context: 0 });
    expect(split(back).body).toBe(`99999: ${all[99_998]}\n100000: ${all[99_999]}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: every store, every way of paging, gives the text back exactly.

/** What readToolResult should return, from the whole decoded text (for texts far below the char cap). */
function expectedPage(text: string, args: { offset: number; limit: number; from_end: boolean }): string {
  const all = text.split('\n');
  const { offset, from_end: fromEnd } = args;
  const limit = Math.min(args.limit, 1000);
  const items = all;
  if (offset >= items.length) return offsetPastEnd(offset, items.length, 'lines');
  const end = fromEnd ? items.length - offset : Math.min(items.length, offset + limit);
  const start = fromEnd ? Math.max(0, end - limit) : offset;
  const more = fromEnd ? start > 0 : end < items.length;
  const next: NextCall = {
    handle: 'h',
    offset: fromEnd ? items.length - start : end,
    limit,
    ...(fromEnd ? { fromEnd: true } : {}),
  };
  const footer = pageFooter({
    kind: 'lines',
    first: start + 1,
    last: end,
    total: items.length,
    fromEnd,
    ...(more ? { next } : {}),
  });
  return `${items.slice(start, end).join('\n')}\n${footer}`;
}

const pieces = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 3, arbitrary: fc.constantFrom('\n', '\r\n', '\r', '\n\n') },
  { weight: 1, arbitrary: fc.constantFrom('😀', 'é', '\uFEFF', 'ab', 'line', '.*') },
);
const texts = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('').toWellFormed());
const patterns = fc.oneof(
  fc.constantFrom('a', 'b', '\r', 'é', '😀', 'line', '.*', 'ab', '\n'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }).map((p) => p.toWellFormed()),
);
const argsOf = fc.record({
  offset: fc.oneof(fc.nat(3), fc.nat(60)),
  limit: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 1200 })),
  from_end: fc.boolean(),
});

/** Pages through with `limits` (cycled), following the footers; returns the bodies in reading order. */
async function pageAll(
  store: OverflowStore,
  handle: string,
  unit: 'lines' | 'chars',
  fromEnd: boolean,
  limits: readonly number[],
): Promise<string[]> {
  const bodies: string[] = [];
  let offset: number | undefined = 0;
  for (let i = 0; offset !== undefined; i++) {
    expect(i).toBeLessThan(10_000);
    const output = await readToolResult(store, { handle, offset, limit: limits[i % limits.length] ?? 1, from_end: fromEnd, unit });
    const { body, footer } = split(output);
    expect(footer).toMatch(unit === 'chars' ? /^\[chars / : /^\[lines /);
    bodies.push(body);
    offset = nextOffset(footer);
  }
  return bodies;
}

describe('readToolResult: properties', () => {
  let dir: string;
  let fileStore: FileStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ol-read-'));
    fileStore = new FileStore({ dir });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const stores: [string, () => OverflowStore, number][] = [
    ['MemoryStore', () => new MemoryStore(), 100],
    ['a store without range reads', () => plainStore(), 100],
    ['a range store with index step 1', () => rangeStore(1), 100],
    ['a range store with index step 3', () => rangeStore(3), 100],
    ['FileStore', () => fileStore, 25],
  ];

  for (const [name, makeStore, numRuns] of stores) {
    it(`${name}: pages match the split text, for any text and arguments`, async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(texts, fc.array(argsOf, { minLength: 1, maxLength: 4 }), async (text, calls) => {
          const store = makeStore();
          const handle = `p${n++}`;
          await store.write(handle, encode(text));
          for (const args of calls) {
            const output = await readToolResult(store, { handle, ...args });
            expect(output).toBe(expectedPage(text, args).replaceAll("handle='h'", `handle='${handle}'`));
          }
        }),
        { numRuns },
      );
    });

    it(`${name}: joining the pages gives the text back, forward, backward and by chars`, async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(texts, fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }), async (text, limits) => {
          const store = makeStore();
          const handle = `j${n++}`;
          await store.write(handle, encode(text));
          expect((await pageAll(store, handle, 'lines', false, limits)).join('\n')).toBe(text);
          expect((await pageAll(store, handle, 'lines', true, limits)).reverse().join('\n')).toBe(text);
          const chars = await pageAll(store, handle, 'chars', false, limits);
          expect(chars.join('')).toBe(text);
          for (const body of chars) expect(body.isWellFormed()).toBe(true);
          expect((await pageAll(store, handle, 'chars', true, limits)).reverse().join('')).toBe(text);
        }),
        { numRuns },
      );
    });
  }

  it('pages of arbitrary bytes match the split of their UTF-8 decoding', async () => {
    const bytes = fc.uint8Array({ maxLength: 80 }).map((data) => data.map((b) => (b % 7 === 0 ? 10 : b)));
    let n = 0;
    await fc.assert(
      fc.asyncProperty(bytes, fc.integer({ min: 1, max: 4 }), argsOf, async (data, step, args) => {
        const text = decode(data);
        for (const store of [rangeStore(step), plainStore()]) {
          const handle = `b${n++}`;
          await store.write(handle, data);
          expect(await readToolResult(store, { handle, ...args })).toBe(
            expectedPage(text, args).replaceAll("handle='h'", `handle='${handle}'`),
          );
          expect((await pageAll(store, handle, 'chars', false, [3])).join('')).toBe(text);
        }
      }),
      { numRuns: 200 },
    );
  });
});
