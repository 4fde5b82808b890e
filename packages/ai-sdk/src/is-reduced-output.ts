/**
 * Recognises the strings this library puts in place of a tool output (spill notices, summaries,
 * truncations), so they are never reduced a second time and never handed to a tool's own
 * `toModelOutput`. The patterns follow `packages/core/src/messages.ts`; a test checks them against
 * the reducer's real outputs.
 */

const COUNT = String.raw`\d{1,3}(?:,\d{3})*`;

const SPILL = /^\[Tool output too large \(/;
const SUMMARY = new RegExp(String.raw`^\[Summary of a ${COUNT}-char tool output; the full output was not kept\.\]`);
const HEAD = new RegExp(String.raw`\n\n\[truncated: showing first ${COUNT} of ${COUNT} chars\]$`);
const TAIL = new RegExp(String.raw`^\[truncated: showing last ${COUNT} of ${COUNT} chars\]\n\n`);
const HEAD_TAIL = new RegExp(
  String.raw`\n\n\[truncated: ${COUNT} chars omitted from the middle; showing first ${COUNT} \+ last ${COUNT} of ${COUNT} chars\]\n\n`,
);

/**
 * True when `text` is a spill notice, a summary or a marked truncation made by this library.
 * A bare cut (a budget too small for any marker) cannot be told apart and gives false.
 */
export function isReducedOutput(text: string): boolean {
  return SPILL.test(text) || SUMMARY.test(text) || TAIL.test(text) || HEAD.test(text) || HEAD_TAIL.test(text);
}
