import { describe, expect, it } from 'vitest';
import { spill } from '../actions/spill.js';
import { truncate } from '../actions/truncate.js';
import { referenceHint } from '../messages/index.js';
import { createReducer } from '../reduce/reducer.js';
import { MemoryStore } from '../stores/memory-store.js';
import { testPng } from '../test/test-png.js';
import { toBase64 } from '../text/to-base64.js';
import { withoutReferenceHint, withReferenceHints } from './with-reference-hints.js';

const LOG = Array.from({ length: 2_000 }, (_, i) => `2026-12-01T10:00:${String(i % 60).padStart(2, '0')}Z INFO request ${i}`).join('\n');

describe('withReferenceHints', () => {
  const store = new MemoryStore();
  const plain = createReducer({ store, bands: [{ over: 1_000, action: spill({ previewChars: 200 }) }] });
  const hinted = withReferenceHints(plain, ['upload_log', 'post_json']);

  it('puts the hint right under the header of a spill notice, and the payload reads back whole', async () => {
    const reduction = await hinted.reduce(LOG, { toolName: 'fetch_logs', toolCallId: 'c1' });
    const lines = String(reduction.output).split('\n');
    expect(lines[0]).toMatch(/^\[Tool output too large \([\d,]+ chars\); stored to handle 'c1\.0-[a-z0-9]{12}'/);
    expect(lines[1]).toBe(referenceHint(reduction.handle!, ['upload_log', 'post_json']));
    expect(new TextDecoder().decode(await store.read(reduction.handle!))).toBe(LOG);
    // Taking the line out gives the notice as the plain reducer makes it; either way it is this library's own output.
    expect(withoutReferenceHint(String(reduction.output))).toBe([lines[0], ...lines.slice(2)].join('\n'));
    expect(withoutReferenceHint(LOG)).toBe(LOG);
    expect(hinted.isOwnOutput(String(reduction.output), 'fetch_logs')).toBe(true);
  });

  it('hints in the text part of a content result, and leaves truncations and small results alone', async () => {
    const content = {
      content: [
        { type: 'text', text: LOG },
        { type: 'image', data: toBase64(testPng()), mimeType: 'image/png' },
      ],
    };
    const reduction = await hinted.reduce(content, { toolName: 'mcp_read', toolCallId: 'c2' });
    const parts = (reduction.output as typeof content).content;
    expect(parts[0]!.text!.split('\n')[1]).toBe(referenceHint(reduction.handle!, ['upload_log', 'post_json']));
    expect(parts[1]).toEqual(content.content[1]);
    const truncating = withReferenceHints(
      createReducer({
        store,
        bands: [{ over: 1_000, action: truncate({ maxChars: 500, strategy: 'head' }) }],
      }),
      ['upload_log'],
    );
    const cut = await truncating.reduce(LOG, { toolName: 't', toolCallId: 'c3' });
    expect(String(cut.output)).not.toContain('@tool_result:');
    expect((await hinted.reduce('small', { toolName: 't', toolCallId: 'c4' })).output).toBe('small');
  });

  it('is the reducer itself with no tools', () => {
    expect(withReferenceHints(plain, [])).toBe(plain);
  });
});
