import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_MATCHES, MAX_OUTPUT_CHARS, searchFile, viewFile } from './file-tools.js';

const dir = mkdtempSync(join(tmpdir(), 'file-tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('search_file', () => {
  it('returns the matching lines after their line numbers, and a footer with the count', async () => {
    const path = file('log.txt', 'a ok\nb FATAL one\nc ok\nd FATAL two');
    expect(await searchFile(path, 'FATAL', 0, 0)).toBe(
      `2: b FATAL one\n--\n4: d FATAL two\n[matches 1-2 of 2 for 'FATAL' in ${path} (4 lines)]`,
    );
    expect(await searchFile(path, 'F[A-Z]+ two', 0, 0)).toBe(`4: d FATAL two\n[matches 1-1 of 1 for 'F[A-Z]+ two' in ${path} (4 lines)]`);
    expect(await searchFile(path, 'nope')).toBe(`[No line of ${path} matches 'nope' (4 lines searched).]`);
  });

  it('shows a window of 200 chars either side of each match in a line over 500 chars', async () => {
    const line = `${'x'.repeat(300)}NEEDLE${'y'.repeat(300)}NEEDLE${'z'.repeat(300)}`;
    const path = file('one-line.json', line);
    expect(await searchFile(path, 'NEEDLE')).toBe(
      [
        `1:301: …${'x'.repeat(200)}NEEDLE${'y'.repeat(200)}…`,
        `1:607: …${'y'.repeat(200)}NEEDLE${'z'.repeat(200)}…`,
        `[matches 1-2 of 2 for 'NEEDLE' in ${path} (1 lines)]`,
      ].join('\n'),
    );
  });

  it(`stops at ${MAX_MATCHES} matches or ${MAX_OUTPUT_CHARS} chars, and its footer gives the call for the next ones`, async () => {
    const path = file('many.txt', Array.from({ length: 250 }, (_, i) => `hit ${i}`).join('\n'));
    const first = await searchFile(path, 'hit');
    expect(first.split('\n')).toHaveLength(MAX_MATCHES + 3); // and the 2 lines of context after the last;
    expect(first.split('\n').at(-1)).toBe(
      `[matches 1-100 of 250 for 'hit' in ${path} (250 lines); next: search_file(path='${path}', pattern='hit', offset=100)]`,
    );
    expect((await searchFile(path, 'hit', 200, 0)).split('\n')).toEqual([
      ...Array.from({ length: 50 }, (_, i) => `${201 + i}: hit ${200 + i}`),
      `[matches 201-250 of 250 for 'hit' in ${path} (250 lines)]`,
    ]);
    const around = file('around.txt', ['a', 'b', 'hit one', 'c', 'd', 'e', 'f', 'hit two', 'g'].join('\n'));
    expect(await searchFile(around, 'hit')).toBe(
      [
        '1: a',
        '2: b',
        '3: hit one',
        '4: c',
        '5: d',
        '6: e',
        '7: f',
        '8: hit two',
        '9: g',
        `[matches 1-2 of 2 for 'hit' in ${around} (9 lines)]`,
      ].join('\n'),
    );
    expect(await searchFile(around, 'HIT', 0, 0, true)).toBe(
      ['3: hit one', '--', '8: hit two', `[matches 1-2 of 2 for 'HIT' in ${around} (9 lines)]`].join('\n'),
    );

    const wide = file('wide.txt', Array.from({ length: 20 }, (_, i) => `${i} hit ${'w'.repeat(480)}`).join('\n'));
    const page = await searchFile(wide, 'hit');
    expect(page.split('\n').at(-1)).toBe(
      `[matches 1-6 of 20 for 'hit' in ${wide} (20 lines); next: search_file(path='${wide}', pattern='hit', offset=6)]`,
    );
    expect(page.length - page.split('\n').at(-1)!.length).toBeLessThanOrEqual(MAX_OUTPUT_CHARS);
  });
});

describe('view_file', () => {
  it('returns lines from offset with their numbers, a long line cut, and the call for the next lines', async () => {
    const path = file('view.txt', ['one', 'two', 'L'.repeat(600), 'four'].join('\n'));
    expect(await viewFile(path, 1, 2)).toBe(
      `2: two\n3: ${'L'.repeat(500)}…\n[lines 2-3 of 4 in ${path}; next: view_file(path='${path}', offset=3, limit=2)]`,
    );
    expect(await viewFile(path, 3)).toBe(`4: four\n[lines 4-4 of 4 in ${path}]`);
  });
});
