import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellingVariants } from './spelling-variants.js';

describe('spellingVariants', () => {
  it('joins the words of a name otherwise, lower-cased, and gives its last word in the other number', () => {
    expect(spellingVariants('refund-amount')).toEqual(['refund_amount', 'refund amount', 'refundamount', 'refund-amounts']);
    expect(spellingVariants('Retry budgets')).toEqual(['retry-budgets', 'retry_budgets', 'retrybudgets', 'retry budget']);
    expect(spellingVariants('max_retry-count')).toEqual([
      'max-retry-count',
      'max_retry_count',
      'max retry count',
      'maxretrycount',
      'max_retry-counts',
    ]);
  });

  it('gives a word in the other number, as English forms it', () => {
    const pairs = [
      ['substitutions', 'substitution'],
      ['limit', 'limits'],
      ['policies', 'policy'],
      ['policy', 'policies'],
      ['boxes', 'box'],
      ['matches', 'match'],
      ['match', 'matches'],
      ['address', 'addresses'],
      ['addresses', 'address'],
      ['Days', 'day'],
      ['keys', 'key'],
    ];
    for (const [word, other] of pairs) expect(spellingVariants(word!)).toEqual([other]);
  });

  it('gives no other number for a short word, a verb form or a word that ends as a singular does, and nothing for words joined otherwise', () => {
    for (const pattern of ['box', 'day', 'killed', 'pending', 'status', 'analysis', 'a.b', 'a/b', 'x: y', 'a--b', 'a _b', '-a', 'a-'])
      expect(spellingVariants(pattern)).toEqual([]);
    expect(spellingVariants('OOM-killed')).toEqual(['oom_killed', 'oom killed', 'oomkilled']);
  });

  it('never gives the pattern itself, and each variant has the same words', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), fc.constantFrom('-', '_', ' '), (words, joiner) => {
        const pattern = words.join(joiner);
        const variants = spellingVariants(pattern).slice(0, 3);
        expect(variants).toHaveLength(3);
        expect(variants).not.toContain(pattern);
        for (const variant of variants) expect(variant.replace(/[-_ ]/g, '')).toBe(words.join(''));
      }),
    );
  });
});
