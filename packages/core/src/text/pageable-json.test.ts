import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldSmallContainers } from './fold-small-containers.js';
import { MAX_JSON_LINE_CHARS, pageableJson } from './pageable-json.js';

describe('pageableJson', () => {
  it('indents a one-line object, keeping every string and number as written, and folds what fits on a line', () => {
    const text =
      ' {"id":12345678901234567890,"price":1.50,"e":1E3,"s":"a\\"b\\\\","u":"\\u00e9\\/","empty":{},"none":[],"list":[1,[2,{}]]}\n';
    expect(pageableJson(text)).toEqual({
      kind: 'json',
      text: [
        '{',
        '  "id": 12345678901234567890,',
        '  "price": 1.50,',
        '  "e": 1E3,',
        '  "s": "a\\"b\\\\",',
        '  "u": "\\u00e9\\/",',
        '  "empty": {},',
        '  "none": [],',
        '  "list": [1, [2, {}]]',
        '}',
      ].join('\n'),
    });
  });

  it('writes an array one compact record a line, with spaces between tokens dropped', () => {
    expect(pageableJson('[{"id": 1, "tags": ["a", "b"]}, {"id": 2}, 3, "x", [4, 5]]')).toEqual({
      kind: 'jsonl',
      text: ['{"id":1,"tags":["a","b"]}', '{"id":2}', '3', '"x"', '[4,5]'].join('\n'),
    });
  });

  it('indents an array with a record longer than MAX_JSON_LINE_CHARS', () => {
    const long = 'x'.repeat(MAX_JSON_LINE_CHARS);
    expect(pageableJson(`[{"a":"${long}"},{"b":2}]`)).toEqual({
      kind: 'json',
      text: ['[', '  {', `    "a": "${long}"`, '  },', '  {"b": 2}', ']'].join('\n'),
    });
  });

  it('leaves text with line breaks, other JSON, empty documents and what is not JSON', () => {
    for (const text of [
      '{\n"a": 1}',
      '[1,\n2]',
      '"just a string"',
      '42',
      '{}',
      '[ ]',
      '{"a":1',
      '{"a":1} trailing',
      'ERROR: {"a":1}',
      '',
      '   ',
    ])
      expect(pageableJson(text)).toBeUndefined();
  });

  it('lays a one-line document out as JSON.stringify would lay its value out: one record a line for an array, else indented by 2 and folded', () => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue(), { minLength: 1 })), (value) => {
        const laid = pageableJson(JSON.stringify(value));
        const records = Array.isArray(value) && value.every((record) => JSON.stringify(record).length <= MAX_JSON_LINE_CHARS);
        if (Object.keys(value).length === 0) expect(laid).toBeUndefined();
        else if (records) expect(laid).toEqual({ kind: 'jsonl', text: value.map((record) => JSON.stringify(record)).join('\n') });
        else expect(laid).toEqual({ kind: 'json', text: foldSmallContainers(JSON.stringify(value, null, 2)) });
      }),
    );
  });

  it('changes only whitespace between tokens, whatever whitespace the text had', () => {
    const spaced = fc
      .tuple(fc.jsonValue(), fc.constantFrom('', ' ', '  '))
      .filter(([value]) => typeof value === 'object' && value !== null && Object.keys(value).length > 0)
      .map(([value, space]) => JSON.stringify(value).replace(/([,:[{])/g, `$1${space}`));
    fc.assert(
      fc.property(spaced, (text) => {
        // The separators inside strings are spaced too: they are part of the tokens and must stay.
        const laid = pageableJson(text);
        expect(laid).toBeDefined();
        // JSON lines are the array's records: with brackets and commas around them, the document again.
        const whole = laid!.kind === 'json' ? laid!.text : `[${laid!.text.split('\n').join(',')}]`;
        expect(JSON.parse(whole)).toEqual(JSON.parse(text));
        expect(squeeze(whole)).toBe(squeeze(text));
      }),
    );
  });
});

/** The tokens of valid JSON text, whitespace between them dropped: the strings as written. */
function squeeze(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|\s+/g, (token) => (token.startsWith('"') ? token : ''));
}
