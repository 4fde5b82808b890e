/**
 * Markers of a truncated output, and the line that says an output was fitted to a budget.
 */
import { formatCount as n } from '../text/format-count.js';

// ---------------------------------------------------------------------------------------------
// Truncation markers (the counts are UTF-16 code units, the unit of `String#length`).

/** Appended to a head cut: `\n\n[truncated: showing first R of T chars]`. */
export function headMarker(retained: number, total: number): string {
  return `\n\n[truncated: showing first ${n(retained)} of ${n(total)} chars]`;
}

/** Put between the head and tail of a head+tail cut. */
export function headTailMarker(head: number, tail: number, total: number): string {
  const omitted = total - head - tail;
  return `\n\n[truncated: ${n(omitted)} chars omitted from the middle; showing first ${n(head)} + last ${n(tail)} of ${n(total)} chars]\n\n`;
}

/** Put before a tail cut: `[truncated: showing last L of T chars]\n\n`. */
export function tailMarker(retained: number, total: number): string {
  return `[truncated: showing last ${n(retained)} of ${n(total)} chars]\n\n`;
}

// ---------------------------------------------------------------------------------------------
// Budgets.

/**
 * Said in an output sized to fit a budget (after a spill or summary header, before a truncation):
 * `[Fitted to a budget of 3,599 tokens.]`.
 */
export function budgetLine(limit: number, unit: 'tokens' | 'chars'): string {
  return `[Fitted to a budget of ${n(limit)} ${unit}.]`;
}
