import { DEFAULT_MAX_CHARS } from './defaults.js';

/** Which part of a text a cut keeps. */
export type TruncationStrategy = 'head' | 'tail' | 'headTail';

/** Options of `truncateText`. */
export interface TruncateTextOptions {
  /** Budget in UTF-16 code units (`String#length`), marker included. Default `DEFAULT_MAX_CHARS` (4,000). */
  readonly maxChars?: number;
  /** Default `'headTail'`. */
  readonly strategy?: TruncationStrategy;
  /** Complete last lines to reserve before the rest of the budget is given out. Default 0. */
  readonly keepTailLines?: number;
}

/** STUB: replaced by the real implementation. */
export function truncateText(text: string, options: TruncateTextOptions = {}): string {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  return text.length <= maxChars ? text : text.slice(0, Math.max(0, maxChars));
}
