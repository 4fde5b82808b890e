import { describe, expect, it } from 'vitest';
import { lineOf } from '../test/signal-lines.js';
import { smallBlock } from './small-block.js';

const numbers = (text: string, n: number) => smallBlock(text, lineOf(text, n), { from: 0, to: text.length })?.map((l) => l.line);

describe('smallBlock', () => {
  const json = JSON.stringify(
    {
      id: 'MA-1',
      property: { town: 'Harrogate', price: 395000 },
      valuation: { type: 'PHYSICAL', value: 387500, comments: 'below the agreed price' },
    },
    null,
    2,
  );

  it('gives the object a field is in, from its key to its closing brace, but the pick', () => {
    expect(json.split('\n')[9]).toBe('    "comments": "below the agreed price"');
    expect(numbers(json, 10)).toEqual([7, 8, 9, 11]);
    // A key whose object starts on the next line heads the block.
    expect(numbers(json, 7)).toEqual([8, 9, 10, 11]);
  });

  it('gives the lines a line heads when the one under it is indented more, up to a line indented as it is', () => {
    const report = [
      '-----',
      'AUD-26  ASTER  VIN SCVA3K4C7TK118204',
      '  Colour  Pearl White',
      '  Findings',
      '    B  Closures  Gap RH front door 6.3 mm',
      '    D  Labels    Tyre label skewed',
      '-----',
      'AUD-27  BRIO  VIN SCVB2X7E4TK119353',
    ].join('\n');
    expect(numbers(report, 2)).toEqual([3, 4, 5, 6]);
    // In YAML, the key of the block a field is in, down to the next key at its indentation (not included).
    const yaml = ['pods:', '- name: api', '  image: api:1.2', '  restarts: 0', '- name: web', '  image: web:3.1'].join('\n');
    expect(numbers(yaml, 3)).toEqual([2, 4]);
  });

  it('gives nothing for a block over 12 lines, a line among lines of its indentation at the top, or past a blank line', () => {
    const big = ['item:', ...Array.from({ length: 14 }, (_, i) => `  field${i}: ${i}`)].join('\n');
    expect(numbers(big, 5)).toBeUndefined();
    expect(numbers('a: 1\nb: 2\nc: 3', 2)).toBeUndefined();
    expect(numbers('item:\n\n  x: 1', 3)).toBeUndefined();
  });
});
