import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError, createReducer, FileStore, MemoryStore, readToolResult, spill } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { tool } from 'ai';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from './counts.js';

let dir: string;
let outside: string;
let fileStore: FileStore;
let memoryStore: MemoryStore;
let handles: { file: string; memory: string; namespaced: string };
const TEXT = Array.from({ length: 300 }, (_, i) => `row ${i} (a+)+$ [x] .* \\d ${i % 3 === 0 ? 'ERROR' : 'ok'}`).join('\n');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-limits-hostile-'));
  outside = await mkdtemp(join(tmpdir(), 'output-limits-outside-'));
  await writeFile(join(outside, 'secret.txt'), 'TOP SECRET CONTENT');
  fileStore = new FileStore({ dir: join(dir, 'root') });
  memoryStore = new MemoryStore();
  const spillAll = [{ over: 0, action: spill() }];
  const file = await createReducer({ store: fileStore, bands: spillAll }).reduce(TEXT, { toolName: 't', toolCallId: 'c1' });
  const memory = await createReducer({ store: memoryStore, bands: spillAll }).reduce(TEXT, { toolName: 't', toolCallId: 'c1' });
  const namespaced = await createReducer({ store: memoryStore, bands: spillAll, namespace: 'alice' }).reduce(TEXT, {
    toolName: 't',
    toolCallId: 'c1',
  });
  handles = { file: file.handle!, memory: memory.handle!, namespaced: namespaced.handle! };
  await symlink(join(outside, 'secret.txt'), join(dir, 'root', 'planted.0-aaaaaaaaaaaa'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

/** Every refusal is a one-line bracketed message that names no host path and shows no outside content. */
function expectRefusal(result: string) {
  expect(result).toMatch(/^\[(No stored tool result|Invalid handle|Invalid [a-z_]+:)[^\n]*\]$/);
  expect(result).not.toContain(dir);
  expect(result).not.toContain(tmpdir());
  expect(result).not.toContain('TOP SECRET');
  expect(result).not.toContain('root:');
}

describe('hostile handles', () => {
  const hostile = [
    '',
    '../secret.txt',
    '../../../../etc/passwd',
    '/etc/passwd',
    'a/../../b',
    '..',
    '.',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2f..%2fetc%2fpasswd',
    'c1\u0000.0',
    'x'.repeat(10_000),
    'C:\\Windows\\win.ini',
    '\\\\server\\share',
    'planted.0-aaaaaaaaaaaa',
    './planted.0-aaaaaaaaaaaa',
    'bob/c1.0-aaaaaaaaaaaa',
    '*',
    'ünïcödé/../../x',
  ];

  for (const store of ['file', 'memory'] as const) {
    it(`refuses each of ${hostile.length} hostile handles on the ${store} store`, async () => {
      const target: OverflowStore = store === 'file' ? fileStore : memoryStore;
      for (const handle of hostile) {
        count('hostile inputs tried');
        expectRefusal(await readToolResult(target, { handle }));
      }
    });
  }

  it('refuses a handle of another namespace with the same message as a missing one', async () => {
    count('hostile inputs tried', 3);
    const asBob = await readToolResult(memoryStore, { handle: handles.namespaced }, { namespace: 'bob' });
    expect(asBob).toBe(
      `[No stored tool result for handle '${handles.namespaced}'. Use the exact handle from a "[Tool output too large ...]" notice; if the result is gone, run the original tool again.]`,
    );
    const unscoped = await readToolResult(memoryStore, { handle: handles.memory }, { namespace: 'alice' });
    expect(unscoped).toMatch(/^\[No stored tool result for handle /);
    const asAlice = await readToolResult(memoryStore, { handle: handles.namespaced, limit: 1 }, { namespace: 'alice' });
    expect(asAlice.split('\n')[0]).toBe('row 0 (a+)+$ [x] .* \\d ERROR');
  });
});

describe('hostile arguments', () => {
  const bad: [string, Record<string, unknown>][] = [
    ['offset', { offset: -1 }],
    ['offset', { offset: 1.5 }],
    ['offset', { offset: Number.NaN }],
    ['offset', { offset: Number.POSITIVE_INFINITY }],
    ['offset', { offset: '10' }],
    ['offset', { offset: null }],
    ['offset', { offset: {} }],
    ['limit', { limit: 0 }],
    ['limit', { limit: -5 }],
    ['limit', { limit: 2.5 }],
    ['limit', { limit: '200' }],
    ['limit', { limit: Number.NaN }],
    ['from_end', { from_end: 'yes' }],
    ['pattern', { pattern: 42 }],
    ['unit', { unit: 'hex' }],
  ];

  it('answers each bad argument with a message naming it', async () => {
    for (const [name, args] of bad) {
      count('hostile inputs tried');
      const result = await readToolResult(fileStore, { handle: handles.file, ...args });
      expectRefusal(result);
      expect(result.startsWith(`[Invalid ${name}: `)).toBe(true);
    }
  });

  it('clamps a huge limit and treats a huge offset as past the end', async () => {
    count('hostile inputs tried', 2);
    const clamped = await readToolResult(fileStore, { handle: handles.file, limit: 1e9 });
    expect(clamped.split('\n')).toHaveLength(301);
    const past = await readToolResult(fileStore, { handle: handles.file, offset: 1e15 });
    expect(past).toMatch(/^\[Nothing at offset /);
  });

  it('takes regex metacharacters in a pattern literally, and fast on text built to backtrack', async () => {
    for (const pattern of ['(a+)+$', '.*', '[x]', '\\d', '(', '[', '*']) {
      count('hostile inputs tried');
      const result = await readToolResult(memoryStore, { handle: handles.memory, pattern });
      const lines = result.split('\n');
      const body = lines.slice(0, -1);
      expect(body.length).toBeGreaterThan(0);
      for (const line of body) expect(line).toContain(pattern);
    }
    const noMatch = await readToolResult(memoryStore, { handle: handles.memory, pattern: '^row' });
    expect(noMatch).toMatch(/^\[No line contains "\^row"/);

    const evil = `${'a'.repeat(1_000_000)}!`;
    const reducer = createReducer({ store: memoryStore, bands: [{ over: 0, action: spill() }] });
    const { handle } = await reducer.reduce(evil, { toolName: 't', toolCallId: 'evil' });
    const started = performance.now();
    await readToolResult(memoryStore, { handle: handle!, pattern: '(a+)+$' });
    count('hostile inputs tried');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('a 100 MB single-line payload', () => {
  it('spills, and pages back by characters exactly', async () => {
    count('hostile inputs tried');
    const chunk = '{"k":"v","n":12345,"s":"é😀"},';
    const line = chunk.repeat(Math.ceil(100_000_000 / chunk.length));
    const reducer = createReducer({ store: fileStore });
    const r = await reducer.reduce(line, { toolName: 'dump', toolCallId: 'huge' });
    expect(r.action).toBe('spill');
    const first = await readToolResult(fileStore, { handle: r.handle! });
    expect(first).toContain("unit='chars'");
    expect(first.length).toBeLessThan(51_000);
    const offset = 50_000_000;
    const page = await readToolResult(fileStore, { handle: r.handle!, unit: 'chars', offset, limit: 50_000 });
    const body = page.slice(0, page.lastIndexOf('\n['));
    expect([offset - 1, offset, offset + 1].some((start) => line.slice(start, start + body.length) === body)).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(49_999);
    count('payloads verified');
  });
});

describe('hostile tool results', () => {
  class Point {
    constructor(
      readonly x: number,
      readonly y: number,
    ) {}
  }
  const cyclic: Record<string, unknown> = { name: 'loop' };
  cyclic.self = cyclic;
  let deep: unknown = 'bottom';
  for (let i = 0; i < 10_000; i++) deep = i % 2 ? { d: deep } : [deep];

  const values: [string, unknown][] = [
    ['cyclic object', cyclic],
    ['bigint', 12345678901234567890n],
    ['object holding a bigint', { n: 1n }],
    ['undefined', undefined],
    ['null', null],
    ['function', () => 1],
    ['object with a function', { f: () => 1, ok: true }],
    ['symbol', Symbol('s')],
    ['class instance', new Point(1, 2)],
    ['Map', new Map([['a', 1]])],
    ['Set', new Set([1, 2])],
    ['Date', new Date(0)],
    ['invalid UTF-8 bytes in an object', { data: new Uint8Array([0xff, 0xfe, 0x00, 0x80]) }],
    ['invalid UTF-8 binary result', new Uint8Array([0xc3, 0x28, 0xa0, 0xa1])],
    ['lone surrogates', `a\ud800b\udc00c`],
    ['10,000-deep nesting', deep],
    ['NaN and Infinity', { a: Number.NaN, b: Number.POSITIVE_INFINITY }],
    [
      'toJSON that throws',
      {
        toJSON: () => {
          throw new Error('no');
        },
      },
    ],
    [
      'getter that throws',
      Object.defineProperty({}, 'boom', {
        enumerable: true,
        get: () => {
          throw new Error('no');
        },
      }),
    ],
  ];

  it(`reduces each of ${values.length} hostile results without throwing, below and above the bands`, async () => {
    const store = new MemoryStore();
    for (const over of [1_000_000, 0]) {
      const reducer = createReducer({ store, bands: [{ over, action: spill() }], onWarning: () => undefined });
      for (const [name, value] of values) {
        count('hostile inputs tried');
        const r = await reducer.reduce(value, { toolName: 't', toolCallId: name });
        if (over === 0) {
          expect(r.action, name).toBe('spill');
          const page = await readToolResult(store, { handle: r.handle!, unit: 'chars', limit: 50_000 });
          expect(page.length, name).toBeGreaterThan(0);
          expect(page.toWellFormed(), name).toBe(page);
        } else {
          expect(r.reduced, name).toBe(false);
        }
      }
    }
  });
});

describe('withOutputLimits refuses a tools that is not a plain object of tools (issue 19, defect 12)', () => {
  const fetchLogs = tool({ inputSchema: z.object({}), execute: async () => 'logs' });
  class Toolbox {
    fetchLogs = fetchLogs;
  }
  const bad: [string, unknown][] = [
    ['an array of tools', [fetchLogs]],
    ['a string', 'fetchLogs'],
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a function', () => fetchLogs],
    ['a Map of tools', new Map([['fetchLogs', fetchLogs]])],
    ['a class instance', new Toolbox()],
    ['a promise of tools', Promise.resolve({ fetchLogs })],
    ['an object holding a non-tool', { fetchLogs, version: '1.0' }],
  ];
  for (const [name, tools] of bad) {
    it(`refuses ${name} with one ConfigurationError saying what to pass`, () => {
      count('hostile inputs tried');
      let thrown: unknown;
      try {
        withOutputLimits(tools as never);
      } catch (error) {
        thrown = error;
      }
      console.log(
        `[issue-19 measure] withOutputLimits(${name}): ${thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : 'no error'}`,
      );
      expect(thrown).toBeInstanceOf(ConfigurationError);
      expect((thrown as Error).message).toMatch(
        /^\[output-limits\] withOutputLimits: tools must be a plain object of tools, such as \{ fetchLogs: tool/,
      );
    });
  }

  it('takes a plain object, also one without a prototype', () => {
    const plain = Object.assign(Object.create(null) as object, { fetchLogs });
    expect(Object.keys(withOutputLimits(plain))).toEqual(['fetchLogs', 'read_tool_result']);
  });
});
