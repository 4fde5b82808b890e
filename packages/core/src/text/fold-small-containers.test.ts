import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLD_WIDTH, foldSmallContainers } from './fold-small-containers.js';

describe('foldSmallContainers', () => {
  it('writes each object or array that fits in 80 chars on one line, and leaves the larger ones a field a line', () => {
    const event = {
      user: { id: '4412', email: 'ana@example.com' },
      tags: [
        { key: 'release', value: 'storefront@4.18.2' },
        { key: 'user', value: 'email:ana@example.com' },
      ],
      empty: {},
      ports: [80, 443],
      nested: [[1, 2], { a: [] }],
    };
    expect(foldSmallContainers(JSON.stringify(event, null, 2))).toBe(
      [
        '{',
        '  "user": {"id": "4412", "email": "ana@example.com"},',
        '  "tags": [',
        '    {"key": "release", "value": "storefront@4.18.2"},',
        '    {"key": "user", "value": "email:ana@example.com"}',
        '  ],',
        '  "empty": {},',
        '  "ports": [80, 443],',
        '  "nested": [[1, 2], {"a": []}]',
        '}',
      ].join('\n'),
    );
  });

  it('counts the indentation, the key and the comma after the closing bracket in the width', () => {
    const indented = JSON.stringify({ k: ['abcd', 'efgh'], z: 1 }, null, 2);
    // `  "k": ["abcd", "efgh"],` is 24 chars.
    expect(foldSmallContainers(indented, 24).split('\n')[1]).toBe('  "k": ["abcd", "efgh"],');
    expect(foldSmallContainers(indented, 23).split('\n').slice(1, 5)).toEqual(['  "k": [', '    "abcd",', '    "efgh"', '  ],']);
  });

  it('leaves a text with no line breaks as it is', () => {
    expect(foldSmallContainers('{"a":1}')).toBe('{"a":1}');
    expect(foldSmallContainers('')).toBe('');
  });

  it('for any JSON value, lays it out as a fold of the value written from scratch would, and JSON.parse gives the value back', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 10, max: 120 }), (value, width) => {
        const folded = foldSmallContainers(JSON.stringify(value, null, 2), width);
        expect(folded).toBe(reference(value, width));
        expect(JSON.parse(folded)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('folds at FOLD_WIDTH by default', () => {
    const value = { list: Array.from({ length: 20 }, (_, i) => i) };
    const folded = foldSmallContainers(JSON.stringify(value, null, 2));
    expect(folded.split('\n').every((line) => line.length <= FOLD_WIDTH)).toBe(true);
    expect(folded).toBe(`{"list": [${value.list.join(', ')}]}`);
  });
});

/** The layout written from the value, top down: a value on one line when its line fits in `width`, else a field (or item) a line. */
function reference(value: unknown, width: number): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (v !== null && typeof v === 'object')
      return `{${Object.entries(v)
        .map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`)
        .join(', ')}}`;
    return JSON.stringify(v);
  };
  const lines: string[] = [];
  const write = (v: unknown, depth: number, prefix: string, comma: string): void => {
    const pad = '  '.repeat(depth);
    const one = `${pad}${prefix}${inline(v)}${comma}`;
    const entries: [string, unknown][] | undefined = Array.isArray(v)
      ? v.map((x) => ['', x])
      : v !== null && typeof v === 'object'
        ? Object.entries(v).map(([k, x]) => [`${JSON.stringify(k)}: `, x])
        : undefined;
    if (entries === undefined || entries.length === 0 || one.length <= width) {
      lines.push(one);
      return;
    }
    lines.push(`${pad}${prefix}${Array.isArray(v) ? '[' : '{'}`);
    entries.forEach(([key, x], i) => write(x, depth + 1, key, i < entries.length - 1 ? ',' : ''));
    lines.push(`${pad}${Array.isArray(v) ? ']' : '}'}${comma}`);
  };
  write(value, 0, '', '');
  return lines.join('\n');
}
