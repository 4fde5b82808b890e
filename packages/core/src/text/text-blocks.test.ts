import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageableJson, withTextBlocks } from './pageable-json.js';
import { foldTextBlocks, TEXT_BLOCK_CHARS, textBlock } from './text-blocks.js';

const LOG = Array.from(
  { length: 40 },
  (_, i) => `2026-12-01T10:00:${String(i).padStart(2, '0')}Z ${i === 30 ? 'ERROR declined' : 'INFO served'}`,
);

describe('text blocks', () => {
  it('write a long string of several lines as its lines under its key, and fold back to the JSON', () => {
    const value = { stdout: `${LOG.join('\n')}\n`, stderr: 'a\nb', exitCode: 0, lines: [LOG.join('\n')] };
    const laid = pageableJson(JSON.stringify(value))!;
    expect(laid.kind).toBe('text');
    expect(laid.text).toBe(
      [
        '{',
        '  "stdout": """',
        ...LOG.map((line) => `    ${line}`),
        '    ',
        '  """,',
        '  "stderr": "a\\nb",',
        '  "exitCode": 0,',
        '  "lines": [',
        '    """',
        ...LOG.map((line) => `      ${line}`),
        '    """',
        '  ]',
        '}',
      ].join('\n'),
    );
    expect(foldTextBlocks(laid.text)).toBe(JSON.stringify(value, null, 2));
    expect(withTextBlocks(JSON.stringify(value, null, 2))).toBe(laid.text);
  });

  it('leave short strings, strings of fewer than 3 lines, keys and lone surrogates in place', () => {
    const long = 'x'.repeat(TEXT_BLOCK_CHARS);
    expect(textBlock(JSON.stringify(`a\nb\n${'x'.repeat(100)}`), '')).toBeUndefined();
    expect(textBlock(JSON.stringify(`${long}\n${long}`), '')).toBeUndefined();
    expect(textBlock(JSON.stringify(`${long}\n\ud800\nb`), '')).toBeUndefined();
    expect(textBlock(JSON.stringify(`${long}\n\nb`), '  ')).toBe(`"""\n    ${long}\n    \n    b\n  """`);
    const key = `${long}\n\nb`;
    expect(withTextBlocks(JSON.stringify({ [key]: 1 }, null, 2))).toBeUndefined();
    expect(withTextBlocks(JSON.stringify({ [key]: key }, null, 2))).toContain(`"""`);
    expect(foldTextBlocks('{\n  "a": 1\n}')).toBeUndefined();
    // Not a JSON string: left, never thrown.
    expect(textBlock(`"${long}\\n\\n\\q"`, '')).toBeUndefined();
  });

  it('refuse to fold a layout whose block is not closed', () => {
    expect(foldTextBlocks('{\n  "a": """\n    x\n}')).toBeUndefined();
  });

  it('fold back to the same value for any document with strings of any lines', () => {
    const lines = fc.array(fc.oneof(fc.string(), fc.constantFrom('"""', '  """', '', '\r', '\\n', '  x')), { minLength: 3, maxLength: 8 });
    const text = lines.map((parts) => `${parts.join('\n')}\n${'y'.repeat(TEXT_BLOCK_CHARS)}`);
    const value = fc.dictionary(fc.string(), fc.oneof(text, fc.array(text, { maxLength: 2 }), fc.jsonValue()), { minKeys: 1 });
    fc.assert(
      fc.property(value, (document) => {
        const json = JSON.stringify(document, null, 2);
        const laid = withTextBlocks(json) ?? json;
        // As JSON has it (-0 is written 0).
        expect(JSON.parse(foldTextBlocks(laid) ?? laid)).toEqual(JSON.parse(json));
      }),
    );
  });
});
