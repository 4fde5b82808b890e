import type { Action } from './actions.js';
import { spill, truncate } from './actions.js';
import { DEFAULT_SPILL_OVER } from './defaults.js';
import { OutputLimitsError } from './errors/output-limits-error.js';

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

/** Checks the thresholds and returns a copy sorted largest first, the order `selectBand` needs. */
export function prepareBands(bands: readonly Band[], where = 'bands'): readonly Band[] {
  for (const band of bands) {
    if (typeof band.over !== 'number' || Number.isNaN(band.over) || band.over < 0) {
      throw new OutputLimitsError(`${where}: Band.over must be a number >= 0; got ${String(band.over)}.`);
    }
  }
  return Object.freeze([...bands].sort((a, b) => b.over - a.over));
}

/** The band with the largest threshold that `size` reaches, or undefined below all of them. */
export function selectBand(sortedBands: readonly Band[], size: number): Band | undefined {
  return sortedBands.find((band) => size >= band.over);
}

/** The threshold past which counting further cannot change the choice (the largest `over`). */
export function decisiveSize(sortedBands: readonly Band[]): number {
  return sortedBands[0]?.over ?? 0;
}
