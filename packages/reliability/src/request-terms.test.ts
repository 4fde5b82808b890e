// Issue 19, item 5: request terms can't break a spill. A request holding a huge word (a pasted hex
// dump, a token) or thousands of words is what `reduce(…, { request })` and the adapters pass on
// as they are; the AI SDK wrapper alone cuts the request at 2,000 chars first.
import { createReducer, MemoryStore, readToolResult } from '@output-limits/core';
import type { ReductionWarning } from '@output-limits/core';
import { describe, expect, it } from 'vitest';
import { count } from './counts.js';

/** A log of about 1.6 MB with a few error lines, as a spill of a tool's output. */
const LOG = Array.from(
  { length: 16_000 },
  (_, i) =>
    `2026-12-01T10:00:${String(i % 60).padStart(2, '0')}Z ${i % 997 === 0 ? 'ERROR' : 'INFO '} worker-${i % 13} handled request ${i} in ${i % 300} ms ${'.'.repeat(40)}`,
).join('\n');
const HEX = Array.from({ length: 40_000 }, (_, i) => '0123456789abcdef'[(i * 7) % 16]).join('');

const REQUESTS: Readonly<Record<string, string>> = {
  'a 40,000-char word': `Why does this fail? ${HEX}`,
  '5,000 distinct words': Array.from({ length: 5_000 }, (_, i) => `word${i}x`).join(' '),
  'a 40,000-char word of letters that change length when cased': `find ${'İ'.repeat(40_000)}`,
  '200 words of 1,000 chars': Array.from({ length: 200 }, (_, i) => `${'k'.repeat(995)}${String(i).padStart(5, '0')}`).join(' '),
};

describe('request terms cannot break a spill', () => {
  for (const [name, request] of Object.entries(REQUESTS)) {
    it(`spills a 1.6 MB log with a handle and a preview when the request holds ${name}`, async () => {
      const store = new MemoryStore();
      const warnings: ReductionWarning[] = [];
      const reducer = createReducer({ store, onWarning: (warning) => warnings.push(warning) });
      const reduction = await reducer.reduce(LOG, { toolName: 'fetch_logs', toolCallId: 'c1', request });
      count('hostile inputs tried');
      expect(warnings).toEqual([]);
      expect(reduction.action).toBe('spill');
      expect(reduction.handle).toBeDefined();
      const notice = String(reduction.output);
      expect(notice.length).toBeLessThan(1_500);
      expect(notice).not.toContain(request.slice(-200));
      const page = await readToolResult(store, { handle: reduction.handle!, offset: 15_999, limit: 1 });
      expect(page.split('\n')[0]).toBe(LOG.slice(LOG.lastIndexOf('\n') + 1));
    });
  }
});
