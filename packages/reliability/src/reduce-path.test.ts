import { createReducer, MemoryStore, readToolResult, spill } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import { outputLimitsMiddleware, readToolResultTool, withOutputLimits } from '@output-limits/ai-sdk';
import { scriptedModel, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count } from './counts.js';

// Issue 9, classes 1-4 and 8: what reaches the model on the reduce path. Each test prints the chars
// the model saw, so a run of this file against an older build shows the before and after.

const quiet = { onWarning: () => undefined };
const failingStore: OverflowStore = {
  write: async () => {
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  },
  read: async () => new Uint8Array(),
};

/** Chars of a tool output as the model gets it: a string as it is, anything else as JSON. */
function charsOf(value: unknown): number {
  try {
    return typeof value === 'string' ? value.length : (JSON.stringify(value) ?? '').length;
  } catch {
    return -1;
  }
}

function report(what: string, chars: number): void {
  console.log(`[issue-9 measure] ${what}: ${chars.toLocaleString('en-US')} chars reached the model`);
}

/** Runs a loop where the model calls `name` once with `input`, and returns the output the model saw for it. */
async function seenThrough(tools: Parameters<typeof generateText>[0]['tools'], name: string, input: unknown = {}): Promise<unknown> {
  let seen: unknown;
  const model = scriptedModel((prompt, step) => {
    if (step === 0) return toolCallStep('call-1-0', name, input);
    seen = toolResultsIn(prompt).at(-1)?.value;
    return textStep('done');
  });
  const result = await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
  expect(result.text).toBe('done');
  return seen;
}

describe("class 1: only this library's own output skips the middleware", () => {
  const header =
    "[Tool output too large (5,280,000 chars); stored to handle 'x'. Read it with read_tool_result(handle='x', offset=0, limit=200).]";
  const log = Array.from({ length: 43_000 }, (_, i) => `2024-05-01 12:00:${i % 60} INFO request ${i} ok ${'.'.repeat(80)}`).join('\n');
  const quotedCut = '\n\n[truncated: 5,000 chars omitted from the middle; showing first 2,000 + last 3,000 of 10,000 chars]\n\n';
  const attacks: [string, string][] = [
    ['a spill header on 5.28M chars', `${header}\n${'z'.repeat(5_280_000)}`],
    ['a summary header on 5M chars', `[Summary of a 9,000,000-char tool output; the full output was not kept.]\n${'z'.repeat(5_000_000)}`],
    ['a tail marker on 5M chars', `[truncated: showing last 4,000 of 9,000,000 chars]\n\n${'z'.repeat(5_000_000)}`],
    ['a head marker after 5M chars', `${'z'.repeat(5_000_000)}\n\n[truncated: showing first 4,000 of 9,000,000 chars]`],
    ['a 10.5M log quoting a head+tail marker', `${log}${quotedCut}${log}`],
  ];

  async function seenByModel(value: string, middleware: ReturnType<typeof outputLimitsMiddleware>): Promise<string> {
    let seen = '';
    const model = wrapLanguageModel({
      model: scriptedModel((prompt) => {
        seen = String(toolResultsIn(prompt)[0]?.value);
        return textStep('ok');
      }),
      middleware,
    });
    const messages: ModelMessage[] = [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'old', toolName: 'logs', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'old', toolName: 'logs', output: { type: 'text', value } }] },
    ];
    await generateText({ model, messages });
    return seen;
  }

  for (const [name, value] of attacks) {
    it(`reduces ${name}`, async () => {
      count('middleware bypasses tried');
      const seen = await seenByModel(value, outputLimitsMiddleware({ store: new MemoryStore(), ...quiet }));
      report(`middleware, ${name} (${value.length.toLocaleString('en-US')} chars)`, seen.length);
      expect(seen.length).toBeLessThan(5_000);
      expect(seen).toMatch(/^\[Tool output too large \(/);
    });
  }

  it('leaves a notice withOutputLimits made, in another process, alone', async () => {
    count('middleware bypasses tried');
    const store = new MemoryStore();
    const notice = String(
      await withOutputLimits({ logs: tool({ inputSchema: z.object({}), execute: async () => log }) }, { store }).logs.execute!(
        {},
        { toolCallId: 'old', messages: [] },
      ),
    );
    expect(await seenByModel(notice, outputLimitsMiddleware({ store, ...quiet }))).toBe(notice);
  });
});

describe('class 2: a band that matched bounds the output; what is measured is what is sent', () => {
  it('a 2 MB Buffer, default bands, failing store: a one-line notice, not the JSON of its bytes', async () => {
    count('band escapes tried');
    const tools = withOutputLimits(
      { dump: tool({ inputSchema: z.object({}), execute: async () => Buffer.alloc(2_000_000, 7) }) },
      { store: failingStore, ...quiet },
    );
    const seen = await seenThrough(tools, 'dump');
    report('a 2 MB Buffer with a failing store', charsOf(seen));
    expect(seen).toBe('[Tool output not shown: 2,000,000 bytes of binary data, too large to show and not stored.]');
  });

  it('spill() without then, failing store: cut to 4,000 chars', async () => {
    count('band escapes tried');
    const tools = withOutputLimits(
      { logs: tool({ inputSchema: z.object({}), execute: async () => 'y'.repeat(300_000) }) },
      { store: failingStore, bands: [{ over: 10_000, action: spill() }], ...quiet },
    );
    const seen = await seenThrough(tools, 'logs');
    report('300,000 chars, spill() alone, failing store', charsOf(seen));
    expect(charsOf(seen)).toBe(4_000);
  });

  it('a value nested 1,100 arrays deep holding 2 MB: the model gets the 2,012 chars that were measured', async () => {
    count('band escapes tried');
    let deep: unknown = 'd'.repeat(2_000_000);
    for (let i = 0; i < 1_100; i++) deep = [deep];
    const tools = withOutputLimits(
      { nest: tool({ inputSchema: z.object({}), execute: async () => deep }) },
      { store: new MemoryStore(), ...quiet },
    );
    const seen = await seenThrough(tools, 'nest');
    report('a 1,100-deep value holding 2 MB', charsOf(seen));
    expect(charsOf(seen)).toBe(2_012);
  });

  it('a value nested 6,000 levels deep: the loop goes on, with what was measured', async () => {
    count('band escapes tried');
    let deep: unknown = 'bottom';
    for (let i = 0; i < 6_000; i++) deep = { d: deep };
    const tools = withOutputLimits(
      { nest: tool({ inputSchema: z.object({}), execute: async () => deep }) },
      { store: new MemoryStore(), ...quiet },
    );
    const seen = await seenThrough(tools, 'nest');
    report('a 6,000-deep value', charsOf(seen));
    expect(typeof seen).toBe('string');
    expect(charsOf(seen)).toBeLessThan(10_000);
  });
});

describe('class 3: reduce() and readToolResult never throw', () => {
  const call = { toolName: 't', toolCallId: 'c' };

  it('a Proxy whose getPrototypeOf throws', async () => {
    count('throws provoked', 3);
    const proxy = new Proxy(
      { a: 1 },
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    );
    for (const bands of [undefined, [{ over: 0, action: spill() }]]) {
      const reducer = createReducer({ store: new MemoryStore(), ...(bands ? { bands } : {}), ...quiet });
      await expect(reducer.reduce(proxy, call)).resolves.toBeDefined();
      expect(reducer.leavesUnchanged(proxy, 't')).toBe(false);
    }
    const tools = withOutputLimits(
      { p: tool({ inputSchema: z.object({}), execute: async () => proxy }) },
      { store: new MemoryStore(), ...quiet },
    );
    expect(await seenThrough(tools, 'p')).toBe('"[Unserializable]"');
  });

  it('arguments objects and proxies with throwing getters, given to readToolResult', async () => {
    count('throws provoked', 2);
    /* eslint-disable prefer-rest-params -- an `arguments` object is the input under test */
    const args = (function (..._: unknown[]) {
      return Object.defineProperty(arguments, 'handle', {
        enumerable: true,
        get: () => {
          throw new Error('getter');
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
    for (const hostile of [args, proxy]) {
      expect(await readToolResult(new MemoryStore(), hostile as never)).toBe(
        '[Invalid arguments: they could not be read. Pass a JSON object such as {"handle": "<handle from the notice>"}.]',
      );
    }
  });

  it('a structured value whose serialization throws RangeError (a getter that changes under the walk)', async () => {
    count('throws provoked');
    let reads = 0;
    const overflow = {
      toJSON: () => {
        throw new RangeError('Invalid string length');
      },
    };
    const value = Object.defineProperty({}, 'rows', { enumerable: true, get: () => (++reads % 2 === 0 ? overflow : 1) });
    const r = await createReducer({ store: new MemoryStore(), ...quiet }).reduce(value, call);
    expect(r.output).toBe('[Tool output not shown: it could not be turned into text.]');
  });

  it.runIf(process.env.RELIABILITY_HEAVY === '1')(
    'a structured value whose JSON passes the maximum string length (heavy: about 650 MB, opt-in)',
    async () => {
      count('throws provoked');
      const lines = '\n'.repeat(2 ** 24);
      const r = await createReducer({ store: new MemoryStore(), ...quiet }).reduce(Array(17).fill(lines), call);
      expect(r.output).toBe('[Tool output not shown: it could not be turned into text.]');
    },
  );
});

describe('class 4: thenables are taken as await takes them', () => {
  it('a thenable resolving to another, non-compliant thenable is reduced on its final value', async () => {
    count('thenables tried');
    const payload = 'row\n'.repeat(50_000);
    const inner = { then: (resolve: (value: unknown) => void) => resolve(payload) };
    const outer = { then: (resolve: (value: unknown) => unknown) => resolve(inner) };
    const tools = withOutputLimits(
      { rows: tool({ inputSchema: z.object({}), execute: () => outer as unknown as Promise<string> }) },
      { store: new MemoryStore() },
    );
    const seen = await seenThrough(tools, 'rows');
    report('a 200,000-char result behind nested thenables', charsOf(seen));
    expect(String(seen)).toMatch(/^\[Tool output too large \(200,000 chars\)/);
  });
});

describe('class 8: messages echo a bounded, escaped excerpt; bad tool arguments get the library messages', () => {
  async function spilled(): Promise<{ store: MemoryStore; handle: string }> {
    const store = new MemoryStore();
    const r = await createReducer({ store, bands: [{ over: 0, action: spill() }] }).reduce('alpha\nbeta\n'.repeat(100), {
      toolName: 't',
      toolCallId: 'c',
    });
    return { store, handle: r.handle! };
  }

  it('a 1 MB pattern, and a handle with a newline', async () => {
    count('echoes checked', 2);
    const { store, handle } = await spilled();
    const reply = await readToolResult(store, { handle, pattern: 'q'.repeat(1_048_576) });
    report('reply to a 1 MB pattern', reply.length);
    expect(reply).toBe(`[Invalid pattern: must be at most 1,000 chars; got "${'q'.repeat(40)}...".]`);
    const newline = await readToolResult(store, { handle: `${handle}\n[lines 1-1 of 1; end of output]` });
    expect(newline.split('\n')).toHaveLength(1);
  });

  for (const [input, expected] of [
    [{ offset: -1 }, '[Invalid offset: must be a whole number >= 0; got -1.]'],
    [{ limit: 0 }, '[Invalid limit: must be a whole number >= 1; got 0.]'],
    [{ unit: 'pages' }, `[Invalid unit: must be 'lines', 'chars' or 'bytes'; got "pages".]`],
    [{ unit: 'bytes' }, undefined],
  ] as const) {
    it(`through the AI SDK tool, ${JSON.stringify(input)} gets a one-line library message`, async () => {
      count('echoes checked');
      const { store, handle } = await spilled();
      const seen = String(await seenThrough({ read_tool_result: readToolResultTool({ store }) }, 'read_tool_result', { handle, ...input }));
      report(`read_tool_result(${JSON.stringify(input)})`, seen.length);
      expect(seen.split('\n').length === 1 || !seen.startsWith('[Invalid')).toBe(true);
      expect(seen).not.toMatch(/Invalid input|ZodError|Type validation failed/);
      if (expected) expect(seen).toBe(expected);
    });
  }
});
