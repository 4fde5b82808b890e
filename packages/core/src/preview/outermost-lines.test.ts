import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outermostLines } from './outermost-lines.js';
import { salientPreview } from './salient-preview.js';

/** Shops named for their town, each used once: too many uses of the town's name for one to be unusual. */
const SHOPS =
  'Arms Stores Garage Bakery Deli Pharmacy Library Station Market Cafe Inn Mill Farm Hall Lodge School Surgery Chapel Forge Dairy Quay'.split(
    ' ',
  );

/** A route plan: 30 rounds of 8 drops each; round R17 is the Ashcombe round, and `ashcombeDrops` of the drops of other rounds are Ashcombe shops. */
function routes(ashcombeDrops: number, name = (r: number) => (r === 17 ? 'Ashcombe & Brennick Valley' : `Loop ${r}`)): string[] {
  const lines = ['routes:'];
  let inAshcombe = 0;
  for (let r = 1; r <= 30; r++) {
    lines.push(
      `  - id: R${r}`,
      `    name: ${name(r)}`,
      '    vehicle:',
      `      registration: WK${10 + r} HX${String.fromCharCode(64 + r)}`,
      '    drops:',
    );
    for (let d = 1; d <= 8; d++) {
      const shop = r !== 17 && inAshcombe < ashcombeDrops && d === 3 ? `Ashcombe ${SHOPS[inAshcombe++]}` : `Newsagent ${r}-${d}`;
      lines.push(`      - shop: ${shop}`, `        address: "${d} High Street"`);
    }
  }
  return lines;
}

/** The lines `outermostLines` finds for `word` in `lines`. */
function found(lines: readonly string[], word = 'ashcombe'): number[][] {
  const text = lines.join('\n');
  return outermostLines(text, { terms: [word], common: [0], from: 0, to: text.length, keep: 20 }).map((w) => w.lines.map((l) => l.line));
}

describe('outermostLines', () => {
  it("finds the line where a common word is indented less than on all its others: the route named for Ashcombe among Ashcombe's drops", () => {
    const lines = routes(21);
    expect(lines[found(lines)[0]![0]! - 1]).toBe('    name: Ashcombe & Brennick Valley');
    expect(found(lines)).toEqual([[339]]);
  });

  it('finds nothing when the word is on no more than `keep` deeper lines, or on more than 2 lines as shallow', () => {
    expect(found(routes(20))).toEqual([]);
    expect(found(routes(21, (r) => (r % 10 === 7 ? `Ashcombe ${r}` : `Loop ${r}`)))).toEqual([]);
  });

  it('finds nothing when the shallowest line opens a block (a key names a kind, not a thing), or when all lines are indented alike', () => {
    expect(found(['Ashcombe:', ...routes(21).map((line) => `  ${line}`)])).toEqual([]);
    expect(
      found(Array.from({ length: 40 }, (_, i) => `2026-11-19T02:${String(i).padStart(2, '0')}:00Z drop delivered in Ashcombe`)),
    ).toEqual([]);
  });
});

describe('outermostLines, for any lines', () => {
  it('gives only lines of the word indented less than all its other lines, at most 2, with more than `keep` deeper, and none that opens a block', () => {
    const line = fc.tuple(
      fc.integer({ min: 0, max: 6 }),
      fc.constantFrom('ashcombe arms', 'Ashcombe:', 'x: Ashcombe', 'shop', '- ashcombe 4'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (spec) => {
        const lines = spec.map(([indent, body]) => `${' '.repeat(indent)}${body}`);
        const text = lines.join('\n');
        const found = outermostLines(text, { terms: ['ashcombe'], common: [0], from: 0, to: text.length, keep: 5 });
        const withWord = lines.flatMap((l, i) => (/ashcombe/i.test(l) ? [{ line: i + 1, indent: l.length - l.trimStart().length }] : []));
        const least = Math.min(...withWord.map((w) => w.indent));
        const outermost = withWord.filter((w) => w.indent === least);
        const expected =
          outermost.length <= 2 && withWord.length - outermost.length > 5 && !outermost.some((w) => lines[w.line - 1]!.endsWith(':'))
            ? [outermost.map((w) => w.line)]
            : [];
        expect(found.map((w) => w.lines.map((l) => l.line))).toEqual(expected);
      }),
    );
  });
});

describe('salientPreview: the outermost line of a common word', () => {
  it('shows the record the shallowest line of a common request word opens', () => {
    const request = "What's the registration of the van that does the Ashcombe round?";
    const shown = salientPreview(routes(21).join('\n'), { previewChars: 700, request }).text.split('\n');
    expect(shown).toContain('341:       registration: WK27 HXQ');
  });
});
