import { describe, expect, it } from 'vitest';
import { askedInSection, fieldsDownTo, recordBody } from './record-body.js';

/** The record `recordBody` finds under the line `number` (1-based) of `lines`, as the lines' texts. */
function bodyOf(lines: readonly string[], number: number, background: readonly string[] = []): string[] {
  const text = lines.join('\n');
  const start = lines.slice(0, number - 1).reduce((sum, line) => sum + line.length + 1, 0);
  const body = recordBody(text, { line: number, start, end: start + lines[number - 1]!.length }, { to: text.length, background });
  return body.map((span) => {
    expect(text.slice(span.start, span.end)).toBe(lines[span.line - 1]);
    return lines[span.line - 1]!;
  });
}

describe('recordBody', () => {
  const dpkg = [
    'Package: libfoo1',
    'Depends: libc6 (>= 2.31), tzdata',
    '',
    'Package: tzdata',
    'Status: install ok installed',
    'Priority: required',
    'Version: 2021a-1+deb11u8',
    'Description: time zone and daylight-saving time data',
    ' This package contains data required for the implementation of',
    '',
    'Package: libbar2',
  ];

  it('gives the fields of a paragraph under the line that opens it, continuation lines included, up to the blank line', () => {
    expect(bodyOf(dpkg, 4)).toEqual(dpkg.slice(4, 9));
  });

  it('gives nothing for a line inside a record: a mention of the item, not the item', () => {
    expect(bodyOf(dpkg, 2)).toEqual([]);
    expect(bodyOf(dpkg, 6)).toEqual([]);
  });

  it('gives the lines indented under a header, up to the next line at its indentation', () => {
    const lock = [
      '# yarn lockfile v1',
      '',
      'minimist@0.0.8:',
      '  version "0.0.8"',
      '  resolved "https://registry.yarnpkg.com/minimist/-/minimist-0.0.8.tgz"',
      'minimist@^1.2.6:',
      '  version "1.2.8"',
    ];
    expect(bodyOf(lock, 3)).toEqual(lock.slice(3, 5));
    expect(bodyOf(lock, 6)).toEqual(lock.slice(6));
  });

  it("gives a JSON object's fields after its first one, nested ones with them (not their brackets), up to the object's closing brace or a ---", () => {
    const json = [
      '[',
      '  {',
      '    "name": "queue-herder",',
      '    "scripts": {',
      '      "test": "vitest"',
      '    },',
      '    "license": "MIT"',
      '  },',
      '  {',
    ];
    expect(bodyOf(json, 3)).toEqual(['    "scripts": {', '      "test": "vitest"', '    "license": "MIT"']);
    const yaml = ['---', 'kind: ConfigMap', 'metadata:', '  name: a', '---', 'kind: Secret'];
    expect(bodyOf(yaml, 2)).toEqual(['metadata:', '  name: a']);
  });

  it('ends a log line’s record at the next log line, gives none when that comes first, and stops at 10 lines', () => {
    const log = ['', '2026-12-03T10:00:00Z INFO start', 'detail one', '2026-12-03T10:00:01Z INFO next'];
    expect(bodyOf(log, 2, ['0-0-0a0:0:0a a'])).toEqual(['detail one']);
    expect(bodyOf(log.slice(0, 2).concat(log.slice(3)), 2, ['0-0-0a0:0:0a a'])).toEqual([]);
    const long = ['Package: many', ...Array.from({ length: 14 }, (_, i) => `Field-${i}: value ${i}`)];
    expect(bodyOf(long, 1)).toEqual(long.slice(1, 11));
  });
});

describe('fieldsDownTo', () => {
  /** The lines `fieldsDownTo` gives under the line `number` (1-based) of `lines`, down to one holding `word`. */
  function fieldsOf(lines: readonly string[], number: number, word: string): string[] {
    const text = lines.join('\n');
    const start = lines.slice(0, number - 1).reduce((sum, line) => sum + line.length + 1, 0);
    const line = { line: number, start, end: start + lines[number - 1]!.length };
    return fieldsDownTo(text, line, { to: text.length }, (from, to) => text.slice(from, to).includes(word)).map((span) => {
      expect(text.slice(span.start, span.end)).toBe(lines[span.line - 1]);
      return lines[span.line - 1]!;
    });
  }
  const parcel = [
    '    "properties": {',
    '      "SITE_ADDR": "1418 LARKSPUR LN",',
    '      "SITE_CITY": "MILLBROOK",',
    '      "SITE_ZIP": "97229",',
    '      "ZONING": "CM2",',
    '      "LAND_USE": "OFFICE"',
    '    }',
  ];

  it('gives the sibling fields down to the nearest one with the word, that one included', () => {
    expect(fieldsOf(parcel, 2, 'ZONING')).toEqual(parcel.slice(2, 5));
    expect(fieldsOf(parcel, 2, 'SITE_CITY')).toEqual(parcel.slice(2, 3));
  });

  it('gives them up to 10 lines down: the capacity seven fields under a station name', () => {
    const six = Array.from({ length: 6 }, (_, i) => `      "F${i}": ${i},`);
    expect(fieldsOf([...parcel.slice(0, 2), ...six, ...parcel.slice(2)], 2, 'ZONING')).toEqual([...six, ...parcel.slice(2, 5)]);
  });

  it('gives none past 10 lines, past the end of the object, past a line indented otherwise, or for an unindented line', () => {
    expect(fieldsOf(parcel, 1, 'ZONING')).toEqual([]);
    const eight = Array.from({ length: 8 }, (_, i) => `      "F${i}": ${i},`);
    expect(fieldsOf([...parcel.slice(0, 2), ...eight, ...parcel.slice(2)], 2, 'ZONING')).toEqual([]);
    expect(fieldsOf(parcel, 4, '}')).toEqual([]);
    expect(fieldsOf(['      "A": {', '        "B": 1', '      },', '      "ZONING": "R-1"'], 1, 'ZONING')).toEqual([]);
    expect(fieldsOf(['Name: a', 'Zone: b'], 1, 'Zone')).toEqual([]);
  });
});

describe('askedInSection', () => {
  /** The line `askedInSection` gives under the line `number` (1-based) of `lines`, counting the given words on each line. */
  function askedOf(
    lines: readonly string[],
    number: number,
    words: readonly string[],
    skip?: (line: number) => boolean,
  ): string | undefined {
    const text = lines.join('\n');
    const start = lines.slice(0, number - 1).reduce((sum, line) => sum + line.length + 1, 0);
    const line = { line: number, start, end: start + lines[number - 1]!.length };
    const held = (from: number, to: number) => words.flatMap((word, i) => (text.slice(from, to).includes(word) ? [i] : []));
    const found = askedInSection(text, line, { to: text.length }, held, undefined, skip);
    for (const span of found ?? []) expect(text.slice(span.start, span.end)).toBe(lines[span.line - 1]);
    return found?.map((span) => `${span.line}: ${lines[span.line - 1]}`).join('\n');
  }
  const disk = (serial: string, hours: number) => [
    `Serial Number:    ${serial}`,
    'Firmware Version: SN03',
    'SMART support is: Enabled',
    'ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH RAW_VALUE',
    '  4 Start_Stop_Count        0x0032   100   100   020    28',
    `  9 Power_On_Hours          0x0032   074   074   000    ${hours}`,
    'Num  Test_Description    Status      LifeTime(hours)',
  ];

  it('gives the line below with the most words the pick lacks, at least 2, the nearest among equals', () => {
    expect(askedOf(disk('ZL2F8Q4N', 26_518), 1, ['Power_On', 'Hours', 'hours'])).toBe(
      '6:   9 Power_On_Hours          0x0032   074   074   000    26518',
    );
    expect(askedOf([...disk('A', 1), ...disk('B', 2)], 1, ['Status', 'hours'])).toBe(
      '7: Num  Test_Description    Status      LifeTime(hours)',
    );
  });

  it('stops at the next line shaped like the pick, and gives none for a line with one such word', () => {
    expect(askedOf(['Serial Number:    A', ...disk('B', 2)], 1, ['Power_On', 'Hours'])).toBeUndefined();
    expect(askedOf(disk('A', 1), 1, ['Power_On'])).toBeUndefined();
  });

  /** A container of a Kubernetes deployment, its environment first, then its resources. */
  const container = [
    '    spec:',
    '      containers:',
    '      - env:',
    '        - name: PUSH_MORNING_CRON',
    '          value: "0 30 5 * * *"',
    '        image: registry/push-worker:2.6.2',
    '        name: push-worker',
    '        resources:',
    '          limits:',
    '            cpu: "1"',
    '            memory: 640Mi',
    '          requests:',
    '            memory: 512Mi',
  ];

  it('counts the words of the lines a line is under, and shows those with the line', () => {
    // The `memory:` under `limits:`, not the one under `requests:`.
    expect(askedOf(container, 4, ['memory', 'limit'])).toBe('9:           limits:\n11:             memory: 640Mi');
  });

  it('between lines with as many words, takes the one whose words are on fewer lines of the section', () => {
    // `push` and `worker` are on two lines each, the container's name; `memory` on two, `limit` on one.
    expect(askedOf(container, 4, ['push', 'worker', 'memory', 'limit'])).toBe('9:           limits:\n11:             memory: 640Mi');
    expect(askedOf(container, 4, ['push', 'worker'])).toBe('6:         image: registry/push-worker:2.6.2');
  });

  it('passes over the lines it is told to skip', () => {
    expect(askedOf(container, 4, ['push', 'worker'], (line) => line === 6)).toBe('7:         name: push-worker');
  });

  it('counts the words of the fields above a line in the list item it is in, and shows those with the line: the serial of the barometer', () => {
    const station = [
      '  - station_id: NM06017',
      '    name: Carnwick Bridge',
      '    logger:',
      '      model: Campbell CR1000X',
      '      serial: 68009',
      '    sensors:',
      '      - variable: air_pressure',
      '        instrument: barometer',
      '        model: Vaisala PTB330',
      '',
      '        serial: P4720017',
      '      - variable: air_temperature',
      '        instrument: thermometer',
      '        serial: R6380349',
    ];
    expect(askedOf(station, 2, ['serial', 'barometer'])).toBe('8:         instrument: barometer\n11:         serial: P4720017');
    // Not those of the item before it.
    expect(askedOf(station, 2, ['serial', 'thermometer'])).toBe('13:         instrument: thermometer\n14:         serial: R6380349');
    expect(askedOf(station, 2, ['barometer', 'R6380349'])).toBeUndefined();
    // Nor those of a block that is no list item's (the logger's model and serial), nor those of an
    // item closed by a line less indented than they are.
    expect(askedOf(station, 2, ['serial', 'Campbell'])).toBeUndefined();
    const after = [...station.slice(0, 9), '    logger:', '      calibration:', '        serial: 68009'];
    expect(askedOf(after, 2, ['serial', 'barometer'])).toBeUndefined();
    const json = [
      '{',
      '  "name": "Carnwick Bridge",',
      '  "sensors": [',
      '    {',
      '      "instrument": "barometer",',
      '      "serial": "P4720017"',
      '    }',
      '  ]',
      '}',
    ];
    expect(askedOf(json, 2, ['serial', 'barometer'])).toBe('5:       "instrument": "barometer",\n6:       "serial": "P4720017"');
  });

  it("ends an indented line's section at the first line no more indented than the line it is under: its bracket, the list's next item", () => {
    const deployment = [...container.slice(0, 8), '  status:', '    limits:', '      memory: 1Gi'];
    expect(askedOf(deployment, 4, ['memory', 'limit'])).toBeUndefined();
    // The next container of the list, not the one whose environment was picked.
    const sidecar = [...container.slice(0, 7), '      - name: sidecar', '        limits:', '          memory: 1Gi'];
    expect(askedOf(sidecar, 4, ['memory', 'limit'])).toBeUndefined();
    expect(askedOf([...deployment.slice(0, 8), '        limits:', '          memory: 1Gi'], 4, ['memory', 'limit'])).toBe(
      '9:         limits:\n10:           memory: 1Gi',
    );
    // The panel after the one whose title was picked holds the words, past the `},` that closes it.
    const panels = [
      '  {',
      '    "title": "Ledger write p99",',
      '    "type": "timeseries"',
      '  },',
      '  {',
      '    "datasource": {',
      '      "uid": "P0001"',
    ];
    expect(askedOf(panels, 2, ['datasource', 'uid'])).toBeUndefined();
    expect(askedOf([...panels.slice(0, 3), ...panels.slice(5)], 2, ['datasource', 'uid'])).toBe(
      '4:     "datasource": {\n5:       "uid": "P0001"',
    );
  });
});
