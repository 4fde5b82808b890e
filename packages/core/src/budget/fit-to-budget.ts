import type { TruncateAction } from '../actions/action.js';
import type { Budget } from '../measure/budget.js';
import { budgetLimit, budgetMeasure } from '../measure/budget.js';
import { DEFAULT_READ_LIMIT } from '../defaults.js';
import type { Tokenizer } from '../measure/measure.js';
import { budgetLine, spillFileHeader, spillHeader } from '../messages/index.js';
import type { SpillNoticeInput } from '../actions/compose-spill-notice.js';
import { spillNotice, spillNoticeHead } from '../actions/compose-spill-notice.js';
import { truncateText } from '../actions/truncate-text.js';
import { truncateToTokens } from '../actions/truncate-to-tokens.js';

/**
 * Sizes the outputs of the actions to one budget. When not even the bare form fits (the header and
 * the budget line, or the budget line and one char of text), each method returns the smallest valid
 * output instead (the header alone; the cut without the budget line) and tells `onSmallest`.
 */
export interface BudgetFitter {
  readonly budget: Budget;
  /** The spill notice with the largest preview (up to the action's) that fits, the budget line under the header. */
  spillNotice(input: SpillNoticeInput): string;
  /** The budget line, then the action's cut of `text` shrunk to fit; `text` itself when the action leaves it whole. */
  truncation(text: string, action: TruncateAction): string;
  /** The summary header, the budget line, then as much of the summary (from its start) as fits. */
  summary(header: string, summary: string): string;
}

/** Tries before a cut shrunk by the overshoot is given up (a tokenizer that is not additive may need more than one). */
const MAX_SHRINKS = 8;

/**
 * Makes the fitter for `budget`, measuring tokens with `tokenizer`. Every output it returns has
 * been measured whole (notice, markers and budget line included) and fits, except a smallest one.
 *
 * @param onSmallest Told when the budget is too small for even the bare form.
 */
export function budgetFitter(budget: Budget, tokenizer: Tokenizer, onSmallest: () => void = () => {}): BudgetFitter {
  const { limit, unit } = budgetLimit(budget);
  const measure = budgetMeasure(budget, tokenizer);
  const fits = (text: string) => measure(text) <= limit;
  const line = budgetLine(limit, unit);
  const smallest = (output: string): string => {
    onSmallest();
    return output;
  };

  /** `prefix` + the longest cut that fits, searching the cut's own budget downwards from what the prefix leaves. */
  function withPrefix(prefix: string, cut: (room: number) => string): string | undefined {
    let room = limit - measure(prefix);
    for (let attempt = 0; attempt < MAX_SHRINKS && room > 0; attempt += 1) {
      const body = cut(room);
      if (body === '') return undefined;
      const output = prefix + body;
      const size = measure(output);
      if (size <= limit) return output;
      room -= Math.max(1, size - limit);
    }
    return undefined;
  }

  return {
    budget,

    spillNotice(input) {
      const full = spillNotice({ ...input, budget });
      if (fits(full)) return full;
      const size = 'bytes' in input ? { bytes: input.bytes } : { chars: input.text.length };
      const header = input.file
        ? spillFileHeader(input.file, size, DEFAULT_READ_LIMIT)
        : spillHeader(input.handle, size, DEFAULT_READ_LIMIT);
      // The header, the reference hint (with reference tools) and the budget line.
      const bare = spillNoticeHead({ ...input, size, budget });
      if ('bytes' in input) return fits(bare) ? bare : smallest(header);
      const notice = (previewChars: number) => spillNotice({ ...input, previewChars, budget });
      if (fits(notice(0))) {
        // Largest preview that fits, by bisection between one that fits (0) and one that does not.
        let low = 0;
        let high = input.previewChars;
        while (high - low > 1) {
          const middle = Math.floor((low + high) / 2);
          if (fits(notice(middle))) low = middle;
          else high = middle;
        }
        return notice(low);
      }
      return fits(bare) ? bare : smallest(header);
    },

    truncation(text, action) {
      const cut = (room: number): string => {
        const options = { strategy: action.strategy, keepTailLines: action.keepTailLines };
        if (unit === 'chars') {
          const maxChars = Math.min(action.maxChars, room);
          if (action.maxTokens === undefined) return truncateText(text, { ...options, maxChars });
          return truncateToTokens(text, { ...options, maxChars, maxTokens: action.maxTokens, tokenizer });
        }
        const maxTokens = Math.min(action.maxTokens ?? Number.POSITIVE_INFINITY, room);
        return truncateToTokens(text, { ...options, maxChars: action.maxChars, maxTokens, tokenizer });
      };
      const whole = cut(limit - measure(`${line}\n`));
      if (whole === text) return text;
      const output = withPrefix(`${line}\n`, cut);
      return output ?? smallest(cut(limit));
    },

    summary(header, summary) {
      const prefix = `${header}\n${line}\n`;
      const full = prefix + summary;
      if (fits(full)) return full;
      const cut = (room: number) =>
        unit === 'chars'
          ? truncateText(summary, { strategy: 'head', maxChars: room })
          : truncateToTokens(summary, { strategy: 'head', maxTokens: room, tokenizer });
      const output = withPrefix(prefix, cut);
      return output ?? smallest(header);
    },
  };
}
