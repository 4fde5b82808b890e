// Issue 19, defect 6 (its second half): a preview that fails keeps the spill and its handle, and no
// warning quotes the user's message. A request holding a 40,000-char word (a pasted hex dump) made
// the salient preview build a regular expression V8 rejects.
import { createReducer, MemoryStore, spill, truncate } from '@output-limits/core';
import type { ReductionWarning } from '@output-limits/core';
import { describe, expect, it } from 'vitest';
import { count } from './counts.js';

const LOG = Array.from(
  { length: 21_000 },
  (_, i) => `2026-12-01T10:00:${String(i % 60).padStart(2, '0')}Z ${i % 500 === 0 ? 'ERROR' : 'INFO '} request ${i} done`,
).join('\n');

describe('defect 6: a failing preview never costs the handle', () => {
  for (const [name, word] of [
    ['a 40,000-char hex word', 'deadbeef'.repeat(5_000)],
    ['a 40,000-char word of letters', 'q'.repeat(40_000)],
  ] as const) {
    it(`${name} in the request: the spill keeps its handle and a head/tail preview`, async () => {
      count('preview failures injected');
      const store = new MemoryStore();
      const warnings: ReductionWarning[] = [];
      const reducer = createReducer({
        store,
        bands: [{ over: 10_000, action: spill({ then: truncate() }) }],
        onWarning: (w) => warnings.push(w),
      });
      const r = await reducer.reduce(LOG, { toolName: 'logs', toolCallId: 'c1', request: `why did this fail? ${word}` });
      const output = String(r.output);
      console.log(
        `[issue-19 measure] ${name} in the request: action ${r.action ?? 'none'}, handle ${r.handle ? 'kept' : 'none'}, ${output.length.toLocaleString('en-US')} of ${LOG.length.toLocaleString('en-US')} chars shown`,
      );
      expect(r.action).toBe('spill');
      expect(new TextDecoder().decode(await store.read(r.handle!))).toBe(LOG);
      expect(
        output.startsWith(`[Tool output too large (${LOG.length.toLocaleString('en-US')} chars); stored to handle '${r.handle}'.`),
      ).toBe(true);
      for (const warning of warnings) expect(warning.reason).not.toContain(word.slice(0, 64));
    });
  }
});
