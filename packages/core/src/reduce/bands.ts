import type { Action } from '../actions/action.js';
import { spill } from '../actions/spill.js';
import { truncate } from '../actions/truncate.js';
import { DEFAULT_ERROR_OVER, DEFAULT_SPILL_OVER } from '../defaults.js';

/** From this size on (in the reducer's unit), run `action`. */
export interface Band {
  /** Threshold, inclusive, in characters (or tokens with `overTokens`, bytes for binary). At least 0. */
  readonly over: number;
  readonly action: Action;
}

/** The default bands: spill from 10,000 characters on, truncating instead when the store fails. */
export function defaultBands(): Band[] {
  return [{ over: DEFAULT_SPILL_OVER, action: spill({ then: truncate() }) }];
}

/**
 * The default bands of error results (`isError`, `error-text`, `error-json`): from 20,000 chars on,
 * spilled with a preview of the end (where a failing run prints its error), cut to the last 4,000
 * chars instead when the store fails.
 */
export function defaultErrorBands(): Band[] {
  return [{ over: DEFAULT_ERROR_OVER, action: spill({ preview: 'tail', then: truncate({ strategy: 'tail' }) }) }];
}

/** A frozen copy of `bands` sorted largest `over` first, the order `decisiveSize` needs (`checkConfig` returns bands so). */
export function sortBands(bands: readonly Band[]): readonly Band[] {
  return Object.freeze([...bands].sort((a, b) => b.over - a.over));
}

/**
 * The band with the largest threshold that `size` reaches (the first such in `bands` when two
 * share it), or undefined below all of them. The bands may come in any order.
 */
export function selectBand(bands: readonly Band[], size: number): Band | undefined {
  let chosen: Band | undefined;
  for (const band of bands) if (size >= band.over && (chosen === undefined || band.over > chosen.over)) chosen = band;
  return chosen;
}

/** The threshold past which counting further cannot change the choice (the largest `over`). */
export function decisiveSize(sortedBands: readonly Band[]): number {
  return sortedBands[0]?.over ?? 0;
}
