// A preview that fails for any reason costs the spill nothing: the payload is stored, the notice
// keeps its handle with the head/tail preview, and the warning names the error's kind only.
import { describe, expect, it, vi } from 'vitest';
import { createReducer } from '../reduce/reducer.js';
import type { ReductionWarning } from './reduction.js';
import { MemoryStore } from '../stores/memory-store.js';
import { previewOf } from './compose-spill-notice.js';
import { spill } from './spill.js';

const failure = vi.hoisted(() => ({ message: '' }));
vi.mock('../preview/salient-preview.js', () => ({
  MAX_PICKED_LINES: 20,
  salientPreview: () => {
    throw new RangeError(failure.message);
  },
}));

const LOG = Array.from({ length: 3_000 }, (_, i) => `line ${i} ok`).join('\n');
const CALL = { toolName: 'logs', toolCallId: 'c1' };

describe('spill, when the salient preview throws (injected)', () => {
  it.each([
    ['with a request', { request: 'find the secret-token-1234 please' }],
    ['with no request', {}],
  ])('keeps the handle, shows the head and tail, and warns without quoting anything (%s)', async (_, extra) => {
    failure.message = `Maximum call stack size exceeded near /secret-token-1234/`;
    const store = new MemoryStore();
    const warnings: ReductionWarning[] = [];
    const reducer = createReducer({ store, bands: [{ over: 100, action: spill() }], onWarning: (w) => warnings.push(w) });
    const r = await reducer.reduce(LOG, { ...CALL, ...extra });
    expect(r.action).toBe('spill');
    expect(new TextDecoder().decode(await store.read(r.handle!))).toBe(LOG);
    expect(r.output).toBe(
      `[Tool output too large (${LOG.length.toLocaleString('en-US')} chars); stored to handle '${r.handle}'. Read it with read_tool_result(handle='${r.handle}', offset=0, limit=200).]\n${previewOf(LOG, 1_000)}`,
    );
    expect(warnings.map((w) => [w.action, w.reason])).toEqual([
      ['spill', 'salient preview failed (RangeError); used the head/tail preview'],
    ]);
  });

  it('a custom preview that throws, then the salient one: two warnings, the head/tail preview, the handle', async () => {
    const store = new MemoryStore();
    const warnings: string[] = [];
    const preview = () => {
      throw new TypeError('the user asked: find the secret-token-1234');
    };
    const reducer = createReducer({ store, bands: [{ over: 100, action: spill({ preview }) }], onWarning: (w) => warnings.push(w.reason) });
    const r = await reducer.reduce(LOG, CALL);
    expect(String(r.output).endsWith(previewOf(LOG, 1_000))).toBe(true);
    expect(warnings).toEqual([
      'preview function threw (TypeError); used the salient preview',
      'salient preview failed (RangeError); used the head/tail preview',
    ]);
    expect(warnings.join(' ')).not.toContain('secret-token');
  });

  it('under a budget too: the fitted notice keeps its handle', async () => {
    const store = new MemoryStore();
    const reducer = createReducer({ store, bands: [{ over: 100, action: spill() }], onWarning: () => {} });
    const r = await reducer.reduce(LOG, { ...CALL, budget: { tokens: 200 } });
    expect(r.action).toBe('spill');
    expect(String(r.output)).toContain(`stored to handle '${r.handle}'`);
    expect(new TextDecoder().decode(await store.read(r.handle!))).toBe(LOG);
  });
});
