import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../stores/memory-store.js';
import { createReducer } from './reducer.js';

describe('Reducer.exempts: the one place that decides which tools are never reduced', () => {
  it('exempts read_tool_result and the tools toolFilter leaves out, and nothing else', () => {
    const listed = createReducer({ store: new MemoryStore(), toolFilter: ['logs'] });
    expect(['logs', 'other', 'read_tool_result'].map((name) => listed.exempts(name))).toEqual([false, true, true]);
    const byPredicate = createReducer({ store: new MemoryStore(), toolFilter: (name) => name.startsWith('fs_') });
    expect(['fs_read', 'Fs_read', 'read_tool_result'].map((name) => byPredicate.exempts(name))).toEqual([false, true, true]);
    expect(createReducer({ store: new MemoryStore() }).exempts('anything')).toBe(false);
  });

  it('agrees with reduce: an exempt tool gets its value back as it was', async () => {
    const reducer = createReducer({ store: new MemoryStore(), toolFilter: ['logs'] });
    const big = 'x'.repeat(50_000);
    const reduction = await reducer.reduce(big, { toolName: 'other', toolCallId: 'c1' });
    expect((await reducer.reduce(big, { toolName: 'logs', toolCallId: 'c2' })).reduced).toBe(true);
    expect(reducer.exempts('other')).toBe(true);
    expect(reduction.output).toBe(big);
    expect(reduction.reduced).toBe(false);
  });
});
