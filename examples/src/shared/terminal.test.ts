import { describe, expect, it } from 'vitest';
import { fit, formatTable } from './terminal.js';

describe('formatTable', () => {
  it('aligns columns, right-aligning numbers, with a rule under the header and above the footer', () => {
    const table = formatTable(
      [{ header: 'tool' }, { header: 'chars', align: 'right' }],
      [
        ['fetch_server_logs', '3,000,033'],
        ['read', '12'],
      ],
      ['total', '3,000,045'],
    );
    expect(table.split('\n')).toEqual([
      'tool                   chars',
      '─────────────────  ─────────',
      'fetch_server_logs  3,000,033',
      'read                      12',
      '─────────────────  ─────────',
      'total              3,000,045',
    ]);
  });
});

describe('fit', () => {
  it('cuts with an ellipsis only when needed', () => {
    expect(fit('abcdef', 6)).toBe('abcdef');
    expect(fit('abcdef', 4)).toBe('abc…');
  });
});
