import { MemoryStore, readToolResult } from '@output-limits/core';
import type { OverflowStore } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { scriptedModel, textStep, toolCallsStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count } from './counts.js';

const SIZES = [10, 1_000, 9_999, 10_000, 25_000, 120_000, 400_000] as const;

/** A deterministic payload of about `size` chars: text lines, or for odd seeds a list of records. */
function payload(size: number, seed: number): string | { id: number; note: string }[] {
  if (seed % 2 === 1) {
    const records: { id: number; note: string }[] = [];
    for (let i = 0, used = 2; used < size; i++) {
      const note = `r${seed}-${i} ${'é'.repeat(i % 7)}`;
      records.push({ id: i, note });
      used += 25 + note.length;
    }
    return records;
  }
  const lines: string[] = [];
  for (let i = 0, used = 0; used < size; i++) {
    const line = `${seed}:${i} level=${i % 13 === 0 ? 'ERROR' : 'info'} 😀 ${'x'.repeat(i % 50)}`;
    lines.push(line);
    used += line.length + 1;
  }
  return lines.join('\n');
}

const NEXT = /next: read_tool_result\(handle='([^']+)', offset=(\d+), limit=(\d+)\)\]$/;

/** Pages a spill back through readToolResult, following each footer's next call, and joins the bodies. */
async function pageBack(store: OverflowStore, handle: string): Promise<string> {
  const bodies: string[] = [];
  let offset = 0;
  for (let pages = 0; pages < 10_000; pages++) {
    const page = await readToolResult(store, { handle, offset, limit: 1_000 });
    const footerAt = page.lastIndexOf('\n[');
    const footer = page.slice(footerAt + 1);
    expect(footer).toMatch(/^\[lines /);
    bodies.push(page.slice(0, footerAt));
    const next = NEXT.exec(footer);
    if (!next) return bodies.join('\n');
    expect(footer).not.toContain('output capped');
    offset = Number(next[2]);
  }
  throw new Error('too many pages');
}

describe('1,000 concurrent tool calls through one wrapped tool set', () => {
  it('gives every spill a distinct handle and reads every payload back byte for byte', async () => {
    const store = new MemoryStore({ maxEntries: 5_000, maxBytes: 1024 ** 3 });
    const tools = withOutputLimits(
      {
        mixed: tool({
          inputSchema: z.object({ size: z.number(), seed: z.number() }),
          execute: async ({ size, seed }) => payload(size, seed),
        }),
      },
      { store, serializer: (value) => JSON.stringify(value, null, 1) },
    );
    const calls = Array.from({ length: 1_000 }, (_, i) => ({ size: SIZES[i % SIZES.length]!, seed: i }));
    count('concurrent calls', calls.length);
    const outputs = await Promise.all(
      // eslint-disable-next-line @typescript-eslint/await-thenable -- execute's type allows a plain value; these return promises
      calls.map((input, i) => tools.mixed.execute!(input, { toolCallId: `load-${i % 10}`, messages: [] })),
    );

    const texts = calls.map(({ size, seed }) => {
      const original = payload(size, seed);
      return { original, text: typeof original === 'string' ? original : JSON.stringify(original, null, 1) };
    });
    const handles = outputs.flatMap((output) => /stored to handle '([^']+)'/.exec(String(output))?.[1] ?? []);
    expect(handles.length).toBe(texts.filter(({ text }) => text.length >= 10_000).length);
    expect(handles.length).toBeGreaterThan(500);
    expect(new Set(handles).size).toBe(handles.length);

    let h = 0;
    for (const [i, output] of outputs.entries()) {
      const { original, text } = texts[i]!;
      if (text.length < 10_000) {
        expect(output).toEqual(original);
        continue;
      }
      const handle = handles[h++]!;
      expect(new TextDecoder().decode(await store.read(handle))).toBe(text);
      if (i % 25 === 0) expect(await pageBack(store, handle)).toBe(text);
      count('payloads verified');
    }
  });

  it('keeps a bounded MemoryStore within its entry and byte limits under load', async () => {
    const maxEntries = 50;
    const maxBytes = 2 * 1024 * 1024;
    const store = new MemoryStore({ maxEntries, maxBytes });
    const tools = withOutputLimits(
      {
        mixed: tool({
          inputSchema: z.object({ size: z.number(), seed: z.number() }),
          execute: async ({ size, seed }) => payload(size, seed * 2),
        }),
      },
      { store, onWarning: () => undefined },
    );
    const outputs = await Promise.all(
      // eslint-disable-next-line @typescript-eslint/await-thenable -- execute's type allows a plain value; these return promises
      Array.from({ length: 1_000 }, (_, i) =>
        tools.mixed.execute!({ size: SIZES[3 + (i % 4)]!, seed: i }, { toolCallId: `bounded-${i}`, messages: [] }),
      ),
    );
    count('concurrent calls', outputs.length);
    const handles = outputs.flatMap((output) => /stored to handle '([^']+)'/.exec(String(output))?.[1] ?? []);
    let readable = 0;
    let bytes = 0;
    for (const handle of handles) {
      const data = await store.read(handle).catch(() => undefined);
      if (data) {
        readable++;
        bytes += data.byteLength;
      }
    }
    expect(readable).toBeGreaterThan(0);
    expect(readable).toBeLessThanOrEqual(maxEntries);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
  });

  it('parallel tool calls in one generateText step get distinct handles in the next prompt', async () => {
    const store = new MemoryStore();
    const tools = withOutputLimits(
      {
        mixed: tool({
          inputSchema: z.object({ size: z.number(), seed: z.number() }),
          execute: async ({ size, seed }) => payload(size, seed * 2),
        }),
      },
      { store },
    );
    let seen: string[] = [];
    const model = scriptedModel((prompt, step) => {
      if (step === 0)
        return toolCallsStep(
          Array.from({ length: 50 }, (_, i) => ({ toolCallId: `p-${i}`, toolName: 'mixed', input: { size: 50_000, seed: i } })),
        );
      seen = toolResultsIn(prompt).map((part) => String(part.value));
      return textStep('ok');
    });
    await generateText({ model, tools, prompt: 'go', stopWhen: stepCountIs(3) });
    count('concurrent calls', 50);
    const handles = seen.map((text) => /stored to handle '([^']+)'/.exec(text)?.[1]);
    expect(handles.every((handle) => typeof handle === 'string')).toBe(true);
    expect(new Set(handles).size).toBe(50);
  });
});
