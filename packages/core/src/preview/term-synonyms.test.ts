import { describe, expect, it } from 'vitest';
import { SYNONYM_GROUPS, termSynonyms } from './term-synonyms.js';

describe('termSynonyms', () => {
  it('gives the other stems of each group a term starts a word of, once, in group order', () => {
    expect(termSynonyms(['resource', 'delet'])).toEqual(['destroy', 'remov', 'drop', 'purg', 'eras', 'evict']);
    expect(termSynonyms(['removal', 'latency'])).toEqual([
      'delet',
      'destroy',
      'remov',
      'drop',
      'purg',
      'eras',
      'evict',
      'slow',
      'latenc',
      'delay',
      'timeout',
    ]);
    expect(termSynonyms(['resource', 'plan'])).toEqual([]);
    // A full disk is "no space left on device" (ENOSPC); how long data is kept is its retention or TTL.
    expect(termSynonyms(['disk'])).toEqual(['storage', 'volume', 'space', 'enospc']);
    expect(termSynonyms(['keep', 'data'])).toEqual(['retain', 'retent', 'ttl']);
    // What a quota or a budget has left is what remains of it, its `"remaining"`.
    expect(termSynonyms(['quota', 'left'])).toEqual(['remain']);
    expect(termSynonyms(['remain'])).toEqual(['left']);
    // What is stuck is often held (a parcel held at customs) or jammed (a belt's `cause=JAM`); a URL
    // is an endpoint, written http(s)://.
    expect(termSynonyms(['stuck'])).toEqual(['hang', 'freez', 'frozen', 'deadlock', 'held', 'jam']);
    expect(termSynonyms(['backend', 'url'])).toEqual(['uri', 'endpoint', 'http']);
    // What a project is using is its usage, what it has used, its utilisation or consumption; a
    // user is not.
    expect(termSynonyms(['space', 'using'])).toEqual([
      'disk',
      'storage',
      'volume',
      'enospc',
      'usag',
      'used',
      'utilis',
      'utiliz',
      'consumption',
    ]);
    expect(termSynonyms(['user'])).toEqual([]);
  });

  it('leaves out a stem a term already finds, since it starts it', () => {
    expect(termSynonyms(['stop', 'kill'])).toEqual(['terminat', 'shut', 'halt']);
  });

  it('holds lower-case stems of 3 letters or more, each in one group only', () => {
    const all = SYNONYM_GROUPS.flat();
    expect(all.every((stem) => /^[a-z]{3,}$/.test(stem))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});
