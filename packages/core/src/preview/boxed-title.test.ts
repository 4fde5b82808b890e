import { describe, expect, it } from 'vitest';
import { lineOf } from '../test/signal-lines.js';
import { boxedTitle, TITLE_REACH } from './boxed-title.js';

const title = (text: string, n: number, from = 0) => boxedTitle(text, lineOf(text, n), { from })?.line;

describe('boxedTitle', () => {
  // `pdsh ... | dshbak`: each host's output under its name, boxed by rules.
  const hosts = [
    '----------------',
    'cn0263',
    '----------------',
    'Product Asset Tag     : HURC-008811',
    '',
    '----------------',
    'cn0264',
    '----------------',
    'FRU Device Description : Builtin FRU Device (ID 0)',
    ' Product Asset Tag     : HURC-008812',
    '',
    'FRU Device Description : PS1 (ID 1)',
    ' Board Mfg             : DELL',
  ].join('\n');

  it("gives the line boxed by the nearest rules above a line, past blank lines and its section's other lines", () => {
    expect(title(hosts, 10)).toBe(7);
    expect(title(hosts, 13)).toBe(7);
    expect(title(hosts, 4)).toBe(2);
    // The window must hold the whole box.
    expect(title(hosts, 10, hosts.indexOf('----------------\ncn0264'))).toBe(7);
    expect(title(hosts, 10, hosts.indexOf('----------------\ncn0264') + 1)).toBeUndefined();
  });

  it('gives none for a rule under a header alone, rules with no word between, a rule out of reach, or none', () => {
    const table = ['id  name', '--  ----', '1   alpha', '2   beta'].join('\n').replace('--  ----', '--------');
    expect(title(table, 4)).toBeUndefined();
    expect(title(`psql output\n${table}`, 5)).toBeUndefined();
    expect(title(['-----', '=====', '-----', 'x'].join('\n'), 4)).toBeUndefined();
    expect(title(['-----', '', '-----', 'x'].join('\n'), 4)).toBeUndefined();
    const far = (lines: number) => ['-----', 'cn01', '-----', ...Array.from({ length: lines }, (_, i) => `line ${i}`)].join('\n');
    expect(title(far(TITLE_REACH), 3 + TITLE_REACH)).toBe(2);
    expect(title(far(TITLE_REACH + 1), 4 + TITLE_REACH)).toBeUndefined();
    expect(title('a\nb\nc', 3)).toBeUndefined();
  });
});
