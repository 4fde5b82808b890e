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

  it('measures a line after the ISO 8601 timestamp it starts with (GitHub Actions, docker and kubectl logs with timestamps)', () => {
    expect(width('2026-12-03T10:01:53.3351150Z    88:3   error  no-floating-promises')).toBe(3);
    expect(width('2026-12-03T10:01:53.3159253Z /home/runner/work/shop/src/a.ts')).toBe(0);
    expect(width('2026-12-03 10:01:53,123   File "app.py", line 3')).toBe(2);
    expect(width('2026-12-03T10:01:53+02:00 \tat Main.run(Main.java:9)')).toBe(1);
    expect(width('2026-12-03T10:01:53Z ')).toBe(-1);
    expect(width('2026-12-03T10:01:53Z')).toBe(0);
    // Not a timestamp and a space: measured from the line's start.
    expect(width('2026-12-03T10:01:53Z_x')).toBe(0);
    expect(width('2026-12-0310:01:53 x')).toBe(0);
    expect(width('  2026-12-03T10:01:53Z  x')).toBe(2);
  });

  it("counts an ASCII tree's rails and branch up to its item, after a log level in brackets (Maven, Gradle, tree --charset ascii)", () => {
    expect(width('[INFO] com.acme.ledgerline:billing-service:jar:3.14.0-SNAPSHOT')).toBe(0);
    expect(width('[INFO] +- com.acme.platform:config-client:jar:2.4.0:compile')).toBe(3);
    expect(width('[INFO] |  +- org.yaml:snakeyaml:jar:1.33:compile')).toBe(6);
    expect(width('[INFO] |  |  \\- org.slf4j:slf4j-api:jar:2.0.16:compile')).toBe(9);
    expect(width('[WARNING]   from pom.xml')).toBe(2);
    expect(width('+--- org.springframework:spring-core:6.1.13')).toBe(5);
    expect(width('|    \\--- org.yaml:snakeyaml:1.33')).toBe(10);
    expect(width('|-- src')).toBe(4);
    expect(width('|   `-- main.ts')).toBe(8);
    // No branch: a Markdown table, its rule, a YAML list item, a table border, a diff's header, a bracket that is no level.
    expect(width('| a | b |')).toBe(0);
    expect(width('|---|---|')).toBe(0);
    expect(width('- name: web')).toBe(0);
    expect(width('  - name: web')).toBe(2);
    expect(width('+---+---+')).toBe(0);
    expect(width('--- a/src/main.ts')).toBe(0);
    expect(width('[x] done')).toBe(0);
    expect(width('[INFO]')).toBe(0);
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
