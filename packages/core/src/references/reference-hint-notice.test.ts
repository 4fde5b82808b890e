import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spill } from '../actions/spill.js';
import { truncate } from '../actions/truncate.js';
import { isReducedOutput } from '../reduce/is-reduced-output.js';
import { referenceHint } from '../messages/index.js';
import { outputBound } from '../actions/output-bound.js';
import { createReducer } from '../reduce/reducer.js';
import { spillNotice, spillNoticeHead } from '../actions/compose-spill-notice.js';
import { MemoryStore } from '../stores/memory-store.js';
import { testPng } from '../test/test-png.js';
import { toBase64 } from '../text/to-base64.js';

const LOG = Array.from({ length: 2_000 }, (_, i) => `2026-12-01T10:00:${String(i % 60).padStart(2, '0')}Z INFO request ${i}`).join('\n');
const TOOLS = ['upload_log', 'post_json'];

describe('the reference hint in spill notices (referenceTools)', () => {
  it('is the line right under the header, before the budget line, exactly', () => {
    expect(spillNoticeHead({ handle: 'run/c1', size: { chars: 12_345 }, budget: { tokens: 500 }, referenceTools: ['upload_log'] })).toBe(
      [
        "[Tool output too large (12,345 chars); stored to handle 'run/c1'. Read it with read_tool_result(handle='run/c1', offset=0, limit=200).]",
        "[To pass this whole output to upload_log, write '@tool_result:run/c1' as the argument's value; the tool receives the exact stored output.]",
        '[Fitted to a budget of 500 tokens.]',
      ].join('\n'),
    );
    expect(spillNoticeHead({ handle: 'h', size: { chars: 1 }, referenceTools: [] })).not.toContain('@tool_result:');
    const binary = spillNotice({ handle: 'h', bytes: 20_000, mediaType: 'image/png', referenceTools: ['upload'] });
    expect(binary.split('\n')[1]).toBe(referenceHint('h', ['upload']));
    expect(isReducedOutput(binary)).toBe(true);
  });

  it('is in every spill notice of a reducer that names reference tools; the payload reads back whole', async () => {
    const store = new MemoryStore();
    const reducer = createReducer({ store, bands: [{ over: 1_000, action: spill({ previewChars: 200 }) }], referenceTools: TOOLS });
    const reduction = await reducer.reduce(LOG, { toolName: 'fetch_logs', toolCallId: 'c1' });
    const lines = String(reduction.output).split('\n');
    expect(lines[0]).toMatch(/^\[Tool output too large \([\d,]+ chars\); stored to handle 'c1\.0-[a-z0-9]{12}'/);
    expect(lines[1]).toBe(referenceHint(reduction.handle!, TOOLS));
    expect(new TextDecoder().decode(await store.read(reduction.handle!))).toBe(LOG);
    expect(isReducedOutput(String(reduction.output))).toBe(true);
    expect(reducer.isOwnOutput(String(reduction.output), 'fetch_logs')).toBe(true);
    // A reducer without reference tools makes no hint.
    const plain = createReducer({ store, bands: [{ over: 1_000, action: spill({ previewChars: 200 }) }] });
    expect(String((await plain.reduce(LOG, { toolName: 'fetch_logs', toolCallId: 'c1' })).output)).not.toContain('@tool_result:');
  });

  it('is in the notice of a spilled text part and of a model output; truncations and small results have none', async () => {
    const store = new MemoryStore();
    const reducer = createReducer({ store, bands: [{ over: 1_000, action: spill({ previewChars: 200 }) }], referenceTools: TOOLS });
    const content = {
      content: [
        { type: 'text', text: LOG },
        { type: 'image', data: toBase64(testPng()), mimeType: 'image/png' },
      ],
    };
    const reduction = await reducer.reduce(content, { toolName: 'mcp_read', toolCallId: 'c2' });
    const parts = (reduction.output as typeof content).content;
    expect(parts[0]!.text!.split('\n')[1]).toBe(referenceHint(reduction.handle!, TOOLS));
    expect(parts[1]).toEqual(content.content[1]);
    const output = await reducer.reduceOutput({ type: 'text', value: LOG }, { toolName: 'fetch_logs', toolCallId: 'c3' });
    expect((output.output as { value: string }).value.split('\n')[1]).toBe(referenceHint(output.handle!, TOOLS));

    const truncating = createReducer({
      store,
      bands: [{ over: 1_000, action: truncate({ maxChars: 500, strategy: 'head' }) }],
      referenceTools: ['upload_log'],
    });
    expect(String((await truncating.reduce(LOG, { toolName: 't', toolCallId: 'c4' })).output)).not.toContain('@tool_result:');
    expect((await reducer.reduce('small', { toolName: 't', toolCallId: 'c5' })).output).toBe('small');
  });

  it('is kept in a notice fitted to a budget', async () => {
    const reducer = createReducer({ store: new MemoryStore(), bands: [{ over: 1_000, action: spill() }], referenceTools: TOOLS });
    const reduction = await reducer.reduce(LOG, { toolName: 'fetch_logs', toolCallId: 'c6', budget: { tokens: 120 } });
    const lines = String(reduction.output).split('\n');
    expect(lines[1]).toBe(referenceHint(reduction.handle!, TOOLS));
    expect(lines[2]).toBe('[Fitted to a budget of 120 tokens.]');
    expect(isReducedOutput(String(reduction.output))).toBe(true);
  });

  it('is counted in the band bound: long tool names take a notice past the bound of a plain one', async () => {
    const tools = ['a'.repeat(3_000), 'b'.repeat(3_000), 'c'.repeat(3_000), 'd'];
    const action = spill();
    const reducer = createReducer({ store: new MemoryStore(), bands: [{ over: 2_000, action }], referenceTools: tools });
    const output = String((await reducer.reduce(LOG, { toolName: 't', toolCallId: 'call' })).output);
    expect(output.split('\n')[1]).toBe(referenceHint(output.split("'")[1]!, tools));
    expect(output.length).toBeGreaterThan(outputBound(action).chars);
    expect(output.length).toBeLessThanOrEqual(outputBound(action, tools).chars);
    expect(reducer.isOwnOutput(output, 't')).toBe(true);
  });

  it('is counted in the band bound, whatever the tool names, and the notice stays this library own output', async () => {
    // Names up to 3,000 chars: three of them make a hint longer than the slack in the bound of a plain notice.
    const name = fc.string({ minLength: 1, maxLength: 3_000, size: 'max' }).filter((s) => !s.includes('\n'));
    await fc.assert(
      fc.asyncProperty(
        fc.array(name, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.string({ minLength: 2_001, maxLength: 6_000 }),
        async (tools, previewChars, text) => {
          const action = spill({ previewChars, preview: 'headTail' });
          const reducer = createReducer({ store: new MemoryStore(), bands: [{ over: 2_000, action }], referenceTools: tools });
          const reduction = await reducer.reduce(text, { toolName: 't', toolCallId: 'call' });
          const output = String(reduction.output);
          expect(output.split('\n')[1]).toBe(referenceHint(reduction.handle!, tools));
          expect(output.length).toBeLessThanOrEqual(outputBound(action, tools).chars);
          expect(reducer.isOwnOutput(output, 't')).toBe(true);
        },
      ),
      { numRuns: 40, endOnFailure: true },
    );
  });
});
