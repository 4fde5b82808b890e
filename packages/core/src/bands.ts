import type { Action } from './actions/action.js';
import { spill } from './actions/spill.js';
import { truncate } from './actions/truncate.js';
import { DEFAULT_SPILL_OVER } from './defaults.js';
import { ConfigurationError } from './errors/configuration-error.js';

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

const ACTION_KINDS = new Set(['truncate', 'spill', 'summarize', 'passthrough']);

/** Checks the thresholds and actions, and returns a copy sorted largest first, the order `selectBand` needs. */
export function prepareBands(bands: readonly Band[], where = 'bands'): readonly Band[] {
  for (const band of bands) {
    if (typeof band.over !== 'number' || Number.isNaN(band.over) || band.over < 0) {
      throw new ConfigurationError(`${where}: Band.over must be a number >= 0; got ${String(band.over)}.`);
    }
    // The action, then each `then` of its chain (the chain ends at the first missing `then`).
    let action: unknown = band.action;
    for (let path = 'action'; ; path += '.then') {
      const kind = typeof action === 'object' && action !== null ? (action as { kind?: unknown }).kind : undefined;
      if (typeof kind !== 'string' || !ACTION_KINDS.has(kind)) {
        throw new ConfigurationError(`${where}: Band.${path} must be an action such as spill() or truncate(); got ${String(action)}.`);
      }
      action = (action as { then?: unknown }).then;
      if (action === undefined) break;
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
