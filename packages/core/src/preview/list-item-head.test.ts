import { describe, expect, it } from 'vitest';
import { lineOf } from '../test/signal-lines.js';
import { listItemHead, MOST_ITEM_HEAD_LINES } from './list-item-head.js';

const head = (text: string, n: number) => listItemHead(text, lineOf(text, n), { from: 0, to: text.length })?.line;

describe('listItemHead', () => {
  const yaml = [
    'olt: olt-inv-03',
    'subscribers:',
    '  - subscriber_id: CVB-0057306',
    '    product: fibre-500',
    '    ont:',
    '      vendor: Nokia',
    '      serial: ALCLB3F0A921',
    '  - subscriber_id: CVB-0057311',
  ].join('\n');

  it("gives a YAML `- ` item's line past a block the pick is nested in, none for a field of the item or the item's own line", () => {
    expect(head(yaml, 7)).toBe(3);
    expect(head(yaml, 5)).toBeUndefined();
    expect(head(yaml, 3)).toBeUndefined();
  });

  it('gives the first field of a JSON object in an array past a block the pick is nested in, none for a field of the object', () => {
    const json = JSON.stringify({ messages: [{ seq: 1, fields: { '11': '418822', '38': 'Q4T7X2' } }] }, null, 2);
    expect(json.split('\n')[3]).toBe('      "seq": 1,');
    expect(head(json, 7)).toBe(4);
    expect(head(json, 5)).toBeUndefined();
  });

  it('gives none for a first line that heads another item alike: it names neither', () => {
    const feature = (id: number) => [
      '    {',
      '      "type": "Feature",',
      '      "properties": {',
      `        "VALVEID": "SV${id}"`,
      '      }',
      '    },',
    ];
    const geojson = ['{', '  "features": [', ...feature(1), ...feature(2), '  ]', '}'].join('\n');
    expect(head(geojson, 6)).toBeUndefined();
  });

  it('gives none past a line at the margin, or further up than its reach', () => {
    expect(head(['items:', '  unit:', '    serial: X1'].join('\n'), 3)).toBeUndefined();
    const far = ['- id: far', '  unit:', ...Array.from({ length: MOST_ITEM_HEAD_LINES - 1 }, (_, i) => `    key${i}: ${i}`)].join('\n');
    expect(head(far, MOST_ITEM_HEAD_LINES + 1)).toBe(1);
    expect(head(`${far}\n    last: 1`, MOST_ITEM_HEAD_LINES + 2)).toBeUndefined();
  });
});
