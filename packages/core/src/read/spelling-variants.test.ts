import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellingVariants } from './spelling-variants.js';

describe('spellingVariants', () => {
  it('joins the words of a name otherwise, lower-cased', () => {
    expect(spellingVariants('refund-rounding')).toEqual(['refund_rounding', 'refund rounding', 'refundrounding']);
    expect(spellingVariants('Retry budget')).toEqual(['retry-budget', 'retry_budget', 'retrybudget']);
    expect(spellingVariants('max_retry-count')).toEqual(['max-retry-count', 'max_retry_count', 'max retry count', 'maxretrycount']);
  });

  it('gives none for one word, or for words joined by anything else or by two joiners', () => {
    for (const pattern of ['refund', 'retryBudget', 'a.b', 'a/b', 'a--b', 'a _b', '-a', 'a-', 'x: y'])
      expect(spellingVariants(pattern)).toEqual([]);
  });

  it('never gives the pattern itself, and each variant has the same words', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), fc.constantFrom('-', '_', ' '), (words, joiner) => {
        const pattern = words.join(joiner);
        const variants = spellingVariants(pattern);
        expect(variants).toHaveLength(3);
        expect(variants).not.toContain(pattern);
        for (const variant of variants) expect(variant.replace(/[-_ ]/g, '')).toBe(words.join(''));
      }),
    );
  });
});
