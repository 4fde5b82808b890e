import { decisiveSize, selectBand } from './bands.js';
import { reducedOutputKind } from './is-reduced-output.js';
import type { CountWith } from '../measure/measure.js';
import { countTokensUpTo, measurePayload } from '../measure/measure.js';
import { DEFAULT_SPILL_NOTICE_CHARS, outputBound, referenceHintChars } from '../actions/output-bound.js';
import type { BandsFor } from './tool-bands.js';

/** What `isOwnOutput` looks at: the tool's bands, the reducer's unit and its tokenizer (falling back as in `reduce`). */
export interface OwnOutputOptions {
  readonly bandsFor: BandsFor;
  readonly overTokens: boolean;
  /** The reducer's tokenizer use for a tool, warning under that tool's name. */
  readonly countWith: (toolName: string) => CountWith;
  /** The reducer's reference tools: its spill notices carry the reference hint, and are that much longer. */
  readonly referenceTools?: readonly string[];
}

/**
 * `Reducer.isOwnOutput`: true when `text` already is this library's output for the tool (its form,
 * and no longer than the band its size falls in can produce). Never throws.
 */
export function isOwnOutputBy(options: OwnOutputOptions): (text: string, toolName: string) => boolean {
  const referenceTools = options.referenceTools ?? [];
  const noticeChars = DEFAULT_SPILL_NOTICE_CHARS + referenceHintChars(referenceTools);
  return (text, toolName) => {
    try {
      const list = options.bandsFor(toolName);
      if (!list || typeof text !== 'string') return false;
      const kind = reducedOutputKind(text);
      if (!kind) return false;
      if (kind === 'spill' && text.length <= noticeChars) return true;
      const countWith = options.countWith(toolName);
      const measured = { kind: 'text', text, structured: false, original: text } as const;
      const band = selectBand(list, measurePayload(measured, decisiveSize(list), options.overTokens, countWith).size);
      if (!band) return true;
      const bound = outputBound(band.action, referenceTools);
      if (text.length <= bound.chars) return true;
      return bound.tokens !== undefined && countWith((count) => countTokensUpTo(text, count, bound.tokens! + 1).count) <= bound.tokens;
    } catch {
      return false;
    }
  };
}
