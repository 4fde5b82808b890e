import { describe, expect, it } from 'vitest';
import { toolSelector } from './tool-selector.js';

describe('toolSelector', () => {
  it('selects every tool without a filter', () => {
    const selects = toolSelector(undefined);
    expect(selects('search')).toBe(true);
    expect(selects('')).toBe(true);
  });

  it('selects exactly the listed names', () => {
    const selects = toolSelector(['search', 'fetch']);
    expect(selects('search')).toBe(true);
    expect(selects('fetch')).toBe(true);
    expect(selects('Search')).toBe(false);
    expect(selects('read')).toBe(false);
  });

  it('uses a predicate as it is', () => {
    const predicate = (name: string) => name.startsWith('big');
    expect(toolSelector(predicate)).toBe(predicate);
  });
});
