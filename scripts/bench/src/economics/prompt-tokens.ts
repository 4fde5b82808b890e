import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import type { PromptView } from './prompt-view.js';

/** Tokens a vision model is charged for one image (a flat figure: about 1,600 for a typical screenshot). */
export const IMAGE_TOKENS = 1_600;
/** Tokens of framing per message part (role, separators), as chat formats add a few. */
export const PART_OVERHEAD = 4;

const encoder = new Tiktoken(o200kBase);
/** Counts of long texts, by text: the same tool result comes back in every later prompt of a run. */
const cache = new Map<string, number>();

/** Tokens of `text` with js-tiktoken `o200k_base` (GPT-4o and later). */
export function countTokens(text: string): number {
  if (text.length < 512) return encoder.encode(text).length;
  let count = cache.get(text);
  if (count === undefined) {
    count = encoder.encode(text).length;
    cache.set(text, count);
  }
  return count;
}

/**
 * Tokens of one prompt: each text part (tool results as the text the provider would send) counted
 * with `o200k_base`, plus a few per part for framing, plus `IMAGE_TOKENS` per media part, plus the
 * tool definitions.
 */
export function promptTokens(view: PromptView, toolDefinitions: string): number {
  let total = countTokens(toolDefinitions);
  for (const text of view.texts) total += countTokens(text) + PART_OVERHEAD;
  for (const media of view.media.values()) total += media.length * IMAGE_TOKENS;
  return total;
}
