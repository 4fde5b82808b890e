import { describe, expect, it } from 'vitest';
import { MOST_RECORD_LINES } from './flat-records.js';
import { recordConjunctions } from './record-conjunctions.js';

/** LDAP entries, empty lines between them: a title on one line, an office on another. */
function entries(count: number, managerAt: (i: number) => boolean, extra: readonly string[] = []): string {
  return Array.from({ length: count }, (_, i) =>
    [
      `dn: uid=u${i},ou=staff,dc=example,dc=org`,
      `cn: Person ${i}`,
      `title: ${managerAt(i) ? 'Depot Manager' : 'Driver'}`,
      `physicalDeliveryOfficeName: ${i % 3 === 0 ? 'Exeter' : 'Plymouth'} TMD`,
      `mobile: +44 7700 ${String(900_000 + i)}`,
      ...extra,
    ].join('\n'),
  ).join('\n\n');
}

const found = (text: string, terms: readonly string[], keep = 5) =>
  recordConjunctions(text, { terms, common: terms.map((_, t) => t), from: 0, to: text.length, keep }).map((w) => ({
    terms: w.terms.map((t) => terms[t]),
    lines: w.lines.map((l) => text.slice(l.start, l.end)),
  }));

describe('recordConjunctions', () => {
  it('finds the records where common words meet, each on a line of its own, and gives each one line: the one with the most of them', () => {
    // Managers every 7th entry, Exeter every 3rd: both in entries 0, 21, 42, 63.
    const text = entries(80, (i) => i % 7 === 0);
    expect(found(text, ['manager', 'exeter'])).toEqual([
      {
        terms: ['manager', 'exeter'],
        lines: ['title: Depot Manager', 'title: Depot Manager', 'title: Depot Manager', 'title: Depot Manager'],
      },
    ]);
    // The office's line holds two of the words, the title's one: the office's is given.
    expect(found(text, ['manager', 'exeter', 'tmd'])[0]?.lines).toEqual(
      Array.from({ length: 4 }, () => 'physicalDeliveryOfficeName: Exeter TMD'),
    );
    // More such records than `keep`: none.
    expect(found(text, ['manager', 'exeter'], 3)).toEqual([]);
  });

  it('gives the smallest rare set of those records hold whole, and none of one word', () => {
    const text = entries(80, (i) => i === 42);
    // One record holds `manager`, `exeter` and `tmd` (each one's office is a TMD); 26 more `exeter` and `tmd`: too many.
    expect(found(text, ['manager', 'exeter', 'tmd']).map((w) => w.terms)).toEqual([['manager', 'exeter', 'tmd']]);
    expect(found(text, ['manager'])).toEqual([]);
  });

  it('counts no record longer than MOST_RECORD_LINES, and finds nothing with no breaks between records', () => {
    const long = entries(
      80,
      (i) => i % 7 === 0,
      Array.from({ length: MOST_RECORD_LINES }, (_, k) => `description: line ${k}`),
    );
    expect(found(long, ['manager', 'exeter'])).toEqual([]);
    const flat = entries(80, (i) => i % 7 === 0).replaceAll('\n\n', '\n');
    expect(found(flat, ['manager', 'exeter'])).toEqual([]);
  });
});
