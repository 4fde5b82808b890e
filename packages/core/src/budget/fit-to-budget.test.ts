import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncate } from '../actions/truncate.js';
import { budgetFitter } from './fit-to-budget.js';
import { estimateTokens } from '../measure/measure.js';
import { budgetLine, spillHeader } from '../messages/index.js';
import { spillNotice } from '../actions/compose-spill-notice.js';
import { truncateText } from '../actions/truncate-text.js';

const TEXT = 'a'.repeat(5_000) + 'b'.repeat(5_000);
const HEADER = spillHeader('h', { chars: 10_000 }, 200);

function fitter(budget: { tokens: number } | { chars: number }) {
  let smallest = 0;
  const fit = budgetFitter(budget, estimateTokens, () => (smallest += 1));
  return { fit, smallest: () => smallest };
}

describe('budgetLine', () => {
  it('states the budget, in tokens or chars, with thousands separators', () => {
    expect(budgetLine(3_599, 'tokens')).toBe('[Fitted to a budget of 3,599 tokens.]');
    expect(budgetLine(400, 'chars')).toBe('[Fitted to a budget of 400 chars.]');
  });
});

// The fitting is tested on head+tail previews, whose exact text is easy to state; salient previews fit the same way (reducer-budget.test.ts).
describe('budgetFitter', () => {
  describe('spillNotice', () => {
    it('keeps the whole notice, the budget line under the header, when it fits', () => {
      const { fit, smallest } = fitter({ tokens: 1_000 });
      expect(fit.spillNotice({ handle: 'h', text: TEXT, preview: 'headTail', previewChars: 1_000 })).toBe(
        `${HEADER}\n[Fitted to a budget of 1,000 tokens.]\n${'a'.repeat(500)}\n...[9,000 chars omitted]...\n${'b'.repeat(500)}`,
      );
      expect(smallest()).toBe(0);
    });

    it('keeps the size the notice states (that of the text stored) when only the header fits', () => {
      const output = fitter({ chars: 130 }).fit.spillNotice({ handle: 'h', text: TEXT, preview: 'headTail', previewChars: 1_000 });
      expect(output).toBe(spillHeader('h', { chars: TEXT.length }, 200));
    });

    it('shrinks the preview to the largest that fits', () => {
      const { fit } = fitter({ chars: 400 });
      const output = fit.spillNotice({ handle: 'h', text: TEXT, preview: 'headTail', previewChars: 1_000 });
      expect(output).toBe(
        `${HEADER}\n[Fitted to a budget of 400 chars.]\n${'a'.repeat(105)}\n...[9,790 chars omitted]...\n${'b'.repeat(105)}`,
      );
      expect(output.length).toBeLessThanOrEqual(400);
      // One more char of preview would not fit.
      expect(
        spillNotice({ handle: 'h', text: TEXT, preview: 'headTail', previewChars: 211, budget: { chars: 400 } }).length,
      ).toBeGreaterThan(400);
    });

    it('drops the shape line and the preview before the budget line', () => {
      const budget = { chars: HEADER.length + 40 };
      const { fit, smallest } = fitter(budget);
      expect(fit.spillNotice({ handle: 'h', text: TEXT, preview: 'headTail', shape: "{'a': string}", previewChars: 1_000 })).toBe(
        `${HEADER}\n${budgetLine(budget.chars, 'chars')}`,
      );
      expect(smallest()).toBe(0);
    });

    it('gives the header alone, and says so, when not even the bare notice fits', () => {
      const { fit, smallest } = fitter({ tokens: 30 });
      expect(fit.spillNotice({ handle: 'h', text: TEXT, preview: 'headTail', previewChars: 1_000 })).toBe(HEADER);
      expect(smallest()).toBe(1);
    });

    it('fits a binary notice: whole, then without the byte count, then the header alone', () => {
      const binaryHeader = spillHeader('h', { bytes: 20_000 }, 200);
      const line = budgetLine(1_000, 'chars');
      expect(fitter({ chars: 1_000 }).fit.spillNotice({ handle: 'h', bytes: 20_000 })).toBe(
        `${binaryHeader}\n${line}\n<20,000 bytes of binary data>`,
      );
      const bare = { chars: binaryHeader.length + 40 };
      expect(fitter(bare).fit.spillNotice({ handle: 'h', bytes: 20_000 })).toBe(`${binaryHeader}\n${budgetLine(bare.chars, 'chars')}`);
      const tiny = fitter({ chars: 10 });
      expect(tiny.fit.spillNotice({ handle: 'h', bytes: 20_000 })).toBe(binaryHeader);
      expect(tiny.smallest()).toBe(1);
    });
  });

  describe('truncation', () => {
    it('puts the budget line first and cuts the rest to what is left', () => {
      const { fit } = fitter({ chars: 2_000 });
      const line = '[Fitted to a budget of 2,000 chars.]';
      expect(fit.truncation(TEXT, truncate())).toBe(`${line}\n${truncateText(TEXT, { maxChars: 2_000 - line.length - 1 })}`);
    });

    it('keeps the action’s own, smaller cut', () => {
      const { fit } = fitter({ tokens: 5_000 });
      expect(fit.truncation(TEXT, truncate({ maxChars: 300, strategy: 'tail' }))).toBe(
        `[Fitted to a budget of 5,000 tokens.]\n${truncateText(TEXT, { maxChars: 300, strategy: 'tail' })}`,
      );
    });

    it('counts tokens with the tokenizer, the budget line included', () => {
      const { fit } = fitter({ tokens: 100 });
      const output = fit.truncation(TEXT, truncate({ strategy: 'tail' }));
      expect(output).toBe(`[Fitted to a budget of 100 tokens.]\n[truncated: showing last 317 of 10,000 chars]\n\n${'b'.repeat(317)}`);
      expect(estimateTokens(output)).toBe(100);
    });

    it('returns a text the action leaves whole as it is', () => {
      expect(fitter({ chars: 2_000 }).fit.truncation('short', truncate())).toBe('short');
    });

    it('gives the cut without the budget line, and says so, when the line leaves no room', () => {
      const { fit, smallest } = fitter({ chars: 20 });
      expect(fit.truncation(TEXT, truncate())).toBe(truncateText(TEXT, { maxChars: 20 }));
      expect(smallest()).toBe(1);
      const none = fitter({ tokens: 0 });
      expect(none.fit.truncation(TEXT, truncate())).toBe('');
      expect(none.smallest()).toBe(1);
    });
  });

  describe('summary', () => {
    const header = '[Summary of a 10,000-char tool output; the full output was not kept.]';

    it('keeps a summary that fits, under the header and the budget line', () => {
      expect(fitter({ chars: 500 }).fit.summary(header, 'gist')).toBe(`${header}\n[Fitted to a budget of 500 chars.]\ngist`);
    });

    it('cuts a long summary from its end to fit', () => {
      const { fit } = fitter({ chars: 300 });
      const output = fit.summary(header, 'word '.repeat(200));
      const prefix = `${header}\n[Fitted to a budget of 300 chars.]\n`;
      expect(output).toBe(prefix + truncateText('word '.repeat(200), { strategy: 'head', maxChars: 300 - prefix.length }));
      expect(output.length).toBeLessThanOrEqual(300);
    });

    it('gives the header alone when nothing else fits', () => {
      const { fit, smallest } = fitter({ chars: 80 });
      expect(fit.summary(header, 'gist')).toBe(header);
      expect(smallest()).toBe(1);
    });
  });

  it('never exceeds the budget unless it says so, for any text, budget and tokenizer', () => {
    // A tokenizer that is not additive: one token per word and one per other non-space char.
    const words = (text: string) => (text.match(/\w+|[^\w\s]/g) ?? []).length;
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 3_000 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.constantFrom('tokens', 'chars', 'words'),
        (text, limit, unit) => {
          const budget = unit === 'chars' ? { chars: limit } : { tokens: limit };
          const tokenizer = unit === 'words' ? words : estimateTokens;
          const measure = unit === 'chars' ? (t: string) => t.length : tokenizer;
          let smallest: boolean;
          const fit = budgetFitter(budget, tokenizer, () => (smallest = true));
          const outputs = [
            () => fit.spillNotice({ handle: 'h', text, previewChars: 1_000 }),
            () => fit.truncation(text, truncate()),
            () => fit.summary('[Summary]', text),
          ];
          for (const make of outputs) {
            smallest = false;
            const output = make();
            expect(smallest || measure(output) <= limit).toBe(true);
          }
        },
      ),
    );
  });
});
