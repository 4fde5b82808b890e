import { describe, expect, it } from 'vitest';
import { headingLevel, indentWidth } from './line-depth.js';

const width = (line: string) => indentWidth(line, 0, line.length);
const level = (line: string) => headingLevel(line, 0, line.length);

describe('indentWidth', () => {
  it('counts spaces, tabs and the box-drawing chars of a tree; a blank line is -1', () => {
    expect(width('services:')).toBe(0);
    expect(width('    image: pay:1.2')).toBe(4);
    expect(width('\t/build/credit.go:143')).toBe(1);
    expect(width('├─┬ legacy-xml@0.4.2')).toBe(4);
    expect(width('│ ├── lodash@3.10.1')).toBe(6);
    expect(width('│   └── index.ts')).toBe(8);
    expect(width('| a | b |')).toBe(0);
    expect(width('  \t ')).toBe(-1);
    expect(width('')).toBe(-1);
    expect(indentWidth('xx  yy', 2, 6)).toBe(2);
  });
});

describe('headingLevel', () => {
  it('is the number of #s of a Markdown heading, and 0 for any other line', () => {
    expect(level('# Changelog')).toBe(1);
    expect(level('## 2.4.7 (2021-05-17)')).toBe(2);
    expect(level('###### six')).toBe(6);
    expect(level('####### seven')).toBe(0);
    expect(level('#hashtag')).toBe(0);
    expect(level('#  two spaces')).toBe(0);
    expect(level('# ')).toBe(0);
    expect(level('  # indented')).toBe(0);
    expect(level('text # not')).toBe(0);
  });
});
