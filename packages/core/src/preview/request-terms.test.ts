import { describe, expect, it } from 'vitest';
import { requestTermPattern, requestTerms, termAt } from './request-terms.js';

describe('requestTerms', () => {
  it('keeps the distinctive words, lower-cased and stemmed, without stop words', () => {
    expect(
      requestTerms(
        "Checkout had problems on 2025-06-03. Find the errors in that day's server logs, look up the orders they mention, and tell me briefly what went wrong.",
      ),
    ).toEqual(['checkout', 'problem', '2025-06-03', 'error', 'day', 'server', 'log', 'order']);
    expect(requestTerms('What is the status of order ORD-48213?')).toEqual(['status', 'order', 'ord-48213']);
    expect(requestTerms('Why did the deploy fail? It failed twice, failing the /v1/stock checks.')).toEqual([
      'deploy',
      'fail',
      'twice',
      'v1/stock',
    ]);
  });

  it('gives nothing for no request, and at most 12 words', () => {
    expect(requestTerms(undefined)).toEqual([]);
    expect(requestTerms('')).toEqual([]);
    expect(requestTerms('please tell me what you see')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(requestTerms(many)).toHaveLength(12);
  });
});

describe('requestTermPattern and termAt', () => {
  const find = (text: string, terms: string[]) => {
    const pattern = requestTermPattern(terms)!;
    return [...text.matchAll(pattern)].map((m) => terms[termAt(text, m.index, m[0], terms)] ?? null);
  };

  it('matches a stem at the start of a word, in any case', () => {
    expect(find('ERROR errors Error myerror', ['error'])).toEqual(['error', 'error', 'error', null]);
  });

  it('matches an id whole: not inside a longer number, but before a letter after a digit', () => {
    expect(find('ORD-48213 ord-482130 xORD-48213 ORD-48213:', ['ord-48213'])).toEqual(['ord-48213', null, null, 'ord-48213']);
    expect(find('2025-06-03T10:00:00Z', ['2025-06-03'])).toEqual(['2025-06-03']);
    expect(find('/v1/stock /v1/stocks', ['v1/stock'])).toEqual(['v1/stock', null]);
  });

  it('has no pattern for no terms', () => {
    expect(requestTermPattern([])).toBeUndefined();
  });
});
